import { describe, expect, it } from 'vitest';
import { isolateText } from './bidi';
import { ltrInputDir } from './input-dir';

describe('bidi isolation', () => {
  it('isolates text in right-to-left pages, and right-to-left text in left-to-right pages', () => {
    expect(isolateText('−₱10.00', 'rtl')).toBe('\u2068−₱10.00\u2069');
    expect(isolateText('−₱10.00', 'ltr')).toBe('−₱10.00');
    expect(isolateText('محمد', 'ltr')).toBe('\u2068محمد\u2069');
    expect(isolateText('', 'rtl')).toBe('');
    expect(isolateText('\u2068x\u2069', 'rtl')).toBe('\u2068x\u2069');
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
