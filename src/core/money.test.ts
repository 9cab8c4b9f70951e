import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { feeOf, formatAmount, MAX_MINOR, type MinorUnits, parseAmount } from './money';

const units = fc.constantFrom<MinorUnits>(0, 2);
const minorValue = fc.bigInt({ min: 1n, max: MAX_MINOR });

describe('parseAmount: examples', () => {
  const two = { minorUnits: 2 } as const;
  const zero = { minorUnits: 0 } as const;
  it.each([
    ['123.45', 2, 12345n],
    ['123.4', 2, 12340n],
    ['123', 2, 12300n],
    ['0.01', 2, 1n],
    ['10.500', 2, 1050n],
    ['007', 2, 700n],
    ['1234', 0, 1234n],
    ['1234.000', 0, 1234n],
    ['999999999999999', 0, MAX_MINOR],
    ['9999999999999.99', 2, MAX_MINOR],
  ])('%s with %i decimals is %s', (text, minorUnits, minor) => {
    expect(parseAmount(text, { minorUnits: minorUnits as MinorUnits })).toEqual({ ok: true, minor });
  });

  it.each([
    ['', 'amount_invalid'],
    [' 1', 'amount_invalid'],
    ['1 ', 'amount_invalid'],
    ['1e3', 'amount_invalid'],
    ['+1', 'amount_invalid'],
    ['.5', 'amount_invalid'],
    ['5.', 'amount_invalid'],
    ['1,000', 'amount_invalid'],
    ['1_000', 'amount_invalid'],
    ['abc', 'amount_invalid'],
    ['NaN', 'amount_invalid'],
    ['Infinity', 'amount_invalid'],
    ['0x10', 'amount_invalid'],
    ['１２', 'amount_invalid'],
    ['--1', 'amount_invalid'],
    ['-1', 'amount_not_positive'],
    ['-0.01', 'amount_not_positive'],
    ['0', 'amount_not_positive'],
    ['0.00', 'amount_not_positive'],
    ['-0', 'amount_not_positive'],
    ['0.001', 'amount_too_precise'],
    ['1.005', 'amount_too_precise'],
    ['10000000000000', 'amount_above_maximum'],
    [`1${'0'.repeat(5000)}`, 'amount_above_maximum'],
  ])('%j is refused with %s (2 decimals)', (text, error) => {
    expect(parseAmount(text, two)).toEqual({ ok: false, error });
  });

  it('refuses non-strings (a JSON number is never an amount)', () => {
    for (const value of [100, 1.5, null, undefined, true, {}, [], 10n]) {
      expect(parseAmount(value, two)).toEqual({ ok: false, error: 'amount_invalid' });
    }
  });

  it('refuses decimals for a zero-decimal currency with its own reason (whole amounts only)', () => {
    expect(parseAmount('1000.5', zero)).toEqual({ ok: false, error: 'amount_not_whole' });
    expect(parseAmount('1000.0', zero)).toEqual({ ok: true, minor: 1000n });
  });

  it('accepts zero only when allowed', () => {
    expect(parseAmount('0', { ...two, allowZero: true })).toEqual({ ok: true, minor: 0n });
    expect(parseAmount('-0.00', { ...two, allowZero: true })).toEqual({ ok: true, minor: 0n });
  });

  it('applies inclusive bounds', () => {
    const rules = { minorUnits: 2, min: 1000n, max: 50000n } as const;
    expect(parseAmount('10.00', rules)).toEqual({ ok: true, minor: 1000n });
    expect(parseAmount('500', rules)).toEqual({ ok: true, minor: 50000n });
    expect(parseAmount('9.99', rules)).toEqual({ ok: false, error: 'amount_below_minimum' });
    expect(parseAmount('500.01', rules)).toEqual({ ok: false, error: 'amount_above_maximum' });
  });
});

