/**
 * The vendors of the generated game catalogue (codes, names, what they offer) and the in-house games, fixed.
 * The data lives in catalogue-vendors.json beside this file; this module is its typed accessor.
 * Shapes and helpers: catalogue-data.ts.
 */
import type { GameTag, GameType, Names, VendorDef } from './catalogue-data';
import data from './catalogue-vendors.json';

/** The in-house vendor: its games are fixed (the in-house games issue ships them as real games). */
export const IN_HOUSE_VENDOR = 'MQ';

export const VENDORS: VendorDef[] = data.vendors as VendorDef[];

/** The in-house games, fixed: the in-house games issue ships them as real games under these codes. */
export const IN_HOUSE_GAMES: { code: string; gameType: GameType; names: Names; tags: GameTag[] }[] =
  data.inHouseGames as { code: string; gameType: GameType; names: Names; tags: GameTag[] }[];
