import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deobfuscate } from '@/core/obfuscation';
import { defaultBrandsDir } from '@/server/paths';
import { readJson } from '../support/brand-dirs';
import { createTestApp, envelope, type TestApp } from './helpers';
import { type Bootstrap, brandFile, expectError, get, getValue, setupSuite } from './system-suite';

setupSuite();

describe('the demo brands', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  describe('index.html per brand', () => {
    const siamTheme = readJson(brandFile('siam', 'theme.json')) as { defaultMode: 'dark' | 'light' };

    it('injects title, favicon, theme colour and first-paint CSS variables for both modes', async () => {
      const response = await get(t, '/', 'siam.localhost');
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      const html = response.body;
      const info = await getValue<Bootstrap>(t, '/wps/system/bootstrap', 'siam.localhost');
      expect(html).toContain('<title>Siam Fortune</title>');
      expect(html).toMatch(/<link rel="icon" href="\/brands\/siam\/assets\/favicon\.svg">/);
      const themeColor = html.match(/<meta name="theme-color" content="([^"]+)">/)?.[1];
      expect(themeColor).toBe(info.theme[siamTheme.defaultMode].color.headerBg);
      const style = html.match(/<style[^>]*>([\s\S]*?)<\/style>/)?.[1] ?? '';
      expect(style).toContain(`:root[data-theme="dark"]{--mq-color-bg:${info.theme.dark.color.bg};`);
      expect(style).toContain(`:root[data-theme="light"]{--mq-color-bg:${info.theme.light.color.bg};`);
      expect(html).toMatch(/<html lang="th" /);
      expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    });

    it('sets data-theme from the mq_theme cookie, else the brand default mode', async () => {
      const dataTheme = async (host: string, cookie?: string) => {
        const html = (await get(t, '/', host, { headers: cookie ? { cookie } : {} })).body;
        return html.match(/<html[^>]* data-theme="(\w+)"/)?.[1];
      };
      expect(siamTheme.defaultMode).toBe('dark');
      expect(await dataTheme('siam.localhost')).toBe('dark');
      expect(await dataTheme('siam.localhost', 'mq_theme=light')).toBe('light');
      expect(await dataTheme('siam.localhost', 'other=1; mq_theme=light; x=2')).toBe('light');
      expect(await dataTheme('siam.localhost', 'mq_theme=purple')).toBe('dark');
      expect(await dataTheme('siam.localhost', 'not_mq_theme=light')).toBe('dark');
      const lotusMode = (readJson(brandFile('lotus', 'theme.json')) as { defaultMode: string }).defaultMode;
      expect(lotusMode).toBe('light');
      expect(await dataTheme('lotus.localhost')).toBe('light');
      expect(await dataTheme('lotus.localhost', 'mq_theme=dark')).toBe('dark');
    });

    it('uses the theme colour of the mode shown', async () => {
      const info = await getValue<Bootstrap>(t, '/wps/system/bootstrap', 'siam.localhost');
      const html = (await get(t, '/', 'siam.localhost', { headers: { cookie: 'mq_theme=light' } })).body;
      expect(html).toContain(`<meta name="theme-color" content="${info.theme.light.color.headerBg}">`);
    });

    /** The JSON index.html carries for the app's boot (web/first-paint.ts). */
    const bootData = (html: string) =>
      JSON.parse(
        html.match(/<script type="application\/json" id="boot-data">([\s\S]*?)<\/script>/)?.[1] ?? 'null',
      ) as {
        language: string;
        status: number;
        bootstrap: Bootstrap;
        homeBanner: string | null;
      } | null;

    it('carries the status and the bootstrap the API answers, so the app boots without a round trip', async () => {
      for (const [host, path] of [
        ['aurora.localhost', '/'],
        ['lotus.localhost', '/rng'],
        ['siam.localhost', '/member?page=withdraw'],
      ] as const) {
        const carried = bootData((await get(t, path, host)).body);
        expect(carried, `${host}${path}`).not.toBeNull();
        expect(carried!.status).toBe(await getValue<number>(t, '/wps/system/status', host));
        const answered = await getValue<Bootstrap>(t, '/wps/system/bootstrap', host);
        // The customer-service path is obfuscated afresh each time (random key and salt): compare what it says.
        expect(deobfuscate(carried!.bootstrap.customerService)).toBe(deobfuscate(answered.customerService));
        expect({ ...carried!.bootstrap, customerService: '' }).toEqual({ ...answered, customerService: '' });
        expect(carried!.language).toBe(carried!.bootstrap.brand.languages.default);
      }
      const thai = bootData(
        (await get(t, '/', 'lotus.localhost', { headers: { 'accept-language': 'en' } })).body,
      );
      expect(thai!.language).toBe('en');
    });

    it('paints the home page before the scripts: header logo and first home banner, fetched first', async () => {
      const html = (await get(t, '/', 'aurora.localhost')).body;
      const carried = bootData(html)!;
      const root = html.match(/<div id="root">([\s\S]*?)<\/body>/)?.[1] ?? '';
      expect(root).toContain(`<img class="fp-logo" src="${carried.bootstrap.brand.logoUrl}"`);
      expect(carried.homeBanner).toMatch(/^\/brands\/aurora\/assets\/[a-z0-9-]+\.svg$/);
      expect(root).toContain(`src="${carried.homeBanner}"`);
      expect(root).toContain('role="status"');
      expect(root).not.toContain('boot-splash');
      // The banner is requested before any script: on HTTP/1.1 it would otherwise queue behind them.
      const bannerPreload = html.indexOf(`<link rel="preload" as="image" href="${carried.homeBanner}"`);
      expect(bannerPreload).toBeGreaterThan(0);
      const firstScript = html.search(/<script type="module"|<link rel="modulepreload"/);
      if (firstScript >= 0) expect(bannerPreload).toBeLessThan(firstScript);
      // The first paint's styles come with the page.
      expect(html).toMatch(/<style id="brand-theme">[\s\S]*\.fp-banner img\{/);
    });

    it('keeps the plain loading indicator on other pages', async () => {
      const html = (await get(t, '/rng', 'aurora.localhost')).body;
      expect(html).not.toContain('class="fp"');
      expect(html).not.toContain('.fp-banner');
    });

    it('serves index.html for SPA page routes and 404 for missing files', async () => {
      const page = await get(t, '/promotions', 'aurora.localhost');
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('<title>Aurora Play</title>');
      // Not in the SPA's route table: the app (its not-found page) with status 404.
      const unknown = await get(t, '/promotions/weekly', 'aurora.localhost');
      expect(unknown.statusCode).toBe(404);
      expect(unknown.body).toContain('<title>Aurora Play</title>');
      expectError(await get(t, '/missing-chunk.js', 'aurora.localhost'), 404, 'not_found');
    });
  });

  describe('brand assets', () => {
    it('serves a brand asset as SVG', async () => {
      const response = await get(t, '/brands/aurora/assets/logo.svg', 'aurora.localhost');
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^image\/svg\+xml/);
      expect(response.body).toBe(readFileSync(join(defaultBrandsDir, 'aurora/assets/logo.svg'), 'utf8'));
      expect(response.headers['cache-control']).not.toContain('immutable');
    });

    it('answers traversal attempts, unknown brands and missing files with a 404 envelope', async () => {
      for (const url of [
        '/brands/aurora/assets/..%2Fbrand.json',
        '/brands/aurora/assets/%2e%2e%2fbrand.json',
        '/brands/aurora/assets/..%2F..%2Fpackage.json',
        '/brands/aurora/assets/../brand.json',
        '/brands/aurora/assets/brand.json',
        '/brands/aurora/assets/missing.svg',
        '/brands/nope/assets/logo.svg',
        '/brands/..%2Fbrands%2Faurora/assets/logo.svg',
      ]) {
        const response = await get(t, url, 'aurora.localhost');
        expectError(response, 404, 'not_found');
        expect(response.body).not.toContain('merchantCode');
      }
    });
  });

  describe('malformed requests', () => {
    it('answers unknown /wps paths and methods with a 404 envelope', async () => {
      for (const [method, url] of [
        ['GET', '/wps/nope'],
        ['GET', '/wps/system/nope'],
        ['GET', '/wps'],
        ['DELETE', '/wps/system/status'],
        ['PUT', '/wps/system/bootstrap'],
      ] as const) {
        expectError(
          await t.app.inject({ method, url, headers: { host: 'aurora.localhost' } }),
          404,
          'not_found',
        );
      }
    });

    it('answers a body that is not JSON with a 400 envelope, on any route', async () => {
      for (const url of ['/wps/system/status', '/wps/member/login', '/']) {
        const response = await t.app.inject({
          method: 'POST',
          url,
          headers: { host: 'aurora.localhost', 'content-type': 'application/json' },
          payload: '{"username": ',
        });
        expectError(response, 400, 'invalid_request');
      }
    });

    it('answers a badly encoded URL or an over-long path parameter with a 4xx envelope', async () => {
      const badUrl = await get(t, '/wps/%E0%A4%A', 'aurora.localhost');
      expectError(badUrl, 400, 'invalid_request');
      const longParam = await get(t, `/brands/aurora/assets/${'a'.repeat(300)}.svg`, 'aurora.localhost');
      expect(longParam.statusCode).toBeGreaterThanOrEqual(400);
      expect(longParam.statusCode).toBeLessThan(500);
      expect(envelope(longParam).success).toBe(false);
    });

    it('answers an oversized body with 413 and survives odd query strings', async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/wps/member/login',
        headers: { host: 'aurora.localhost', 'content-type': 'application/json' },
        payload: JSON.stringify({ blob: 'x'.repeat(1_100_000) }),
      });
      expectError(response, 413, 'payload_too_large');
      for (const query of ['?language=%zz', '?language=ty&language=en', '?language[]=ty', '?%']) {
        expect(await getValue(t, `/wps/system/status${query}`, 'aurora.localhost')).toBe(0);
      }
    });
  });
});
