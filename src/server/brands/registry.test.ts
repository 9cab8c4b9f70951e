import { describe, expect, it } from 'vitest';
import type { Brand } from '@/core/brand';
import { defaultBrandsDir } from '../paths';
import { loadBrands } from './load-brands';
import { BrandRegistry, hostName } from './registry';

const demo = loadBrands(defaultBrandsDir).brands;
const PREVIEW = new Set(['localhost', '127.0.0.1', '::1']);

/** A demo brand with other region rules. */
function withRules(code: string, blockedCountries: string[], blockedCidrs: string[]): Brand {
  const brand = structuredClone(demo.find((b) => b.config.code === code)!);
  brand.config.regionRestriction = { blockedCountries, blockedCidrs };
  return brand;
}

describe('hostName', () => {
  it.each([
    ['aurora.localhost', 'aurora.localhost'],
    ['Aurora.LOCALHOST', 'aurora.localhost'],
    ['aurora.localhost:8080', 'aurora.localhost'],
    ['  lotusclub.vn:443 ', 'lotusclub.vn'],
    ['127.0.0.1:3000', '127.0.0.1'],
    ['[::1]:8080', '::1'],
    ['[::1]', '::1'],
    ['[2001:DB8::1]:443', '2001:db8::1'],
    ['::1', '::1'],
    ['', ''],
  ])('%j → %j', (header, expected) => {
    expect(hostName(header)).toBe(expected);
  });

  it('is empty without a header', () => {
    expect(hostName(undefined)).toBe('');
  });
});

describe('BrandRegistry.resolve', () => {
  const registry = new BrandRegistry(demo, PREVIEW);
  const code = (host: string | undefined, override?: string) =>
    registry.resolve(host, override)?.brand.config.code;

  it('maps every domain of every brand to that brand', () => {
    for (const brand of demo) {
      for (const domain of brand.config.domains) {
        expect(registry.resolve(domain, undefined)).toEqual({ brand, preview: false });
        expect(code(`${domain.toUpperCase()}:8443`)).toBe(brand.config.code);
      }
    }
  });

  it('knows nothing of other hosts, including look-alikes', () => {
    for (const host of [
      'example.com',
      'aurora.localhost.example.com',
      'x.aurora.localhost',
      'aurora',
      undefined,
      '',
    ]) {
      expect(registry.resolve(host, undefined)).toBeUndefined();
    }
  });

  it('ignores overrides on a brand host and on unknown hosts', () => {
    expect(registry.resolve('aurora.localhost', 'lotus')).toEqual({
      brand: registry.get('aurora'),
      preview: false,
    });
    expect(registry.resolve('example.com', 'lotus')).toBeUndefined();
  });

  it('lets an override pick any brand on a preview host, in any case, flagged as preview', () => {
    for (const host of ['localhost', 'localhost:8080', '127.0.0.1:8080', '[::1]:8080']) {
      expect(registry.resolve(host, 'siam')).toEqual({ brand: registry.get('siam'), preview: true });
      expect(code(host, 'LOTUS')).toBe('lotus');
    }
  });

  it('resolves an unknown override on a preview host to nothing', () => {
    expect(registry.resolve('localhost', 'nope')).toBeUndefined();
  });

  it('serves the first brand on a preview host without override', () => {
    expect(registry.defaultBrand.config.code).toBe('aurora');
    expect(registry.resolve('localhost', undefined)).toEqual({
      brand: registry.get('aurora'),
      preview: false,
    });
    expect(registry.resolve('localhost', '')).toEqual({ brand: registry.get('aurora'), preview: false });
  });

  it('serves DEFAULT_BRAND on a preview host without override', () => {
    const withDefault = new BrandRegistry(demo, PREVIEW, 'siam');
    expect(withDefault.resolve('127.0.0.1', undefined)).toEqual({
      brand: withDefault.get('siam'),
      preview: false,
    });
    expect(withDefault.resolve('lotus.localhost', undefined)?.brand.config.code).toBe('lotus');
  });

  it('uses the configured preview hosts only', () => {
    const custom = new BrandRegistry(demo, new Set(['preview.internal']));
    expect(custom.isPreviewHost('preview.internal')).toBe(true);
    expect(custom.resolve('preview.internal:8080', 'lotus')).toEqual({
      brand: custom.get('lotus'),
      preview: true,
    });
    expect(custom.resolve('localhost', 'lotus')).toBeUndefined();
    expect(custom.resolve('localhost', undefined)).toBeUndefined();
  });

  it('refuses an unknown DEFAULT_BRAND and an empty brand list', () => {
    expect(() => new BrandRegistry(demo, PREVIEW, 'nope')).toThrow(/DEFAULT_BRAND "nope" is not a brand/);
    expect(() => new BrandRegistry([], PREVIEW)).toThrow(/no brands/);
  });
});

