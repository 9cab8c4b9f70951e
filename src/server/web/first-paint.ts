import type { Brand } from '@/core/brand';
import type { Language } from '@/core/languages';
import { announcements } from '../domains/support';
import { escapeHtml } from './pages';

/**
 * What index.html carries so a cheap phone paints the page before the app's scripts have run:
 *
 * - the boot data (system status and bootstrap, exactly what /wps/system/status and /wps/system/bootstrap answer
 *   for this request) as inert JSON, so the app starts without a round trip after its scripts arrive;
 * - on the home page, a static first paint: the header bar with the brand's logo, the side column on wide
 *   screens, and the first w_home banner, at the places the app draws them (layout.css.ts, home.css.ts). The app
 *   replaces it on its first render and keeps the same banner on screen until its own carousel is ready.
 *
 * Nothing here is interactive or translated text: it is the page's frame, not a second rendering of it.
 */

export interface BootPayload {
  /** The language the server resolved for this request (the bootstrap's maintenance message is in it). */
  language: string;
  status: number;
  bootstrap: unknown;
  /** The first home banner's image, shown by the app's banner placeholder (the same image as the first paint). */
  homeBanner: string | null;
}

/** JSON inside a script element: `<` escaped so no value can close the element (or open a comment). */
export function bootDataScript(payload: BootPayload): string {
  const json = JSON.stringify(payload)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
  return `<script type="application/json" id="boot-data">${json}</script>`;
}

/**
 * The image of the brand's first home banner (w_home, lowest sequence) in the page language, or null: the same
 * list the announcements call answers (it includes the banners of running promotions, content/promotions.json).
 */
export function homeBannerUrl(
  brand: Brand,
  language: Language = brand.config.languages.default,
): string | null {
  const banner = announcements(brand, language, ['B']).banners.find((b) => b.groupName === 'w_home');
  return banner?.imageUrl ?? null;
}

/** The first paint's styles: the same measures as the app's header, shell, content and banner. */
export const FIRST_PAINT_CSS = [
  '.fp *{box-sizing:border-box}',
  '.fp-header{position:sticky;top:0;z-index:30;height:60px;display:flex;align-items:center;gap:8px;padding:0 12px;' +
    'background:var(--mq-color-header-bg);border-bottom:1px solid var(--mq-color-border);box-shadow:var(--mq-shadow-card)}',
  '.fp-toggle{width:40px;height:40px;flex-shrink:0}',
  '.fp-logo{display:block;height:36px;width:auto;max-width:min(46vw,100%);object-fit:contain;object-position:left center}',
  // The app's logo sits at the inline start (layout.css.ts `startSide`): the right in right-to-left.
  '[dir=rtl] .fp-logo{object-position:right center}',
  '.fp-shell{display:grid;grid-template-columns:minmax(0,1fr);min-height:calc(100vh - 60px)}',
  '.fp-side{display:none}',
  '.fp-content{width:100%;max-width:1280px;margin:0 auto;padding:16px 12px 32px}',
  '.fp-banner{overflow:hidden;border-radius:var(--mq-radius-lg)}',
  '.fp-banner img{display:block;width:100%;height:auto;aspect-ratio:16/5;object-fit:cover;background:var(--mq-color-surface-raised)}',
  '@media (max-width:479.98px){.fp-logo{height:28px;max-width:min(27vw,100%)}}',
  '@media (min-width:1024px){.fp-shell{grid-template-columns:240px minmax(0,1fr)}' +
    '.fp-side{display:block;position:sticky;top:60px;height:calc(100vh - 60px);background:var(--mq-color-sidebar-bg);' +
    'border-inline-end:1px solid var(--mq-color-border)}}',
].join('\n');

/** Below this width the header shows the brand's short logo when it has one (as Header.tsx does). */
const PHONE_MEDIA = '(max-width: 479.98px)';

export interface Logos {
  logoUrl: string;
  /** The short logo for phones, or null. */
  logoCompactUrl: string | null;
}

/** The home page's first paint (see above); role=status: assistive technology hears "Loading" until the app is up. */
export function homeFirstPaint(logos: Logos, bannerUrl: string | null, loadingLabel = 'Loading'): string {
  const compact = logos.logoCompactUrl
    ? `<source media="${PHONE_MEDIA}" srcset="${escapeHtml(logos.logoCompactUrl)}" width="48" height="48">`
    : '';
  const banner = bannerUrl
    ? `<div class="fp-banner"><img src="${escapeHtml(bannerUrl)}" alt="" width="1280" height="400" fetchpriority="high"></div>`
    : '';
  return (
    `<div class="fp" role="status" aria-label="${escapeHtml(loadingLabel)}">` +
    `<div class="fp-header"><span class="fp-toggle"></span><picture>${compact}<img class="fp-logo" src="${escapeHtml(logos.logoUrl)}" alt="" width="200" height="48"></picture></div>` +
    `<div class="fp-shell"><div class="fp-side"></div><div class="fp-main"><div class="fp-content">${banner}</div></div></div>` +
    '</div>'
  );
}

/**
 * Preloads of the first paint's images, placed before the app's scripts and their preloads: on HTTP/1.1 (six
 * connections) the banner would otherwise wait behind thirty scripts, and the app would draw before it arrived.
 */
export function firstPaintPreloads(logos: Logos, bannerUrl: string | null): string {
  const link = (url: string, extra = '') =>
    `<link rel="preload" as="image" href="${escapeHtml(url)}"${extra}>`;
  const links = bannerUrl ? [link(bannerUrl, ' fetchpriority="high"')] : [];
  if (logos.logoCompactUrl) {
    links.push(link(logos.logoCompactUrl, ` media="${PHONE_MEDIA}"`));
    links.push(link(logos.logoUrl, ' media="(min-width: 480px)"'));
  } else links.push(link(logos.logoUrl));
  return links.join('\n');
}
