/**
 * The in-memory read index of the catalogue, built from the database at start. The catalogue is immutable
 * product data, so list, filter and search requests are answered from here without a database round trip;
 * only per-account lists (favourites, recent) and play counts are read from the database.
 *
 * Games are numbered 0..n-1 ("doc") in the default list order: hot first, then by catalogue popularity, then
 * by node id. Any list filtered out of that order is therefore already sorted for the ALL filter.
 */
import type { BrandConfig, Category } from '@/core/brand';
import { LANGUAGES, type Language } from '@/core/languages';
import { normalizeSearch } from '@/core/search-text';
import type { AllNames, GameKind, GameTag, GameType, RoomTier } from './catalogue-data';
import type { GameNameRow, GameRow, VendorRow } from './games.repository';
import { nameOrder, type SearchDocs, TrigramIndex } from './search';

export interface IndexedVendor {
  code: string;
  ordinal: number;
  names: AllNames;
  /** normalizeSearch of the display name per language. */
  search: AllNames;
  categories: Category[];
  isGame: GameKind;
  demo: boolean;
  maintenance: boolean;
  hue: number;
}

export interface IndexedGame {
  doc: number;
  nodeId: number;
  gameCode: string;
  vendor: IndexedVendor;
  gameType: GameType;
  isGame: GameKind;
  tags: GameTag[];
  releaseDate: string;
  /** Days since 1970-01-01 (UTC) of the release date. */
  releaseDay: number;
  isHot: boolean;
  popularity: number;
  demo: boolean;
  maintenance: boolean;
  artSeed: number;
  classifyKey: Category;
  rooms: RoomTier[] | null;
  names: AllNames;
  /** The English title the catalogue stores the game under (what identifies a lottery game's schedule). */
  title: string;
}

const DAY_MS = 86_400_000;
export const dayNumber = (ms: number) => Math.floor(ms / DAY_MS);

/** The primary game type of a menu category's games (BGS and JACKPOT list RNG games). */
export function categoryGameType(category: Category): GameType {
  return category === 'BGS' || category === 'JACKPOT' ? 'RNG' : category;
}

/** Does a game belong to a category (ignoring which vendors the brand lists)? */
export function inCategory(game: IndexedGame, category: Category): boolean {
  if (game.gameType !== categoryGameType(category)) return false;
  return category !== 'JACKPOT' || game.tags.includes('jackpot');
}

export class CatalogueIndex {
  readonly games: IndexedGame[];
  readonly vendors: Map<string, IndexedVendor>;
  readonly byNodeId = new Map<number, IndexedGame>();
  readonly byCode = new Map<string, IndexedGame>();
  /** Normalised names per language, by doc. */
  private readonly searchText = new Map<Language, string[]>();
  private readonly searchDocs = new Map<Language, SearchDocs>();
  private readonly views = new WeakMap<BrandConfig, BrandView>();

  /**
   * `rename` gives a game's names in every language in place of the stored ones (the lottery games, named from the
   * translations: games/lottery-names.ts), from its vendor and English title.
   */
  constructor(
    vendorRows: VendorRow[],
    gameRows: GameRow[],
    nameRows: GameNameRow[],
    rename: (vendor: string, title: string) => AllNames | undefined = () => undefined,
  ) {
    this.vendors = new Map(
      vendorRows.map((row) => {
        const given = row.names as Partial<AllNames> & { en: string };
        const names = Object.fromEntries(LANGUAGES.map((l) => [l, given[l] ?? given.en])) as AllNames;
        const search = Object.fromEntries(
          LANGUAGES.map((l) => [l, normalizeSearch(names[l] ?? names.en)]),
        ) as AllNames;
        return [
          row.code,
          {
            code: row.code,
            ordinal: row.ordinal,
            names,
            search,
            categories: row.categories as Category[],
            isGame: row.is_game,
            demo: row.demo,
            maintenance: row.maintenance,
            hue: row.hue,
          },
        ];
      }),
    );
    const names = new Map<number, Partial<AllNames>>();
    const search = new Map<number, Partial<AllNames>>();
    for (const row of nameRows) {
      const language = row.language as Language;
      let entry = names.get(row.node_id);
      if (!entry) {
        entry = {};
        names.set(row.node_id, entry);
        search.set(row.node_id, {});
      }
      entry[language] = row.name;
      search.get(row.node_id)![language] = row.search;
    }
    const sorted = [...gameRows].sort(
      (a, b) => Number(b.is_hot) - Number(a.is_hot) || b.popularity - a.popularity || a.node_id - b.node_id,
    );
    this.games = [];
    for (const row of sorted) {
      const vendor = this.vendors.get(row.vendor_code);
      const own = names.get(row.node_id);
      if (!vendor || !own?.en) continue;
      const renamed = rename(row.vendor_code, own.en);
      // A renamed game is searched by its names as shown.
      if (renamed) search.delete(row.node_id);
      const full = renamed ?? (Object.fromEntries(LANGUAGES.map((l) => [l, own[l] ?? own.en])) as AllNames);
      const game: IndexedGame = {
        doc: this.games.length,
        nodeId: row.node_id,
        gameCode: row.game_code,
        vendor,
        gameType: row.game_type as GameType,
        isGame: row.is_game,
        tags: row.tags as GameTag[],
        releaseDate: row.release_date,
        releaseDay: dayNumber(Date.parse(`${row.release_date}T00:00:00Z`)),
        isHot: row.is_hot,
        popularity: row.popularity,
        demo: row.demo,
        maintenance: row.maintenance,
        artSeed: Number(row.art_seed),
        classifyKey: row.classify_key as Category,
        rooms: row.rooms,
        names: full,
        title: own.en,
      };
      this.games.push(game);
      this.byNodeId.set(game.nodeId, game);
      this.byCode.set(game.gameCode, game);
    }
    const own = (doc: number) => search.get(this.games[doc]!.nodeId) ?? {};
    for (const language of LANGUAGES) {
      this.searchText.set(
        language,
        this.games.map((game) => own(game.doc)[language] ?? normalizeSearch(game.names[language])),
      );
    }
  }

