import { describe, expect, it } from 'vitest';
import { chatAvailability, countWords } from './support';

describe('countWords', () => {
  it('counts words, not punctuation or spaces', () => {
    expect(countWords('  hello,   world!  ')).toBe(2);
    expect(countWords('!!! ...')).toBe(0);
    expect(countWords('')).toBe(0);
  });

  it('counts Chinese and Thai words written without spaces', () => {
    expect(countWords('我的存款还没有到账', 'cn')).toBeGreaterThanOrEqual(4);
    expect(countWords('ฉันยังไม่ได้รับเงิน', 'th')).toBeGreaterThanOrEqual(3);
  });
});

describe('chatAvailability', () => {
  const weekdays = { days: [1, 2, 3, 4, 5], open: '09:00', close: '18:00' };
  it('is online inside the hours of a day in the zone', () => {
    // Monday 2026-11-23 10:00 in Bangkok (UTC+7) = 03:00 UTC.
    expect(chatAvailability(weekdays, 'Asia/Bangkok', new Date('2026-11-23T03:00:00Z'))).toEqual({
      online: true,
      backAt: null,
    });
  });

  it('says when support is back: the next opening, to the minute', () => {
    // Friday 2026-11-27 18:30 Bangkok → back Monday 09:00 Bangkok = 02:00 UTC.
    const friday = chatAvailability(weekdays, 'Asia/Bangkok', new Date('2026-11-27T11:30:00Z'));
    expect(friday.online).toBe(false);
    expect(friday.backAt?.toISOString()).toBe('2026-11-30T02:00:00.000Z');
  });

  it('handles windows past midnight and all-day windows', () => {
    const night = { days: [1, 2, 3, 4, 5, 6, 7], open: '20:00', close: '04:00' };
    expect(chatAvailability(night, 'UTC', new Date('2026-11-24T02:00:00Z')).online).toBe(true);
    expect(chatAvailability(night, 'UTC', new Date('2026-11-24T12:00:00Z')).backAt?.toISOString()).toBe(
      '2026-11-24T20:00:00.000Z',
    );
    expect(
      chatAvailability({ days: [1, 2, 3, 4, 5, 6, 7], open: '00:00', close: '00:00' }, 'UTC').online,
    ).toBe(true);
  });
});
