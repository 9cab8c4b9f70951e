/**
 * The in-house games (vendor MQ), each with its own screen. Apart from originals-config.ts so a page can list them
 * without carrying the games' paytables and reel strips.
 */
export const ORIGINAL_GAMES = [
  'crash',
  'dice',
  'limbo',
  'mines',
  'plinko',
  'slot-lanterns',
  'slot-fruits',
  'slot-pearls',
] as const;
export type OriginalGame = (typeof ORIGINAL_GAMES)[number];