  get size(): number {
    return this.games.length;
  }

  /** Everything searchPool needs for one language (built on first use: name order and trigram postings). */
  searchFor(language: Language): SearchDocs {
    let docs = this.searchDocs.get(language);
    if (!docs) {
      const primary = this.searchText.get(language)!;
      const secondary = language === 'en' ? null : this.searchText.get('en')!;
      const { nameRank, byNameRank } = nameOrder(primary);
      const trigrams = new TrigramIndex(this.games.length, (doc) =>
        secondary ? [primary[doc]!, secondary[doc]!] : [primary[doc]!],
      );
      docs = {
        primary,
        secondary,
        nameRank,
        byNameRank,
        trigrams,
        hot: (doc) => this.games[doc]!.isHot,
        vendorMatches: () => false,
      };
      this.searchDocs.set(language, docs);
    }
    return docs;
  }

  /** The brand's view of the catalogue (memoised per brand configuration). */
  view(config: BrandConfig): BrandView {
    let view = this.views.get(config);
    if (!view) {
      view = new BrandView(this, config);
      this.views.set(config, view);
    }
    return view;
  }

  /** Applies fresh maintenance flags; true when anything changed. */
  applyMaintenance(vendors: Set<string>, games: Set<number>): boolean {
    let changed = false;
    for (const vendor of this.vendors.values()) {
      const next = vendors.has(vendor.code);
      if (vendor.maintenance !== next) {
        vendor.maintenance = next;
        changed = true;
      }
    }
    for (const game of this.games) {
      const next = games.has(game.nodeId);
      if (game.maintenance !== next) {
        game.maintenance = next;
        changed = true;
      }
    }
    return changed;
  }
}

/**
 * What one brand sees: only vendors its vendorSorting lists (a vendor it does not list does not exist for it),
 * per category in the brand's order.
 */
export class BrandView {
  /** Categories with at least one catalogue vendor serving them, in the brand's order. */
  readonly categories: { category: Category; vendors: IndexedVendor[] }[] = [];
  private readonly vendorCodes = new Set<string>();
  private readonly visible: Uint8Array;
  private readonly lists = new Map<string, Int32Array>();
  private readonly masks = new WeakMap<Int32Array, Uint8Array>();
  private readonly owned = new WeakSet<Int32Array>();

  /** Vendors the brand has under maintenance (brand.json vendorMaintenance or a back-office switch). */
  get downVendors(): readonly string[] {
    return this.config.vendorMaintenance ?? [];
  }

  vendorDown(code: string): boolean {
    return this.downVendors.includes(code);
  }

