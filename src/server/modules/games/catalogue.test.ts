import { dirname } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Category } from '@/core/brand';
import { loadBrands } from '@/server/brands/load-brands';
import { BRAND_TEMPLATE_DIR } from '@/server/brands/scaffold';
import { defaultBrandsDir } from '@/server/paths';
import { generateCatalogue, hashString, NEW_GAME_DAYS, seededRandom, summarizeCatalogue } from './catalogue';
import { NAME_LANGUAGES } from './catalogue-data';
import { IN_HOUSE_GAMES, VENDORS } from './catalogue-vendors';

const AS_OF = '2026-03-15';
const catalogue = generateCatalogue({ asOf: AS_OF });

describe('the seeded PRNG', () => {
  it('repeats for a seed and differs between seeds', () => {
    const a = seededRandom(42);
    const b = seededRandom(42);
    const c = seededRandom(43);
    const first = Array.from({ length: 5 }, a);
    expect(Array.from({ length: 5 }, b)).toEqual(first);
    expect(Array.from({ length: 5 }, c)).not.toEqual(first);
    for (const value of first) expect(value >= 0 && value < 1).toBe(true);
  });

  it('hashes strings to unsigned 32-bit seeds', () => {
    expect(hashString('marquee')).toBe(hashString('marquee'));
    expect(hashString('marquee')).not.toBe(hashString('marquee2'));
    expect(hashString('')).toBeGreaterThanOrEqual(0);
  });
});

