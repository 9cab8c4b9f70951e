import type { PlinkoRisk, PlinkoRows } from './originals-games';
import slotData from './originals-slots.json';
import type { SlotDef } from './slots';

/**
 * The in-house games' configuration (docs/originals.md "RTP"): house edges, declared returns, paytables, reel
 * strips (originals-slots.json), crash timing, bet limits and demo credits. It lives in core (isomorphic) so the server, the game
 * screens and the /fairness page read the same numbers; a change is a reviewed code change, and the RTP tests
 * (src/core/originals-rtp.test.ts) check every declared return against the exact maths and a 1,000,000-round
 * simulation.
 */

import { ORIGINAL_GAMES, type OriginalGame } from './original-games';

export { ORIGINAL_GAMES, type OriginalGame } from './original-games';
export type SlotTheme = 'lanterns' | 'fruits' | 'pearls';

/** Catalogue game code of each screen (src/server/modules/games/catalogue-vendors.ts, node ids 10001–10008). */
export const GAME_CODES: Record<OriginalGame, string> = {
  crash: 'MQ_CRASH',
  limbo: 'MQ_LIMBO',
  dice: 'MQ_DICE',
  mines: 'MQ_MINES',
  plinko: 'MQ_PLINKO',
  'slot-lanterns': 'MQ_SLOT_LANTERNS',
  'slot-fruits': 'MQ_SLOT_FRUITS',
  'slot-pearls': 'MQ_SLOT_PEARLS',
};

export const gameOfCode = (code: string): OriginalGame | undefined =>
  ORIGINAL_GAMES.find((game) => GAME_CODES[game] === code);

/** House edge in basis points of the games whose multiplier is a formula (1 % each). */
export const HOUSE_EDGE_BP = { crash: 100, dice: 100, limbo: 100, mines: 100 } as const;

/** Plinko payouts per rows and risk, in hundredths of the stake (slot 0 … rows). */
export const PLINKO_TABLES: Record<PlinkoRows, Record<PlinkoRisk, readonly number[]>> = {
  8: {
    low: [560, 210, 110, 100, 50, 100, 110, 210, 560],
    medium: [1300, 300, 130, 70, 40, 70, 130, 300, 1300],
    high: [2900, 400, 150, 30, 20, 30, 150, 400, 2900],
  },
  12: {
    low: [1000, 300, 160, 140, 110, 100, 50, 100, 110, 140, 160, 300, 1000],
    medium: [3300, 1100, 400, 200, 110, 60, 30, 60, 110, 200, 400, 1100, 3300],
    high: [17000, 2400, 810, 200, 70, 20, 20, 20, 70, 200, 810, 2400, 17000],
  },
  16: {
    low: [1600, 900, 200, 140, 140, 120, 110, 100, 50, 100, 110, 120, 140, 140, 200, 900, 1600],
    medium: [11000, 4100, 1000, 500, 300, 150, 100, 50, 30, 50, 100, 150, 300, 500, 1000, 4100, 11000],
    high: [100000, 13000, 2600, 900, 400, 200, 20, 20, 20, 20, 20, 200, 400, 900, 2600, 13000, 100000],
  },
};

/**
 * The three 5×3 slots: strips, pays and free spins (exact RTP in SLOT_RTP; tuned to about 96 %), as data in
 * originals-slots.json (a reel strip is its symbols separated by spaces).
 */
export const SLOTS = Object.fromEntries(
  Object.entries(slotData).map(([code, slot]) => [
    code,
    { code, ...slot, reels: slot.reels.map((reel) => reel.split(' ')) },
  ]),
) as unknown as Record<SlotTheme, SlotDef>;

export const slotOf = (game: OriginalGame): SlotDef | undefined =>
  game.startsWith('slot-') ? SLOTS[game.slice(5) as SlotTheme] : undefined;

/**
 * Declared return to player of each game (the RTP tests hold the maths to these): 1 − house edge for the formula
 * games (dice and mines round multipliers down to 1/10,000, so a hair under), the mean of the nine plinko tables
 * (each 98.9–99.1 %, exact values in docs/originals.md), the exact return of each slot without the free-spin cap.
 */
export const DECLARED_RTP: Record<OriginalGame, number> = {
  crash: 0.99,
  dice: 0.99,
  limbo: 0.99,
  mines: 0.99,
  plinko: 0.99,
  'slot-lanterns': 0.9616,
  'slot-fruits': 0.9655,
  'slot-pearls': 0.9604,
};

/** Crash round timing (environment overrides in the server: CRASH_BETTING_MS, CRASH_PAUSE_MS, CRASH_TICK_MS). */
export const CRASH_TIMING = {
  /** Betting phase before each round. */
  bettingMs: 5_000,
  /** Pause showing the bust before the next betting phase. */
  pauseMs: 3_000,
  /** Tick interval of the live multiplier. */
  tickMs: 100,
  /** The curve: multiplier = growth^(ms / 10). */
  growthPer10ms: 1.0024,
};

export interface BetLimits {
  /** Minor units. */
  min: number;
  max: number;
}

/** Stake limits of every in-house game per currency (minor units); other currencies use DEFAULT. */
export const BET_LIMITS: Record<string, BetLimits> = {
  PHP: { min: 10, max: 1_000_000 },
  THB: { min: 10, max: 1_000_000 },
  VND: { min: 1_000, max: 200_000_000 },
  DEFAULT: { min: 10, max: 1_000_000 },
};

export const betLimitsOf = (currency: string): BetLimits => BET_LIMITS[currency] ?? BET_LIMITS.DEFAULT!;

/** Credits of a demo session (minor units). */
export const DEMO_CREDITS: Record<string, number> = {
  PHP: 100_000,
  THB: 100_000,
  VND: 20_000_000,
  DEFAULT: 100_000,
};

export const demoCreditsOf = (currency: string): number => DEMO_CREDITS[currency] ?? DEMO_CREDITS.DEFAULT!;
