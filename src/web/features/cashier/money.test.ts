import { describe, expect, it } from 'vitest';
import { createFormat } from '@/core/format';
import { checkAmount, quickAmounts, toMinor } from './money';

describe('cashier money display and checks', () => {
  it('reads amounts without floats', () => {
    expect(toMinor('-0.05', 2)).toBe(-5n);
    expect(toMinor('9999999999999.99', 2)).toBe(999999999999999n);
  });

  it('checks typed amounts against the limits of the operation', () => {
    const { money } = createFormat({ language: 'en', currency: { symbol: '₱', minorUnits: 2 } });
    const rules = { minorUnits: 2 as const, min: '100.00', max: '50000.00', money };
    expect(checkAmount('150.25', rules)).toEqual({ ok: true, minor: 15025n });
    expect(checkAmount('99.99', rules)).toMatchObject({ ok: false, error: 'amount_below_minimum' });
    expect(checkAmount('50000.01', rules)).toMatchObject({
      ok: false,
      error: 'amount_above_maximum',
      params: { max: '₱50,000.00' },
    });
    expect(checkAmount('1.005', rules)).toMatchObject({ ok: false, error: 'amount_too_precise' });
    expect(checkAmount('abc', rules)).toMatchObject({ ok: false, error: 'amount_invalid' });
    expect(checkAmount('1000.5', { minorUnits: 0, money })).toMatchObject({
      error: 'amount_not_whole',
    });
  });

  it('writes the limits of a refusal as the one formatter does in the language (Vietnamese: 50.000 ₫)', () => {
    const vi = createFormat({ language: 'vi', currency: { symbol: '₫', minorUnits: 0 } });
    expect(checkAmount('1000', { minorUnits: 0, min: '50000', money: vi.money })).toMatchObject({
      params: { min: '50.000\u00a0₫' },
    });
  });

  it('offers round quick amounts within the limits', () => {
    expect(quickAmounts('100.00', '50000.00', 2)).toEqual([
      '100.00',
      '200.00',
      '500.00',
      '1000.00',
      '2000.00',
      '5000.00',
    ]);
    expect(quickAmounts('50000', '50000000', 0)).toEqual([
      '50000',
      '100000',
      '200000',
      '500000',
      '1000000',
      '2000000',
    ]);
    expect(quickAmounts('300.00', '500.00', 2)).toEqual(['300.00', '500.00']);
  });
});
