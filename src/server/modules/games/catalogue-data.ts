/**
 * The shapes of the static data behind the generated game catalogue (catalogue-vendors.ts: the vendors and the
 * in-house games; catalogue-words.ts: the word lists names are built from), in every interface language (en, ty
 * Filipino, vi, cn, th), and the helpers that write and read those names.
 */
import type { Category } from '@/core/brand';
import type { Language } from '@/core/languages';

/** The languages the generated catalogue names games in; the index shows English in the others (catalogue-index.ts). */
export const NAME_LANGUAGES = ['en', 'ty', 'vi', 'cn', 'th'] as const satisfies readonly Language[];
export type NameLanguage = (typeof NAME_LANGUAGES)[number];
export type Names = Record<NameLanguage, string>;
/** A name in every interface language (a generated name, English where the catalogue has none). */
export type AllNames = Record<Language, string>;

/** A generated name in an interface language, English where the catalogue has none. */
export const nameIn = (names: Names, language: Language): string =>
  (names as Partial<AllNames>)[language] ?? names.en;
/** Primary game types a game is stored with. BGS and JACKPOT are menu categories derived from them. */
export type GameType = Exclude<Category, 'BGS' | 'JACKPOT'>;
export type GameKind = 'GAME' | 'VASSALAGE';

import type { GameTag } from '@/core/api/games';

export { GAME_TAGS } from '@/core/api/games';
export type { GameTag };

export interface VendorDef {
  code: string;
  /** Stable number of the vendor: node ids are ordinal × 10,000 + a per-vendor sequence. */
  ordinal: number;
  names: Names;
  /** Menu categories the vendor serves (what a brand may list it under in vendorSorting). */
  categories: Category[];
  /** How many games the vendor has of each primary type. */
  offer: Partial<Record<GameType, number>>;
  /** VASSALAGE: the vendor's card opens a popup game list (room-based PVP vendors). */
  isGame: GameKind;
  /** Share of its list games (RNG, fish, arcade) that offer free demo play. */
  demoShare: number;
  /** Share of its slots that are progressive jackpots. */
  jackpotShare: number;
  /** Hue (0–359) of the vendor's logo and card art. */
  hue: number;
  /** Name of the single lobby game of a sports, e-sports or cockfight vendor. */
  lobby?: Names;
}

/** Bet limits of a PVP game's room tier, in bet units; the currency's bet unit turns them into money (rooms.ts). */
export interface RoomTier {
  tier: number;
  minUnits: number;
  maxUnits: number;
}

/** One text for every name language (a proper name, or a title the locales translate). */
export const sameName = (text: string): Names => ({ en: text, ty: text, vi: text, cn: text, th: text });
/** A name in en, ty, vi, cn, th (in that order). */
export const names = (en: string, ty: string, vi: string, cn: string, th: string): Names => ({
  en,
  ty,
  vi,
  cn,
  th,
});
