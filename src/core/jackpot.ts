import Hex from 'crypto-js/enc-hex.js';
import HmacSHA256 from 'crypto-js/hmac-sha256.js';
import type { SeedTriple } from './fairness';

/**
 * The jackpot pool's rules (docs/jackpot.md), shared by the server that funds and pays it and the /fairness page
 * that verifies a bet's draw. Pure and isomorphic.
 *
 * - Funding: every settled stake of an in-house vendor adds floor(stake × contributionBp / 10,000) minor units.
 * - Trigger: an in-house game bet with a provably fair seed pair, of at least `minStake`, draws
 *   u32 = the first 4 bytes (big-endian) of HMAC-SHA256(key = server seed, message = `${clientSeed}:${nonce}:jackpot`)
 *   — a message the game outcomes never use (theirs end in a cursor number) — and wins the whole pool when
 *   u32 < floor(2³² / oneIn): a chance of one in `oneIn`, decided by the seeds committed before the bet.
 */

/** brand.json "jackpot": amounts in minor units of the brand currency. */
export interface JackpotConfig {
  /** Share of each in-house stake that funds the pool, in basis points (100 = 1 %). */
  contributionBp: number;
  /** What the brand puts in a new (or just won) pool. */
  seed: number;
  /** A qualifying bet wins with a chance of one in this. */
  oneIn: number;
  /** Smallest stake that draws the trigger. */
  minStake: number;
}

/** The in-house vendors whose settled stakes fund the pool: originals (MQ) and the lottery vendors. */
export const JACKPOT_VENDORS = ['MQ', 'MQL', 'VNL'] as const;

const TWO_32 = 4_294_967_296;

/** A stake's contribution, in minor units (rounded down). */
export function contributionOf(stake: bigint, contributionBp: number): bigint {
  return (stake * BigInt(contributionBp)) / 10_000n;
}

/** Draws below this win. */
export function jackpotThreshold(oneIn: number): number {
  return Math.floor(TWO_32 / oneIn);
}

/** The bet's jackpot draw: an unsigned 32-bit number. */
export function jackpotDraw(seed: SeedTriple): number {
  const hex = HmacSHA256(`${seed.clientSeed}:${seed.nonce}:jackpot`, seed.serverSeed).toString(Hex);
  return Number.parseInt(hex.slice(0, 8), 16);
}

export function isJackpotHit(draw: number, oneIn: number): boolean {
  return draw < jackpotThreshold(oneIn);
}