  constructor(
    private readonly index: CatalogueIndex,
    private readonly config: BrandConfig,
  ) {
    for (const [category, codes] of Object.entries(config.vendorSorting) as [Category, string[]][]) {
      const vendors = codes
        .map((code) => index.vendors.get(code))
        .filter((v): v is IndexedVendor => v?.categories.includes(category) === true);
      if (vendors.length === 0) continue;
      this.categories.push({ category, vendors });
      for (const vendor of vendors) this.vendorCodes.add(vendor.code);
    }
    this.visible = new Uint8Array(index.size);
    for (const game of index.games) {
      if (
        this.categories.some(
          ({ category }) => this.allows(category, game.vendor.code) && inCategory(game, category),
        )
      )
        this.visible[game.doc] = 1;
    }
  }

  hasVendor(code: string): boolean {
    return this.vendorCodes.has(code);
  }

  vendorsOf(category: Category): IndexedVendor[] {
    return this.categories.find((c) => c.category === category)?.vendors ?? [];
  }

  /** Categories of the brand a vendor is listed under. */
  categoriesOf(code: string): Category[] {
    return this.categories.filter((c) => c.vendors.some((v) => v.code === code)).map((c) => c.category);
  }

  /** May a list of this category show the vendor's games? RNG also takes the BGS vendors (BGS opens RNG). */
  allows(category: Category, vendor: string): boolean {
    if (this.vendorsOf(category).some((v) => v.code === vendor)) return true;
    return category === 'RNG' && this.vendorsOf('BGS').some((v) => v.code === vendor);
  }

  isVisible(game: IndexedGame): boolean {
    return this.visible[game.doc] === 1;
  }

  /** Does a game belong to a category list of this brand (optionally of one vendor)? */
  accepts(category: Category, game: IndexedGame, vendor?: string): boolean {
    if (vendor !== undefined && game.vendor.code !== vendor) return false;
    return this.allows(category, game.vendor.code) && inCategory(game, category);
  }

  /** The playable games (not vendor cards) of a category, optionally of one vendor, in default order. */
  games(category: Category, vendor?: string): Int32Array {
    return this.list(`g|${category}|${vendor ?? ''}`, category, (game) => {
      if (game.isGame !== 'GAME') return false;
      if (vendor !== undefined) return game.vendor.code === vendor && this.accepts(category, game);
      return this.vendorsOf(category).some((v) => v.code === game.vendor.code) && inCategory(game, category);
    });
  }

  /** Cards of the category's VASSALAGE vendors (each opens that vendor's popup game list). */
  cards(category: Category): Int32Array {
    return this.list(`c|${category}`, category, (game) => {
      if (game.isGame !== 'VASSALAGE') return false;
      return this.vendorsOf(category).some((v) => v.code === game.vendor.code) && inCategory(game, category);
    });
  }

  /** What a keyword searches in a category without a vendor: its games and its vendor cards. */
  searchable(category: Category): Int32Array {
    return this.list(
      `s|${category}`,
      category,
      (game) =>
        this.vendorsOf(category).some((v) => v.code === game.vendor.code) && inCategory(game, category),
    );
  }

  /** Membership mask (1 = in the list) of one of this view's lists, for candidate-driven search. */
  maskOf(list: Int32Array): Uint8Array | undefined {
    if (!this.owned.has(list)) return undefined;
    let mask = this.masks.get(list);
    if (!mask) {
      mask = new Uint8Array(this.index.size);
      for (const doc of list) mask[doc] = 1;
      this.masks.set(list, mask);
    }
    return mask;
  }

  /** The ALL list of a category page without a vendor: VASSALAGE vendors are represented by their cards. */
  browse(category: Category): Int32Array {
    return this.list(`b|${category}`, category, (game) => {
      if (!this.vendorsOf(category).some((v) => v.code === game.vendor.code) || !inCategory(game, category))
        return false;
      return game.isGame === 'VASSALAGE' || game.vendor.isGame !== 'VASSALAGE';
    });
  }

  private list(key: string, category: Category, keep: (game: IndexedGame) => boolean): Int32Array {
    let list = this.lists.get(key);
    if (!list) {
      const docs: number[] = [];
      for (const game of this.index.games) if (keep(game)) docs.push(game.doc);
      // Vendor cards first, in the brand's vendor order: they stand for whole vendors.
      const order = this.vendorsOf(category).map((v) => v.code);
      const cardRank = (doc: number) => {
        const game = this.index.games[doc]!;
        return game.isGame === 'VASSALAGE' ? order.indexOf(game.vendor.code) : order.length;
      };
      docs.sort((a, b) => cardRank(a) - cardRank(b) || a - b);
      list = Int32Array.from(docs);
      this.lists.set(key, list);
      this.owned.add(list);
    }
    return list;
  }

  get brandCode(): string {
    return this.config.code;
  }
}
