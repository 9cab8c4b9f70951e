/**
 * The games a seed pair decides (crash rounds come from the hash chain instead). Kept apart from verify.ts so the
 * /fairness route's search validation does not pull the game engines into the app's first load.
 */
export const SEEDED_GAMES = [
  'dice',
  'limbo',
  'mines',
  'plinko',
  'slot-lanterns',
  'slot-fruits',
  'slot-pearls',
] as const;
export type SeededGame = (typeof SEEDED_GAMES)[number];
export const isSeededGame = (value: unknown): value is SeededGame =>
  SEEDED_GAMES.includes(value as SeededGame);
