import type { Language } from '@/core/languages';
import { LANGUAGE_TAGS, languageDir } from '@/core/languages';
import { translate } from '../i18n';

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/** The spec's "Invalid URL, please contact customer service" page for hosts that belong to no brand. */
export function invalidUrlPage(language: Language): string {
  const message = escapeHtml(translate(language, 'invalid_domain'));
  return `<!doctype html><html lang="${LANGUAGE_TAGS[language]}" dir="${languageDir(language)}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><title>${message}</title>
<style>body{margin:0;min-height:100vh;display:grid;place-items:center;font-family:system-ui,sans-serif;background:#f4f5f8;color:#161a24}
main{max-width:28rem;padding:2rem;text-align:center}h1{font-size:1.25rem;line-height:1.4}
@media (prefers-color-scheme:dark){body{background:#0f1117;color:#eef0f6}}</style></head>
<body><main role="alert"><h1>${message}</h1></main></body></html>`;
}

export { escapeHtml };
