import { describe, expect, it } from 'vitest';
import { turnoverRequired } from './promotions';
import { localParts, periodOf, zonedToUtc } from './zoned-time';

describe('zoned time', () => {
  it('converts local wall-clock times to instants', () => {
    expect(zonedToUtc('2026-11-24T08:00:00', 'Asia/Manila').toISOString()).toBe('2026-11-24T00:00:00.000Z');
    expect(zonedToUtc('2026-11-24', 'UTC').toISOString()).toBe('2026-11-24T00:00:00.000Z');
    // Across a daylight-saving change (New York, 2026-03-08 02:00 → 03:00).
    expect(zonedToUtc('2026-03-08T12:00', 'America/New_York').toISOString()).toBe('2026-03-08T16:00:00.000Z');
  });

  it('gives local parts with the ISO weekday', () => {
    const p = localParts(new Date('2026-11-23T17:00:00Z'), 'Asia/Bangkok');
    expect([p.year, p.month, p.day, p.hour, p.weekday]).toEqual([2026, 11, 24, 0, 2]);
  });

  it('reads the same parts as formatToParts, across zones, midnights, DST changes and distant years', () => {
    const zones = [
      'UTC',
      'Asia/Bangkok',
      'America/New_York',
      'Europe/London',
      'Asia/Kathmandu',
      'Pacific/Chatham',
    ];
    const instants = [
      Date.UTC(2026, 2, 8, 6, 59, 59), // New York just before 02:00 → 03:00
      Date.UTC(2026, 2, 8, 7, 0, 0),
      Date.UTC(2026, 9, 25, 0, 59, 59), // London just before 02:00 → 01:00
      Date.UTC(2026, 10, 23, 17, 0, 0), // midnight in Bangkok
      Date.UTC(999, 0, 1, 12, 0, 0), // a year of three digits: the formatToParts path
      Date.UTC(12000, 5, 1, 0, 0, 0), // and of five
      ...Array.from({ length: 50 }, (_, i) => Date.UTC(2026, 0, 1) + i * 7_654_321_987),
    ];
    for (const timeZone of zones) {
      const f = new Intl.DateTimeFormat('en-US', {
        timeZone,
        hourCycle: 'h23',
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
        second: '2-digit',
      });
      for (const ms of instants) {
        const expected = Object.fromEntries(
          f
            .formatToParts(new Date(ms))
            .filter((p) => p.type !== 'literal')
            .map((p) => [p.type, Number(p.value)]),
        );
        const { year, month, day, hour, minute, second } = localParts(new Date(ms), timeZone);
        expect({ year, month, day, hour, minute, second }, `${timeZone} ${ms}`).toEqual(expected);
      }
    }
  });

  it('finds day, week and month periods in the zone', () => {
    const at = new Date('2026-11-24T20:00:00Z'); // 04:00 on the 25th in Manila (a Wednesday)
    expect(periodOf(at, 'Asia/Manila', 'day')).toEqual({
      key: '2026-11-25',
      from: new Date('2026-11-24T16:00:00Z'),
      to: new Date('2026-11-25T16:00:00Z'),
    });
    expect(periodOf(at, 'Asia/Manila', 'week').key).toBe('2026-11-23');
    expect(periodOf(new Date('2026-12-31T20:00:00Z'), 'Asia/Manila', 'month')).toEqual({
      key: '2027-01',
      from: new Date('2026-12-31T16:00:00Z'),
      to: new Date('2027-01-31T16:00:00Z'),
    });
  });

  it('computes turnover requirements rounded up', () => {
    expect(turnoverRequired({ turnover: { multiplier: 3, of: 'bonus' } }, 10_000n, 5n)).toBe(30_000n);
    expect(turnoverRequired({ turnover: { multiplier: 1.5, of: 'bonus_and_deposit' } }, 101n, 100n)).toBe(
      302n,
    );
    expect(turnoverRequired({}, 10_000n)).toBe(0n);
  });
});
