import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Stylesheets larger than this stay linked: past a few kilobytes a cached file beats bytes in every page. */
export const INLINE_STYLESHEET_MAX_BYTES = 16 * 1024;

/**
 * index.html with the entry's stylesheets (Vite writes them as `<link rel="stylesheet" href="/assets/…css">`)
 * replaced by their text in a `<style>` element at the same place, so the same rules apply in the same order.
 *
 * That link is the page's only render-blocking request: the home page's static first paint (first-paint.ts) and
 * the app both wait for it. Inline, the first frame needs the HTML alone, and Lighthouse's simulated load no longer
 * puts a stylesheet round trip (plus whatever else the browser finished meanwhile) in front of the first paint.
 * The file is small (about 4.7 kB, 1.8 kB compressed) and has no url() to resolve against /assets/; a stylesheet
 * that is large, has url() references or @import, or could close the element stays a link.
 */
export function inlineEntryStylesheets(template: string, webDir: string): string {
  return template.replace(
    /<link rel="stylesheet"(?: crossorigin)? href="\/(assets\/[A-Za-z0-9._-]+\.css)">/g,
    (link, file: string) => {
      const path = join(webDir, file);
      if (!existsSync(path)) return link;
      const css = readFileSync(path, 'utf8');
      if (Buffer.byteLength(css) > INLINE_STYLESHEET_MAX_BYTES || /url\(|@import|<\/style/i.test(css))
        return link;
      return `<style data-href="/${file}">${css.trim()}</style>`;
    },
  );
}
