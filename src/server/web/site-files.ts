import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { LANGUAGE_TAGS, languageDir } from '@/core/languages';

/** Pages a crawler has no business in: accounts, money, agents (the route table's private screens). */
const PRIVATE_PAGES = ['/member', '/agent', '/agentHome', '/login', '/register', '/favorite', '/recent'];

const ICON_TYPES: Record<string, string> = {
  svg: 'image/svg+xml',
  png: 'image/png',
  webp: 'image/webp',
  ico: 'image/x-icon',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
};

/**
 * Per-brand site files: /robots.txt (the brand's public pages open to crawlers on its own domains in
 * production; preview hosts and other servers closed entirely; a robots.txt shipped in the web build wins) and
 * /manifest.webmanifest (name, icon and colours from the brand's configuration and theme), linked from
 * index.html.
 */
export function registerSiteFiles(app: FastifyInstance, webDir: string) {
  if (!existsSync(join(webDir, 'robots.txt'))) {
    app.get('/robots.txt', { schema: { hide: true } }, async (request, reply) => {
      const lines = ['User-agent: *'];
      if (app.config.production && !request.brandPreview) {
        for (const prefix of ['/wps/', '/lgw/', '/vendor/', '/__dev/', ...PRIVATE_PAGES])
          lines.push(`Disallow: ${prefix}`);
      } else {
        lines.push('Disallow: /');
      }
      return reply
        .type('text/plain; charset=utf-8')
        .header('cache-control', 'public, max-age=3600')
        .header('vary', 'Host')
        .send(`${lines.join('\n')}\n`);
    });
  }

  app.get('/manifest.webmanifest', { schema: { hide: true } }, async (request, reply) => {
    const { config, theme } = request.brand;
    const mode = theme.defaultMode;
    const assetBase = `/brands/${encodeURIComponent(config.code)}/assets/`;
    const manifest = {
      name: config.displayName,
      short_name: config.displayName,
      lang: LANGUAGE_TAGS[config.languages.default],
      dir: languageDir(config.languages.default),
      start_url: '/',
      scope: '/',
      display: 'standalone',
      background_color: theme[mode].color.bg,
      theme_color: theme[mode].color.headerBg,
      icons: [
        {
          src: `${assetBase}${encodeURIComponent(config.assets.favicon)}`,
          sizes: 'any',
          type: ICON_TYPES[config.assets.favicon.split('.').pop() ?? ''] ?? 'image/png',
          purpose: 'any',
        },
      ],
    };
    return reply
      .type('application/manifest+json; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .header('vary', 'Host')
      .send(JSON.stringify(manifest));
  });
}
