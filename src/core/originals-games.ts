import { type FloatSource, MAX_MULTIPLIER_HUNDREDTHS } from './fairness';

/**
 * The mapping of each in-house game from its floats (src/core/fairness.ts) to an outcome and a multiplier
 * (docs/originals.md "Fairness"). Pure and isomorphic: the server settles bets with it, the /fairness page
 * verifies them, the RTP simulations feed it a fast generator instead of HMAC floats.
 *
 * Multipliers are integers in ten-thousandths ("multiplier4": 1.9801× = 19801) so payouts are exact:
 * payout = floor(stake × multiplier4 / 10,000) minor units.
 */

export const payoutOf = (stake: bigint, multiplier4: number | bigint): bigint =>
  (stake * BigInt(multiplier4)) / 10_000n;

/** floor(a / b) for non-negative safe integers, exact even where the float quotient rounds up. */
function floorDiv(a: number, b: number): number {
  let q = Math.floor(a / b);
  if (q * b > a) q -= 1;
  else if ((q + 1) * b <= a) q += 1;
  return q;
}

// ---- Dice ---------------------------------------------------------------------------------------------------

/** Rolls are hundredths 0…10,000 (0.00–100.00): 10,001 equally likely outcomes. */
export const DICE_OUTCOMES = 10_001;
/** Win chance bounds in outcomes (about 1 % to 98 %). */
export const DICE_MIN_WINNING = 100;
export const DICE_MAX_WINNING = 9_800;

export interface DiceParams {
  /** Hundredths: 50.5 → 5050. */
  target: number;
  direction: 'under' | 'over';
}

/** roll = floor(float × 10001) / 100, returned in hundredths. */
export const diceRoll = (float: number) => Math.floor(float * DICE_OUTCOMES);

/** Outcomes that win: under t → rolls 0…t−1 (t of them); over t → rolls t+1…10,000 (10,000 − t). */
export const diceWinning = (p: DiceParams) => (p.direction === 'under' ? p.target : 10_000 - p.target);

export function diceValid(p: DiceParams): boolean {
  const winning = diceWinning(p);
  return (
    Number.isInteger(p.target) &&
    p.target > 0 &&
    p.target < 10_000 &&
    winning >= DICE_MIN_WINNING &&
    winning <= DICE_MAX_WINNING
  );
}

/** (1 − edge) × 10001 / winning outcomes, floored to 1/10,000: RTP = (1 − edge) up to that rounding. */
export const diceMultiplier4 = (p: DiceParams, edgeBp: number) =>
  floorDiv((10_000 - edgeBp) * DICE_OUTCOMES, diceWinning(p));

export function playDice(p: DiceParams, next: FloatSource, edgeBp: number) {
  const roll = diceRoll(next());
  const win = p.direction === 'under' ? roll < p.target : roll > p.target;
  return { roll, win, multiplier4: win ? diceMultiplier4(p, edgeBp) : 0 };
}

// ---- Limbo --------------------------------------------------------------------------------------------------

/** Targets in hundredths: 1.01× … 1,000,000×. */
export const LIMBO_MIN_TARGET = 101;
export const LIMBO_MAX_TARGET = MAX_MULTIPLIER_HUNDREDTHS;

/**
 * The drawn multiplier (hundredths) of a float f = u/2³²: floor(100 × (1 − edge) / f), between 1.00 and
 * 1,000,000 (u = 0 gives the maximum). P(result ≥ x) = (1 − edge) / x.
 */
export function limboResult(float: number, edgeBp: number): number {
  const u = Math.round(float * 4_294_967_296);
  if (u === 0) return LIMBO_MAX_TARGET;
  const hundredths = floorDiv((10_000 - edgeBp) * 4_294_967_296, 100 * u);
  return Math.min(LIMBO_MAX_TARGET, Math.max(100, hundredths));
}

export function playLimbo(targetHundredths: number, next: FloatSource, edgeBp: number) {
  const result = limboResult(next(), edgeBp);
  const win = result >= targetHundredths;
  return { result, win, multiplier4: win ? targetHundredths * 100 : 0 };
}

// ---- Mines --------------------------------------------------------------------------------------------------

export const MINES_TILES = 25;
export const MINES_MIN = 1;
export const MINES_MAX = 24;

/**
 * The tiles in drawn order (a Fisher–Yates shuffle driven by 24 floats): for i = 0…23 the tile at index
 * floor(f_i × (25 − i)) of the tiles still left is taken out; the last tile left comes last. The first
 * `mines` tiles of the order hold the mines. Tiles are numbered 0…24 row by row.
 */
export function minesOrder(next: FloatSource): number[] {
  const left = Array.from({ length: MINES_TILES }, (_, i) => i);
  const order: number[] = [];
  for (let i = 0; i < MINES_TILES - 1; i++) {
    const [tile] = left.splice(Math.floor(next() * (MINES_TILES - i)), 1);
    order.push(tile!);
  }
  order.push(left[0]!);
  return order;
}

export const minePositions = (next: FloatSource, mines: number) =>
  minesOrder(next)
    .slice(0, mines)
    .sort((a, b) => a - b);

/**
 * The cash-out multiplier after `safe` revealed safe tiles: (1 − edge) × C(25, k) / C(25 − m, k), floored to
 * 1/10,000 (1.0000× before any reveal). The chance of surviving k reveals is exactly its inverse over (1 − edge).
 */
export function minesMultiplier4(mines: number, safe: number, edgeBp: number): number {
  if (safe <= 0) return 10_000;
  let numerator = 1n;
  let denominator = 1n;
  for (let i = 0; i < safe; i++) {
    numerator *= BigInt(MINES_TILES - i);
    denominator *= BigInt(MINES_TILES - mines - i);
  }
  return Number((BigInt(10_000 - edgeBp) * numerator) / denominator);
}

// ---- Plinko -------------------------------------------------------------------------------------------------

export const PLINKO_ROWS = [8, 12, 16] as const;
export type PlinkoRows = (typeof PLINKO_ROWS)[number];
export const PLINKO_RISKS = ['low', 'medium', 'high'] as const;
export type PlinkoRisk = (typeof PLINKO_RISKS)[number];

/** One float per row: below 0.5 the ball goes left (0), else right (1); the slot is the number of rights. */
export function plinkoPath(next: FloatSource, rows: number): number[] {
  return Array.from({ length: rows }, () => (next() < 0.5 ? 0 : 1));
}

export function playPlinko(
  rows: PlinkoRows,
  risk: PlinkoRisk,
  next: FloatSource,
  tables: Record<PlinkoRows, Record<PlinkoRisk, readonly number[]>>,
) {
  const path = plinkoPath(next, rows);
  const slot = path.reduce((a, b) => a + b, 0);
  /** Tables are in hundredths. */
  const multiplier4 = tables[rows][risk][slot]! * 100;
  return { path, slot, multiplier4 };
}

/** Exact RTP of a plinko table (binomial slot probabilities; tables in hundredths). */
export function plinkoRtp(table: readonly number[]): number {
  const rows = table.length - 1;
  let binomial = 1;
  let sum = 0;
  for (let k = 0; k <= rows; k++) {
    sum += (binomial / 2 ** rows) * (table[k]! / 100);
    binomial = (binomial * (rows - k)) / (k + 1);
  }
  return sum;
}
