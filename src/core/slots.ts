import type { FloatSource } from './fairness';

/**
 * The 5×3 video slot family of the in-house games (docs/originals.md "Slots"): 20 fixed paylines paying left to
 * right, a wild that substitutes for every symbol but the scatter, a scatter that pays anywhere and awards free
 * spins (wins multiplied, retriggers allowed, capped per bet). Pure and isomorphic.
 *
 * A spin takes 5 floats, one per reel: stop = floor(f × strip length); the reel shows the strip's symbols at
 * stop, stop+1, stop+2 (top to bottom, wrapping). Free spins of the same bet take the next 5 floats each.
 */

export const REELS = 5;
export const ROWS = 3;

/** The 20 paylines: the row (0 top … 2 bottom) on each reel. */
export const PAYLINES: readonly (readonly number[])[] = [
  [1, 1, 1, 1, 1],
  [0, 0, 0, 0, 0],
  [2, 2, 2, 2, 2],
  [0, 1, 2, 1, 0],
  [2, 1, 0, 1, 2],
  [0, 0, 1, 2, 2],
  [2, 2, 1, 0, 0],
  [1, 0, 0, 0, 1],
  [1, 2, 2, 2, 1],
  [0, 1, 1, 1, 0],
  [2, 1, 1, 1, 2],
  [1, 0, 1, 2, 1],
  [1, 2, 1, 0, 1],
  [0, 1, 0, 1, 0],
  [2, 1, 2, 1, 2],
  [1, 1, 0, 1, 1],
  [1, 1, 2, 1, 1],
  [0, 2, 0, 2, 0],
  [2, 0, 2, 0, 2],
  [0, 2, 2, 2, 0],
];
export const LINES = PAYLINES.length;

export const WILD = 'W';
export const SCATTER = 'S';

export interface SlotDef {
  code: string;
  /** Five reel strips of symbol codes (W wild, S scatter, H1–H4 high, L1–L4 low; each theme draws its own art). */
  reels: readonly (readonly string[])[];
  /** Line pays for 3, 4 and 5 of a kind, in multiples of the line bet (stake / 20). W pays for a line of wilds. */
  pays: Readonly<Record<string, readonly [number, number, number]>>;
  /** Scatter pays for 3, 4, 5 anywhere, in multiples of the stake. */
  scatterPays: readonly [number, number, number];
  /** Free spins awarded for 3, 4, 5 scatters (also during free spins). */
  freeSpins: readonly [number, number, number];
  /** Every win of a free spin is multiplied by this. */
  freeSpinMultiplier: number;
  /** Most free spins one bet can play (retriggers beyond it are dropped). */
  maxFreeSpins: number;
}

export interface LineWin {
  /** Payline index 0…19. */
  line: number;
  symbol: string;
  count: number;
  /** Line-bet multiples (before a free-spin multiplier). */
  pay: number;
}

export interface SpinResult {
  stops: number[];
  /** reels[r][row]: the symbol codes shown. */
  reels: string[][];
  lines: LineWin[];
  scatters: number;
  /** Stake multiples. */
  scatterPay: number;
  /** Free spins this spin awards. */
  award: number;
  /** Line-bet multiples won by this spin, multiplier included (stake × units / 20). */
  units: number;
  /** 1 for the base spin, the free-spin multiplier for free spins. */
  multiplier: number;
}

/** The pay of one line of symbols: the best of the symbol run (wilds substituting) and the pure wild run. */
export function linePay(
  def: SlotDef,
  symbols: readonly string[],
): { symbol: string; count: number; pay: number } {
  let wilds = 0;
  while (wilds < symbols.length && symbols[wilds] === WILD) wilds++;
  const wildPay = wilds >= 3 ? def.pays[WILD]![wilds - 3]! : 0;
  let best = { symbol: WILD, count: wilds, pay: wildPay };
  const first = symbols[wilds];
  if (first !== undefined && first !== SCATTER) {
    let count = wilds;
    while (count < symbols.length && (symbols[count] === first || symbols[count] === WILD)) count++;
    const pay = count >= 3 ? def.pays[first]![count - 3]! : 0;
    if (pay > best.pay) best = { symbol: first, count, pay };
  }
  return best.pay > 0 ? best : { symbol: '', count: 0, pay: 0 };
}

export function spin(def: SlotDef, next: FloatSource, multiplier = 1): SpinResult {
  const stops = def.reels.map((strip) => Math.floor(next() * strip.length));
  const reels = def.reels.map((strip, r) =>
    Array.from({ length: ROWS }, (_, row) => strip[(stops[r]! + row) % strip.length]!),
  );
  const lines: LineWin[] = [];
  let units = 0;
  PAYLINES.forEach((rows, line) => {
    const win = linePay(
      def,
      rows.map((row, r) => reels[r]![row]!),
    );
    if (win.pay > 0) {
      lines.push({ line, ...win });
      units += win.pay;
    }
  });
  const scatters = reels.reduce((n, reel) => n + reel.filter((s) => s === SCATTER).length, 0);
  const tier = Math.min(scatters, 5) - 3;
  const scatterPay = tier >= 0 ? def.scatterPays[tier]! : 0;
  const award = tier >= 0 ? def.freeSpins[tier]! : 0;
  units = (units + scatterPay * LINES) * multiplier;
  return { stops, reels, lines, scatters, scatterPay, award, units, multiplier };
}

