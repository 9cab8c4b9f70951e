import { describe, expect, it } from 'vitest';
import { periodKeys } from './periods';

describe('periodKeys', () => {
  it('lists days, Monday weeks and months of a window', () => {
    const from = new Date(2026, 10, 20); // Friday 20 Nov 2026
    const to = new Date(2026, 11, 3);
    expect(periodKeys('day', from, to)).toHaveLength(13);
    expect(periodKeys('day', from, to)[0]).toBe('2026-11-20');
    expect(periodKeys('week', from, to)).toEqual(['2026-11-16', '2026-11-23', '2026-11-30']);
    expect(periodKeys('month', from, to)).toEqual(['2026-11-01', '2026-12-01']);
  });
});
