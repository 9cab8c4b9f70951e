/**
 * The game catalogue generator: a pure, deterministic function of a seed (and of the date release dates are
 * counted back from). It produces ~10,000 games across the vendors of catalogue-data.ts with names in every
 * interface language. The server loads its output into the database on first start (catalogue-loader.ts);
 * `npm run catalogue:generate` prints a summary of it.
 */
import type { Category } from '../../../core/brand';
import {
  ADJECTIVES,
  ARCADE_NOUNS,
  BINGO_NOUNS,
  FISH_NOUNS,
  type GameKind,
  type GameTag,
  type GameType,
  IN_HOUSE_GAMES,
  IN_HOUSE_VENDOR,
  JACKPOT_SUFFIXES,
  LOTTERY_GAMES,
  NAME_LANGUAGES,
  type NameLanguage,
  type Names,
  NOUNS,
  PVP_GAMES,
  PVP_MODIFIERS,
  ROOM_TIERS,
  SUFFIXES,
  TABLE_GAMES,
  TABLE_MODIFIERS,
  TABLE_SUFFIXES,
  VENDOR_CARD_NAME,
  VENDORS,
  type VendorDef,
  VN_LOTTERIES,
} from './catalogue-data';

export const DEFAULT_CATALOGUE_SEED = 'marquee';
/** Games released within this many days (inclusive of today) are NEW. */
export const NEW_GAME_DAYS = 30;
const HISTORY_DAYS = 3 * 365;

export interface RoomTier {
  tier: number;
  /** Bet limits in bet units; the currency's bet unit turns them into money (games.service.ts). */
  minUnits: number;
  maxUnits: number;
}

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

type Random = () => number;
const pick = <T>(random: Random, items: readonly T[]): T => items[Math.floor(random() * items.length)]!;

function mapNames(make: (language: NameLanguage) => string): Names {
  return Object.fromEntries(NAME_LANGUAGES.map((language) => [language, make(language)])) as Names;
}

/** A "*" template filled with a word, per language. */
const qualify = (template: Names, word: Names) => mapNames((l) => template[l].replace('*', word[l]));

/** "Dragon Treasure": the second noun qualified by the first, in each language's order. */
function compound(first: Names, second: Names): Names {
  return {
    en: `${first.en} ${second.en}`,
    ty: `${second.ty} ng ${first.ty}`,
    vi: `${second.vi} ${first.vi}`,
    cn: `${first.cn}之${second.cn}`,
    th: `${second.th}${first.th}`,
  };
}

function withSuffix(name: Names, suffix: Names): Names {
  return mapNames((l) => {
    const tail = suffix[l];
    if (!tail) return name[l];
    if (l === 'cn' && !/^[\x20-\x7e]+$/.test(tail)) return `${name[l]}${tail}`;
    return `${name[l]} ${tail}`;
  });
}

const numbered = (name: Names, number: number) => mapNames((l) => `${name[l]} ${number}`);

function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

function daysBefore(asOf: string, days: number): string {
  return isoDate(new Date(Date.parse(`${asOf}T00:00:00Z`) - days * 86_400_000));
}

/** Names already given (English, case-insensitive): every game name is unique in the catalogue. */
class NameBook {
  private readonly taken = new Set<string>();

  /** Draws names until one is free; after many tries, numbers the last draw. */
  unique(make: () => Names): Names {
    let names = make();
    for (let attempt = 0; this.taken.has(names.en.toLowerCase()); attempt++) {
      names = attempt < 60 ? make() : numbered(names, attempt - 58);
    }
    this.taken.add(names.en.toLowerCase());
    return names;
  }
}

function slotName(random: Random, jackpot: boolean): Names {
  const base =
    random() < 0.6
      ? qualify(pick(random, ADJECTIVES), pick(random, NOUNS))
      : (() => {
          const first = pick(random, NOUNS);
          let second = pick(random, NOUNS);
          while (second === first) second = pick(random, NOUNS);
          return compound(first, second);
        })();
  return withSuffix(base, pick(random, jackpot ? JACKPOT_SUFFIXES : SUFFIXES));
}

function themedName(random: Random, nouns: readonly Names[]): Names {
  const noun = pick(random, nouns);
  const base =
    random() < 0.55 ? qualify(pick(random, ADJECTIVES), noun) : compound(pick(random, NOUNS), noun);
  return random() < 0.2 ? withSuffix(base, pick(random, SUFFIXES.slice(5, 12))) : base;
}

