import { describe, expect, it } from 'vitest';
import { formatMoney, groupDigits, showMoney, toMinor } from './money-format';

const PHP = { symbol: '₱', minorUnits: 2 } as const;
const VND = { symbol: '₫', minorUnits: 0 } as const;

describe('formatMoney: every amount in the brand currency the same way', () => {
  it('shows exactly the currency decimals, none for VND', () => {
    expect(formatMoney('150000', VND)).toBe('₫150,000');
    expect(formatMoney('20123456.78', VND)).toBe('₫20,123,456');
    expect(formatMoney(20_123_456n, VND)).toBe('₫20,123,456');
    expect(formatMoney('7', PHP)).toBe('₱7.00');
    expect(formatMoney('1234.5', PHP)).toBe('₱1,234.50');
    expect(formatMoney(12345n, PHP)).toBe('₱123.45');
    expect(formatMoney('20123456.789', PHP)).toBe('₱20,123,456.78');
  });
  it('signs with a real minus and an optional plus', () => {
    expect(formatMoney('-10', PHP)).toBe('−₱10.00');
    expect(formatMoney('10', PHP, true)).toBe('+₱10.00');
    expect(formatMoney('0', VND, true)).toBe('₫0');
  });
  it('keeps the older helpers consistent with it', () => {
    expect(groupDigits('1234567.50')).toBe('1,234,567.50');
    expect(showMoney('150000', '₫')).toBe(formatMoney('150000', VND));
    expect(toMinor('-12.34', 2)).toBe(-1234n);
  });
});
