import { describe, expect, it } from 'vitest';
import { endOfCurrentPeriod, periodEnd, periodStart } from './contract-periods';

const at = (iso: string) => new Date(iso);

describe('contract periods', () => {
  it('cuts days, weeks, half months and months in the brand zone', () => {
    const tz = 'Asia/Manila'; // UTC+8
    const t = at('2026-03-16T15:30:00Z'); // 23:30 on Monday 16 March in Manila
    expect(periodStart('D', t, tz).toISOString()).toBe('2026-03-15T16:00:00.000Z');
    expect(periodStart('W', t, tz).toISOString()).toBe('2026-03-15T16:00:00.000Z');
    expect(periodStart('H', t, tz).toISOString()).toBe('2026-03-15T16:00:00.000Z');
    expect(periodEnd('H', periodStart('H', t, tz), tz).toISOString()).toBe('2026-03-31T16:00:00.000Z');
    expect(periodStart('M', t, tz).toISOString()).toBe('2026-02-28T16:00:00.000Z');
    expect(periodEnd('M', at('2026-12-31T16:00:00Z'), tz).toISOString()).toBe('2027-01-31T16:00:00.000Z');
    expect(periodStart('H', at('2026-03-15T15:59:59Z'), tz).toISOString()).toBe('2026-02-28T16:00:00.000Z');
  });

  it('cuts hours and 5-minute slots', () => {
    const t = at('2026-03-16T15:37:12Z');
    expect(periodStart('HR', t, 'Asia/Bangkok').toISOString()).toBe('2026-03-16T15:00:00.000Z');
    expect(periodStart('RT', t, 'Asia/Bangkok').toISOString()).toBe('2026-03-16T15:35:00.000Z');
    expect(endOfCurrentPeriod('RT', t, 'UTC').toISOString()).toBe('2026-03-16T15:40:00.000Z');
  });

  it('follows daylight saving', () => {
    const tz = 'Europe/Berlin'; // switches to UTC+2 on 29 March 2026
    const start = periodStart('D', at('2026-03-29T12:00:00Z'), tz);
    expect(start.toISOString()).toBe('2026-03-28T23:00:00.000Z');
    expect(periodEnd('D', start, tz).toISOString()).toBe('2026-03-29T22:00:00.000Z');
  });
});
