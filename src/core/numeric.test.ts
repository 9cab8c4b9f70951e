import { describe, expect, it } from 'vitest';
import { parseNumeric } from './numeric';

const value = (input: unknown, rule = {}) => {
  const result = parseNumeric(input, rule);
  return result.ok ? result.value : `${result.keyword}: ${result.message}`;
};

describe('parseNumeric', () => {
  it('refuses every non-finite or non-decimal spelling', () => {
    for (const text of [
      '1e309',
      '-1e309',
      '1e400',
      'Infinity',
      '-Infinity',
      'NaN',
      '0x10',
      '0b1',
      '1e3',
      ' 5',
      '5 ',
      '+5',
      '',
      '1_000',
      '٣',
    ])
      expect(value(text, { integer: true }), text).toBe('type: must be integer');
    expect(value(Number.POSITIVE_INFINITY)).toBe('type: must be number');
    expect(value(Number.NaN)).toBe('type: must be number');
  });

  it('converts plain decimal text and keeps finite numbers', () => {
    expect(value('42', { integer: true })).toBe(42);
    expect(value('007', { integer: true })).toBe(7);
    expect(value('-3.25')).toBe(-3.25);
    expect(value(12.5)).toBe(12.5);
    expect(value('-0', { integer: true })).toBe(0);
    expect(Object.is(value(-0), 0)).toBe(true);
  });

  it('wants whole numbers where an integer is meant, within 2^53', () => {
    expect(value('1.5', { integer: true })).toBe('type: must be integer');
    expect(value(1.5, { integer: true })).toBe('type: must be integer');
    expect(value(2 ** 53, { integer: true })).toBe('maximum: must be <= 9007199254740991');
    expect(value('9999999999999999', { integer: true, maximum: 100 })).toBe('maximum: must be <= 100');
  });

  it('checks bounds, enum, const and steps on the converted value', () => {
    const rule = { integer: true, minimum: 1, maximum: 200 };
    expect(value('200', rule)).toBe(200);
    expect(value('201', rule)).toBe('maximum: must be <= 200');
    expect(value('0', rule)).toBe('minimum: must be >= 1');
    expect(value(5, { exclusiveMaximum: 5 })).toBe('exclusiveMaximum: must be < 5');
    expect(value(0, { exclusiveMinimum: 0 })).toBe('exclusiveMinimum: must be > 0');
    expect(value('2', { enum: [0, 1] })).toBe('enum: must be equal to one of the allowed values');
    expect(value('1', { enum: [0, 1] })).toBe(1);
    expect(value(3, { const: 4 })).toBe('const: must be equal to constant');
    expect(value('0.3', { multipleOf: 0.1 })).toBe(0.3);
    expect(value('0.35', { multipleOf: 0.1 })).toBe('multipleOf: must be multiple of 0.1');
  });

  it('refuses other types; null only when allowed; one-item arrays (a query key) unwrap', () => {
    for (const input of [true, false, {}, [], ['1', '2'], undefined, null])
      expect(value(input, { integer: true }), JSON.stringify(input)).toBe('type: must be integer');
    expect(value(null, { nullable: true })).toBe(null);
    expect(value(['5'], { integer: true })).toBe(5);
  });

  it('takes JSON numbers only when text is not allowed', () => {
    expect(value('5', { integer: true, strings: false })).toBe('type: must be integer');
    expect(value(['5'], { integer: true, strings: false })).toBe('type: must be integer');
    expect(value(5, { integer: true, strings: false })).toBe(5);
  });
});
