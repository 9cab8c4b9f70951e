import { fairFloats, sha256Hex } from '../fairness';

/**
 * Draw formats of the in-house lottery vendors (docs/lottery.md "Formats"). Isomorphic: the server draws with this
 * code and the /fairness page recomputes a draw in the browser from its revealed seed.
 *
 * - `vn-north`: Xổ số miền Bắc, 27 numbers: special (ĐB) 5 digits, G1 5, G2 2×5, G3 6×5, G4 4×4, G5 6×4, G6 3×3,
 *   G7 4×2.
 * - `vn-south`: Xổ số miền Nam and miền Trung, 18 numbers: G8 2 digits, G7 3, G6 3×4, G5 4, G4 7×5, G3 2×5, G2 5,
 *   G1 5, special (ĐB) 6 digits.
 * - `sea-4d`: a South-East-Asian 4D draw, 23 distinct 4-digit numbers: 1st, 2nd, 3rd, 10 starter, 10 consolation.
 *
 * Fairness: the floats of a draw are those of the originals (HMAC-SHA256 keyed by the server seed, message
 * `${clientSeed}:0:${cursor}`), with clientSeed = `${gameCode}#${drawNo}`. Prize tiers are filled in the order
 * listed, each number taking one float: number = floor(float × 10^digits), left-padded with zeros. In `sea-4d` a
 * number already drawn is skipped and the next float is taken.
 */

export const FORMATS = ['vn-north', 'vn-south', 'sea-4d'] as const;
export type LotteryFormat = (typeof FORMATS)[number];

export interface PrizeTier {
  /** Stable tier code: db (special), g1 … g8, first, second, third, starter, consolation. */
  tier: string;
  count: number;
  digits: number;
}

export const PRIZE_TIERS: Record<LotteryFormat, PrizeTier[]> = {
  'vn-north': [
    { tier: 'db', count: 1, digits: 5 },
    { tier: 'g1', count: 1, digits: 5 },
    { tier: 'g2', count: 2, digits: 5 },
    { tier: 'g3', count: 6, digits: 5 },
    { tier: 'g4', count: 4, digits: 4 },
    { tier: 'g5', count: 6, digits: 4 },
    { tier: 'g6', count: 3, digits: 3 },
    { tier: 'g7', count: 4, digits: 2 },
  ],
  'vn-south': [
    { tier: 'g8', count: 1, digits: 2 },
    { tier: 'g7', count: 1, digits: 3 },
    { tier: 'g6', count: 3, digits: 4 },
    { tier: 'g5', count: 1, digits: 4 },
    { tier: 'g4', count: 7, digits: 5 },
    { tier: 'g3', count: 2, digits: 5 },
    { tier: 'g2', count: 1, digits: 5 },
    { tier: 'g1', count: 1, digits: 5 },
    { tier: 'db', count: 1, digits: 6 },
  ],
  'sea-4d': [
    { tier: 'first', count: 1, digits: 4 },
    { tier: 'second', count: 1, digits: 4 },
    { tier: 'third', count: 1, digits: 4 },
    { tier: 'starter', count: 10, digits: 4 },
    { tier: 'consolation', count: 10, digits: 4 },
  ],
};

/** The result of a draw: the numbers of each tier, in the order of PRIZE_TIERS. */
export type DrawResult = Record<string, string[]>;

export const drawClientSeed = (gameCode: string, drawNo: string) => `${gameCode}#${drawNo}`;

export function drawResult(format: LotteryFormat, serverSeed: string, clientSeed: string): DrawResult {
  const next = fairFloats({ serverSeed, clientSeed, nonce: 0 });
  const seen = new Set<string>();
  const result: DrawResult = {};
  for (const { tier, count, digits } of PRIZE_TIERS[format]) {
    const numbers: string[] = [];
    while (numbers.length < count) {
      const number = String(Math.floor(next() * 10 ** digits)).padStart(digits, '0');
      if (format === 'sea-4d' && seen.has(number)) continue;
      seen.add(number);
      numbers.push(number);
    }
    result[tier] = numbers;
  }
  return result;
}

/** Whether a revealed seed matches its commitment and produces the published result. */
export function verifyDraw(input: {
  format: LotteryFormat;
  serverSeed: string;
  serverSeedHash: string;
  clientSeed: string;
  result: DrawResult;
}): { commitmentOk: boolean; resultOk: boolean; recomputed: DrawResult } {
  const recomputed = drawResult(input.format, input.serverSeed, input.clientSeed);
  return {
    commitmentOk: sha256Hex(input.serverSeed) === input.serverSeedHash,
    resultOk: JSON.stringify(recomputed) === JSON.stringify(input.result),
    recomputed,
  };
}

/** Every number of a result, tier by tier. */
export const allNumbers = (result: DrawResult): string[] => Object.values(result).flat();
