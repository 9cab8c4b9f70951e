import type { PlinkoRisk, PlinkoRows } from './originals-games';
import type { SlotDef } from './slots';

/**
 * The in-house games' configuration (docs/originals.md "RTP"): house edges, declared returns, paytables, reel
 * strips, crash timing, bet limits and demo credits. It lives in code (isomorphic) so the server, the game
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

const strip = (text: string) => text.split(' ');

/** The three 5×3 slots: strips, pays and free spins (exact RTP in SLOT_RTP; tuned to about 96 %). */
export const SLOTS: Record<SlotTheme, SlotDef> = {
  lanterns: {
    code: 'lanterns',
    reels: [
      strip(
        'L4 L3 H1 H3 L1 H4 S H2 L2 L3 L4 L1 L4 H3 L4 L3 H1 H4 L2 L1 H2 L4 L3 H3 L2 L4 H4 S L1 L3 H1 L4 L4 L2 H2 H3 L1 H4 L3 L4 L4 L2',
      ),
      strip(
        'L4 H1 H2 H4 W L1 H3 L2 L3 L4 S L1 H4 L2 L3 H1 H2 H3 W L1 L2 L3 L4 H4 L4 W L3 H3 L1 H1 H2 S L2 H4 L3 L1 W H3 L2 L4 L3 L4',
      ),
      strip(
        'H1 L3 L1 W L2 H2 H4 L3 H3 L4 L4 L1 L2 W S H1 L3 H4 H3 H2 L1 L2 L3 L4 W L4 L4 H4 H1 H3 L1 L2 L3 H2 W S L1 L2 H4 H3 L3 L4',
      ),
      strip(
        'H2 H3 W L1 L2 L3 L4 L4 H4 W L2 H3 L1 H1 H2 L3 L4 L2 S H4 W H3 L1 L3 L3 L4 L2 H1 H2 H4 W L1 H3 L3 L2 L4 L4 L1 L3 S H4 H1',
      ),
      strip(
        'W S H4 L2 L1 L3 L2 L3 H3 W L4 L3 H1 H2 H4 L1 L2 L4 H3 W L1 L3 S H4 L2 L3 H1 H2 L4 H3 W L1 L2 L3 H4 L4 L4 L1 L4 H3 H1 H2',
      ),
    ],
    pays: {
      W: [50, 200, 1000],
      H1: [25, 100, 500],
      H2: [20, 75, 300],
      H3: [15, 50, 200],
      H4: [10, 40, 150],
      L1: [5, 20, 100],
      L2: [5, 15, 75],
      L3: [4, 10, 50],
      L4: [3, 8, 40],
    },
    scatterPays: [2, 10, 50],
    freeSpins: [8, 10, 12],
    freeSpinMultiplier: 2,
    maxFreeSpins: 100,
  },
  fruits: {
    code: 'fruits',
    reels: [
      strip(
        'L4 L4 H3 L2 L3 H4 L4 H1 L1 H2 L4 L2 L3 H3 L4 L4 H4 L1 L4 L3 L2 L4 H1 L4 H2 H3 L1 H4 L3 L2 L4 L4 L4 S L3 H3 L1 H1 L2 H2 H4 L3 L4 L4 L1',
      ),
      strip(
        'L3 W L4 L4 L4 H3 H1 L2 H4 H2 L1 L3 W W S L3 H3 L1 L2 H4 W H1 L4 L3 H2 L2 L1 H3 W L4 H4 L3 L4 L4 L2 L1 H1 W H3 H2 L3 H4 L4 L2 L1',
      ),
      strip(
        'W L3 L2 L4 L4 H1 H4 H3 H2 L1 L3 L2 W L4 L1 W L3 H4 L4 H3 H1 L2 W H2 L1 L3 L4 L4 H4 L2 H3 L3 L1 W L4 H1 W L4 H2 L2 H4 S H3 L1 L3',
      ),
      strip(
        'L4 L3 W L1 H1 H3 H4 H2 L2 L3 W L4 L1 L2 L4 L4 H3 H4 L3 H1 W L1 H2 S L2 L3 W L4 H3 H4 L1 L2 L3 W H1 L4 L4 H2 L4 H3 H4 L1 L2 L3 W',
      ),
      strip(
        'L1 L3 L4 H1 W S L2 H2 L1 H3 H4 L3 W L4 L2 L3 L4 L1 H1 W H3 H4 H2 L2 L3 L4 L1 W L4 L4 L3 L4 H3 H1 H4 L1 L2 H2 L3 W L4 L2 W H3 H4',
      ),
    ],
    pays: {
      W: [40, 150, 800],
      H1: [25, 100, 400],
      H2: [20, 75, 250],
      H3: [15, 50, 150],
      H4: [10, 30, 100],
      L1: [6, 20, 80],
      L2: [5, 15, 60],
      L3: [4, 12, 40],
      L4: [3, 10, 30],
    },
    scatterPays: [2, 5, 25],
    freeSpins: [10, 15, 20],
    freeSpinMultiplier: 3,
    maxFreeSpins: 100,
  },
  pearls: {
    code: 'pearls',
    reels: [
      strip(
        'L4 L1 L4 L3 H3 L2 H4 L4 L4 H2 L4 H1 L1 L2 L3 L4 L4 H4 S L3 H3 L1 L2 L4 L4 H2 L4 L3 L2 H4 L1 L4 L4 L4 L4 H1 H3 L2 L3 L1 H2 H4 S L3 L2 L4 L4',
      ),
      strip(
        'W L2 L3 L2 L3 L4 L1 H3 H4 L4 L4 L2 L3 H2 L4 L4 L1 L4 H1 H4 L2 L3 H3 S W L1 L4 L2 L3 H2 L4 H4 L4 L4 L1 L2 L3 L4 H3 L4 L4 H1 L4 H4 L1 H2 S',
      ),
      strip(
        'L3 H1 H2 L1 S L2 L3 H4 L4 L4 L4 L1 L4 H3 L2 L3 L4 H2 L4 H4 W L1 L2 L3 H1 L4 L4 S H3 L1 L2 H4 L3 H2 L4 L4 L3 L2 L4 L1 L4 L4 L4 H4 W H3 L2',
      ),
      strip(
        'L1 H2 L2 L4 H4 L3 L4 L4 S H1 H3 L1 L2 L3 L4 H4 L4 H2 L2 L1 L3 L4 L4 W H3 L4 L2 H4 L1 L3 L4 L4 S H1 H2 L2 L3 L4 L1 H3 H4 L4 L2 L4 L3 L4 W',
      ),
      strip(
        'L3 L1 L4 L4 L4 L4 H3 H4 L2 W L1 H2 L3 S L4 H1 L2 L3 H4 L1 L4 L4 H3 L2 L3 L4 L4 H2 L4 L1 H4 L2 L3 W L4 L4 S H3 H1 L1 L2 H4 L3 H2 L4 L4 L2',
      ),
    ],
    pays: {
      W: [50, 250, 2000],
      H1: [30, 150, 750],
      H2: [25, 100, 400],
      H3: [20, 60, 250],
      H4: [15, 40, 150],
      L1: [5, 20, 100],
      L2: [5, 15, 75],
      L3: [4, 10, 50],
      L4: [3, 8, 40],
    },
    scatterPays: [3, 15, 100],
    freeSpins: [15, 20, 25],
    freeSpinMultiplier: 2,
    maxFreeSpins: 100,
  },
};

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
