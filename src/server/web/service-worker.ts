import { createHash } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';

/**
 * The service worker (issue 15 "installable"): it caches the app shell for fast and offline repeat visits and
 * nothing else. Hashed build files (/assets/…) are served cache-first (they never change under their name); a page
 * navigation goes to the network first and falls back to the last page HTML when offline. API answers (/wps/,
 * /lgw/, /vendor/ …), brand assets and every other request pass straight through: money and account data are
 * never cached. Its cache name carries the build's fingerprint, so a new deploy drops the old shell on activation.
 */
export function serviceWorkerSource(version: string): string {
  return `'use strict';
const CACHE = 'mq-shell-${version}';
const SHELL = '/__shell';
self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches.keys()
      .then((keys) => Promise.all(keys.filter((k) => k.startsWith('mq-shell-') && k !== CACHE).map((k) => caches.delete(k))))
      .then(() => self.clients.claim()),
  );
});
self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (url.pathname.startsWith('/assets/')) {
    event.respondWith(
      caches.open(CACHE).then(async (cache) => {
        const hit = await cache.match(request);
        if (hit) return hit;
        const response = await fetch(request);
        if (response.ok) await cache.put(request, response.clone());
        return response;
      }),
    );
    return;
  }
  if (request.mode === 'navigate') {
    event.respondWith(
      fetch(request)
        .then(async (response) => {
          if (response.ok) {
            const cache = await caches.open(CACHE);
            await cache.put(SHELL, response.clone());
          }
          return response;
        })
        .catch(async () => (await caches.match(SHELL)) || Response.error()),
    );
  }
});
`;
}

/** The build's fingerprint: the names of its hashed files (a new build has new names). */
export function buildVersion(webDir: string): string {
  const assets = join(webDir, 'assets');
  const names = existsSync(assets) ? readdirSync(assets).sort().join('\n') : 'unbuilt';
  return createHash('sha256').update(names).digest('hex').slice(0, 16);
}

export function registerServiceWorker(app: FastifyInstance, webDir: string): void {
  const source = serviceWorkerSource(buildVersion(webDir));
  app.get('/sw.js', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .type('text/javascript; charset=utf-8')
      // Browsers check a worker for updates at most daily anyway; no-cache makes a deploy reach them at once.
      .header('cache-control', 'no-cache')
      .header('service-worker-allowed', '/')
      .send(source),
  );
}
