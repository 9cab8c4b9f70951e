import { describe, expect, it } from 'vitest';
import { exclusionEnd, isExclusionPeriod, kindOfPeriod } from './exclusion';

describe('exclusion periods', () => {
  const start = new Date('2026-01-31T10:00:00Z');
  it('ends each period at its length from the start', () => {
    expect(exclusionEnd('24h', start)?.toISOString()).toBe('2026-02-01T10:00:00.000Z');
    expect(exclusionEnd('1w', start)?.toISOString()).toBe('2026-02-07T10:00:00.000Z');
    expect(exclusionEnd('6w', start)?.toISOString()).toBe('2026-03-14T10:00:00.000Z');
    expect(exclusionEnd('1m', start)?.toISOString()).toBe('2026-02-28T10:00:00.000Z');
    expect(exclusionEnd('6m', start)?.toISOString()).toBe('2026-07-31T10:00:00.000Z');
    expect(exclusionEnd('1y', start)?.toISOString()).toBe('2027-01-31T10:00:00.000Z');
    expect(exclusionEnd('5y', start)?.toISOString()).toBe('2031-01-31T10:00:00.000Z');
    expect(exclusionEnd('permanent', start)).toBeNull();
  });
  it('tells breaks from self-exclusions and refuses unknown periods', () => {
    expect(kindOfPeriod('6w')).toBe('break');
    expect(kindOfPeriod('6m')).toBe('self_exclusion');
    expect(isExclusionPeriod('2h')).toBe(false);
    expect(isExclusionPeriod('permanent')).toBe(true);
  });
});
