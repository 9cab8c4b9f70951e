import type { Kysely } from 'kysely';
import type { Brand, Category } from '@/core/brand';
import type { Language } from '@/core/languages';
import type { Database } from '@/server/db/database';
import type { LiveSession } from '@/server/domains/identity';
import { AppError } from '@/server/errors';
import { type BrandView, CatalogueIndex, type IndexedGame } from './catalogue-index';
import { type OwnSource, ownGames, personalList } from './favourites';
import { type GameJson, GameJsonCache, toGame } from './game-json';
import { type GameFilter, GameListCache, type ListQuery, type Page } from './game-lists';
import { loadCatalogueRows, maintenanceFlags } from './games.repository';
import { hotGames } from './hot-games';
import { type LaunchInput, launchGame } from './launch';
import { LauncherRegistry, type LaunchResult } from './launchers';
import { lotteryNames } from './lottery-names';
import { LOGO_STATES, lanes, menus, vendorGameTypes, vendors } from './menus';
import { type PlayState, PlayStates, STATE_TTL_MS } from './play-state';
import { rooms } from './rooms';
import { rankList } from './winners';

export { FILTERS } from './game-lists';
export type { GameFilter, GameJson };
export { LOGO_STATES };

/**
 * The games module's state: the read index (with maintenance flags refreshed from the database at most every
 * 30 s), the list cache (game-lists.ts), the game JSON and page bodies (game-json.ts), the play counts
 * (play-state.ts) and the connected-vendor registry; the answers themselves are built by menus.ts,
 * favourites.ts, hot-games.ts, rooms.ts, winners.ts and launch.ts.
 */
export class GamesService {
  readonly launchers = new LauncherRegistry();
  /** The read index once its load has started (warm() after the server listens, or the first use before that). */
  private loading: Promise<CatalogueIndex> | undefined;
  private readonly lists = new GameListCache();
  private readonly json = new GameJsonCache();
  private readonly plays: PlayStates;
  private stateAt = Date.now();
  private stateLoading: Promise<void> | undefined;

  constructor(private readonly db: Kysely<Database>) {
    this.plays = new PlayStates(db);
  }

  /**
   * The read index, loaded on first use: building it (every game's names in every language) is work no first
   * request of a cold start needs, so the server starts it once it listens (warm()); a request that needs it before
   * waits for it.
   */
  private get index(): Promise<CatalogueIndex> {
    if (!this.loading) {
      this.loading = this.load();
      this.loading.catch(() => undefined);
    }
    return this.loading;
  }

  /** Starts loading the read index if nothing has asked for it yet. */
  warm(): void {
    void this.index;
  }

  private async load(): Promise<CatalogueIndex> {
    this.stateAt = Date.now();
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
    this.loading = next;
    this.invalidate();
  }

  /** Reads maintenance flags now and applies them. */
  async refreshState(): Promise<void> {
    const run = (async () => {
      const flags = await maintenanceFlags(this.db);
      const index = await this.index;
      if (index.applyMaintenance(new Set(flags.vendors), new Set(flags.games))) this.json.clear();
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
  playState(brandCode: string): Promise<PlayState> {
    return this.plays.of(brandCode);
  }

  /** Forgets cached lists and JSON (after a reload, or when play counts are written by tests). */
  invalidate(): void {
    this.lists.clear();
    this.json.clear();
    this.plays.clear();
  }

  toGame(game: IndexedGame, language: Language, today?: number): GameJson {
    return toGame(game, language, today);
  }

  /** The game's JSON in a language, built once per day (isNew moves with the date) and kept. */
  gameJson(game: IndexedGame, language: Language): string {
    return this.json.gameJson(game, language);
  }

  /** The envelope of a page of games, built from each game's cached JSON. */
  pageJson(result: Page<IndexedGame>, language: Language, downVendors: readonly string[] = []): string {
    return this.json.pageJson(result, language, downVendors);
  }

  /** GCSGAME_gameList (ALL, NEW, HOT) as a response body (kept when the page is asked for again). */
  async listBody(view: BrandView, query: ListQuery): Promise<Buffer | string> {
    return this.json.listBody(await this.list(view, query), query, view.downVendors);
  }

  menus(view: BrandView, language: Language) {
    return menus(view, language);
  }

  lanes(view: BrandView, language: Language) {
    return lanes(view, language);
  }

  vendors(view: BrandView, language: Language) {
    return vendors(view, language);
  }

  vendorGameTypes(view: BrandView, vendor: string) {
    return vendorGameTypes(view, vendor);
  }

  /** GCSGAME_gameList for the ALL, NEW and HOT filters (answered from memory). */
  async list(view: BrandView, query: ListQuery): Promise<Page<IndexedGame> & { key: string }> {
    const index = await this.catalogue();
    return this.lists.list(index, view, query, (brandCode) => this.plays.of(brandCode));
  }

  /** FAV and RECENT lists: the account's own rows (indexed reads), filtered and searched in memory. */
  async personalList(
    view: BrandView,
    session: LiveSession,
    query: ListQuery,
    source: OwnSource,
  ): Promise<Page<IndexedGame>> {
    return personalList(this.db, await this.catalogue(), view, session.id, query, source);
  }

  /** The account's favourites or recent games visible in the brand, optionally of one category. */
  async ownGames(
    view: BrandView,
    accountId: bigint,
    source: OwnSource,
    category?: Category,
  ): Promise<IndexedGame[]> {
    return ownGames(this.db, await this.catalogue(), view, accountId, source, category);
  }

  /** Twelve hot games: most played in the brand first, then the catalogue's hot games by popularity. */
  async hotGames(view: BrandView): Promise<IndexedGame[]> {
    const index = await this.catalogue();
    return hotGames(index, view, await this.plays.of(view.brandCode));
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
    return rooms(await this.catalogue(), view, brand, vendor, language, nodeId);
  }

  /** The winner board: the brand's latest real wins, masked names, amounts in the brand currency. */
  async rankList(
    view: BrandView,
    brand: Brand,
    language: Language,
    category: Category | 'ALL',
    limit: number,
  ) {
    return rankList(this.db, await this.catalogue(), view, brand, language, category, limit);
  }

  /** launchGame (launch.ts): a visible game of the brand, launched by its connected vendor. */
  async launch(input: LaunchInput & { view: BrandView }): Promise<LaunchResult> {
    const game = await this.requireGame(input.view, input.nodeId);
    return launchGame(this.db, this.launchers, game, input);
  }
}