describe('BrandRegistry.isRegionBlocked', () => {
  const v4 = withRules('aurora', ['US', 'SG'], ['203.0.113.0/24', '10.0.0.0/8']);
  const v6 = withRules('lotus', [], ['2001:db8:dead::/48']);
  const open = withRules('siam', [], []);
  const registry = new BrandRegistry([v4, v6, open], PREVIEW);

  it('blocks by country, whatever its case', () => {
    expect(registry.isRegionBlocked(v4, '192.0.2.1', 'US')).toBe(true);
    expect(registry.isRegionBlocked(v4, '192.0.2.1', 'sg')).toBe(true);
    expect(registry.isRegionBlocked(v4, '192.0.2.1', 'PH')).toBe(false);
    expect(registry.isRegionBlocked(v4, '192.0.2.1', undefined)).toBe(false);
    expect(registry.isRegionBlocked(open, '192.0.2.1', 'US')).toBe(false);
  });

  it('blocks IPv4 addresses inside a blocked range, up to its edges', () => {
    for (const ip of ['203.0.113.0', '203.0.113.77', '203.0.113.255', '10.255.0.1']) {
      expect(registry.isRegionBlocked(v4, ip, undefined), ip).toBe(true);
    }
    for (const ip of ['203.0.112.255', '203.0.114.0', '11.0.0.1', '192.0.2.1']) {
      expect(registry.isRegionBlocked(v4, ip, undefined), ip).toBe(false);
    }
  });

  it('treats IPv4-mapped IPv6 addresses as their IPv4 address', () => {
    expect(registry.isRegionBlocked(v4, '::ffff:203.0.113.77', undefined)).toBe(true);
    expect(registry.isRegionBlocked(v4, '::ffff:203.0.114.1', undefined)).toBe(false);
  });

  it('blocks IPv6 addresses inside a blocked range', () => {
    expect(registry.isRegionBlocked(v6, '2001:db8:dead::1', undefined)).toBe(true);
    expect(registry.isRegionBlocked(v6, '2001:db8:dead:ffff:ffff:ffff:ffff:ffff', undefined)).toBe(true);
    expect(registry.isRegionBlocked(v6, '2001:db8:deae::1', undefined)).toBe(false);
    expect(registry.isRegionBlocked(v6, '2001:db9::1', undefined)).toBe(false);
    expect(registry.isRegionBlocked(v6, '203.0.113.77', undefined)).toBe(false);
  });

  it('keeps each brand to its own rules', () => {
    expect(registry.isRegionBlocked(v6, '203.0.113.77', 'US')).toBe(false);
    expect(registry.isRegionBlocked(open, '2001:db8:dead::1', undefined)).toBe(false);
  });

  it('gives the same verdict again, and a new one once a switch changes the ranges', () => {
    const switched = new BrandRegistry([withRules('aurora', [], ['203.0.113.0/24'])], PREVIEW);
    const before = switched.get('aurora')!;
    expect(switched.isRegionBlocked(before, '203.0.113.9', undefined)).toBe(true);
    expect(switched.isRegionBlocked(before, '203.0.113.9', undefined)).toBe(true);
    expect(switched.isRegionBlocked(before, '198.51.100.9', undefined)).toBe(false);
    const after = withRules('aurora', [], ['198.51.100.0/24']);
    switched.replace(after);
    expect(switched.isRegionBlocked(after, '203.0.113.9', undefined)).toBe(false);
    expect(switched.isRegionBlocked(after, '198.51.100.9', undefined)).toBe(true);
    switched.replace(withRules('aurora', [], []));
    expect(switched.isRegionBlocked(switched.get('aurora')!, '198.51.100.9', undefined)).toBe(false);
  });

  it('does not block what is not an IP address', () => {
    for (const ip of ['', 'unknown', '203.0.113', '::ffff:not-ip']) {
      expect(registry.isRegionBlocked(v4, ip, undefined), ip).toBe(false);
    }
  });
});
