/**
 * The game catalogue generator: a pure, deterministic function of a seed (and of the date release dates are
 * counted back from). It produces ~10,000 games across the vendors of catalogue-vendors.ts with names in every
 * interface language. The server loads its output into the database on first start (catalogue-loader.ts);
 * `npm run catalogue:generate` prints a summary of it.
 */
import type { Category } from '@/core/brand';
import type { GameKind, GameTag, GameType, Names, RoomTier } from './catalogue-data';
import { type Draft, drafts, HISTORY_DAYS } from './catalogue-drafts';
import { NameBook, qualify } from './catalogue-names';
import { IN_HOUSE_GAMES, IN_HOUSE_VENDOR, VENDORS } from './catalogue-vendors';
import { VENDOR_CARD_NAME } from './catalogue-words';

export const DEFAULT_CATALOGUE_SEED = 'marquee';
/** Games released within this many days (inclusive of today) are NEW. */
export const NEW_GAME_DAYS = 30;

export interface VendorRecord {
  code: string;
  ordinal: number;
  names: Names;
  categories: Category[];
  isGame: GameKind;
  demo: boolean;
  hue: number;
}

export interface GameRecord {
  nodeId: number;
  gameCode: string;
  vendor: string;
  gameType: GameType;
  isGame: GameKind;
  names: Names;
  tags: GameTag[];
  /** YYYY-MM-DD (UTC). */
  releaseDate: string;
  isHot: boolean;
  /** 0–9999: the catalogue's own popularity, used to order lists before real play counts exist. */
  popularity: number;
  demo: boolean;
  /** Seed of the generated card art. */
  artSeed: number;
  /** Menu category the game is filed under (gameClassify.key): BGS for the BGS vendor, else its type. */
  classifyKey: Category;
  /** PVP games only: the room tiers. */
  rooms: RoomTier[] | null;
}

export interface Catalogue {
  seed: string;
  asOf: string;
  vendors: VendorRecord[];
  games: GameRecord[];
}

/** FNV-1a, 32 bits: seeds from strings. */
export function hashString(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** mulberry32: a small, fast seeded PRNG with uniform output in [0, 1). */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

function daysBefore(asOf: string, days: number): string {
  return isoDate(new Date(Date.parse(`${asOf}T00:00:00Z`) - days * 86_400_000));
}

/** Generates the whole catalogue. The same seed and asOf always give the same catalogue. */
export function generateCatalogue(options: { seed?: string; asOf?: string } = {}): Catalogue {
  const seed = options.seed ?? DEFAULT_CATALOGUE_SEED;
  const asOf = options.asOf ?? isoDate(new Date());
  if (!/^\d{4}-\d{2}-\d{2}$/.test(asOf) || Number.isNaN(Date.parse(asOf)))
    throw new Error(`asOf must be a date YYYY-MM-DD, not ${JSON.stringify(asOf)}`);
  const book = new NameBook();
  for (const game of IN_HOUSE_GAMES) book.unique(() => game.names);
  const games: GameRecord[] = [];
  const vendors: VendorRecord[] = [];

  for (const vendor of VENDORS) {
    const random = seededRandom(hashString(`${seed}:${vendor.code}`));
    const list: Draft[] = [];
    if (vendor.isGame === 'VASSALAGE') {
      const gameType = Object.keys(vendor.offer)[0] as GameType;
      list.push({
        gameType,
        names: book.unique(() => qualify(VENDOR_CARD_NAME, vendor.names)),
        tags: [],
        demo: false,
        hotShare: 0,
        isGame: 'VASSALAGE',
        gameCode: `${vendor.code}_LOBBY`,
        daysAgo: HISTORY_DAYS,
      });
    }
    if (vendor.code === IN_HOUSE_VENDOR) {
      IN_HOUSE_GAMES.forEach((game, index) => {
        list.push({
          gameType: game.gameType,
          names: game.names,
          tags: game.tags,
          demo: true,
          hotShare: 1,
          gameCode: game.code,
          daysAgo: 2 + (index % 3) * 2,
        });
      });
    }
    for (const [gameType, count] of Object.entries(vendor.offer) as [GameType, number][]) {
      list.push(...drafts(vendor, gameType, count, random, book));
    }

    const sequenceStart = vendor.isGame === 'VASSALAGE' ? 0 : 1;
    list.forEach((draft, index) => {
      const sequence = sequenceStart + index;
      const gameCode = draft.gameCode ?? `${vendor.code}_${String(sequence).padStart(4, '0')}`;
      const daysAgo =
        draft.daysAgo ??
        (random() < 0.012
          ? Math.floor(random() * NEW_GAME_DAYS)
          : NEW_GAME_DAYS + Math.floor(random() * (HISTORY_DAYS - NEW_GAME_DAYS)));
      const isHot = random() < draft.hotShare;
      const popularity = isHot ? 5000 + Math.floor(random() * 5000) : Math.floor(random() ** 2 * 5000);
      games.push({
        nodeId: vendor.ordinal * 10_000 + sequence,
        gameCode,
        vendor: vendor.code,
        gameType: draft.gameType,
        isGame: draft.isGame ?? 'GAME',
        names: draft.names,
        tags: draft.tags,
        releaseDate: daysBefore(asOf, daysAgo),
        isHot,
        popularity,
        demo: draft.demo,
        artSeed: hashString(`${seed}:${gameCode}`),
        classifyKey: vendor.categories.includes('BGS') ? 'BGS' : draft.gameType,
        rooms: draft.rooms ?? null,
      });
    });
    vendors.push({
      code: vendor.code,
      ordinal: vendor.ordinal,
      names: vendor.names,
      categories: vendor.categories,
      isGame: vendor.isGame,
      demo: list.some((draft) => draft.demo),
      hue: vendor.hue,
    });
  }
  return { seed, asOf, vendors, games };
}

export interface CatalogueSummary {
  seed: string;
  asOf: string;
  vendors: number;
  games: number;
  byType: Record<string, number>;
  byVendor: Record<string, number>;
  tags: Record<GameTag, number>;
  hot: number;
  demo: number;
  newGames: number;
}

export function summarizeCatalogue(catalogue: Catalogue): CatalogueSummary {
  const count = (map: Record<string, number>, key: string) => {
    map[key] = (map[key] ?? 0) + 1;
  };
  const byType: Record<string, number> = {};
  const byVendor: Record<string, number> = {};
  const tags: Record<GameTag, number> = { jackpot: 0, table: 0, arcade: 0, bingo: 0 };
  const newSince = daysBefore(catalogue.asOf, NEW_GAME_DAYS - 1);
  let hot = 0;
  let demo = 0;
  let newGames = 0;
  for (const game of catalogue.games) {
    count(byType, game.gameType);
    count(byVendor, game.vendor);
    for (const tag of game.tags) tags[tag]++;
    if (game.isHot) hot++;
    if (game.demo) demo++;
    if (game.releaseDate >= newSince) newGames++;
  }
  return {
    seed: catalogue.seed,
    asOf: catalogue.asOf,
    vendors: catalogue.vendors.length,
    games: catalogue.games.length,
    byType,
    byVendor,
    tags,
    hot,
    demo,
    newGames,
  };
}
