import { describe, expect, it } from 'vitest';
import {
  betPointsType,
  convertUnits,
  earnPoints,
  MICRO,
  minorOf,
  percentOf,
  qualifiedLevel,
  ratioMicro,
} from './loyalty';

describe('points arithmetic', () => {
  it('parses ratios to micro-points and refuses out-of-range ones', () => {
    expect(ratioMicro('1')).toBe(MICRO);
    expect(ratioMicro('0.5')).toBe(500_000n);
    expect(ratioMicro('0.000001')).toBe(1n);
    for (const bad of ['0', '0.0000001', '1000.5', '-1', 'x', '1e3']) expect(ratioMicro(bad)).toBeUndefined();
  });

  it('earns whole points and carries the fraction (no point lost to rounding)', () => {
    // ₱155.00 at 0.1 point per ₱1 = 15.5 points.
    let r = earnPoints(0n, 15_500n, ratioMicro('0.1')!, 2);
    expect(r).toEqual({ points: 15n, carry: 500_000n });
    r = earnPoints(r.carry, 10_500n, ratioMicro('0.1')!, 2);
    expect(r).toEqual({ points: 11n, carry: 0n });
    // VND (no minor units): 150,000 at 0.002 = 300 points.
    expect(earnPoints(0n, 150_000n, ratioMicro('0.002')!, 0)).toEqual({ points: 300n, carry: 0n });
  });

  it('maps bet categories to points types; originals as slots unless the brand has their ratio', () => {
    const earn = { live: '1', lottery: '1', pvp: '1', slots: '1', sports: '1' };
    expect(betPointsType('EVO', 'LIVE', earn)).toBe('live');
    expect(betPointsType('MQL', 'LOTT', earn)).toBe('lottery');
    expect(betPointsType('KM', 'PVP', earn)).toBe('pvp');
    expect(betPointsType('SABA', 'SPORTS', earn)).toBe('sports');
    expect(betPointsType('SV388', 'COCKFIGHT', earn)).toBe('sports');
    expect(betPointsType('PG', 'RNG', earn)).toBe('slots');
    expect(betPointsType('MQ', 'CRASH', earn)).toBe('slots');
    expect(betPointsType('MQ', 'CRASH', { ...earn, originals: '2' })).toBe('originals');
  });

  it('accepts only positive whole multiples of the unit at least the minimum', () => {
    expect(convertUnits(1_200, 100, 100)).toBe(12n);
    for (const bad of [-100, 0, 150, 99.5, 100.5, '100', null, Number.NaN, 2 ** 60])
      expect(convertUnits(bad, 100, 100)).toBeUndefined();
    expect(convertUnits(100, 100, 200)).toBeUndefined();
  });

  it('parses money in the brand currency', () => {
    expect(minorOf('1500.00', 2)).toBe(150_000n);
    expect(minorOf('20000', 0)).toBe(20_000n);
    expect(minorOf('1.5', 0)).toBeUndefined();
    expect(minorOf('-1', 2)).toBeUndefined();
  });
});

describe('VIP levels', () => {
  const levels = [
    { level: 1, validBet: 100n },
    { level: 2, validBet: 1_000n, deposits: 500n },
    { level: 3, validBet: 10_000n, deposits: 5_000n },
  ];
  it('reaches a level exactly at its threshold, deposits counted only when the brand says so', () => {
    expect(qualifiedLevel(levels, { validBet: 99n, deposits: 0n }, 'validBet')).toBe(0);
    expect(qualifiedLevel(levels, { validBet: 100n, deposits: 0n }, 'validBet')).toBe(1);
    expect(qualifiedLevel(levels, { validBet: 10_000n, deposits: 0n }, 'validBet')).toBe(3);
    expect(qualifiedLevel(levels, { validBet: 10_000n, deposits: 499n }, 'validBetAndDeposits')).toBe(1);
    expect(qualifiedLevel(levels, { validBet: 10_000n, deposits: 5_000n }, 'validBetAndDeposits')).toBe(3);
  });
  it('rounds progress down and caps it at 100', () => {
    expect(percentOf(99_999n, 100_000n)).toBe(99);
    expect(percentOf(0n, 10n)).toBe(0);
    expect(percentOf(20n, 10n)).toBe(100);
  });
});