const tableName = (random: Random) =>
  withSuffix(qualify(pick(random, TABLE_MODIFIERS), pick(random, TABLE_GAMES)), pick(random, TABLE_SUFFIXES));

interface Draft {
  gameType: GameType;
  names: Names;
  tags: GameTag[];
  demo: boolean;
  hotShare: number;
  isGame?: GameKind;
  gameCode?: string;
  daysAgo?: number;
  rooms?: RoomTier[];
}

/** The drafts of one vendor and game type, in catalogue order. */
function drafts(
  vendor: VendorDef,
  gameType: GameType,
  count: number,
  random: Random,
  book: NameBook,
): Draft[] {
  const out: Draft[] = [];
  const demo = () => random() < vendor.demoShare;
  for (let i = 0; i < count; i++) {
    switch (gameType) {
      case 'RNG': {
        const roll = random();
        if (roll < 0.03) {
          out.push({
            gameType,
            names: book.unique(() => tableName(random)),
            tags: ['table'],
            demo: demo(),
            hotShare: 0.04,
          });
        } else if (roll < 0.055) {
          out.push({
            gameType,
            names: book.unique(() => themedName(random, BINGO_NOUNS)),
            tags: ['bingo'],
            demo: demo(),
            hotShare: 0.04,
          });
        } else if (roll < 0.095) {
          out.push({
            gameType,
            names: book.unique(() => themedName(random, ARCADE_NOUNS)),
            tags: ['arcade'],
            demo: demo(),
            hotShare: 0.05,
          });
        } else {
          const jackpot = random() < vendor.jackpotShare;
          out.push({
            gameType,
            names: book.unique(() => slotName(random, jackpot)),
            tags: jackpot ? ['jackpot'] : [],
            demo: demo(),
            hotShare: 0.06,
          });
        }
        break;
      }
      case 'FISH':
        out.push({
          gameType,
          names: book.unique(() => themedName(random, FISH_NOUNS)),
          tags: [],
          demo: demo(),
          hotShare: 0.2,
        });
        break;
      case 'ARCADE':
        out.push({
          gameType,
          names: book.unique(() => themedName(random, ARCADE_NOUNS)),
          tags: ['arcade'],
          demo: demo(),
          hotShare: 0.1,
        });
        break;
      case 'LIVE': {
        const names = book.unique(() =>
          numbered(
            qualify(pick(random, TABLE_MODIFIERS), pick(random, TABLE_GAMES)),
            1 + Math.floor(random() * 40),
          ),
        );
        out.push({
          gameType,
          names,
          tags: names.en.includes('Money Wheel') ? [] : ['table'],
          demo: false,
          hotShare: 0.08,
        });
        break;
      }
      case 'PVP': {
        const factor = pick(random, [1, 2, 5]);
        out.push({
          gameType,
          names: book.unique(() => qualify(pick(random, PVP_MODIFIERS), pick(random, PVP_GAMES))),
          tags: [],
          demo: false,
          hotShare: 0.08,
          rooms: ROOM_TIERS.map((tier, index) => ({
            tier: index + 1,
            minUnits: tier.minUnits * factor,
            maxUnits: tier.minUnits * factor * 50,
          })),
        });
        break;
      }
      case 'LOTT': {
        const names = LOTTERY_GAMES[i % LOTTERY_GAMES.length]!;
        out.push({ gameType, names: book.unique(() => names), tags: [], demo: false, hotShare: 0.15 });
        break;
      }
      case 'ELOTT': {
        const names = VN_LOTTERIES[i % VN_LOTTERIES.length]!;
        out.push({ gameType, names: book.unique(() => names), tags: [], demo: false, hotShare: 0.1 });
        break;
      }
      case 'SPORTS':
      case 'ESPORTS':
      case 'COCKFIGHT': {
        if (!vendor.lobby) throw new Error(`vendor ${vendor.code} has no lobby name`);
        const lobby = vendor.lobby;
        out.push({
          gameType,
          names: book.unique(() => lobby),
          tags: [],
          demo: false,
          hotShare: 0,
          daysAgo: HISTORY_DAYS,
        });
        break;
      }
      case 'CRASH':
      case 'MINI':
        // Only the in-house vendor offers these; its games are fixed (added below, not drawn).
        break;
    }
  }
  return out;
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
