/**
 * Brand preview (support staff): ?brand=<code> in the page URL. The router keeps the parameter on every
 * navigation, so reloads and deep links stay in the previewed brand; the server honours it only on preview hosts.
 */
export function previewBrandFromUrl(search = window.location.search): string | undefined {
  const code = new URLSearchParams(search).get('brand');
  return code && /^[a-z][a-z0-9-]{1,31}$/.test(code) ? code : undefined;
}
