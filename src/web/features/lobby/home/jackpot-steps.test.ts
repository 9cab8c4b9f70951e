import { describe, expect, it } from 'vitest';
import { nextDelay, nextShown } from './jackpot-steps';

describe('jackpot counter steps', () => {
  it('steps by 100 to 500 units, or half the way when the pool ran further ahead, never past the pool', () => {
    const pool = 2_000_000_000n;
    expect(nextShown(pool - 8_000n, pool, 2, () => 0)).toBe(pool); // a ₱100 step closes an ₱80 gap
    expect(nextShown(pool - 100_000n, pool, 2, () => 0)).toBe(pool - 50_000n); // half of ₱1,000
    expect(nextShown(pool - 60_000n, pool, 2, () => 0.999)).toBe(pool - 10_000n); // a ₱500 step
    expect(nextShown(1_000n, 1_250n, 0, () => 0.5)).toBe(1_250n); // VND: a ₫300 step, capped
    expect(nextShown(1_000n, 100_000_000n, 0, () => 0.5)).toBe(50_000_500n);
  });

  it('reaches the pool within a few steps and never passes it', () => {
    for (const gap of [1n, 9_999n, 60_000n, 5_000_000n, 123_456_789n]) {
      const pool = 2_000_000_000n + gap;
      let shown = 2_000_000_000n;
      let steps = 0;
      while (shown < pool) {
        const next = nextShown(shown, pool, 2, Math.random);
        expect(next).toBeGreaterThan(shown);
        expect(next).toBeLessThanOrEqual(pool);
        shown = next;
        steps += 1;
      }
      expect(steps).toBeLessThanOrEqual(20);
    }
  });

  it('never goes down but to a won pool, and waits 3, 4 or 5 seconds', () => {
    expect(nextShown(5_000n, 5_000n, 2, () => 0.3)).toBe(5_000n);
    expect(nextShown(9_000n, 5_000n, 2, () => 0.3)).toBe(5_000n);
    expect([0, 0.4, 0.99].map((r) => nextDelay(() => r))).toEqual([3_000, 4_000, 5_000]);
  });
});
