import type { Kysely } from 'kysely';
import { playModeOf } from '../../../core/account-types';
import type { Brand, Category } from '../../../core/brand';
import type { Language } from '../../../core/languages';
import { formatAmount } from '../../../core/money';
import { normalizeSearch } from '../../../core/search-text';
import type { Database } from '../../db/database';
import { AppError } from '../../errors';
import type { LiveSession } from '../session/session.repository';
import { NEW_GAME_DAYS } from './catalogue';
import { type GameTag, nameIn, ROOM_TIERS } from './catalogue-data';
import {
  type BrandView,
  CatalogueIndex,
  categoryGameType,
  dayNumber,
  type IndexedGame,
  type IndexedVendor,
} from './catalogue-index';
import {
  favoriteIds,
  latestWins,
  launchFlags,
  loadCatalogueRows,
  maintenanceFlags,
  playCounts,
  recentIds,
  recordRecent,
} from './games.repository';
import { LauncherRegistry, type LaunchResult } from './launchers';
import { lotteryNames } from './lottery-names';
import { searchPool } from './search';

export const LOGO_STATES = ['DEFAULT', 'ACTIVE', 'WHITE', 'COLOR', 'PURPLE'] as const;
export type LogoState = (typeof LOGO_STATES)[number];
export const FILTERS = ['ALL', 'NEW', 'HOT', 'FAV', 'RECENT'] as const;
export type GameFilter = (typeof FILTERS)[number];

/** Categories that always open their own page (spec §2), BGS opening RNG; others only with several vendors. */
const ALWAYS_PAGE: readonly Category[] = ['PVP', 'FISH', 'RNG', 'BGS'];
const HOT_LIST_SIZE = 12;
/** Categories whose games make the hot list (not lobby cards of sports, lottery or cockfight vendors). */
const HOT_TYPES = new Set(['RNG', 'LIVE', 'FISH', 'PVP', 'ARCADE', 'CRASH', 'MINI']);
const STATE_TTL_MS = 30_000;
const LIST_CACHE_SIZE = 5000;
/** ~30 KB per 60-game page: at most ~40 MB of cached bodies. */
const BODY_CACHE_SIZE = 1200;

/** Game card of the API (spec §3 "Game"; docs/games-api.md). */
export interface GameJson {
  nodeId: number;
  gameName: string;
  nodeName: string;
  displayName: string;
  gameCode: string;
  vassalage: string;
  gameType: string;
  iconUrl: string;
  showIcon: string;
  lagerIcon: string;
  cardId: number;
  isHot: 0 | 1;
  isGame: 'GAME' | 'VASSALAGE';
  gameClassify: { key: string; vendors: string[] };
  tags: GameTag[];
  releaseDate: string;
  isNew: boolean;
  demo: boolean;
  maintenance: boolean;
  accountTypeName: string;
}

export const artUrl = (gameCode: string) => `/wps/games/art/${gameCode}.svg`;
export const largeArtUrl = (gameCode: string) => `/wps/games/art/large/${gameCode}.svg`;
export const logoUrls = (code: string) =>
  Object.fromEntries(LOGO_STATES.map((state) => [state, `/wps/games/vendor/${code}/${state}.svg`])) as Record<
    LogoState,
    string
  >;

/** Winner names are shown masked: "agent01" → "ag***01". */
export function maskName(name: string): string {
  const chars = [...name];
  if (chars.length <= 2) return `${chars[0] ?? ''}***`;
  if (chars.length <= 4) return `${chars[0]}***${chars[chars.length - 1]}`;
  return `${chars.slice(0, 2).join('')}***${chars.slice(-2).join('')}`;
}

/** PVP room bets: one bet unit in each currency (room tiers are multiples of it). */
export const BET_UNIT: Record<string, number> = {
  VND: 1000,
  IDR: 1000,
  KRW: 1000,
  MMK: 1000,
  INR: 10,
  JPY: 100,
};

class Lru<V> {
  private readonly map = new Map<string, V>();
  constructor(private readonly max: number) {}
  get(key: string): V | undefined {
    const value = this.map.get(key);
    if (value !== undefined) {
      this.map.delete(key);
      this.map.set(key, value);
    }
    return value;
  }
  set(key: string, value: V): void {
    this.map.delete(key);
    this.map.set(key, value);
    if (this.map.size > this.max) this.map.delete(this.map.keys().next().value!);
  }
  clear(): void {
    this.map.clear();
  }
}

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