describe('parseAmount: properties', () => {
  it('format then parse is the identity on positive amounts', () => {
    fc.assert(
      fc.property(minorValue, units, (minor, minorUnits) => {
        expect(parseAmount(formatAmount(minor, minorUnits), { minorUnits })).toEqual({ ok: true, minor });
      }),
      { numRuns: 2000 },
    );
  });

  it('agrees with an independent digit-string model', () => {
    const text = fc
      .tuple(
        fc.constantFrom('', '-'),
        fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: 1, maxLength: 18 }),
        fc.option(fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: 1, maxLength: 5 })),
      )
      .map(([sign, whole, fraction]) => `${sign}${whole}${fraction === null ? '' : `.${fraction}`}`);
    fc.assert(
      fc.property(text, units, (input, minorUnits) => {
        const result = parseAmount(input, { minorUnits });
        const [wholePart = '', fractionPart = ''] = input.replace('-', '').split('.');
        // Model: scale by string shifting, never by float arithmetic.
        const fractionDigits = fractionPart.replace(/0+$/, '');
        const scaled = BigInt(`${wholePart}${fractionDigits.padEnd(minorUnits, '0')}` || '0');
        const isZero = /^0*$/.test(wholePart) && fractionDigits === '';
        if (isZero) expect(result).toEqual({ ok: false, error: 'amount_not_positive' });
        else if (input.startsWith('-')) expect(result).toEqual({ ok: false, error: 'amount_not_positive' });
        else if (fractionDigits.length > minorUnits)
          expect(result).toEqual({
            ok: false,
            error: minorUnits === 0 ? 'amount_not_whole' : 'amount_too_precise',
          });
        else if (scaled > MAX_MINOR) expect(result).toEqual({ ok: false, error: 'amount_above_maximum' });
        else expect(result).toEqual({ ok: true, minor: scaled });
      }),
      { numRuns: 5000 },
    );
  });

  it('never accepts a string that is not a plain decimal', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 30 }), units, (input, minorUnits) => {
        fc.pre(!/^-?\d+(\.\d+)?$/.test(input));
        expect(parseAmount(input, { minorUnits })).toEqual({ ok: false, error: 'amount_invalid' });
      }),
      { numRuns: 5000 },
    );
  });

  it('never returns a value outside [min, max]', () => {
    fc.assert(
      fc.property(minorValue, minorValue, minorValue, units, (a, b, value, minorUnits) => {
        const [min, max] = a <= b ? [a, b] : [b, a];
        const result = parseAmount(formatAmount(value, minorUnits), { minorUnits, min, max });
        if (result.ok) expect(result.minor >= min && result.minor <= max).toBe(true);
        else expect(['amount_below_minimum', 'amount_above_maximum']).toContain(result.error);
      }),
      { numRuns: 2000 },
    );
  });
});

describe('formatAmount', () => {
  it('prints exactly the currency decimals', () => {
    expect(formatAmount(12345n, 2)).toBe('123.45');
    expect(formatAmount(5n, 2)).toBe('0.05');
    expect(formatAmount(0n, 2)).toBe('0.00');
    expect(formatAmount(-5n, 2)).toBe('-0.05');
    expect(formatAmount(-12345n, 2)).toBe('-123.45');
    expect(formatAmount(1234n, 0)).toBe('1234');
    expect(formatAmount(-1234, 0)).toBe('-1234');
  });
});

describe('feeOf', () => {
  it('rounds half up and never exceeds the amount', () => {
    expect(feeOf(10_000n, { percentBp: 150 })).toBe(150n);
    expect(feeOf(333n, { percentBp: 150 })).toBe(5n); // 4.995 → 5
    expect(feeOf(100n, { percentBp: 0, fixed: 200 })).toBe(100n);
    expect(feeOf(100n, undefined)).toBe(0n);
  });

  it('is monotonic in the amount', () => {
    fc.assert(
      fc.property(minorValue, minorValue, fc.integer({ min: 0, max: 10_000 }), (a, b, bp) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        expect(feeOf(low, { percentBp: bp }) <= feeOf(high, { percentBp: bp })).toBe(true);
      }),
    );
  });
});
