import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { copyBrandsDir, readJson, removeTempDirs } from '../../../tests/support/brand-dirs';
import { formatProblems, loadBrands } from './load-brands';
import {
  BRAND_TEMPLATE_DIR,
  brandIdentity,
  introducedProblems,
  rewriteBrandJson,
  ScaffoldError,
  scaffoldBrand,
} from './scaffold';

afterAll(() => removeTempDirs());

describe('brandIdentity', () => {
  it('derives merchant code, display name and the localhost domain from the code', () => {
    expect(brandIdentity('nova')).toEqual({
      code: 'nova',
      merchantCode: 'NOVA',
      displayName: 'Nova',
      domains: ['nova.localhost'],
    });
    expect(brandIdentity('lucky-star7')).toEqual({
      code: 'lucky-star7',
      merchantCode: 'LUCKY_STAR7',
      displayName: 'Lucky Star7',
      domains: ['lucky-star7.localhost'],
    });
    expect(brandIdentity(`a${'b'.repeat(31)}`).merchantCode).toMatch(/^[A-Z0-9_]{2,32}$/);
  });

  it.each([
    '',
    'a',
    'Nova',
    'nova_star',
    '7up',
    '-nova',
    'nova.star',
    'nova star',
    `a${'b'.repeat(32)}`,
    '../x',
  ])('refuses the code %j with a clear message', (code) => {
    expect(() => brandIdentity(code)).toThrow(ScaffoldError);
    expect(() => brandIdentity(code)).toThrow(/not a valid brand code/);
  });
});

describe('rewriteBrandJson', () => {
  it('sets the identity and moves template URLs to the new host, leaving the rest alone', () => {
    const template = {
      $schema: '../../schemas/brand.schema.json',
      code: 'brand',
      merchantCode: 'BRAND',
      displayName: 'Brand',
      domains: ['brand.localhost'],
      links: {
        customerService: 'https://brand.localhost/support',
        other: 'https://example.com/brand.localhost',
      },
      list: ['http://brand.localhost/a', 3, null],
    };
    const result = rewriteBrandJson(template, brandIdentity('nova'));
    expect(result).toEqual({
      $schema: '../../schemas/brand.schema.json',
      code: 'nova',
      merchantCode: 'NOVA',
      displayName: 'Nova',
      domains: ['nova.localhost'],
      links: {
        customerService: 'https://nova.localhost/support',
        other: 'https://example.com/brand.localhost',
      },
      list: ['http://nova.localhost/a', 3, null],
    });
    expect(Object.keys(result)[0]).toBe('$schema');
    expect(template.code).toBe('brand');
  });
});

describe('the brand template', () => {
  it('is itself a valid brand folder (code "brand")', () => {
    const { brands, problems } = loadBrands(dirname(BRAND_TEMPLATE_DIR));
    expect(formatProblems(problems)).toBe('');
    expect(brands.map((b) => b.config.code)).toEqual(['brand']);
    expect(brands[0]?.config.languages).toEqual({ default: 'en', supported: ['en'] });
  });

  it('carries no placeholder text', () => {
    const text = readFileSync(join(BRAND_TEMPLATE_DIR, 'brand.json'), 'utf8');
    expect(text).not.toMatch(/TODO|TBD|CHANGE ?ME|REPLACE|lorem|xxx|example\.com/i);
  });
});

describe('scaffoldBrand', () => {
  it('creates a brand that validates next to the demo brands and has its own identity', () => {
    const brandsDir = copyBrandsDir();
    const before = loadBrands(brandsDir).problems;
    const dir = scaffoldBrand(brandsDir, 'lucky-star');
    expect(dir).toBe(join(brandsDir, 'lucky-star'));
    const { brands, problems } = loadBrands(brandsDir);
    expect(formatProblems(problems)).toBe('');
    expect(introducedProblems(before, problems)).toEqual([]);
    const brand = brands.find((b) => b.config.code === 'lucky-star');
    expect(brand?.config).toMatchObject({
      code: 'lucky-star',
      merchantCode: 'LUCKY_STAR',
      displayName: 'Lucky Star',
      domains: ['lucky-star.localhost'],
      links: { customerService: 'https://lucky-star.localhost/support' },
    });
    for (const name of ['logo.svg', 'favicon.svg', 'licence.svg']) {
      expect(readFileSync(join(dir, 'assets', name), 'utf8')).toMatch(/^<svg /);
    }
  });

  it('points every copied $schema at the real schema file', () => {
    const brandsDir = copyBrandsDir([]);
    const dir = scaffoldBrand(brandsDir, 'nova');
    for (const file of [
      'brand.json',
      'whitelabel.json',
      'register-fields.json',
      'theme.json',
      'content/site.json',
      'content/announcements.json',
      'content/help.json',
    ]) {
      const link = (readJson(join(dir, file)) as { $schema: string }).$schema;
      const target = resolve(dirname(join(dir, file)), link);
      expect(existsSync(target), `${file} → ${link}`).toBe(true);
      expect(relative(resolve(BRAND_TEMPLATE_DIR, '../../..', 'schemas'), target)).not.toMatch(/^\.\./);
    }
  });

  it('creates a missing brands folder', () => {
    const brandsDir = join(copyBrandsDir([]), 'fresh', 'brands');
    scaffoldBrand(brandsDir, 'nova');
    expect(loadBrands(brandsDir).problems).toEqual([]);
  });

  it('refuses an existing folder and an invalid code, writing nothing', () => {
    const brandsDir = copyBrandsDir(['aurora']);
    expect(() => scaffoldBrand(brandsDir, 'aurora')).toThrow(/already exists/);
    mkdirSync(join(brandsDir, 'empty'));
    expect(() => scaffoldBrand(brandsDir, 'empty')).toThrow(ScaffoldError);
    expect(() => scaffoldBrand(brandsDir, 'Bad')).toThrow(/not a valid brand code/);
    expect(existsSync(join(brandsDir, 'Bad'))).toBe(false);
    expect(loadBrands(brandsDir).brands.map((b) => b.config.code)).toEqual(['aurora']);
  });

  it('lets the loader catch a clash with an existing brand', () => {
    const brandsDir = copyBrandsDir(['aurora']);
    const before = loadBrands(brandsDir).problems;
    scaffoldBrand(brandsDir, 'aurora01');
    const introduced = introducedProblems(before, loadBrands(brandsDir).problems);
    expect(introduced).toEqual([
      {
        file: join(brandsDir, 'aurora01/brand.json'),
        pointer: '/merchantCode',
        reason: expect.stringMatching(/aurora/),
      },
    ]);
  });
});

describe('introducedProblems', () => {
  it('keeps only problems that were not there before', () => {
    const a = { file: 'f', pointer: '/a', reason: 'r' };
    const b = { file: 'f', pointer: '/b', reason: 'r' };
    const c = { file: 'g', pointer: '/a', reason: 'r' };
    expect(introducedProblems([a, b], [a, b, c])).toEqual([c]);
    expect(introducedProblems([a, b], [b])).toEqual([]);
    expect(introducedProblems([], [a])).toEqual([a]);
  });
});
