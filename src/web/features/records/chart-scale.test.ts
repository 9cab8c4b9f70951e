import { describe, expect, it } from 'vitest';
import { niceTicks } from './chart-scale';

describe('niceTicks', () => {
  it('covers the range with round steps and includes zero', () => {
    const ticks = niceTicks(-130, 420);
    expect(ticks[0]).toBeLessThanOrEqual(-130);
    expect(ticks.at(-1)).toBeGreaterThanOrEqual(420);
    expect(ticks).toContain(0);
    const steps = new Set(ticks.slice(1).map((t, i) => t - ticks[i]!));
    expect(steps.size).toBe(1);
    expect([1, 2, 5].map((m) => m * 100)).toContain([...steps][0]);
  });
  it('handles an all-zero series', () => {
    expect(niceTicks(0, 0)).toEqual([0, 1]);
  });
});
