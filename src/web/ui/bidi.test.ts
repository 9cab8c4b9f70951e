import { describe, expect, it } from 'vitest';
import { isolatedMoney, isolateText } from './bidi';
import { ltrInputDir } from './input-dir';

describe('bidi isolation', () => {
  it('isolates text in right-to-left pages only', () => {
    expect(isolateText('−₱10.00', 'rtl')).toBe('\u2068−₱10.00\u2069');
    expect(isolateText('−₱10.00', 'ltr')).toBe('−₱10.00');
    expect(isolateText('', 'rtl')).toBe('');
  });

  it("isolates a formatter's amounts in right-to-left pages and keeps the rest of it", () => {
    const format = {
      money: (amount: string | bigint, signed = false) => `${signed ? '+' : ''}₱${amount}`,
      tag: 'ar',
    };
    const rtl = isolatedMoney(format, 'rtl');
    expect(rtl.money('10.00', true)).toBe('\u2068+₱10.00\u2069');
    expect(rtl.tag).toBe('ar');
    expect(isolatedMoney(format, 'ltr')).toBe(format);
  });

  it('makes amount, phone, code and username inputs left to right unless told otherwise', () => {
    expect(ltrInputDir({ inputMode: 'decimal' })).toBe('ltr');
    expect(ltrInputDir({ type: 'tel' })).toBe('ltr');
    expect(ltrInputDir({ autoComplete: 'username' })).toBe('ltr');
    expect(ltrInputDir({ autoComplete: 'one-time-code', inputMode: 'numeric' })).toBe('ltr');
    expect(ltrInputDir({ type: 'text', autoComplete: 'name' })).toBeUndefined();
    expect(ltrInputDir({ inputMode: 'decimal', dir: 'auto' })).toBeUndefined();
  });
});
