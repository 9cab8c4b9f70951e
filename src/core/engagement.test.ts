import { describe, expect, it } from 'vitest';
import { engagementProblems, maskName, previousPeriod, prizeOf, programPeriod } from './engagement';

const board = (prizes: { fromRank: number; toRank: number; amount: number }[]) => ({
  missions: [],
  leaderboards: [
    { id: 'b', period: 'daily' as const, metric: 'valid_bet' as const, title: { en: 'B' }, size: 10, prizes },
  ],
});

describe('engagement rules', () => {
  it('accepts ascending bands with non-increasing prizes', () => {
    expect(
      engagementProblems(
        board([
          { fromRank: 1, toRank: 1, amount: 500 },
          { fromRank: 2, toRank: 3, amount: 200 },
        ]),
        ['RNG'],
      ),
    ).toEqual([]);
  });

  it('names overlaps, reversed bands, a lower rank paid more and ranks beyond the size', () => {
    const reasons = engagementProblems(
      board([
        { fromRank: 1, toRank: 2, amount: 100 },
        { fromRank: 2, toRank: 1, amount: 300 },
        { fromRank: 5, toRank: 11, amount: 50 },
      ]),
      [],
    ).map((p) => `${p.pointer} ${p.reason}`);
    expect(reasons).toEqual([
      '/leaderboards/0/prizes/1/fromRank fromRank is greater than toRank',
      '/leaderboards/0/prizes/1/fromRank prize bands must be in ascending rank order without overlap',
      '/leaderboards/0/prizes/1/amount a lower rank cannot win more than a higher rank',
      '/leaderboards/0/prizes/2/toRank prized ranks must be within the listed size',
    ]);
  });

  it('finds the prize of a rank', () => {
    const bands = [
      { fromRank: 1, toRank: 1, amount: 500 },
      { fromRank: 2, toRank: 3, amount: 200 },
    ];
    expect([1, 2, 3, 4].map((r) => prizeOf(bands, r))).toEqual([500, 200, 200, null]);
  });

  it('periods follow the brand zone; weeks start on Monday', () => {
    const at = new Date('2026-11-24T17:00:00Z'); // Wednesday 01:00 in Manila
    expect(programPeriod(at, 'Asia/Manila', 'daily')?.key).toBe('2026-11-25');
    expect(programPeriod(at, 'Asia/Manila', 'weekly')?.key).toBe('2026-11-23');
    expect(programPeriod(at, 'Asia/Manila', 'once')).toBeNull();
    expect(previousPeriod(at, 'Asia/Manila', 'daily').key).toBe('2026-11-24');
    expect(previousPeriod(at, 'Asia/Manila', 'monthly').key).toBe('2026-10');
  });

  it('masks names', () => {
    expect(maskName('agent01')).toBe('ag***01');
    expect(maskName('abc')).toBe('a***c');
    expect(maskName('a')).toBe('a***');
  });
});
