import { ORIGINAL_GAMES, type OriginalGame } from '@/core/original-games';

/**
 * The games a seed pair decides (crash rounds come from the hash chain instead). Kept apart from verify.ts so the
 * /fairness route's search validation does not pull the game engines into the app's first load.
 */
export type SeededGame = Exclude<OriginalGame, 'crash'>;
export const SEEDED_GAMES = ORIGINAL_GAMES.filter((game): game is SeededGame => game !== 'crash');
export const isSeededGame = (value: unknown): value is SeededGame =>
  SEEDED_GAMES.includes(value as SeededGame);
