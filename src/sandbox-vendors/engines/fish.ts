import type { Rng } from './random';

/**
 * The fishing shooter: each shot is a round at the chosen stake aimed at one fish; a fish worth m × the stake is
 * caught with probability RTP / m, so every shot returns FISH_RTP on average whichever fish is aimed at.
 */
export const FISH_RTP_PERCENT = 95;
export const FISH = [2, 3, 5, 8, 12, 20, 50, 100] as const;

export interface FishOutcome {
  fish: number;
  multiplier: number;
  caught: boolean;
  payout: bigint;
}

export function shoot(fish: number, stake: bigint, rng: Rng): FishOutcome {
  const multiplier = FISH[fish];
  if (multiplier === undefined) throw new RangeError('unknown fish');
  const caught = rng(multiplier * 100) < FISH_RTP_PERCENT;
  return { fish, multiplier, caught, payout: caught ? stake * BigInt(multiplier) : 0n };
}
