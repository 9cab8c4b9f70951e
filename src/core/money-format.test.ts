import { describe, expect, it } from 'vitest';
import { asMinorUnits, toMinor } from './money-format';

describe('amounts for arithmetic (display is src/core/format.ts)', () => {
  it('reads decimal strings as minor units without floats', () => {
    expect(toMinor('-12.34', 2)).toBe(-1234n);
    expect(toMinor('150000', 0)).toBe(150_000n);
    expect(toMinor('9999999999999.99', 2)).toBe(999_999_999_999_999n);
    expect(toMinor('abc', 2)).toBe(0n);
    expect(asMinorUnits(0)).toBe(0);
    expect(asMinorUnits(2)).toBe(2);
  });
});
