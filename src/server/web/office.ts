import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { themeStylesheet } from '@/core/theme-tokens';
import { sendError } from '../plugins/envelope';
import { CONTENT_SECURITY_POLICY } from './spa';
import { BuildFiles } from './static-files';

/**
 * The back office's console (docs/back-office.md): its own build (vite.office.config.ts → dist/web/office), served
 * at /office on any host, apart from the player's app — nothing of it is in the player's bundle. Pages get
 * index.html painted in the default brand's theme (the console switches to the chosen brand's after login);
 * hashed assets are immutable.
 */
const FALLBACK = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><!--office-head--></head><body><div id="root"><p>The back office is not built yet: run npm run build.</p></div></body></html>`;

const ASSET = /^\/office\/assets\/([A-Za-z0-9._-]+\.(?:js|css|svg|woff2?|png))$/;

export function registerOffice(app: FastifyInstance): void {
  const dir = join(app.config.webDir, 'office');
  const indexPath = join(dir, 'index.html');
  const template = existsSync(indexPath) ? readFileSync(indexPath, 'utf8') : FALLBACK;
  const brand = app.registry.defaultBrand;
  const head = [
    '<title>Back office</title>',
    `<style id="brand-theme">${themeStylesheet({ dark: brand.theme.dark, light: brand.theme.light })}
body{margin:0;background:var(--mq-color-bg);color:var(--mq-color-text);font-family:var(--mq-font-body)}</style>`,
  ].join('\n');
  const page = template
    .replace(/<html[^>]*>/, '<html lang="en" dir="ltr" data-theme="dark">')
    .replace('<!--office-head-->', head);
  const assets = new BuildFiles(join(dir, 'assets'), {
    cacheControl: () => 'public, max-age=31536000, immutable',
  });

  const sendPage = (_request: FastifyRequest, reply: FastifyReply) =>
    reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('content-security-policy', CONTENT_SECURITY_POLICY)
      .header('x-frame-options', 'DENY')
      .send(page);

  app.get('/office', { schema: { hide: true } }, sendPage);
  app.get('/office/*', { schema: { hide: true } }, async (request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    if (path.startsWith('/office/api/')) return sendError(request, reply, 404, 'not_found');
    const asset = ASSET.exec(path);
    if (asset) {
      const sent = await assets.send(request, reply, `/${asset[1] ?? ''}`);
      return sent ? reply : sendError(request, reply, 404, 'not_found');
    }
    if (/\.[a-z0-9]{1,12}$/i.test(path)) return sendError(request, reply, 404, 'not_found');
    return sendPage(request, reply);
  });
}