export interface SlotPlay {
  spins: SpinResult[];
  freeSpins: number;
  /** Total line-bet multiples; payout = floor(stake × units / 20). */
  units: number;
  multiplier4: number;
}

/** A whole bet: the base spin, then every free spin it awards (retriggers included, up to maxFreeSpins). */
export function playSlot(def: SlotDef, next: FloatSource): SlotPlay {
  const base = spin(def, next);
  const spins = [base];
  let granted = Math.min(base.award, def.maxFreeSpins);
  let played = 0;
  let units = base.units;
  while (played < granted) {
    const free = spin(def, next, def.freeSpinMultiplier);
    spins.push(free);
    played += 1;
    units += free.units;
    granted = Math.min(def.maxFreeSpins, granted + free.award);
  }
  // units / 20 stake multiples = units × 500 ten-thousandths.
  return { spins, freeSpins: granted, units, multiplier4: units * (10_000 / LINES) };
}

/**
 * The exact return of a slot, without the free-spin cap: the five cells of a line are independent (one per
 * reel) and each shows a symbol with its strip frequency, so the expected line pay is a sum over the 5-tuples
 * of symbols; a reel shows at most one scatter (strips keep scatters 3 apart), so the scatter count is a sum of
 * independent Bernoulli variables. Free spins are worth n × v / (1 − q) with v the expected free spin and q the
 * expected retrigger per free spin.
 */
export function slotRtp(def: SlotDef): {
  rtp: number;
  lineRtp: number;
  scatterRtp: number;
  freeSpinRtp: number;
} {
  const freq = def.reels.map((strip) => {
    const counts = new Map<string, number>();
    for (const s of strip) counts.set(s, (counts.get(s) ?? 0) + 1);
    return [...counts].map(([symbol, n]) => [symbol, n / strip.length] as const);
  });
  let line = 0;
  const walk = (reel: number, symbols: string[], p: number) => {
    if (reel === REELS) {
      line += p * linePay(def, symbols).pay;
      return;
    }
    for (const [symbol, q] of freq[reel]!) walk(reel + 1, [...symbols, symbol], p * q);
  };
  walk(0, [], 1);
  const lineRtp = line; // per line-bet on each of 20 lines = per stake
  // P(k scatters visible) from per-reel chances 3 × count / length.
  let dist = [1];
  for (const strip of def.reels) {
    const p = (ROWS * strip.filter((s) => s === SCATTER).length) / strip.length;
    const nextDist = new Array<number>(dist.length + 1).fill(0);
    dist.forEach((q, k) => {
      nextDist[k] = (nextDist[k] ?? 0) + q * (1 - p);
      nextDist[k + 1] = (nextDist[k + 1] ?? 0) + q * p;
    });
    dist = nextDist;
  }
  let scatterRtp = 0;
  let award = 0;
  let retrigger = 0;
  for (let k = 3; k < dist.length; k++) {
    const tier = Math.min(k, 5) - 3;
    scatterRtp += dist[k]! * def.scatterPays[tier]!;
    award += dist[k]! * def.freeSpins[tier]!;
    retrigger += dist[k]! * def.freeSpins[tier]!;
  }
  const perFreeSpin = def.freeSpinMultiplier * (lineRtp + scatterRtp);
  const freeSpinRtp = (award * perFreeSpin) / (1 - retrigger);
  return { rtp: lineRtp + scatterRtp + freeSpinRtp, lineRtp, scatterRtp, freeSpinRtp };
}

/** Checks a definition: five strips, scatters at least 3 apart (at most one visible per reel), pays for symbols. */
export function slotProblems(def: SlotDef): string[] {
  const problems: string[] = [];
  if (def.reels.length !== REELS) problems.push(`${def.code}: ${def.reels.length} reels`);
  def.reels.forEach((strip, r) => {
    const at = strip.flatMap((s, i) => (s === SCATTER ? [i] : []));
    at.forEach((i, j) => {
      const nextAt = at[(j + 1) % at.length]!;
      const gap = (nextAt - i + strip.length) % strip.length || strip.length;
      if (gap < ROWS) problems.push(`${def.code}: reel ${r + 1} has scatters ${gap} apart`);
    });
    for (const s of strip)
      if (s !== SCATTER && !def.pays[s]) problems.push(`${def.code}: reel ${r + 1} symbol ${s} has no pays`);
  });
  return problems;
}
