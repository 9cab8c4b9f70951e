import type { Rng } from './random';

/**
 * The themed slot every RNG (and arcade) title of the sandbox plays: three reels of 32 stops, a 3×3 window and
 * five lines (three rows, two diagonals). A line pays its multiplier for three of a kind, or the two-cherries
 * multiplier for cherries on the first two reels; the round pays stake × (sum of line multipliers) / 5, rounded
 * down to a minor unit. Each line sees every stop of each reel with equal chance, so the RTP is exact:
 * Σ (count/32)³ × pay + (cherries/32)² × (1 − cherries/32) × twoCherries (slotRtp).
 */

export const SYMBOLS = ['seven', 'bar', 'bell', 'plum', 'lemon', 'cherry'] as const;
export type SlotSymbol = (typeof SYMBOLS)[number];

export interface Paytable {
  /** Stops of each symbol on a reel (they sum to REEL_STOPS). */
  counts: Record<SlotSymbol, number>;
  /** Line multiplier for three of a kind. */
  pays: Record<SlotSymbol, number>;
  /** Line multiplier for cherries on reels 1 and 2 (third not a cherry). */
  twoCherries: number;
}

export const REEL_STOPS = 32;
export const LINES: [number, number, number][] = [
  [1, 1, 1],
  [0, 0, 0],
  [2, 2, 2],
  [0, 1, 2],
  [2, 1, 0],
];

/** Three paytables; a game takes one by its code, so titles differ in volatility and RTP. */
export const PAYTABLES: Paytable[] = [
  {
    counts: { seven: 1, bar: 2, bell: 4, plum: 6, lemon: 8, cherry: 11 },
    pays: { seven: 500, bar: 200, bell: 60, plum: 25, lemon: 12, cherry: 7 },
    twoCherries: 2,
  },
  {
    counts: { seven: 2, bar: 3, bell: 4, plum: 6, lemon: 7, cherry: 10 },
    pays: { seven: 250, bar: 100, bell: 50, plum: 25, lemon: 16, cherry: 8 },
    twoCherries: 2,
  },
  {
    counts: { seven: 1, bar: 3, bell: 5, plum: 6, lemon: 7, cherry: 10 },
    pays: { seven: 1000, bar: 100, bell: 40, plum: 25, lemon: 15, cherry: 8 },
    twoCherries: 2,
  },
];

/** The exact return to player of a paytable (before rounding payouts down to a minor unit). */
export function slotRtp(table: Paytable): number {
  let rtp = 0;
  for (const symbol of SYMBOLS) rtp += (table.counts[symbol] / REEL_STOPS) ** 3 * table.pays[symbol];
  const cherry = table.counts.cherry / REEL_STOPS;
  return rtp + cherry * cherry * (1 - cherry) * table.twoCherries;
}

/** The reel strip of a paytable: symbols spread round the reel (same strip on the three reels). */
export function reelStrip(table: Paytable): SlotSymbol[] {
  const strip: SlotSymbol[] = [];
  const left = { ...table.counts };
  while (strip.length < REEL_STOPS) {
    for (const symbol of SYMBOLS) {
      if (left[symbol] > 0) {
        strip.push(symbol);
        left[symbol]--;
      }
    }
  }
  return strip;
}

export function paytableOf(gameCode: string): Paytable {
  let hash = 0;
  for (const char of gameCode) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return PAYTABLES[hash % PAYTABLES.length]!;
}

export interface SlotOutcome {
  /** window[reel][row] */
  window: SlotSymbol[][];
  /** Indexes into LINES of the paying lines, with their multipliers. */
  wins: { line: number; multiplier: number }[];
  payout: bigint;
}

/** Pays of one line of three symbols. */
export function lineMultiplier(table: Paytable, symbols: SlotSymbol[]): number {
  const [a, b, c] = symbols;
  if (a === b && b === c && a) return table.pays[a];
  if (a === 'cherry' && b === 'cherry') return table.twoCherries;
  return 0;
}

export function spin(table: Paytable, stake: bigint, rng: Rng): SlotOutcome {
  const strip = reelStrip(table);
  const window = [0, 1, 2].map(() => {
    const stop = rng(REEL_STOPS);
    return [0, 1, 2].map((row) => strip[(stop + row) % REEL_STOPS]!);
  });
  const wins: SlotOutcome['wins'] = [];
  let total = 0;
  LINES.forEach((rows, line) => {
    const multiplier = lineMultiplier(
      table,
      rows.map((row, reel) => window[reel]![row]!),
    );
    if (multiplier > 0) {
      wins.push({ line, multiplier });
      total += multiplier;
    }
  });
  return { window, wins, payout: (stake * BigInt(total)) / BigInt(LINES.length) };
}
