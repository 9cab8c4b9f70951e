import { describe, expect, it } from 'vitest';
import type { AppError } from '@/server/errors';
import { accountParam, daysOf, pagingOf, periodOf, sortingOf, todayIn } from './agent.query';

const codeOf = (fn: () => unknown) => {
  try {
    fn();
  } catch (error) {
    return (error as AppError).code;
  }
  return 'no error';
};

describe('periodOf', () => {
  const now = new Date('2026-03-10T20:00:00Z');

  it('defaults to the last 7 days including today in the brand zone', () => {
    // 20:00 UTC is already 11 March in Manila.
    expect(periodOf({}, 'Asia/Manila', now)).toEqual({ from: '2026-03-05', to: '2026-03-11', days: 7 });
    expect(periodOf({}, 'UTC', now)).toEqual({ from: '2026-03-04', to: '2026-03-10', days: 7 });
    expect(todayIn('Asia/Bangkok', now)).toBe('2026-03-11');
  });

  it('takes inclusive days up to 366', () => {
    expect(periodOf({ from: '2026-03-01', to: '2026-03-01' }, 'UTC', now).days).toBe(1);
    expect(periodOf({ from: '2025-03-01', to: '2026-03-01' }, 'UTC', now).days).toBe(366);
    expect(periodOf({ from: '2026-02-20' }, 'UTC', now)).toMatchObject({ to: '2026-03-10', days: 19 });
  });

  it('refuses reversed, too long and malformed periods with invalid_period', () => {
    for (const query of [
      { from: '2026-03-02', to: '2026-03-01' },
      { from: '2025-02-28', to: '2026-03-01' },
      { from: '2026-02-29' },
      { from: '2026-3-1' },
      { to: '2026-03-01T00:00:00Z' },
      { from: ['2026-03-01'] },
      { from: 20260301 },
      { from: '1999-12-31' },
    ]) {
      expect(
        codeOf(() => periodOf(query, 'UTC', now)),
        JSON.stringify(query),
      ).toBe('invalid_period');
    }
  });

  it('lists every day of a period', () => {
    expect(daysOf({ from: '2026-02-27', to: '2026-03-01', days: 3 })).toEqual([
      '2026-02-27',
      '2026-02-28',
      '2026-03-01',
    ]);
  });
});

describe('pagingOf and sortingOf', () => {
  it('accepts pageNo ≥ 1 and pageSize 1–100 with defaults 1 and 20', () => {
    expect(pagingOf({})).toEqual({ pageNo: 1, pageSize: 20, offset: 0 });
    expect(pagingOf({ pageNo: '3', pageSize: '100' })).toEqual({ pageNo: 3, pageSize: 100, offset: 200 });
  });

  it('refuses anything else with invalid_paging', () => {
    for (const query of [
      { pageSize: '0' },
      { pageSize: '101' },
      { pageSize: '-1' },
      { pageSize: '1.5' },
      { pageNo: '0' },
      { pageNo: 'NaN' },
      { pageNo: '1e3' },
      { pageNo: '99999999' },
      { pageSize: [1] },
    ]) {
      expect(
        codeOf(() => pagingOf(query)),
        JSON.stringify(query),
      ).toBe('invalid_paging');
    }
  });

  it('sorts by known keys only', () => {
    expect(sortingOf({}, ['a', 'b'] as const, 'b')).toEqual({ sort: 'b', order: 'desc' });
    expect(sortingOf({ sort: 'a', order: 'asc' }, ['a', 'b'] as const, 'b')).toEqual({
      sort: 'a',
      order: 'asc',
    });
    expect(codeOf(() => sortingOf({ sort: 'c' }, ['a'] as const, 'a'))).toBe('invalid_sort');
    expect(codeOf(() => sortingOf({ order: 'up' }, ['a'] as const, 'a'))).toBe('invalid_sort');
  });

  it('treats malformed account names as not in the team', () => {
    expect(accountParam(undefined)).toBeUndefined();
    expect(accountParam(' bob ')).toBe('bob');
    expect(codeOf(() => accountParam('x'.repeat(65)))).toBe('member_not_found');
    expect(codeOf(() => accountParam(['bob']))).toBe('member_not_found');
  });
});
