import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deobfuscate } from '@/core/obfuscation';
import type { ThemeValues } from '@/core/theme-tokens';
import { defaultBrandsDir, projectRoot } from '@/server/paths';
import { readJson } from '../support/brand-dirs';
import { createTestApp, type TestApp } from './helpers';
import { validatorFor } from './schemas';
import {
  BOOTSTRAP_SCHEMA,
  type Bootstrap,
  brandConfig,
  brandFile,
  expectError,
  get,
  getValue,
  setupSuite,
} from './system-suite';

setupSuite();

const INVALID_URL_EN = 'Invalid URL, please contact customer service';
const DEMO = ['aurora', 'lotus', 'oasis', 'siam'] as const;

const baseTheme = (mode: 'dark' | 'light') =>
  readJson(join(projectRoot, 'themes', `${mode}.json`)) as ThemeValues;

describe('the demo brands', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('mirrors every brand folder into the brand table', async () => {
    const rows = await t.db
      .selectFrom('brand')
      .select(['code', 'merchant_code', 'currency'])
      .orderBy('code')
      .execute();
    expect(rows).toEqual(
      DEMO.map((code) => {
        const config = brandConfig(code);
        return { code, merchant_code: config.merchantCode, currency: config.currency.code };
      }),
    );
  });

  describe('GET /wps/system/status', () => {
    it('is 0 for every brand in normal operation, on each of its domains', async () => {
      for (const code of DEMO) {
        for (const domain of brandConfig(code).domains) {
          expect(await getValue(t, '/wps/system/status', domain)).toBe(0);
        }
      }
    });

    it('is 2 when the trusted country header names a blocked country', async () => {
      expect(brandConfig('aurora').regionRestriction.blockedCountries).toContain('US');
      expect(
        await getValue(t, '/wps/system/status', 'aurora.localhost', { headers: { 'cf-ipcountry': 'US' } }),
      ).toBe(2);
      expect(
        await getValue(t, '/wps/system/status', 'aurora.localhost', { headers: { 'CF-IPCountry': 'us' } }),
      ).toBe(2);
      expect(
        await getValue(t, '/wps/system/status', 'aurora.localhost', { headers: { 'cf-ipcountry': 'PH' } }),
      ).toBe(0);
    });

    it('ignores a country header that is not an ISO code', async () => {
      for (const value of ['USA', 'U1', '', 'US,PH']) {
        expect(
          await getValue(t, '/wps/system/status', 'aurora.localhost', { headers: { 'cf-ipcountry': value } }),
        ).toBe(0);
      }
    });

    it('blocks per brand: a country blocked by one brand is open on another', async () => {
      expect(brandConfig('lotus').regionRestriction.blockedCountries).not.toContain('US');
      expect(
        await getValue(t, '/wps/system/status', 'lotus.localhost', { headers: { 'cf-ipcountry': 'US' } }),
      ).toBe(0);
    });

    it('is 2 when the visitor IP is inside a blocked IPv4 range, also as an IPv4-mapped IPv6 address', async () => {
      expect(brandConfig('aurora').regionRestriction.blockedCidrs).toContain('203.0.113.0/24');
      for (const ip of ['203.0.113.7', '203.0.113.255', '::ffff:203.0.113.7']) {
        expect(await getValue(t, '/wps/system/status', 'aurora.localhost', { remoteAddress: ip }), ip).toBe(
          2,
        );
      }
      for (const ip of ['203.0.114.7', '198.51.100.1', '::ffff:203.0.114.7']) {
        expect(await getValue(t, '/wps/system/status', 'aurora.localhost', { remoteAddress: ip }), ip).toBe(
          0,
        );
      }
    });

    it('is 2 when the visitor IP is inside a blocked IPv6 range', async () => {
      expect(brandConfig('lotus').regionRestriction.blockedCidrs).toContain('2001:db8:dead::/48');
      expect(
        await getValue(t, '/wps/system/status', 'lotus.localhost', { remoteAddress: '2001:db8:dead::1' }),
      ).toBe(2);
      expect(
        await getValue(t, '/wps/system/status', 'lotus.localhost', { remoteAddress: '2001:db8:beef::1' }),
      ).toBe(0);
    });

    it('does not trust X-Forwarded-For unless TRUST_PROXY says so', async () => {
      const headers = { 'x-forwarded-for': '203.0.113.7' };
      expect(await getValue(t, '/wps/system/status', 'aurora.localhost', { headers })).toBe(0);
    });
  });

  describe('region restriction on the rest of the API', () => {
    const blocked = { headers: { 'cf-ipcountry': 'US' } };

    it('answers other /wps calls with 403 region_restricted', async () => {
      for (const url of ['/wps/member/info', '/wps/game/list?page=1']) {
        expectError(await get(t, url, 'aurora.localhost', blocked), 403, 'region_restricted');
        expectError(
          await get(t, url, 'aurora.localhost', { remoteAddress: '203.0.113.9' }),
          403,
          'region_restricted',
        );
      }
    });

    it('keeps /wps/system/* open and tells the SPA why in the bootstrap', async () => {
      const info = await getValue<Bootstrap>(t, '/wps/system/bootstrap', 'aurora.localhost', {
        headers: { 'cf-ipcountry': 'us' },
        remoteAddress: '192.0.2.10',
      });
      expect(info.regionRestriction).toEqual({ restricted: true });
      expect(info.location).toEqual({ ip: '192.0.2.10', country: 'US' });
      await getValue(t, '/wps/system/whitelabel', 'aurora.localhost', blocked);
      await getValue(t, '/wps/system/setting/register', 'aurora.localhost', blocked);
      await getValue(t, '/wps/system/domainRoute', 'aurora.localhost', blocked);
    });

    it('leaves the unblocked visitor alone (an unknown API path is then a plain 404)', async () => {
      expectError(await get(t, '/wps/game/list?page=1', 'aurora.localhost'), 404, 'not_found');
      const info = await getValue<Bootstrap>(t, '/wps/system/bootstrap', 'aurora.localhost', {
        remoteAddress: '192.0.2.10',
      });
      expect(info.regionRestriction).toEqual({ restricted: false });
      expect(info.location).toEqual({ ip: '192.0.2.10', country: null });
    });
  });

  describe('configuration endpoints', () => {
    it('GET /wps/system/whitelabel returns the brand feature tree', async () => {
      const trees = new Map<string, unknown>();
      for (const code of DEMO) {
        const value = await getValue(t, '/wps/system/whitelabel', `${code}.localhost`);
        expect(value).toEqual((readJson(brandFile(code, 'whitelabel.json')) as { nodes: unknown }).nodes);
        trees.set(code, value);
      }
      expect(trees.get('aurora')).not.toEqual(trees.get('lotus'));
    });

    it('GET /wps/system/setting/register returns the brand registration fields and phone rule', async () => {
      for (const code of DEMO) {
        const file = readJson(brandFile(code, 'register-fields.json')) as {
          fields: unknown;
          mobile: unknown;
        };
        const value = await getValue<{ fields: unknown; mobile: unknown }>(
          t,
          '/wps/system/setting/register',
          `${code}.localhost`,
        );
        expect(value.fields).toEqual(file.fields);
        expect(value.mobile).toEqual(file.mobile);
      }
    });

    it('GET /wps/system/domainRoute names the first domain canonical, whichever domain was used', async () => {
      for (const code of DEMO) {
        const { domains } = brandConfig(code);
        for (const host of domains) {
          expect(await getValue(t, '/wps/system/domainRoute', host)).toEqual({
            mainDomain: domains[0],
            domains,
          });
        }
      }
    });
  });

  describe('GET /wps/system/bootstrap', () => {
    it('matches the Bootstrap contract (src/core/api/system.ts) for every brand', async () => {
      const validate = validatorFor(BOOTSTRAP_SCHEMA);
      for (const code of DEMO) {
        const value = await getValue(t, '/wps/system/bootstrap', `${code}.localhost`);
        expect(validate(value), `${code}: ${JSON.stringify(validate.errors)}`).toBe(true);
      }
    });

    it('rejects what the schema forbids (the validator is not vacuous)', async () => {
      const validate = validatorFor(BOOTSTRAP_SCHEMA);
      const value = await getValue<Record<string, unknown>>(t, '/wps/system/bootstrap', 'aurora.localhost');
      expect(validate({ ...value, extra: 1 })).toBe(false);
      const { customerService: _, ...missing } = value;
      expect(validate(missing)).toBe(false);
    });

    it('carries the brand identity, domains and a logo URL that serves the logo', async () => {
      for (const code of DEMO) {
        const config = brandConfig(code);
        const info = await getValue<Bootstrap>(t, '/wps/system/bootstrap', `${code}.localhost`);
        expect(info.brand).toMatchObject({
          code,
          displayName: config.displayName,
          merchantCode: config.merchantCode,
          languages: config.languages,
        });
        expect(info.preview).toBe(false);
        expect(info.mainDomain).toBe(config.domains[0]);
        expect(info.domainRoute).toEqual({ mainDomain: config.domains[0], domains: config.domains });
        const logo = await get(t, info.brand.logoUrl, `${code}.localhost`);
        expect(logo.statusCode).toBe(200);
        expect(logo.body).toBe(
          readFileSync(join(defaultBrandsDir, code, 'assets', config.assets.logo), 'utf8'),
        );
      }
    });

    it('encrypts the customer-service link with a fresh key that decrypts to the brand link', async () => {
      for (const code of DEMO) {
        // A brand without an external link opens its own chat: the bootstrap then carries an empty link.
        const link = brandConfig(code).links.customerService ?? '';
        if (!link) {
          const value = await getValue<Bootstrap>(t, '/wps/system/bootstrap', `${code}.localhost`);
          expect(deobfuscate(value.customerService)).toBe('');
          continue;
        }
        const first = await getValue<Bootstrap>(t, '/wps/system/bootstrap', `${code}.localhost`);
        const second = await getValue<Bootstrap>(t, '/wps/system/bootstrap', `${code}.localhost`);
        expect(first.customerService).not.toContain(link);
        expect(deobfuscate(first.customerService)).toBe(link);
        expect(deobfuscate(second.customerService)).toBe(link);
        expect(second.customerService).not.toBe(first.customerService);
      }
    });

    it('resolves the theme: brand partial over the base, both modes', async () => {
      const siamTheme = readJson(brandFile('siam', 'theme.json')) as {
        defaultMode: string;
        dark: { color: { bg: string } };
      };
      const info = await getValue<Bootstrap>(t, '/wps/system/bootstrap', 'siam.localhost');
      expect(info.theme.defaultMode).toBe(siamTheme.defaultMode);
      expect(info.theme.dark.color.bg).toBe(siamTheme.dark.color.bg);
      expect(info.theme.dark.color.bg).not.toBe(baseTheme('dark').color.bg);
      expect(info.theme.dark.color.danger).toBe(baseTheme('dark').color.danger);
      expect(info.theme.light.shadow).toEqual(baseTheme('light').shadow);
    });
  });

  describe('brand resolution', () => {
    const brandOf = async (host: string, headers: Record<string, string> = {}) =>
      (await getValue<Bootstrap>(t, '/wps/system/bootstrap', host, { headers })).brand.code;

    it('maps Host to the brand whose domains contain it, ignoring port and case', async () => {
      expect(await brandOf('lotus.localhost')).toBe('lotus');
      expect(await brandOf('LOTUS.localhost:8080')).toBe('lotus');
      expect(await brandOf('lotusclub.vn')).toBe('lotus');
      expect(await brandOf('siam.localhost')).toBe('siam');
    });

    it('lets X-Brand pick any brand on a preview host, flagged as preview', async () => {
      for (const host of ['localhost', 'localhost:8080', '127.0.0.1:8080']) {
        const info = await getValue<Bootstrap>(t, '/wps/system/bootstrap', host, {
          headers: { 'x-brand': 'siam' },
        });
        expect(info.brand.code).toBe('siam');
        expect(info.preview).toBe(true);
      }
      expect(await brandOf('localhost', { 'x-brand': 'LOTUS' })).toBe('lotus');
    });

    it('ignores X-Brand on a brand host', async () => {
      const info = await getValue<Bootstrap>(t, '/wps/system/bootstrap', 'aurora.localhost', {
        headers: { 'x-brand': 'lotus' },
      });
      expect(info.brand.code).toBe('aurora');
      expect(info.preview).toBe(false);
    });

    it('serves the first brand on a preview host without override when DEFAULT_BRAND is not set', async () => {
      const info = await getValue<Bootstrap>(t, '/wps/system/bootstrap', 'localhost');
      expect(info.brand.code).toBe('aurora');
      expect(info.preview).toBe(false);
    });

    it('answers an unknown host with 404 invalid_domain and the spec message', async () => {
      for (const host of ['evil.example.com', 'aurora.localhost.evil.com', 'localhost.example']) {
        const body = expectError(await get(t, '/wps/system/status', host), 404, 'invalid_domain');
        expect(body).toEqual({
          success: false,
          code: 'invalid_domain',
          message: INVALID_URL_EN,
          value: null,
        });
      }
    });

    it('answers an unknown X-Brand on a preview host with invalid_domain rather than another brand', async () => {
      expectError(
        await get(t, '/wps/system/bootstrap', 'localhost', { headers: { 'x-brand': 'nope' } }),
        404,
        'invalid_domain',
      );
    });

    it('shows the invalid-URL page for a page request on an unknown host', async () => {
      const response = await get(t, '/', 'evil.example.com');
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.body).toContain(INVALID_URL_EN);
      expect(response.body).not.toContain('data-brand');
    });

    it('takes ?brand= for pages on a preview host only', async () => {
      expect((await get(t, '/?brand=lotus', 'localhost')).body).toContain('data-brand="lotus"');
      expect((await get(t, '/?brand=lotus', 'aurora.localhost')).body).toContain('data-brand="aurora"');
    });
  });

  describe('language', () => {
    const aurora = brandConfig('aurora');
    const siam = brandConfig('siam');
    const maintenanceText = async (host: string, query: string, headers: Record<string, string> = {}) =>
      (await getValue<Bootstrap>(t, `/wps/system/bootstrap${query}`, host, { headers })).maintenance.message;

    it('answers in a requested language the brand supports', async () => {
      expect(aurora.languages.supported).toContain('ty');
      expect(await maintenanceText('aurora.localhost', '?language=ty')).toBe(aurora.maintenance.message?.ty);
      expect(await maintenanceText('aurora.localhost', '?language=TY')).toBe(aurora.maintenance.message?.ty);
      expect(await maintenanceText('aurora.localhost', '', { 'x-language': 'ty' })).toBe(
        aurora.maintenance.message?.ty,
      );
      expect(await maintenanceText('aurora.localhost', '', { 'accept-language': 'fil-PH,fil;q=0.9' })).toBe(
        aurora.maintenance.message?.ty,
      );
    });

    it('falls back to the brand default for a language the brand does not support', async () => {
      expect(aurora.languages.supported).not.toContain('vi');
      expect(await maintenanceText('aurora.localhost', '?language=vi')).toBe(aurora.maintenance.message?.en);
      expect(await maintenanceText('aurora.localhost', '?language=xx')).toBe(aurora.maintenance.message?.en);
      expect(siam.languages.default).toBe('th');
      expect(await maintenanceText('siam.localhost', '?language=vi')).toBe(siam.maintenance.message?.th);
      expect(await maintenanceText('siam.localhost', '')).toBe(siam.maintenance.message?.th);
    });

    it.skipIf(!existsSync(join(projectRoot, 'locales/ty/errors.json')))(
      'translates error messages into the request language (Filipino)',
      async () => {
        const english = expectError(await get(t, '/wps/nope', 'aurora.localhost'), 404, 'not_found');
        const filipino = expectError(
          await get(t, '/wps/nope?language=ty', 'aurora.localhost'),
          404,
          'not_found',
        );
        expect(filipino.message).not.toBe(english.message);
        const unsupported = expectError(
          await get(t, '/wps/nope?language=vi', 'aurora.localhost'),
          404,
          'not_found',
        );
        expect(unsupported.message).toBe(english.message);
      },
    );
  });
});
