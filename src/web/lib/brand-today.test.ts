import { describe, expect, it } from 'vitest';
import { todayIn } from './brand-today';

describe('the brand calendar day', () => {
  it("takes today's date in the brand's zone, not the browser's", () => {
    const now = new Date('2026-11-23T21:54:00Z');
    const manila = todayIn('Asia/Manila', now);
    expect([manila.getFullYear(), manila.getMonth() + 1, manila.getDate()]).toEqual([2026, 11, 24]);
    const utc = todayIn('UTC', now);
    expect(utc.getDate()).toBe(23);
    expect(todayIn(undefined, now).getDate()).toBe(23);
  });
});
