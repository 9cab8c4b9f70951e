import type { GameFilter, GameTag } from '@/core/api/games';
import type { Category } from '@/core/brand';
import type { Language } from '@/core/languages';
import { normalizeSearch } from '@/core/search-text';
import { AppError } from '@/server/errors';
import { NEW_GAME_DAYS } from './catalogue';
import { type BrandView, type CatalogueIndex, dayNumber, type IndexedGame } from './catalogue-index';
import { Lru } from './lru';
import type { PlayState } from './play-state';
import { searchPool } from './search';

export { GAME_FILTERS as FILTERS } from '@/core/api/games';
export type { GameFilter };

const LIST_CACHE_SIZE = 5000;

export interface ListQuery {
  category: Category;
  vendor?: string;
  tag?: GameTag;
  filter: GameFilter;
  keyword?: string;
  pageNo: number;
  pageSize: number;
  language: Language;
}

export interface Page<T> {
  items: T[];
  pageNum: number;
  totalPages: number;
  total: number;
}

export function page<T>(all: ArrayLike<T>, pageNo: number, pageSize: number): Page<T> {
  const total = all.length;
  const start = (pageNo - 1) * pageSize;
  const items: T[] = [];
  for (let i = start; i < Math.min(total, start + pageSize); i++) items.push(all[i]!);
  return { items, pageNum: pageNo, totalPages: Math.ceil(total / pageSize), total };
}

/** A vendor the brand shows, else invalid_request on `field`. */
export function requireVendor(view: BrandView, vendor: string, field: string): void {
  if (!view.hasVendor(vendor)) throw new AppError('invalid_request', { field, detail: 'unknown vendor' });
}

/** The games of `pool` matching a normalised keyword (by name in the language or English, or by vendor name). */
export function searchCatalogue(
  index: CatalogueIndex,
  pool: Int32Array,
  keyword: string,
  language: Language,
  poolMask?: Uint8Array,
): Int32Array {
  const docs = index.searchFor(language);
  const vendorHit = new Set<string>();
  for (const vendor of index.vendors.values()) {
    if (vendor.search[language].includes(keyword) || vendor.search.en.includes(keyword))
      vendorHit.add(vendor.code);
  }
  return searchPool(
    pool,
    keyword,
    { ...docs, vendorMatches: (doc) => vendorHit.has(index.games[doc]!.vendor.code) },
    { poolMask, vendorHits: vendorHit.size > 0 },
  );
}

/** GCSGAME_gameList for the ALL, NEW and HOT filters, answered from memory: the game lists of recent queries. */
export class GameListCache {
  private readonly cache = new Lru<Int32Array>(LIST_CACHE_SIZE);
  private generation = 0;

  /** A page of a list; `playsOf` gives the brand's play counts (asked for the HOT filter only). */
  async list(
    index: CatalogueIndex,
    view: BrandView,
    query: ListQuery,
    playsOf: (brandCode: string) => Promise<PlayState>,
  ): Promise<Page<IndexedGame> & { key: string }> {
    if (query.vendor !== undefined) requireVendor(view, query.vendor, 'vassalage');
    const keyword = query.keyword === undefined ? '' : normalizeSearch(query.keyword);
    if (query.keyword !== undefined && !keyword)
      return { ...page([], query.pageNo, query.pageSize), key: 'none' };
    const today = dayNumber(Date.now());
    const plays = query.filter === 'HOT' ? await playsOf(view.brandCode) : undefined;
    const key = [
      this.generation,
      view.brandCode,
      query.category,
      query.vendor ?? '',
      query.tag ?? '',
      query.filter,
      query.filter === 'NEW' ? today : plays ? plays.version : '',
      keyword ? query.language : '',
      keyword,
    ].join('|');
    let docs = this.cache.get(key);
    if (!docs) {
      docs = compute(index, view, query, keyword, today, plays?.counts);
      this.cache.set(key, docs);
    }
    const result = page(docs, query.pageNo, query.pageSize);
    return { ...result, items: result.items.map((doc) => index.games[doc]!), key };
  }

  /** Forgets every list (after a reload of the catalogue). */
  clear(): void {
    this.generation++;
    this.cache.clear();
  }
}

function compute(
  index: CatalogueIndex,
  view: BrandView,
  query: ListQuery,
  keyword: string,
  today: number,
  plays: Map<number, number> | undefined,
): Int32Array {
  const { category, vendor, tag, filter } = query;
  let pool: Int32Array;
  if (filter === 'ALL' && !keyword && vendor === undefined) pool = view.browse(category);
  else if (keyword && vendor === undefined && filter === 'ALL') pool = view.searchable(category);
  else pool = view.games(category, vendor);
  const games = index.games;
  if (tag) pool = pool.filter((doc) => games[doc]!.tags.includes(tag));
  if (filter === 'NEW') {
    pool = pool
      .filter((doc) => games[doc]!.releaseDay > today - NEW_GAME_DAYS)
      .sort((a, b) => games[b]!.releaseDay - games[a]!.releaseDay || a - b);
  } else if (filter === 'HOT') {
    const count = (doc: number) => plays?.get(games[doc]!.nodeId) ?? 0;
    pool = pool
      .filter((doc) => games[doc]!.isHot || count(doc) > 0)
      .sort((a, b) => count(b) - count(a) || a - b);
  }
  if (!keyword) return pool;
  return searchCatalogue(index, pool, keyword, query.language, view.maskOf(pool));
}
