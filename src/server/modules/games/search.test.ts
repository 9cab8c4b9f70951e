import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normalizeSearch } from '@/core/search-text';
import {
  matchRank,
  nameOrder,
  RANK_INSIDE,
  RANK_PREFIX,
  RANK_VENDOR,
  RANK_WORD_PREFIX,
  type SearchDocs,
  searchPool,
  TrigramIndex,
} from './search';

describe('matchRank', () => {
  it('ranks the start of the name, then the start of a word, then anywhere', () => {
    expect(matchRank('dragon queen', 'drag')).toBe(RANK_PREFIX);
    expect(matchRank('golden dragon', 'drag')).toBe(RANK_WORD_PREFIX);
    expect(matchRank('snapdragon king', 'drag')).toBe(RANK_INSIDE);
    expect(matchRank('snapdragon dragon', 'drag')).toBe(RANK_WORD_PREFIX);
    expect(matchRank('tiger', 'drag')).toBeGreaterThan(RANK_VENDOR);
  });
});

/** Documents: [name in the request language, English name, vendor, hot]. */
function docsOf(rows: [string, string, string, boolean][], vendorKeyword?: string): SearchDocs {
  const primary = rows.map((r) => normalizeSearch(r[0]));
  const secondary = rows.map((r) => normalizeSearch(r[1]));
  const order = nameOrder(primary);
  return {
    primary,
    secondary,
    ...order,
    hot: (doc) => rows[doc]![3],
    vendorMatches: (doc) =>
      vendorKeyword !== undefined && normalizeSearch(rows[doc]![2]).includes(vendorKeyword),
    trigrams: new TrigramIndex(rows.length, (doc) => [primary[doc]!, secondary[doc]!]),
  };
}

const ROWS: [string, string, string, boolean][] = [
  ['Rồng Vàng', 'Golden Dragon', 'PG Soft', false],
  ['Rồng Tài Lộc', 'Fortune Dragon', 'PG Soft', true],
  ['Kho Báu Rồng', 'Dragon Treasure', 'JILI', false],
  ['Hổ May Mắn', 'Lucky Tiger', 'Dragon Gaming', false],
  ['Cá Chép Vàng', 'Golden Koi', 'JILI', true],
  ['Rồng Băng Giá', 'Frozen Dragon', 'JILI', true],
  ['Ngọc Rồng', 'Dragon Pearls', 'Marquee', false],
];
const all = Int32Array.from(ROWS.keys());
const names = (result: Int32Array) => [...result].map((doc) => ROWS[doc]![0]);

describe('searchPool', () => {
  it('puts prefix matches first, then word matches; hot before not hot; then by name', () => {
    // "rong" starts three Vietnamese names (two of them hot) and is a later word of two.
    expect(names(searchPool(all, 'rong', docsOf(ROWS)))).toEqual([
      'Rồng Băng Giá',
      'Rồng Tài Lộc',
      'Rồng Vàng',
      'Kho Báu Rồng',
      'Ngọc Rồng',
    ]);
  });

  it('matches English names too, accent- and case-insensitively', () => {
    const result = names(searchPool(all, normalizeSearch('DRAGON'), docsOf(ROWS)));
    // Kho Báu Rồng (Dragon Treasure) and Ngọc Rồng (Dragon Pearls) start with "dragon" in English.
    expect(result.slice(0, 2)).toEqual(['Kho Báu Rồng', 'Ngọc Rồng']);
    expect(result).toHaveLength(5);
    expect(names(searchPool(all, normalizeSearch('cá chép'), docsOf(ROWS)))).toEqual(['Cá Chép Vàng']);
    expect(names(searchPool(all, normalizeSearch('ca chep'), docsOf(ROWS)))).toEqual(['Cá Chép Vàng']);
  });

  it('ranks games matched only by their vendor name last', () => {
    const result = names(searchPool(all, 'dragon', docsOf(ROWS, 'dragon')));
    expect(result.at(-1)).toBe('Hổ May Mắn');
    expect(result).toHaveLength(6);
  });

  it('searches only the pool and returns nothing for an empty keyword', () => {
    expect(names(searchPool(Int32Array.from([0, 3, 4]), 'vang', docsOf(ROWS)))).toEqual([
      'Cá Chép Vàng',
      'Rồng Vàng',
    ]);
    expect(searchPool(all, '', docsOf(ROWS))).toHaveLength(0);
  });

  it('finds the same documents with and without the trigram prefilter', () => {
    const words = [
      'dragon',
      'golden',
      'koi',
      'rồng',
      'vàng',
      'tiger',
      'pearl',
      'treasure',
      'frozen',
      'lucky',
    ];
    fc.assert(
      fc.property(
        fc.constantFrom(...words),
        fc.nat(),
        fc.integer({ min: 1, max: 6 }),
        (word, start, length) => {
          const text = normalizeSearch(word);
          const from = start % text.length;
          const keyword = text.slice(from, from + length);
          const withIndex = searchPool(all, keyword, docsOf(ROWS));
          const without = searchPool(all, keyword, { ...docsOf(ROWS), trigrams: null });
          const masked = searchPool(all, keyword, docsOf(ROWS), {
            poolMask: new Uint8Array(ROWS.length).fill(1),
            vendorHits: false,
          });
          expect([...withIndex]).toEqual([...without]);
          expect([...masked]).toEqual([...without]);
        },
      ),
    );
  });
});

describe('TrigramIndex', () => {
  it('returns null for keywords shorter than three characters and marks a superset of matches', () => {
    const index = new TrigramIndex(3, (doc) => [['golden dragon', 'dragon pearl', 'tiger'][doc]!]);
    expect(index.candidates('dr')).toBeNull();
    expect([...index.candidates('dragon')!.marks]).toEqual([1, 1, 0]);
    expect([...index.candidates('dragon')!.within].every((doc) => doc === 0 || doc === 1)).toBe(true);
    expect([...index.candidates('xyz')!.marks]).toEqual([0, 0, 0]);
  });
});
