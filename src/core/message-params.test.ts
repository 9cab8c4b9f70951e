import { describe, expect, it } from 'vitest';
import { FSI, LRI, PDI, RLI } from './bidi';
import { createFormat } from './format';
import { moneyParam, pluralSuffix, renderParams, textParam } from './message-params';

const PHP = { code: 'PHP', symbol: '₱', minorUnits: 2 } as const;
const VND = { code: 'VND', symbol: '₫', minorUnits: 0 } as const;
const AED = { code: 'AED', symbol: 'د.إ', minorUnits: 2 } as const;
const THB = { code: 'THB', symbol: '฿', minorUnits: 2 } as const;

describe('message params: amounts travel as minor units and are formatted for the reader', () => {
  it('formats an amount exactly as the screens do, in each language', () => {
    const cases = [
      ['en', PHP, 100_000n, '₱1,000.00'],
      ['en', VND, 50_000n, '₫50,000'],
      ['vi', VND, 50_000n, '50.000\u00a0₫'],
      ['th', THB, 301_398n, '฿3,013.98'],
    ] as const;
    for (const [language, currency, minor, text] of cases) {
      expect(renderParams(language, { amount: moneyParam(minor, currency) }).amount).toBe(text);
      const screen = createFormat({ language, currency }).money(minor);
      expect(screen).toBe(text);
    }
  });

  it('isolates an amount in right-to-left text, and an Arabic symbol in left-to-right text', () => {
    const ar = renderParams('ar', { available: moneyParam(410_166n, AED) }).available ?? '';
    expect(ar.startsWith(FSI) && ar.endsWith(PDI)).toBe(true);
    expect(ar).toContain('4,101.66');
    expect(ar).toBe(createFormat({ language: 'ar', currency: AED }).money(410_166n));
    expect(renderParams('en', { available: moneyParam(33_200n, AED) }).available).toBe(
      `${LRI}${RLI}د.إ${PDI}\u00a0332.00${PDI}`,
    );
  });

  it('survives JSON (an inbox message stores its parameters) and keeps huge amounts exact', () => {
    const stored = JSON.parse(JSON.stringify({ amount: moneyParam(999_999_999_999_999n, PHP) }));
    expect(renderParams('en', stored).amount).toBe('₱9,999,999,999,999.99');
  });

  it('counts whole numbers in the language, isolates texts in right-to-left, picks brand texts by language', () => {
    expect(renderParams('en', { seconds: 1200 }).seconds).toBe('1,200');
    expect(renderParams('fa', { seconds: 30 }).seconds).toBe(`${FSI}۳۰${PDI}`);
    expect(renderParams('ar', { orderNo: 'D20261128AB' }).orderNo).toBe(`${FSI}D20261128AB${PDI}`);
    expect(renderParams('en', { orderNo: 'D20261128AB' }).orderNo).toBe('D20261128AB');
    const method = textParam({ vi: 'Chuyển khoản', en: 'Bank transfer' }, 'vi');
    expect(renderParams('en', { method }).method).toBe('Bank transfer');
    expect(renderParams('th', { method }).method).toBe('Chuyển khoản');
  });

  it('chooses plural forms by the language rules', () => {
    expect(pluralSuffix('en', { count: 1 })).toBe('one');
    expect(pluralSuffix('en', { count: 5 })).toBe('other');
    expect(pluralSuffix('ar', { count: 2 })).toBe('two');
    expect(pluralSuffix('ar', { count: 5 })).toBe('few');
    expect(pluralSuffix('vi', { count: 1 })).toBe('other');
    expect(pluralSuffix('en', { seconds: 1 })).toBeUndefined();
  });
});
