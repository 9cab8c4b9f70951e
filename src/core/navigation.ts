import type { Category } from './brand';

/** Route of each category's page. ARCADE, JACKPOT and MINI are not in the spec's table: they get list centers too. */
export const CATEGORY_PATHS = {
  LIVE: '/live',
  RNG: '/rng',
  FISH: '/fish',
  PVP: '/pvp',
  CRASH: '/crash',
  ARCADE: '/arcade',
  JACKPOT: '/jackpot',
  MINI: '/mini',
  SPORTS: '/sports',
  ESPORTS: '/esports',
  LOTT: '/lott',
  ELOTT: '/elott',
  COCKFIGHT: '/cockfight',
  BGS: '/rng',
} as const satisfies Record<Category, string>;

/** Game list centers (vendor tabs, filters, search); the rest are vendor game centers. */
export const LIST_CENTERS: readonly Category[] = [
  'LIVE',
  'RNG',
  'FISH',
  'PVP',
  'CRASH',
  'ARCADE',
  'JACKPOT',
  'MINI',
];

/** Categories that always open their own page (spec §2), whatever their vendor count. */
const ALWAYS_PAGE: readonly Category[] = ['PVP', 'FISH', 'RNG'];

export type MenuTarget =
  | { kind: 'page'; path: string; vassalage?: string }
  | { kind: 'launch'; vassalage: string };

/**
 * Spec §2 navigation rules: PVP, FISH and RNG always go to their page; another category with more than one
 * vendor goes to its page; a category with a single vendor launches that vendor directly; BGS opens RNG with
 * vassalage BGS.
 */
export function categoryTarget(category: Category, vendors: readonly string[]): MenuTarget {
  if (category === 'BGS') return { kind: 'page', path: CATEGORY_PATHS.RNG, vassalage: 'BGS' };
  if (ALWAYS_PAGE.includes(category) || vendors.length !== 1)
    return { kind: 'page', path: CATEGORY_PATHS[category] };
  return { kind: 'launch', vassalage: vendors[0]! };
}

/** Side menu rule: a Fish or RNG vendor opens /fish or /rng with that vassalage; other vendors launch directly. */
export function vendorTarget(category: Category, vassalage: string): MenuTarget {
  if (category === 'FISH' || category === 'RNG' || category === 'BGS') {
    return { kind: 'page', path: category === 'FISH' ? '/fish' : '/rng', vassalage };
  }
  if (LIST_CENTERS.includes(category)) return { kind: 'page', path: CATEGORY_PATHS[category], vassalage };
  return { kind: 'launch', vassalage };
}

/** Lottery games open their lottery route with the game code (spec §4 "Launching a game"). */
export function lotteryRoute(
  gameType: Category,
  vassalage: string,
): '/lottery' | '/vnLottery' | '/seaLottery' | null {
  if (gameType === 'LOTT') return '/lottery';
  if (gameType !== 'ELOTT') return null;
  return vassalage.includes('SEA') ? '/seaLottery' : '/vnLottery';
}

/** Pages where the side menu is hidden (spec §2 "Layout"). */
export const GAME_PAGES: readonly string[] = ['/seamless', '/lottery', '/vnlottery', '/sealottery'];

export function isGamePage(pathname: string): boolean {
  return GAME_PAGES.includes(pathname.toLowerCase());
}

/** Card colours cycle skyblue, green, purple, red by node id modulo 4 (spec §9). */
export const CARD_COLOURS = ['cardSkyblue', 'cardGreen', 'cardPurple', 'cardRed'] as const;
export const cardColour = (nodeId: number) => CARD_COLOURS[((nodeId % 4) + 4) % 4]!;
