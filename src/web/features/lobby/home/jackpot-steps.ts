/**
 * The jackpot counter's look of spec §4/§9 — it grows by a step of 100 to 500 (whole currency units) every 3, 4 or
 * 5 seconds — over a real pool: the counter shows at most the amount the server last answered, so it never shows
 * more than the pool, every visitor sees the same figure at each read, and a reload (which starts at the pool)
 * never shows less than before. Amounts in minor units.
 */

export const STEP_DELAYS_MS = [3_000, 4_000, 5_000] as const;
const STEPS_TO_CATCH_UP = 2;

/**
 * The next figure: one step up towards the pool (a spec step, or bigger when the pool ran further ahead, so it is
 * reached within a few steps), never past it; straight to the pool when it went down (it was won).
 */
export function nextShown(shown: bigint, pool: bigint, minorUnits: number, random: () => number): bigint {
  if (pool <= shown) return pool;
  const unit = 10n ** BigInt(minorUnits);
  const step = BigInt(100 + Math.floor(random() * 401)) * unit;
  const catchUp = (pool - shown + BigInt(STEPS_TO_CATCH_UP - 1)) / BigInt(STEPS_TO_CATCH_UP);
  const next = shown + (step > catchUp ? step : catchUp);
  return next > pool ? pool : next;
}

export const nextDelay = (random: () => number) =>
  STEP_DELAYS_MS[Math.floor(random() * STEP_DELAYS_MS.length)] ?? STEP_DELAYS_MS[0];
