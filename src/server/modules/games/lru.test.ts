import { describe, expect, it } from 'vitest';
import { Lru } from './lru';

describe('Lru', () => {
  it('keeps at most max keys, dropping the oldest written', () => {
    const lru = new Lru<number>(4);
    for (let i = 0; i < 6; i++) lru.set(`k${i}`, i);
    expect([0, 1, 2, 3, 4, 5].map((i) => lru.get(`k${i}`))).toEqual([undefined, undefined, 2, 3, 4, 5]);
  });

  it('a key read while among the older half moves to the newest end and outlives later writes', () => {
    const lru = new Lru<number>(4);
    for (let i = 0; i < 4; i++) lru.set(`k${i}`, i);
    expect(lru.get('k0')).toBe(0);
    lru.set('k4', 4);
    lru.set('k5', 5);
    expect(lru.get('k0')).toBe(0);
    expect(lru.get('k1')).toBeUndefined();
    expect(lru.get('k2')).toBeUndefined();
  });

  it('a key read within the last max/2 writes is never the one that goes', () => {
    const lru = new Lru<number>(10);
    lru.set('hot', -1);
    for (let i = 0; i < 1000; i++) {
      lru.set(`k${i}`, i);
      // A key read now and then (each time within max/2 writes of the last read) stays.
      if (i % 2 === 0) expect(lru.get('hot')).toBe(-1);
      // The key written 3 keys ago (at most 5 writes ago) is there.
      if (i >= 3) expect(lru.get(`k${i - 3}`)).toBe(i - 3);
    }
  });

  it('writing a key again replaces its value; clear empties it', () => {
    const lru = new Lru<string>(2);
    lru.set('a', 'x');
    lru.set('a', 'y');
    expect(lru.get('a')).toBe('y');
    lru.clear();
    expect(lru.get('a')).toBeUndefined();
  });
});