describe('generateCatalogue', () => {
  it('is deterministic for a seed and date', () => {
    expect(generateCatalogue({ asOf: AS_OF })).toEqual(catalogue);
    expect(generateCatalogue({ seed: 'other', asOf: AS_OF })).toEqual(
      generateCatalogue({ seed: 'other', asOf: AS_OF }),
    );
  });

  it('gives other names for another seed, and only moves release dates for another date', () => {
    const other = generateCatalogue({ seed: 'other', asOf: AS_OF });
    const names = (c: typeof catalogue) => c.games.map((g) => g.names.en);
    expect(names(other)).not.toEqual(names(catalogue));
    const later = generateCatalogue({ asOf: '2026-04-14' });
    expect(later.games.map((g) => ({ ...g, releaseDate: '' }))).toEqual(
      catalogue.games.map((g) => ({ ...g, releaseDate: '' })),
    );
    const shift = (a: string, b: string) => (Date.parse(b) - Date.parse(a)) / 86_400_000;
    expect(shift(catalogue.games[0]!.releaseDate, later.games[0]!.releaseDate)).toBe(30);
  });

  it('refuses a malformed date', () => {
    expect(() => generateCatalogue({ asOf: '15/03/2026' })).toThrow(/YYYY-MM-DD/);
  });

  it('has at least 10,000 games across at least 20 vendors', () => {
    expect(catalogue.games.length).toBeGreaterThanOrEqual(10_000);
    expect(catalogue.vendors.length).toBeGreaterThanOrEqual(20);
    expect(new Set(catalogue.games.map((g) => g.vendor)).size).toBe(catalogue.vendors.length);
  });

  it('has unique node ids, game codes and English names', () => {
    const unique = (values: unknown[]) => new Set(values).size;
    expect(unique(catalogue.games.map((g) => g.nodeId))).toBe(catalogue.games.length);
    expect(unique(catalogue.games.map((g) => g.gameCode))).toBe(catalogue.games.length);
    expect(unique(catalogue.games.map((g) => g.names.en.toLowerCase()))).toBe(catalogue.games.length);
    for (const game of catalogue.games) expect(game.gameCode).toMatch(/^[A-Z0-9_]{1,40}$/);
  });

  it('numbers games by vendor: ordinal × 10,000 + sequence', () => {
    const ordinal = new Map(VENDORS.map((v) => [v.code, v.ordinal]));
    for (const game of catalogue.games) {
      expect(Math.floor(game.nodeId / 10_000)).toBe(ordinal.get(game.vendor));
    }
  });

  it('names every game in every catalogue language', () => {
    const bad = catalogue.games.flatMap((game) =>
      NAME_LANGUAGES.filter((l) => !/\S/.test(game.names[l]) || game.names[l].includes('*')).map(
        (l) => `${game.gameCode} ${l}: ${JSON.stringify(game.names[l])}`,
      ),
    );
    expect(bad).toEqual([]);
  });

  it('contains every vendor any demo brand or the brand template lists, for the categories listed', () => {
    const { brands, problems } = loadBrands(defaultBrandsDir);
    const template = loadBrands(dirname(BRAND_TEMPLATE_DIR));
    expect(problems).toEqual([]);
    const vendors = new Map(catalogue.vendors.map((v) => [v.code, v]));
    for (const brand of [...brands, ...template.brands]) {
      const { vendorSorting, cockfight, footerVendors } = brand.config;
      for (const [category, codes] of Object.entries(vendorSorting) as [Category, string[]][]) {
        for (const code of codes) {
          expect(vendors.get(code)?.categories, `${brand.config.code} ${category} ${code}`).toContain(
            category,
          );
        }
      }
      for (const code of [...cockfight, ...footerVendors]) expect(vendors.has(code), code).toBe(true);
    }
  });

  it('is mostly RNG slots, with most slot vendors offering 300–900 of them', () => {
    const summary = summarizeCatalogue(catalogue);
    expect(summary.byType.RNG! / summary.games).toBeGreaterThan(0.75);
    const slotVendors = Object.entries(
      catalogue.games.reduce<Record<string, number>>((acc, g) => {
        if (g.gameType === 'RNG') acc[g.vendor] = (acc[g.vendor] ?? 0) + 1;
        return acc;
      }, {}),
    );
    const inRange = slotVendors.filter(([, n]) => n >= 300 && n <= 900);
    expect(inRange.length / slotVendors.length).toBeGreaterThan(0.8);
    for (const type of ['LIVE', 'FISH', 'PVP', 'SPORTS', 'ESPORTS', 'LOTT', 'ELOTT', 'COCKFIGHT', 'ARCADE'])
      expect(summary.byType[type], type).toBeGreaterThan(0);
    for (const tag of ['jackpot', 'table', 'arcade', 'bingo'] as const)
      expect(summary.tags[tag]).toBeGreaterThan(20);
  });

  it('spreads release dates over three years with some NEW ones', () => {
    const newSince = new Date(Date.parse(AS_OF) - (NEW_GAME_DAYS - 1) * 86_400_000)
      .toISOString()
      .slice(0, 10);
    const oldest = new Date(Date.parse(AS_OF) - 3 * 365 * 86_400_000).toISOString().slice(0, 10);
    const fresh = catalogue.games.filter((g) => g.releaseDate >= newSince);
    expect(fresh.length).toBeGreaterThanOrEqual(50);
    expect(fresh.length).toBeLessThan(catalogue.games.length * 0.05);
    for (const game of catalogue.games) {
      expect(game.releaseDate >= oldest && game.releaseDate <= AS_OF, game.releaseDate).toBe(true);
    }
    expect(summarizeCatalogue(catalogue).newGames).toBe(fresh.length);
  });

  it('gives sports, e-sports and cockfight vendors one lobby game each', () => {
    for (const type of ['SPORTS', 'ESPORTS', 'COCKFIGHT']) {
      const byVendor = new Map<string, number>();
      for (const game of catalogue.games.filter((g) => g.gameType === type))
        byVendor.set(game.vendor, (byVendor.get(game.vendor) ?? 0) + 1);
      expect(
        [...byVendor.values()].every((n) => n === 1),
        type,
      ).toBe(true);
    }
  });

  it('gives room vendors a VASSALAGE card and room tiers on every PVP game', () => {
    const cards = catalogue.games.filter((g) => g.isGame === 'VASSALAGE');
    expect(cards.map((g) => g.gameCode).sort()).toEqual(['KM_LOBBY', 'V8_LOBBY']);
    for (const game of catalogue.games.filter((g) => g.gameType === 'PVP' && g.isGame === 'GAME')) {
      expect(game.rooms?.length).toBe(4);
      for (const room of game.rooms!) expect(room.maxUnits).toBeGreaterThan(room.minUnits);
    }
  });

  it('has the fixed in-house games of vendor MQ', () => {
    const mq = catalogue.games.filter((g) => g.vendor === 'MQ');
    expect(mq.map((g) => g.gameCode)).toEqual(IN_HOUSE_GAMES.map((g) => g.code));
    expect(mq.map((g) => g.names.en)).toEqual([
      'Crash',
      'Limbo',
      'Dice',
      'Mines',
      'Plinko',
      'Lucky Lanterns',
      'Neon Fruits',
      'Dragon Pearls',
    ]);
    expect(mq.every((g) => g.demo)).toBe(true);
    expect(
      generateCatalogue({ seed: 'other', asOf: AS_OF })
        .games.filter((g) => g.vendor === 'MQ')
        .map((g) => g.nodeId),
    ).toEqual(mq.map((g) => g.nodeId));
  });

  it('files BGS games under the BGS menu category', () => {
    const bgs = catalogue.games.filter((g) => g.vendor === 'BGS');
    expect(bgs.length).toBeGreaterThan(300);
    expect(bgs.every((g) => g.gameType === 'RNG' && g.classifyKey === 'BGS')).toBe(true);
  });
});