function page<T>(all: ArrayLike<T>, pageNo: number, pageSize: number): Page<T> {
  const total = all.length;
  const start = (pageNo - 1) * pageSize;
  const items: T[] = [];
  for (let i = start; i < Math.min(total, start + pageSize); i++) items.push(all[i]!);
  return { items, pageNum: pageNo, totalPages: Math.ceil(total / pageSize), total };
}

interface PlayState {
  at: number;
  counts: Map<number, number>;
  version: number;
  loading?: Promise<void>;
}

/**
 * The games module's state: the read index, list caches, cached JSON of each game per language, play counts and
 * maintenance flags (refreshed from the database at most every 30 s), and the connected-vendor registry.
 */
export class GamesService {
  readonly launchers = new LauncherRegistry();
  private index: Promise<CatalogueIndex>;
  private readonly cache = new Lru<Int32Array>(LIST_CACHE_SIZE);
  private fragments = new Map<Language, (string | undefined)[]>();
  /** Whole response bodies of recent ALL/NEW/HOT pages (the same searches repeat across players). */
  private readonly bodies = new Lru<Buffer>(BODY_CACHE_SIZE);
  private readonly seenPages = new Lru<boolean>(LIST_CACHE_SIZE);
  private fragmentDay = -1;
  private readonly plays = new Map<string, PlayState>();
  private stateAt = Date.now();
  private stateLoading: Promise<void> | undefined;
  private generation = 0;

  constructor(private readonly db: Kysely<Database>) {
    this.index = this.load();
    this.index.catch(() => undefined);
  }

  private async load(): Promise<CatalogueIndex> {
    const rows = await loadCatalogueRows(this.db);
    return new CatalogueIndex(rows.vendors, rows.games, rows.names, lotteryNames);
  }

  /** The read index (loading it on first use), refreshing maintenance flags in the background when stale. */
  async catalogue(): Promise<CatalogueIndex> {
    const index = await this.index;
    if (Date.now() - this.stateAt > STATE_TTL_MS && !this.stateLoading)
      void this.refreshState().catch(() => undefined);
    return index;
  }

  /** The nodeId of a game code (0 when unknown: the launch then answers game_not_found). */
  async nodeIdOf(gameCode: string): Promise<number> {
    return (await this.index).byCode.get(gameCode)?.nodeId ?? 0;
  }

  /** Rebuilds the index from the database (after the catalogue tables changed). */
  async reload(): Promise<void> {
    const next = this.load();
    await next;
    this.index = next;
    this.invalidate();
  }

  /** Reads maintenance flags now and applies them. */
  async refreshState(): Promise<void> {
    const run = (async () => {
      const flags = await maintenanceFlags(this.db);
      const index = await this.index;
      if (index.applyMaintenance(new Set(flags.vendors), new Set(flags.games))) this.clearJson();
      this.stateAt = Date.now();
    })();
    this.stateLoading = run;
    try {
      await run;
    } finally {
      this.stateLoading = undefined;
    }
  }

  /** Play counts of a brand (cached 30 s), with a version that changes when the counts do. */
  async playState(brandCode: string): Promise<PlayState> {
    let state = this.plays.get(brandCode);
    const refresh = async (target: PlayState) => {
      const rows = await playCounts(this.db, brandCode);
      const counts = new Map(rows.map((r) => [r.node_id, Number(r.plays)]));
      const same =
        counts.size === target.counts.size && [...counts].every(([id, n]) => target.counts.get(id) === n);
      if (!same) {
        target.counts = counts;
        target.version++;
      }
      target.at = Date.now();
    };
    if (!state) {
      state = { at: 0, counts: new Map(), version: 0 };
      this.plays.set(brandCode, state);
      state.loading = refresh(state).finally(() => {
        state!.loading = undefined;
      });
      await state.loading;
    } else if (state.loading && state.at === 0) {
      await state.loading;
    } else if (Date.now() - state.at > STATE_TTL_MS && !state.loading) {
      const target = state;
      target.loading = refresh(target)
        .catch(() => undefined)
        .finally(() => {
          target.loading = undefined;
        });
    }
    return state;
  }

  /** Forgets cached lists and JSON (after a reload, or when play counts are written by tests). */
  invalidate(): void {
    this.generation++;
    this.cache.clear();
    this.clearJson();
    for (const state of this.plays.values()) state.at = 0;
    this.plays.clear();
  }

