import { describe, expect, it } from 'vitest';
import { groupDigits, showMoney, showMultiplier, subtractAmounts, toMinor } from './money-format';

describe('money display', () => {
  it('groups digits and signs with a real minus', () => {
    expect(groupDigits('1234567.50')).toBe('1,234,567.50');
    expect(showMoney('-0.50', '₱')).toBe('−₱0.50');
    expect(showMoney('10.00', '₱', true)).toBe('+₱10.00');
    expect(showMoney('0.00', '₱', true)).toBe('₱0.00');
    expect(showMoney('150000', '₫')).toBe('₫150,000');
  });
  it('subtracts decimal strings exactly (no float)', () => {
    expect(subtractAmounts('0.30', '0.10', 2)).toBe('0.20');
    expect(subtractAmounts('0.00', '999999999999.99', 2)).toBe('-999999999999.99');
    expect(toMinor('-12.34', 2)).toBe(-1234n);
  });
  it('shows multipliers with two decimals', () => {
    expect(showMultiplier(1.9801)).toBe('1.98×');
    expect(showMultiplier('1000000')).toBe('1,000,000.00×');
  });
});
