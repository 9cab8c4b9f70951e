import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { LANGUAGE_TAGS, languageDir } from '@/core/languages';
import { SYSTEM_STATUS } from '@/core/system-status';
import { type ThemeMode, themeStylesheet } from '@/core/theme-tokens';
import { requestBootstrap, requestStatus } from '../domains/system';
import { API_PATH } from '../plugins/brand';
import { sendError } from '../plugins/envelope';
import {
  bootDataScript,
  FIRST_PAINT_CSS,
  firstPaintPreloads,
  homeBannerUrl,
  homeFirstPaint,
} from './first-paint';
import { inlineEntryStylesheets } from './inline-styles';
import { loadPageMatcher } from './page-routes';
import { escapeHtml } from './pages';
import { HOME_PATHS, resourceHints } from './preload';
import { registerServiceWorker } from './service-worker';
import { registerSiteFiles } from './site-files';
import { BuildFiles, sendFileFrom } from './static-files';

export const THEME_COOKIE = 'mq_theme';

const FALLBACK_TEMPLATE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><!--brand-head--></head><body><div id="root"><p>The web app is not built yet: run npm run build.</p></div></body></html>`;

/** The page policy; images only from this server (and, per brand, its image CDNs: contentSecurityPolicy). */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "frame-src 'self' https:",
  "object-src 'none'",
  "base-uri 'self'",
  "frame-ancestors 'self'",
  "form-action 'self'",
].join('; ');

/**
 * CONTENT_SECURITY_POLICY with the origins of the brand's image CDNs (brand.json cdn.images) added to img-src,
 * and game frames' origins (the sandbox vendor service, which may be plain http on a development machine) to
 * frame-src.
 */
export function contentSecurityPolicy(
  imageCdns: readonly string[],
  frameOrigins: readonly string[] = [],
): string {
  const origins = [...new Set(imageCdns.map((url) => new URL(url).origin))];
  let policy = CONTENT_SECURITY_POLICY;
  if (origins.length > 0)
    policy = policy.replace("img-src 'self' data: blob:", `img-src 'self' data: blob: ${origins.join(' ')}`);
  if (frameOrigins.length > 0)
    policy = policy.replace("frame-src 'self' https:", `frame-src 'self' https: ${frameOrigins.join(' ')}`);
  return policy;
}

function themeFromCookie(request: FastifyRequest): ThemeMode | undefined {
  const mode = request.cookies[THEME_COOKIE];
  return mode === 'dark' || mode === 'light' ? mode : undefined;
}

/** The theme the page is painted in: the visitor's choice (cookie), else the brand's default. */
function requestThemeMode(request: FastifyRequest): ThemeMode {
  return themeFromCookie(request) ?? request.brand.theme.defaultMode;
}

/** What renderIndex adds to the page beyond the brand's head: resource hints, boot data, the home first paint. */
export interface IndexExtras {
  hints?: string;
  /** Fetched before anything else (the first paint's images), placed ahead of the app's scripts. */
  early?: string;
  bootData?: string;
  firstPaint?: string;
}

/**
 * index.html with the brand's title, favicon, theme colour, language, first-paint CSS variables, resource hints,
 * and (when given) the inline boot data and the home page's static first paint (first-paint.ts).
 */
export function renderIndex(template: string, request: FastifyRequest, extras: IndexExtras = {}): string {
  const { hints = '', early = '', bootData = '', firstPaint = '' } = extras;
  const { config, theme } = request.brand;
  const mode = requestThemeMode(request);
  const assetBase = `/brands/${encodeURIComponent(config.code)}/assets/`;
  const head = [
    `<title>${escapeHtml(config.displayName)}</title>`,
    `<link rel="icon" href="${assetBase}${encodeURIComponent(config.assets.favicon)}">`,
    '<link rel="manifest" href="/manifest.webmanifest">',
    `<meta name="theme-color" content="${escapeHtml(theme[mode].color.headerBg)}">`,
    `<meta name="application-name" content="${escapeHtml(config.displayName)}">`,
    early,
    `<style id="brand-theme">${themeStylesheet({ dark: theme.dark, light: theme.light })}