  toGame(game: IndexedGame, language: Language, today = dayNumber(Date.now())): GameJson {
    const name = game.names[language];
    return {
      nodeId: game.nodeId,
      gameName: name,
      nodeName: name,
      displayName: game.vendor.names[language],
      gameCode: game.gameCode,
      vassalage: game.vendor.code,
      gameType: game.gameType,
      iconUrl: artUrl(game.gameCode),
      showIcon: artUrl(game.gameCode),
      lagerIcon: largeArtUrl(game.gameCode),
      cardId: game.nodeId % 4,
      isHot: game.isHot ? 1 : 0,
      isGame: game.isGame,
      gameClassify: { key: game.classifyKey, vendors: [game.vendor.code] },
      tags: game.tags,
      releaseDate: game.releaseDate,
      isNew: game.releaseDay > today - NEW_GAME_DAYS,
      demo: game.demo,
      maintenance: game.maintenance || game.vendor.maintenance,
      accountTypeName: game.vendor.code,
    };
  }

  /** The game's JSON in a language, built once per day (isNew moves with the date) and kept. */
  gameJson(game: IndexedGame, language: Language): string {
    const today = dayNumber(Date.now());
    if (today !== this.fragmentDay) {
      this.clearJson();
      this.fragmentDay = today;
    }
    let list = this.fragments.get(language);
    if (!list) {
      list = [];
      this.fragments.set(language, list);
    }
    let json = list[game.doc];
    if (json === undefined) {
      json = JSON.stringify(this.toGame(game, language, today));
      list[game.doc] = json;
    }
    return json;
  }

  private clearJson(): void {
    this.fragments.clear();
    this.bodies.clear();
    this.seenPages.clear();
  }

  /** The envelope of a page of games, built from each game's cached JSON. */
  pageJson(result: Page<IndexedGame>, language: Language): string {
    const games = result.items.map((game) => this.gameJson(game, language)).join(',');
    return `{"success":true,"code":"OK","message":"","value":{"games":[${games}],"pageNum":${result.pageNum},"totalPages":${result.totalPages},"total":${result.total}}}`;
  }

  /**
   * GCSGAME_gameList (ALL, NEW, HOT) as a response body. Bodies of pages asked for more than once are kept
   * (popular searches repeat across players); a page seen once is not, so one-off searches do not churn the cache.
   */
  async listBody(view: BrandView, query: ListQuery): Promise<Buffer | string> {
    const result = await this.list(view, query);
    const key = `${result.key}|${query.language}|${query.pageNo}|${query.pageSize}|${this.fragmentDay}`;
    const cached = this.bodies.get(key);
    if (cached) return cached;
    const body = this.pageJson(result, query.language);
    if (this.seenPages.get(key)) this.bodies.set(key, Buffer.from(body));
    else this.seenPages.set(key, true);
    return body;
  }

  vendorEntry(view: BrandView, vendor: IndexedVendor, category: Category, language: Language) {
    return {
      vassalage: vendor.code,
      displayName: vendor.names[language],
      logos: logoUrls(vendor.code),
      gameCount: view.games(category, vendor.code).length,
      isGame: vendor.isGame,
      maintenance: vendor.maintenance,
      demo: vendor.demo,
    };
  }

  menus(view: BrandView, language: Language) {
    return view.categories.map(({ category, vendors }) => ({
      gameCategory: category,
      page: ALWAYS_PAGE.includes(category) || vendors.length > 1,
      vendors: vendors.map((vendor) => this.vendorEntry(view, vendor, category, language)),
    }));
  }

  lanes(view: BrandView, language: Language) {
    return {
      data: {
        lanes: view.categories.map(({ category, vendors }) => ({
          gameCategory: category,
          vendors: vendors.map((vendor) => this.vendorEntry(view, vendor, category, language)),
        })),
      },
    };
  }

  vendors(view: BrandView, language: Language) {
    const seen = new Set<string>();
    const out: {
      vassalage: string;
      displayName: string;
      logos: Record<LogoState, string>;
      categories: Category[];
      maintenance: boolean;
    }[] = [];
    for (const { vendors } of view.categories) {
      for (const vendor of vendors) {
        if (seen.has(vendor.code)) continue;
        seen.add(vendor.code);
        out.push({
          vassalage: vendor.code,
          displayName: vendor.names[language],
          logos: logoUrls(vendor.code),
          categories: view.categoriesOf(vendor.code),
          maintenance: vendor.maintenance,
        });
      }
    }
    return out;
  }

