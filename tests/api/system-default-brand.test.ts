import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deobfuscate } from '@/core/obfuscation';
import { copyBrandsDir, patchJson } from '../support/brand-dirs';
import { createTestApp, type TestApp } from './helpers';
import { validatorFor } from './schemas';
import {
  BOOTSTRAP_SCHEMA,
  type Bootstrap,
  brandConfig,
  expectError,
  get,
  getValue,
  setupSuite,
} from './system-suite';

setupSuite();

/** GET with a Host header (and any other headers / inject options). */

describe('DEFAULT_BRAND', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { DEFAULT_BRAND: 'siam' } });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('is served on a preview host without override', async () => {
    for (const host of ['localhost', '127.0.0.1:8080']) {
      const info = await getValue<Bootstrap>(t, '/wps/system/bootstrap', host);
      expect(info.brand.code).toBe('siam');
      expect(info.preview).toBe(false);
    }
    expect((await get(t, '/', 'localhost')).body).toContain('<title>Siam Fortune</title>');
  });

  it('does not change what a brand host or an override serves', async () => {
    expect((await getValue<Bootstrap>(t, '/wps/system/bootstrap', 'aurora.localhost')).brand.code).toBe(
      'aurora',
    );
    const info = await getValue<Bootstrap>(t, '/wps/system/bootstrap', 'localhost', {
      headers: { 'x-brand': 'lotus' },
    });
    expect(info.brand.code).toBe('lotus');
  });
});

describe('maintenance', () => {
  let t: TestApp;
  const message = brandConfig('aurora').maintenance.message;
  beforeAll(async () => {
    const dir = copyBrandsDir();
    patchJson(join(dir, 'aurora/brand.json'), { '/maintenance/enabled': true });
    t = await createTestApp({ brandsDir: dir });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('makes the status 1 for that brand only', async () => {
    expect(await getValue(t, '/wps/system/status', 'aurora.localhost')).toBe(1);
    expect(await getValue(t, '/wps/system/status', 'lotus.localhost')).toBe(0);
  });

  it('answers other API calls with 503 maintenance while /wps/system/* still answers', async () => {
    expectError(await get(t, '/wps/member/info', 'aurora.localhost'), 503, 'maintenance');
    expectError(
      await t.app.inject({ method: 'POST', url: '/wps/member/login', headers: { host: 'aurora.localhost' } }),
      503,
      'maintenance',
    );
    const info = await getValue<Bootstrap>(t, '/wps/system/bootstrap', 'aurora.localhost');
    expect(info.maintenance).toEqual({ enabled: true, message: message?.en });
    const filipino = await getValue<Bootstrap>(t, '/wps/system/bootstrap?language=ty', 'aurora.localhost');
    expect(filipino.maintenance.message).toBe(message?.ty);
    await getValue(t, '/wps/system/whitelabel', 'aurora.localhost');
    await getValue(t, '/wps/system/setting/register', 'aurora.localhost');
    await getValue(t, '/wps/system/domainRoute', 'aurora.localhost');
    expectError(await get(t, '/wps/game/list?page=1', 'lotus.localhost'), 404, 'not_found');
  });

  it('still serves the page (the SPA shows the maintenance screen)', async () => {
    const page = await get(t, '/', 'aurora.localhost');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<title>Aurora Play</title>');
    // No home first paint: the page to show is the maintenance screen, which the carried status says.
    expect(page.body).not.toContain('class="fp"');
    expect(page.body).toMatch(
      /<script type="application\/json" id="boot-data">\{"language":"\w+","status":1,/,
    );
  });

  it('gives way to region restriction', async () => {
    const blocked = { headers: { 'cf-ipcountry': 'US' } };
    expect(await getValue(t, '/wps/system/status', 'aurora.localhost', blocked)).toBe(2);
    expectError(await get(t, '/wps/member/info', 'aurora.localhost', blocked), 403, 'region_restricted');
  });
});

describe('trusted proxy and country header settings', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { TRUST_PROXY: 'true', COUNTRY_HEADER: 'X-Visitor-Country' } });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('takes the visitor IP from X-Forwarded-For when TRUST_PROXY is on', async () => {
    const status = (xff: string) =>
      getValue(t, '/wps/system/status', 'aurora.localhost', { headers: { 'x-forwarded-for': xff } });
    expect(await status('203.0.113.7')).toBe(2);
    expect(await status('192.0.2.1')).toBe(0);
    const info = await getValue<Bootstrap>(t, '/wps/system/bootstrap', 'aurora.localhost', {
      headers: { 'x-forwarded-for': '192.0.2.55' },
    });
    expect(info.location.ip).toBe('192.0.2.55');
  });

  it('reads the country from the configured header only', async () => {
    expect(
      await getValue(t, '/wps/system/status', 'aurora.localhost', { headers: { 'cf-ipcountry': 'US' } }),
    ).toBe(0);
    expect(
      await getValue(t, '/wps/system/status', 'aurora.localhost', { headers: { 'x-visitor-country': 'US' } }),
    ).toBe(2);
  });
});

