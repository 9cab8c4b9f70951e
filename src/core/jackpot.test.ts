import { describe, expect, it } from 'vitest';
import { hmacSha256Hex } from './fairness';
import { contributionOf, isJackpotHit, jackpotDraw, jackpotThreshold } from './jackpot';

describe('jackpot rules', () => {
  it('funds the rounded-down share of a stake', () => {
    expect(contributionOf(10_000n, 100)).toBe(100n);
    expect(contributionOf(199n, 100)).toBe(1n);
    expect(contributionOf(99n, 100)).toBe(0n);
    expect(contributionOf(12_345n, 250)).toBe(308n);
  });

  it('draws the first word of HMAC(server seed, clientSeed:nonce:jackpot)', () => {
    const seed = { serverSeed: 'a'.repeat(64), clientSeed: 'player', nonce: 7 };
    const hex = hmacSha256Hex(seed.serverSeed, 'player:7:jackpot');
    expect(jackpotDraw(seed)).toBe(Number.parseInt(hex.slice(0, 8), 16));
    expect(jackpotDraw({ ...seed, nonce: 8 })).not.toBe(jackpotDraw(seed));
  });

  it('wins with a chance of one in oneIn', () => {
    expect(jackpotThreshold(1)).toBe(2 ** 32);
    expect(isJackpotHit(2 ** 32 - 1, 1)).toBe(true);
    expect(jackpotThreshold(2)).toBe(2 ** 31);
    expect(isJackpotHit(2 ** 31, 2)).toBe(false);
    expect(isJackpotHit(2 ** 31 - 1, 2)).toBe(true);
    let hits = 0;
    for (let nonce = 0; nonce < 20_000; nonce++)
      if (isJackpotHit(jackpotDraw({ serverSeed: 'b'.repeat(64), clientSeed: 'c', nonce }), 100)) hits++;
    // 200 expected; 5 standard deviations either side.
    expect(hits).toBeGreaterThan(130);
    expect(hits).toBeLessThan(270);
  });
});
