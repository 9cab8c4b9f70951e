/**
 * Brand preview (support staff): ?brand=<code> in the page URL. The router keeps the parameter on every
 * navigation, so reloads and deep links stay in the previewed brand; the server honours it only on preview hosts.
 */
export function previewBrandFromUrl(search = window.location.search): string | undefined {
  const code = new URLSearchParams(search).get('brand');
  return code && /^[a-z][a-z0-9-]{1,31}$/.test(code) ? code : undefined;
}

/**
 * A same-site URL opened in a frame or a new tab keeps the previewed brand (the frame boots on its own and would
 * otherwise resolve the preview host's default brand).
 */
export function withPreviewBrand(url: string, search = window.location.search): string {
  const brand = previewBrandFromUrl(search);
  if (!brand || !url.startsWith('/') || url.startsWith('//')) return url;
  const target = new URL(url, 'http://local');
  if (!target.searchParams.has('brand')) target.searchParams.set('brand', brand);
  return `${target.pathname}${target.search}${target.hash}`;
}
