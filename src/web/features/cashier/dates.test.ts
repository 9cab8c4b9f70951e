import { describe, expect, it } from 'vitest';
import { customWindow, lastDays, shiftWindow, toInput } from './dates';

describe('account record date windows', () => {
  const now = new Date(2026, 2, 15, 13, 45);

  it('the last 7 and 30 days end with today', () => {
    const week = lastDays(7, now);
    expect(toInput(week.from)).toBe('2026-03-09');
    expect(toInput(week.to)).toBe('2026-03-16');
    expect(toInput(lastDays(30, now).from)).toBe('2026-02-14');
  });

  it('previous and next move by the window length', () => {
    const week = lastDays(7, now);
    const before = shiftWindow(week, -1);
    expect([toInput(before.from), toInput(before.to)]).toEqual(['2026-03-02', '2026-03-09']);
    expect(shiftWindow(before, 1)).toEqual(week);
    const month = shiftWindow(lastDays(30, now), -1);
    expect([toInput(month.from), toInput(month.to)]).toEqual(['2026-01-15', '2026-02-14']);
  });

  it('a custom range includes both days and refuses an inverted or malformed one', () => {
    const range = customWindow('2026-03-01', '2026-03-01');
    expect(range?.days).toBe(1);
    expect(customWindow('2026-03-02', '2026-03-01')).toBeNull();
    expect(customWindow('2026-3-1', '2026-03-01')).toBeNull();
  });
});
