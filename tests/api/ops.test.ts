/**
 * Operations (issue 9 items 5 and 6): probes, metrics, request ids, honest 404s, robots and manifest, security
 * headers and cookies. Readiness is also checked against a PostgreSQL that is stopped under the running app.
 */
import { createHmac, randomUUID } from 'node:crypto';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { userInfo } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '@/server/app';
import { loadBrands } from '@/server/brands/load-brands';
import { readConfig } from '@/server/config';
import { connect, ensureDatabase } from '@/server/db/connect';
import { startEmbeddedPostgres } from '@/server/db/embedded';
import { migrateToLatest } from '@/server/db/migrate';
import { derivedVendorSecret } from '@/server/modules/vendor/secrets';
import { syncBrands } from '@/server/start';
import { clusterParent } from '../setup/global-db';
import { createTestApp, envelope, type TestApp } from './helpers';

let t: TestApp;
let prod: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  prod = await createTestApp({
    env: { NODE_ENV: 'production', TRUST_PROXY: 'true', METRICS_TOKEN: 'scrape-token-for-tests' },
  });
});
afterAll(async () => {
  await t?.close();
  await prod?.close();
});

const aurora = { host: 'aurora.localhost' };

describe('probes', () => {
  it('/healthz and /livez answer without a brand and without the database', async () => {
    for (const url of ['/healthz', '/livez']) {
      const response = await t.app.inject({ url, headers: { host: '10.1.2.3:8080' } });
      expect(response.statusCode, url).toBe(200);
      expect(response.json()).toEqual({ status: 'ok' });
      expect(response.headers['cache-control']).toBe('no-store');
    }
  });

  it('/readyz and /health report the database and the job queue', async () => {
    for (const url of ['/readyz', '/health']) {
      const response = await t.app.inject({ url, headers: { host: '10.1.2.3:8080' } });
      expect(response.statusCode, url).toBe(200);
      expect(response.json()).toEqual({ status: 'ok', checks: { database: 'ok', jobs: 'ok' } });
    }
  });

  it('/readyz is 503 while the database is stopped, /livez stays 200', async () => {
    const dir = mkdtempSync(join(clusterParent(), 'marquee-ready-'));
    if (userInfo().uid === 0) chmodSync(dir, 0o755);
    const pg = await startEmbeddedPostgres(dir, { fast: true });
    const db = connect(pg.url, 2);
    let app: FastifyInstance | undefined;
    try {
      await ensureDatabase(pg.url);
      await migrateToLatest(db as Kysely<unknown>);
      const config = readConfig({ NODE_ENV: 'test', DATABASE_URL: pg.url });
      const { brands } = loadBrands(config.brandsDir);
      await syncBrands(db, brands);
      app = await buildApp({ config, brands, db });
      await app.ready();
      expect((await app.inject({ url: '/readyz' })).statusCode).toBe(200);
      await pg.stop();
      const down = await app.inject({ url: '/readyz' });
      expect(down.statusCode).toBe(503);
      expect(down.json()).toEqual({ status: 'unavailable', checks: { database: 'failed', jobs: 'failed' } });
      expect((await app.inject({ url: '/livez' })).statusCode).toBe(200);
    } finally {
      await app?.close().catch(() => undefined);
      await db.destroy().catch(() => undefined);
      await pg.stop().catch(() => undefined);
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('metrics', () => {
  it('exposes request, ledger, wallet protocol, job queue and SSE figures', async () => {
    await t.app.inject({ url: '/wps/system/bootstrap', headers: aurora });
    const vendor = 'PG';
    const body = JSON.stringify({ request_uuid: randomUUID(), user: '1', token: 'nope', currency: 'PHP' });
    const signature = createHmac('sha256', Buffer.from(derivedVendorSecret(t.app.secret, vendor), 'utf8'))
      .update(body)
      .digest('hex');
    const call = await t.app.inject({
      method: 'POST',
      url: `/vendor/${vendor}/wallet/balance`,
      headers: { ...aurora, 'content-type': 'application/json', 'x-signature': signature },
      payload: body,
    });
    const status = (call.json() as { status: string }).status;
    const response = await t.app.inject({ url: '/metrics' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    const text = response.body;
    expect(text).toMatch(
      /marquee_http_requests_total\{method="POST",route="\/vendor\/:vendor\/wallet\/:action",status="200"\} \d+/,
    );
    expect(text).toMatch(
      /marquee_http_request_duration_seconds_bucket\{le="[\d.]+",method="POST",route="\/vendor\/:vendor\/wallet\/:action"\}/,
    );
    expect(text).toContain(
      `marquee_wallet_protocol_answers_total{vendor="PG",action="balance",status="${status}"}`,
    );
    expect(text).toMatch(/marquee_job_queue_depth\{state="due"\} \d+/);
    expect(text).toMatch(/^marquee_sse_clients 0$/m);
    expect(text).toContain('# TYPE marquee_ledger_postings_total counter');
  });

  it('keeps made-up vendors and actions out of the labels', async () => {
    await t.app.inject({ method: 'POST', url: '/vendor/ZZZ/wallet/steal', headers: aurora, payload: '{}' });
    const text = (await t.app.inject({ url: '/metrics' })).body;
    expect(text).not.toContain('ZZZ');
    expect(text).not.toContain('steal');
    expect(text).toContain('vendor="unknown",action="unknown",status="RS_ERROR_INVALID_SIGNATURE"');
  });

  it('needs the bearer token when METRICS_TOKEN is set (404 otherwise)', async () => {
    expect((await prod.app.inject({ url: '/metrics' })).statusCode).toBe(404);
    const wrong = await prod.app.inject({ url: '/metrics', headers: { authorization: 'Bearer nope' } });
    expect(wrong.statusCode).toBe(404);
    const right = await prod.app.inject({
      url: '/metrics',
      headers: { authorization: 'Bearer scrape-token-for-tests' },
    });
    expect(right.statusCode).toBe(200);
    expect(right.body).toContain('marquee_http_requests_total');
  });
});

describe('request ids', () => {
  it('echoes a sane X-Request-Id and generates one otherwise', async () => {
    const given = await t.app.inject({ url: '/livez', headers: { 'x-request-id': 'lb-7f3a:42' } });
    expect(given.headers['x-request-id']).toBe('lb-7f3a:42');
    const none = await t.app.inject({ url: '/livez' });
    expect(none.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const hostile = await t.app.inject({ url: '/livez', headers: { 'x-request-id': 'a b\u00e9<script>' } });
    expect(hostile.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const api = await t.app.inject({
      url: '/wps/nothing-here',
      headers: { ...aurora, 'x-request-id': 'abc123' },
    });
    expect(api.headers['x-request-id']).toBe('abc123');
  });
});

describe('not found', () => {
  it('answers unknown API paths with a 404 envelope', async () => {
    for (const url of ['/wps/nothing-here', '/lgw/nothing', '/vendor/nothing']) {
      const response = await t.app.inject({ url, headers: aurora });
      expect(response.statusCode, url).toBe(404);
      expect(envelope(response).code, url).toBe('not_found');
    }
  });

  it('answers missing files with a plain 404, not the app', async () => {
    for (const url of ['/wp-login.php', '/assets/gone-1234.js', '/.env.bak', '/sitemap.xml']) {
      const response = await t.app.inject({ url, headers: aurora });
      expect(response.statusCode, url).toBe(404);
      expect(response.body, url).not.toContain('<html');
    }
  });

  it('serves known pages with 200 and unknown pages with the app and 404', async () => {
    for (const url of ['/', '/login', '/member?tab=1', '/originals/crash', '/promotions/']) {
      const response = await t.app.inject({ url, headers: aurora });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type'], url).toMatch(/^text\/html/);
    }
    for (const url of ['/no-such-page', '/login/extra', '/originals']) {
      const response = await t.app.inject({ url, headers: aurora });
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type'], url).toMatch(/^text\/html/);
      expect(response.body, url).toContain('<div id="root">');
    }
  });
});

describe('robots.txt and manifest', () => {
  it('closes preview and development servers to crawlers', async () => {
    const response = await t.app.inject({ url: '/robots.txt', headers: aurora });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    expect(response.body).toBe('User-agent: *\nDisallow: /\n');
  });

  it('opens a production brand domain except the API and private pages', async () => {
    const response = await prod.app.inject({ url: '/robots.txt', headers: aurora });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('Disallow: /wps/');
    expect(response.body).toContain('Disallow: /member');
    expect(response.body).not.toMatch(/^Disallow: \/$/m);
  });

  it('describes each brand in its manifest', async () => {
    for (const brand of t.brands) {
      const host = brand.config.domains[0]!;
      const response = await t.app.inject({ url: '/manifest.webmanifest', headers: { host } });
      expect(response.statusCode, host).toBe(200);
      expect(response.headers['content-type']).toMatch(/^application\/manifest\+json/);
      const manifest = response.json() as Record<string, unknown>;
      const mode = brand.theme.defaultMode;
      expect(manifest).toMatchObject({
        name: brand.config.displayName,
        start_url: '/',
        theme_color: brand.theme[mode].color.headerBg,
        background_color: brand.theme[mode].color.bg,
      });
      const [icon] = manifest.icons as { src: string }[];
      const iconResponse = await t.app.inject({ url: icon!.src, headers: { host } });
      expect(iconResponse.statusCode, icon!.src).toBe(200);
    }
    const page = await t.app.inject({ url: '/', headers: aurora });
    expect(page.body).toContain('<link rel="manifest" href="/manifest.webmanifest">');
  });
});

describe('headers and cookies', () => {
  it('sends HSTS only in production over HTTPS (X-Forwarded-Proto behind a trusted proxy)', async () => {
    const https = await prod.app.inject({ url: '/livez', headers: { 'x-forwarded-proto': 'https' } });
    expect(https.headers['strict-transport-security']).toMatch(/^max-age=\d+; includeSubDomains$/);
    const http = await prod.app.inject({ url: '/livez' });
    expect(http.headers['strict-transport-security']).toBeUndefined();
    const dev = await t.app.inject({ url: '/livez', headers: { 'x-forwarded-proto': 'https' } });
    expect(dev.headers['strict-transport-security']).toBeUndefined();
  });

  it('marks API answers no-store, keeps the pages and assets policies', async () => {
    const api = await t.app.inject({
      url: '/wps/member/info',
      headers: { ...aurora, authorization: `Bearer ${'x'.repeat(40)}` },
    });
    expect(api.statusCode).toBe(401);
    expect(api.headers['cache-control']).toBe('no-store');
    const open = await t.app.inject({ url: '/wps/system/bootstrap', headers: aurora });
    expect(open.headers['cache-control']).toBe('no-store');
    const page = await t.app.inject({ url: '/', headers: aurora });
    expect(page.headers['cache-control']).toBe('no-cache, private');
  });

  it('puts a content security policy on /docs', async () => {
    const response = await t.app.inject({ url: '/docs/', headers: aurora });
    expect(response.statusCode).toBe(200);
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toContain('upgrade-insecure-requests');
  });

  it('marks the captcha cookie Secure on HTTPS only, and reads it back through @fastify/cookie', async () => {
    const https = await prod.app.inject({
      url: '/wps/captcha',
      headers: { ...aurora, 'x-forwarded-proto': 'https' },
    });
    const secure = String(https.headers['set-cookie']);
    expect(secure).toMatch(/^mq_captcha=[0-9a-f-]{36};/);
    expect(secure).toContain('Secure');
    expect(secure).toContain('HttpOnly');
    expect(secure).toContain('SameSite=Strict');
    const http = await t.app.inject({ url: '/wps/captcha', headers: aurora });
    expect(String(http.headers['set-cookie'])).not.toContain('Secure');
  });

  it('reads the theme cookie among others', async () => {
    const page = await t.app.inject({
      url: '/',
      headers: { ...aurora, cookie: 'a=1; mq_theme=light; b="2"' },
    });
    expect(page.body).toContain('data-theme="light"');
  });
});
