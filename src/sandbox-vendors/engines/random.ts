import { randomInt } from 'node:crypto';

/** A uniform integer in [0, n): the sandbox's randomness (crypto), replaceable in tests. */
export type Rng = (n: number) => number;

export const cryptoRng: Rng = (n) => randomInt(n);

/** Fisher–Yates shuffle in place. */
export function shuffle<T>(items: T[], rng: Rng): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = rng(i + 1);
    [items[i], items[j]] = [items[j]!, items[i]!];
  }
  return items;
}

/** A deterministic generator for tests and simulations (mulberry32). */
export function seededRng(seed: number): Rng {
  let state = seed >>> 0;
  return (n) => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    const float = ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    return Math.floor(float * n);
  };
}
