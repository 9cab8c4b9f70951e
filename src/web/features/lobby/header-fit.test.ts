import { describe, expect, it } from 'vitest';
import { fitCount } from './header-fit';

describe('fitCount (header menu bar and its More menu)', () => {
  it('keeps every entry when they all fit, with no room held for More', () => {
    expect(fitCount([50, 60, 70], 2, 80, 184)).toBe(3);
    expect(fitCount([], 2, 80, 0)).toBe(0);
  });
  it('keeps the leading entries that fit beside More, in order', () => {
    // All three need 184. More (40) + 2 + 50 + 2 + 60 = 154; the next (70) would need 226.
    expect(fitCount([50, 60, 70], 2, 40, 183)).toBe(2);
    expect(fitCount([50, 60, 70], 2, 40, 154)).toBe(2);
    expect(fitCount([50, 60, 70], 2, 40, 153)).toBe(1);
  });
  it('never lets a wide entry jump the queue: the order of spec §2 holds', () => {
    expect(fitCount([50, 300, 20], 2, 80, 170)).toBe(1);
  });
  it('puts everything into More when not even one entry fits beside it', () => {
    expect(fitCount([120, 60], 2, 80, 150)).toBe(0);
  });
});
