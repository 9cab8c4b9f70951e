import { describe, expect, it } from 'vitest';
import { subtractAmounts, toMinor } from './money-format';

describe('money arithmetic', () => {
  it('subtracts decimal strings exactly (no float)', () => {
    expect(subtractAmounts('0.30', '0.10', 2)).toBe('0.20');
    expect(subtractAmounts('0.00', '999999999999.99', 2)).toBe('-999999999999.99');
    expect(toMinor('-12.34', 2)).toBe(-1234n);
  });
});