describe('adding a brand needs no code change', () => {
  let t: TestApp;
  let dir: string;
  beforeAll(async () => {
    dir = copyBrandsDir();
    cpSync(join(dir, 'aurora'), join(dir, 'nova'), { recursive: true });
    patchJson(join(dir, 'nova/brand.json'), {
      '/code': 'nova',
      '/merchantCode': 'NOVA09',
      '/displayName': 'Nova Casino',
      '/domains': ['nova.example.org', 'nova.localhost'],
      '/links/customerService': 'https://nova.example.org/help',
    });
    t = await createTestApp({ brandsDir: dir });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('serves the new folder on its own host', async () => {
    const info = await getValue<Bootstrap>(t, '/wps/system/bootstrap', 'nova.localhost');
    expect(info.brand).toMatchObject({ code: 'nova', merchantCode: 'NOVA09', displayName: 'Nova Casino' });
    expect(info.mainDomain).toBe('nova.example.org');
    expect(deobfuscate(info.customerService)).toBe('https://nova.example.org/help');
    expect(validatorFor(BOOTSTRAP_SCHEMA)(info)).toBe(true);
    expect(info.brand.logoUrl).toBe('/brands/nova/assets/logo.svg');
    expect((await get(t, info.brand.logoUrl, 'nova.localhost')).statusCode).toBe(200);
    expect((await get(t, '/', 'nova.localhost')).body).toContain('<title>Nova Casino</title>');
    expect(
      await getValue<Bootstrap>(t, '/wps/system/bootstrap', 'localhost', { headers: { 'x-brand': 'nova' } }),
    ).toMatchObject({
      brand: { code: 'nova' },
      preview: true,
    });
  });

  it('keeps serving the other brands and stores the new one', async () => {
    expect((await getValue<Bootstrap>(t, '/wps/system/bootstrap', 'aurora.localhost')).brand.code).toBe(
      'aurora',
    );
    const row = await t.db.selectFrom('brand').selectAll().where('code', '=', 'nova').executeTakeFirst();
    expect(row).toMatchObject({ merchant_code: 'NOVA09', display_name: 'Nova Casino' });
  });
});

describe('the built SPA', () => {
  let t: TestApp;
  let webDir: string;
  const template =
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><!--brand-head-->' +
    '<script type="module" src="/assets/index-abc123.js"></script></head><body><div id="root"></div></body></html>';
  beforeAll(async () => {
    webDir = mkdtempSync(join(tmpdir(), 'marquee-web-'));
    mkdirSync(join(webDir, 'assets'));
    writeFileSync(join(webDir, 'index.html'), template);
    writeFileSync(join(webDir, 'assets/index-abc123.js'), 'console.log(1);\n');
    // The build's precompressed copies (vite.config.ts) beside the file, and a folder never served.
    writeFileSync(join(webDir, 'assets/index-abc123.js.br'), 'brotli bytes');
    writeFileSync(join(webDir, 'assets/index-abc123.js.gz'), 'gzip bytes');
    mkdirSync(join(webDir, '.vite'));
    writeFileSync(join(webDir, '.vite/manifest.json'), '{}');
    writeFileSync(join(webDir, 'robots.txt'), 'User-agent: *\n');
    t = await createTestApp({ env: { WEB_DIR: webDir } });
  });
  afterAll(async () => {
    await t?.close();
    rmSync(webDir, { recursive: true, force: true });
  });

  it('injects the brand head into the built index.html', async () => {
    const response = await get(t, '/', 'lotus.localhost');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<script type="module" src="/assets/index-abc123.js"></script>');
    expect(response.body).toContain(`<title>${brandConfig('lotus').displayName}</title>`);
    expect(response.body).not.toContain('<!--brand-head-->');
    expect(response.body).toMatch(/<html lang="vi" dir="ltr" data-theme="light" data-brand="lotus">/);
  });

  it('serves hashed assets as immutable and other files with a short cache', async () => {
    const asset = await get(t, '/assets/index-abc123.js', 'lotus.localhost');
    expect(asset.statusCode).toBe(200);
    expect(asset.body).toBe('console.log(1);\n');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const robots = await get(t, '/robots.txt', 'lotus.localhost');
    expect(robots.statusCode).toBe(200);
    expect(robots.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('sends the precompressed copy the browser accepts, and 304 for the version it holds', async () => {
    const asset = (encoding?: string, extra: Record<string, string> = {}) =>
      get(t, '/assets/index-abc123.js', 'lotus.localhost', {
        headers: { ...(encoding === undefined ? {} : { 'accept-encoding': encoding }), ...extra },
      });
    const br = await asset('gzip, deflate, br');
    expect([br.body, br.headers['content-encoding'], br.headers.vary]).toEqual([
      'brotli bytes',
      'br',
      'accept-encoding',
    ]);
    expect(br.headers['content-type']).toMatch(/^text\/javascript/);
    const gzip = await asset('gzip, br;q=0');
    expect([gzip.body, gzip.headers['content-encoding']]).toEqual(['gzip bytes', 'gzip']);
    const plain = await asset('identity');
    expect([plain.body, plain.headers['content-encoding']]).toEqual(['console.log(1);\n', undefined]);
    const etag = String(plain.headers.etag);
    expect(etag).toMatch(/^W\/"/);
    const again = await asset('identity', { 'if-none-match': etag });
    expect([again.statusCode, again.body]).toEqual([304, '']);
    const head = await t.app.inject({
      method: 'HEAD',
      url: '/assets/index-abc123.js',
      headers: { host: 'lotus.localhost' },
    });
    expect([head.statusCode, head.body]).toEqual([200, '']);
  });

  it('serves only the files of the build: no other spelling, no dot folders, no way out', async () => {
    for (const path of [
      '/.vite/manifest.json',
      '/assets/..%2Findex.html',
      '/assets/index-abc123.js%00',
      '/assets/INDEX-ABC123.js',
      '/assets/index-abc123.js/',
      '/assets/missing-abc.js',
      '/assets/%E0%A4%A.js',
    ]) {
      const response = await get(t, path, 'lotus.localhost');
      // 404, or 400 where the request is refused before routing (a NUL byte).
      expect([path, [400, 404].includes(response.statusCode)]).toEqual([path, true]);
      expect(response.body).not.toContain('console.log');
    }
    // An escaped dot segment is resolved before routing (to /index.html: the app's page, never the raw template).
    expect((await get(t, '/assets/%2e%2e/index.html', 'lotus.localhost')).body).not.toContain(
      '<!--brand-head-->',
    );
    // Escaped letters of a real name are the same name.
    expect((await get(t, '/assets/index%2Dabc123.js', 'lotus.localhost')).statusCode).toBe(200);
  });

  it('never caches brand assets as immutable (they keep their names when changed)', async () => {
    const logo = await get(t, '/brands/lotus/assets/logo.svg', 'lotus.localhost');
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('does not serve the raw template', async () => {
    const raw = await get(t, '/index.html', 'lotus.localhost');
    expect(raw.body).not.toContain('<!--brand-head-->');
  });
});
