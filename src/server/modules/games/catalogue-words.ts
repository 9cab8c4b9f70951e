/**
 * The word lists the generated game names are built from, in every name language (catalogue-data.ts). The lists
 * are data, in catalogue-words.json beside this file; this module is their typed accessor, with the names derived
 * from the lottery titles and places.
 *
 * Word templates use "*" for the word they qualify, so each language keeps its own word order:
 * "Golden *" / "Gintong *" / "* Vàng" / "黄金*" / "*ทองคำ".
 */
import { MQL_TITLES, VN_PLACES } from '@/core/lottery/names';
import { type Names, names as n, sameName as same } from './catalogue-data';
import words from './catalogue-words.json';

export const ADJECTIVES: Names[] = words.ADJECTIVES as Names[];
export const NOUNS: Names[] = words.NOUNS as Names[];
export const SUFFIXES: Names[] = words.SUFFIXES as Names[];
export const JACKPOT_SUFFIXES: Names[] = words.JACKPOT_SUFFIXES as Names[];
export const TABLE_GAMES: Names[] = words.TABLE_GAMES as Names[];
export const TABLE_MODIFIERS: Names[] = words.TABLE_MODIFIERS as Names[];
export const TABLE_SUFFIXES: Names[] = words.TABLE_SUFFIXES as Names[];
export const FISH_NOUNS: Names[] = words.FISH_NOUNS as Names[];
export const ARCADE_NOUNS: Names[] = words.ARCADE_NOUNS as Names[];
export const BINGO_NOUNS: Names[] = words.BINGO_NOUNS as Names[];
export const PVP_GAMES: Names[] = words.PVP_GAMES as Names[];
export const PVP_MODIFIERS: Names[] = words.PVP_MODIFIERS as Names[];
export const ROOM_TIERS: { names: Names; minUnits: number }[] = words.ROOM_TIERS as {
  names: Names;
  minUnits: number;
}[];

/**
 * Lottery draws of the in-house lottery vendors, by catalogue title: MQL's games, then VNL's Vietnamese lotteries
 * (regions and provinces). Their names in every language come from locales/<lang>/lottery.json `names`, applied
 * by the catalogue index (src/core/lottery/names.ts), so they are stored here under their title only.
 */
export const LOTTERY_GAMES: Names[] = Object.values(MQL_TITLES).map(same);
export const VN_LOTTERIES: Names[] = VN_PLACES.map((place) => same(`${place.en} Lottery`));

/** Name of the card of a VASSALAGE vendor, which opens its popup game list ("*" is the vendor name). */
export const VENDOR_CARD_NAME: Names = n('* Lobby', 'Lobby ng *', 'Sảnh *', '*大厅', 'ล็อบบี้ *');