body{margin:0;background:var(--mq-color-bg);color:var(--mq-color-text);font-family:var(--mq-font-body)}${firstPaint ? `\n${FIRST_PAINT_CSS}` : ''}</style>`,
  ].join('\n');
  const withRoot = firstPaint
    ? template.replace(
        /<div id="root">(?:<div class="boot-splash"[^>]*><\/div>)?<\/div>/,
        `<div id="root">${firstPaint}</div>`,
      )
    : template;
  return (
    withRoot
      .replace(
        /<html[^>]*>/,
        `<html lang="${LANGUAGE_TAGS[request.language]}" dir="${languageDir(request.language)}" data-theme="${mode}" data-brand="${escapeHtml(config.code)}">`,
      )
      .replace('<!--brand-head-->', head)
      // After the entry script and its own preloads, so the hints never delay them.
      .replace('</head>', hints ? `${hints}\n</head>` : '</head>')
      // Inert JSON before the closing body tag: the entry module (deferred) reads it when it runs.
      .replace('</body>', bootData ? `${bootData}\n</body>` : '</body>')
  );
}

/** Serves the built SPA: hashed assets (immutable), brand assets, and index.html for every page route. */
export async function registerSpa(app: FastifyInstance) {
  const indexPath = join(app.config.webDir, 'index.html');
  const template = existsSync(indexPath)
    ? inlineEntryStylesheets(readFileSync(indexPath, 'utf8'), app.config.webDir)
    : FALLBACK_TEMPLATE;
  const hintsFor = resourceHints(app.config.webDir);
  const sandbox = app.config.sandboxVendors;
  const frameOrigins = sandbox ? [new URL(sandbox.publicUrl).origin] : [];

  // The build's files (static-files.ts): hashed assets immutable, the rest (robots.txt, page-routes.json…) an hour.
  // One `/*` route: a path that is not a file of the build falls through to the not-found handler below.
  const files = new BuildFiles(app.config.webDir, {
    exclude: (path) => path === '/index.html',
    cacheControl: (path) =>
      path.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
  });
  app.get('/*', { schema: { hide: true } }, async (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    if (!(await files.send(request, reply, path))) return reply.callNotFound();
    return reply;
  });

  app.get<{ Params: { code: string; file: string } }>(
    '/brands/:code/assets/:file',
    { schema: { hide: true } },
    async (request, reply) => {
      const brand = app.registry.get(request.params.code);
      const file = request.params.file;
      if (!brand || !/^[a-z0-9][a-z0-9._-]*\.(svg|png|jpg|jpeg|webp|ico)$/.test(file)) {
        return sendError(request, reply, 404, 'not_found');
      }
      if (file.endsWith('.svg'))
        reply.header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'");
      const sent = await sendFileFrom(
        request,
        reply,
        join(brand.dir, 'assets', file),
        'public, max-age=3600',
      );
      if (sent) return reply;
      reply.removeHeader('content-security-policy');
      return sendError(request, reply, 404, 'not_found');
    },
  );

  const sendIndex = (request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?')[0] ?? '/';
    const brand = request.brand;
    const status = requestStatus(app, request);
    const bootstrap = requestBootstrap(app, request);
    const homeBanner = homeBannerUrl(brand, request.language);
    // The first paint's logo is the one the app shows in this theme (the light-theme variant when there is one).
    const { logoLightUrl } = bootstrap.brand;
    const logos =
      requestThemeMode(request) === 'light' && logoLightUrl
        ? { ...bootstrap.brand, logoUrl: logoLightUrl }
        : bootstrap.brand;
    const firstPaint =
      HOME_PATHS.has(path) && status === SYSTEM_STATUS.normal ? homeFirstPaint(logos, homeBanner) : '';
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache, private')
      .header('content-security-policy', contentSecurityPolicy(brand.config.cdn.images, frameOrigins))
      .header('vary', 'Host, Cookie, Accept-Language')
      .send(
        renderIndex(template, request, {
          hints: hintsFor(brand, path),
          early: firstPaint ? firstPaintPreloads(logos, homeBanner) : '',
          bootData: bootDataScript({ language: request.language, status, bootstrap, homeBanner }),
          firstPaint,
        }),
      );
  };

  app.get('/', { schema: { hide: true } }, sendIndex);
  registerSiteFiles(app, app.config.webDir);
  registerServiceWorker(app, app.config.webDir);

  const isPage = loadPageMatcher(app.config.webDir);
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const get = request.method === 'GET' || request.method === 'HEAD';
    // API paths, and files that are not there (a probe for /wp-login.php, a stale asset): a real 404, not the app.
    const file = path !== '/index.html' && /\.[a-z0-9]{1,12}$/i.test(path);
    if (API_PATH.test(path) || !get || file || !request.brand)
      return sendError(request, reply, 404, 'not_found');
    // Unknown pages get the app (its not-found page) with status 404, so crawlers and probes see the truth.
    if (!isPage(path)) reply.code(404);
    return sendIndex(request, reply);
  });
}
