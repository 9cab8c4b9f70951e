import { describe, expect, it } from 'vitest';
import { shiftWindow } from '@/web/lib/date-window';
import { lastDaysFrom, periodOf } from './period';

describe('agent report periods (brand calendar days)', () => {
  it('the last 7 days include today; previous and next step by the window length', () => {
    const today = new Date(2026, 10, 24);
    const week = lastDaysFrom(today, 7);
    expect(periodOf(week)).toEqual({ from: '2026-11-18', to: '2026-11-24' });
    expect(periodOf(shiftWindow(week, -1))).toEqual({ from: '2026-11-11', to: '2026-11-17' });
    expect(periodOf(lastDaysFrom(today, 1))).toEqual({ from: '2026-11-24', to: '2026-11-24' });
    expect(periodOf(lastDaysFrom(new Date(2026, 0, 3), 30))).toEqual({
      from: '2025-12-05',
      to: '2026-01-03',
    });
  });
});