  vendorGameTypes(view: BrandView, vendor: string) {
    this.requireVendor(view, vendor, 'vassalage');
    return view
      .categoriesOf(vendor)
      .map((category) => ({ gameType: category, count: view.games(category, vendor).length }));
  }

  private requireVendor(view: BrandView, vendor: string, field: string): void {
    if (!view.hasVendor(vendor)) throw new AppError('invalid_request', { field, detail: 'unknown vendor' });
  }

  /** GCSGAME_gameList for the ALL, NEW and HOT filters (answered from memory). */
  async list(view: BrandView, query: ListQuery): Promise<Page<IndexedGame> & { key: string }> {
    const index = await this.catalogue();
    if (query.vendor !== undefined) this.requireVendor(view, query.vendor, 'vassalage');
    const keyword = query.keyword === undefined ? '' : normalizeSearch(query.keyword);
    if (query.keyword !== undefined && !keyword)
      return { ...page([], query.pageNo, query.pageSize), key: 'none' };
    const today = dayNumber(Date.now());
    const plays = query.filter === 'HOT' ? await this.playState(view.brandCode) : undefined;
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
      docs = this.compute(index, view, query, keyword, today, plays?.counts);
      this.cache.set(key, docs);
    }
    const result = page(docs, query.pageNo, query.pageSize);
    return { ...result, items: result.items.map((doc) => index.games[doc]!), key };
  }

  private compute(
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
    return this.search(index, pool, keyword, query.language, view.maskOf(pool));
  }

  private search(
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

  /** FAV and RECENT lists: the account's own rows (indexed reads), filtered and searched in memory. */
  async personalList(
    view: BrandView,
    session: LiveSession,
    query: ListQuery,
    source: 'FAV' | 'RECENT',
  ): Promise<Page<IndexedGame>> {
    const index = await this.catalogue();
    if (query.vendor !== undefined) this.requireVendor(view, query.vendor, 'vassalage');
    const ids =
      source === 'FAV' ? await favoriteIds(this.db, session.id) : await recentIds(this.db, session.id);
    const keyword = query.keyword === undefined ? '' : normalizeSearch(query.keyword);
    if (query.keyword !== undefined && !keyword) return page([], query.pageNo, query.pageSize);
    let docs: Int32Array = Int32Array.from(
      ids
        .map((id) => index.byNodeId.get(id))
        .filter(
          (game): game is IndexedGame =>
            game !== undefined &&
            view.accepts(query.category, game, query.vendor) &&
            (!query.tag || game.tags.includes(query.tag)),
        )
        .map((game) => game.doc),
    );
    if (keyword) docs = this.search(index, docs, keyword, query.language);
    const result = page(docs, query.pageNo, query.pageSize);
    return { ...result, items: result.items.map((doc) => index.games[doc]!) };
  }

  /** The account's favourites or recent games visible in the brand, optionally of one category. */
  async ownGames(
    view: BrandView,
    accountId: bigint,
    source: 'FAV' | 'RECENT',
    category?: Category,
  ): Promise<IndexedGame[]> {
    const index = await this.catalogue();
    const ids =
      source === 'FAV' ? await favoriteIds(this.db, accountId) : await recentIds(this.db, accountId);
    return ids
      .map((id) => index.byNodeId.get(id))
      .filter(
        (game): game is IndexedGame =>
          game !== undefined && (category ? view.accepts(category, game) : view.isVisible(game)),
      );
  }

  /** Twelve hot games: most played in the brand first, then the catalogue's hot games by popularity. */
  async hotGames(view: BrandView): Promise<IndexedGame[]> {
    const index = await this.catalogue();
    const plays = await this.playState(view.brandCode);
    const eligible = (game: IndexedGame) =>
      game.isGame === 'GAME' && HOT_TYPES.has(game.gameType) && view.isVisible(game);
    const out: IndexedGame[] = [];
    const taken = new Set<number>();
    for (const [nodeId] of [...plays.counts].sort((a, b) => b[1] - a[1])) {
      const game = index.byNodeId.get(nodeId);
      if (game && eligible(game) && !taken.has(game.doc)) {
        out.push(game);
        taken.add(game.doc);
      }
      if (out.length === HOT_LIST_SIZE) return out;
    }
    for (const game of index.games) {
      if (!game.isHot) break;
      if (eligible(game) && !taken.has(game.doc)) out.push(game);
      if (out.length === HOT_LIST_SIZE) break;
    }
    return out;
  }

  /** A visible game of the brand, or game_not_found. */
  async requireGame(view: BrandView, nodeId: number): Promise<IndexedGame> {
    const index = await this.catalogue();
    const game = index.byNodeId.get(nodeId);
    if (!game || !view.isVisible(game)) throw new AppError('game_not_found');
    return game;
  }

  /** PVP rooms of a vendor's games: tiers with bet limits in the brand currency; players only from real play. */
  async rooms(view: BrandView, brand: Brand, vendor: string, language: Language, nodeId?: number) {
    const index = await this.catalogue();
    this.requireVendor(view, vendor, 'vassalage');
    const unit = BET_UNIT[brand.config.currency.code] ?? 1;
    const { minorUnits } = brand.config.currency;
    const money = (units: number) =>
      formatAmount(BigInt(units * unit) * 10n ** BigInt(minorUnits), minorUnits);
    const out: {
      roomId: string;
      nodeId: number;
      name: string;
      minBet: string;
      maxBet: string;
      players: number;
    }[] = [];
    for (const doc of view.games('PVP', vendor)) {
      const game = index.games[doc]!;
      if (nodeId !== undefined && game.nodeId !== nodeId) continue;
      for (const room of game.rooms ?? []) {
        const tier = ROOM_TIERS[room.tier - 1];
        out.push({
          roomId: `${game.nodeId}-${room.tier}`,
          nodeId: game.nodeId,
          name: `${game.names[language]} · ${tier ? nameIn(tier.names, language) : room.tier}`,
          minBet: money(room.minUnits),
          maxBet: money(room.maxUnits),
          players: 0,
        });
      }
    }
    return out;
  }

  /** The winner board: the brand's latest real wins, masked names, amounts in the brand currency. */
  async rankList(
    view: BrandView,
    brand: Brand,
    language: Language,
    category: Category | 'ALL',
    limit: number,
  ) {
    const index = await this.catalogue();
    const types = category === 'ALL' ? undefined : [categoryGameType(category)];
    const rows = await latestWins(this.db, view.brandCode, Math.min(limit * 3, 150), types);
    const list: {
      customerName: string;
      winAmount: string;
      gameName: string;
      iconUrl: string;
      /** A jackpot win (the pool paid out, docs/jackpot.md). */
      jackpot: boolean;
    }[] = [];
    for (const row of rows) {
      const game = index.byNodeId.get(row.node_id);
      if (!game || !(category === 'ALL' ? view.isVisible(game) : view.accepts(category, game))) continue;
      list.push({
        customerName: maskName(row.username),
        winAmount: formatAmount(row.amount, brand.config.currency.minorUnits),
        gameName: game.names[language],
        iconUrl: artUrl(game.gameCode),
        jackpot: row.jackpot,
      });
      if (list.length === limit) break;
    }
    return { list };
  }

  /**
   * launchGame: a visible game; not under maintenance (fresh from the database); real play needs an account and a
   * trial account's launch is always demo play (on its demo credits); demo play needs a game that offers it; the vendor must be connected (a launcher registered), otherwise
   * game_unavailable. A launch with a session is recorded in the account's recent list.
   */
  async launch(input: {
    brand: Brand;
    view: BrandView;
    nodeId: number;
    demo: boolean;
    language: Language;
    session: LiveSession | null;
    ip: string;
  }): Promise<LaunchResult> {
    const game = await this.requireGame(input.view, input.nodeId);
    if (game.isGame === 'VASSALAGE')
      throw new AppError('invalid_request', { field: 'nodeId', detail: 'a vendor card opens its game list' });
    const flags = await launchFlags(this.db, game.nodeId);
    if (!flags || flags.game || flags.vendor) throw new AppError('game_maintenance');
    const { session } = input;
    // A trial account has demo play only (spec §6): its launch is a demo launch, on its own demo credits; a game
    // without a demo mode needs a real account.
    const trial = session !== null && playModeOf(session.type) === 'demo';
    const demo = input.demo || trial;
    if (demo && !game.demo) {
      if (!session) throw new AppError('unauthorized');
      throw new AppError(trial ? 'in_need_true_account' : 'demo_unavailable');
    }
    if (!demo && !session) throw new AppError('unauthorized');
    const launcher = this.launchers.get(game.vendor.code);
    if (!launcher) throw new AppError('game_unavailable');
    const result = await launcher.launch({
      brand: input.brand,
      game,
      player: session ? { accountId: session.id, username: session.username, type: session.type } : null,
      demo,
      language: input.language,
      ip: input.ip,
    });
    if (session) await recordRecent(this.db, session.id, game.nodeId);
    return result;
  }
}
