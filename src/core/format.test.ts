import { describe, expect, it } from 'vitest';
import { FSI, LRI, PDI, RLI } from './bidi';
import { createFormat } from './format';

const PHP = { symbol: '₱', minorUnits: 2 } as const;
const VND = { symbol: '₫', minorUnits: 0 } as const;
const AED = { symbol: 'د.إ', minorUnits: 2 } as const;
/** The bare texts (isolation is tested on its own below). */
const utc = (language: string, currency: { symbol: string; minorUnits: 0 | 2 } = PHP) =>
  createFormat({ language, currency, timeZone: 'UTC', isolate: false });

describe('createFormat: money', () => {
  it('reads as before in English: symbol first, exactly the currency decimals, grouped by three', () => {
    const f = utc('en');
    expect(f.money('1234.5')).toBe('₱1,234.50');
    expect(f.money(12345n)).toBe('₱123.45');
    expect(f.money('20123456.789')).toBe('₱20,123,456.78');
    expect(utc('en', VND).money('20123456.78')).toBe('₫20,123,456');
  });

  it('signs with a real minus and an optional plus, zero unsigned', () => {
    const f = utc('en');
    expect(f.money('-10')).toBe('−₱10.00');
    expect(f.money('10', true)).toBe('+₱10.00');
    expect(f.money('0', true)).toBe('₱0.00');
  });

  it('formats a huge amount exactly (no float on the way)', () => {
    expect(utc('en').money('9999999999999.99')).toBe('₱9,999,999,999,999.99');
    expect(utc('en').money(999_999_999_999_999n)).toBe('₱9,999,999,999,999.99');
  });

  it('follows the language: German-like grouping in Vietnamese, the symbol after', () => {
    expect(utc('vi', VND).money('150000')).toBe('150.000\u00a0₫');
    expect(utc('vi', PHP).money('1234.5')).toBe('1.234,50\u00a0₱');
  });

  it('Arabic: Latin digits with Arabic separators and marks, the brand symbol after; Persian digits in Persian', () => {
    const ar = utc('ar', AED).money('1234.5');
    expect(ar).toContain('1,234.50');
    expect(ar).toMatch(/1,234\.50\s?د\.إ/);
    expect(utc('fa', AED).money('1234.5')).toContain('۱٬۲۳۴٫۵۰');
    expect(utc('ar', AED).money('-5')).toContain('−');
  });

  it('Hindi groups by lakh; Japanese and Chinese put the symbol first', () => {
    expect(utc('hi').money('1234567')).toBe('₱12,34,567.00');
    expect(utc('ja').money('1234.5')).toBe('₱1,234.50');
    expect(utc('cn').money('1234.5')).toBe('₱1,234.50');
  });

  it('keeps a symbol of letters apart from the digits', () => {
    expect(utc('en', AED).money('5')).toBe('د.إ\u00a05.00');
  });
});

describe('createFormat: numbers, dates and periods', () => {
  const when = new Date('2026-11-24T13:05:09Z');

  it('counts and compacts in the language', () => {
    expect(utc('en').count(1234567)).toBe('1,234,567');
    expect(utc('fa').count(1234)).toBe('۱٬۲۳۴');
    expect(utc('my').count(12)).toBe('၁၂');
    expect(utc('en').compact(12_300)).toBe('12.3K');
    expect(utc('en').basisPoints(150)).toBe('1.5%');
    expect(utc('en').number('0.125')).toBe('0.13');
  });

  it('dates and times in the language and the given zone', () => {
    expect(utc('en').date(when)).toBe('Nov 24, 2026');
    expect(utc('ja').date(when)).toBe('2026/11/24');
    expect(utc('th').date(when)).toContain('2569'); // the Buddhist era
    expect(utc('en').time(when)).toBe('1:05 PM');
    expect(createFormat({ language: 'en', currency: PHP, timeZone: 'Asia/Dubai' }).time(when)).toBe(
      '5:05 PM',
    );
    expect(utc('ar').dateTime(when.toISOString())).toMatch(/٢٠٢٦|2026/);
  });

  it('relative periods, units and countdowns', () => {
    expect(utc('en').relative(-1, 'day')).toBe('yesterday');
    expect(utc('en').relative(3, 'hour')).toBe('in 3 hours');
    expect(utc('ja').relative(3, 'hour')).toBe('3 時間後');
    expect(utc('en').unit(5, 'minute')).toBe('5 min');
    expect(utc('en').countdown(3_725_000)).toBe('1:02:05');
    expect(utc('en').countdown(64_200)).toBe('1:05');
    expect(utc('en').countdown(-5)).toBe('0:00');
    expect(utc('fa').countdown(65_000)).toBe('۱:۰۵');
    expect(utc('en').fixed(96, 2)).toBe('96.00');
    expect(utc('de').fixed(1234.5, 2)).toBe('1.234,50');
  });

  it('falls back to English for a tag Intl cannot read', () => {
    expect(utc('not a tag!').count(1000)).toBe('1,000');
  });
});

describe('createFormat: every piece isolated for the text around it (docs/rtl.md)', () => {
  const when = new Date('2026-11-28T03:37:00Z');
  const isolated = (text: string) => text.startsWith(FSI) && text.endsWith(PDI);

  it('right to left: amounts, dates, times, counts and countdowns are one piece each', () => {
    const ar = createFormat({ language: 'ar', currency: AED, timeZone: 'Asia/Dubai' });
    for (const text of [
      ar.money('332'),
      ar.money('-5', true),
      ar.date(when),
      ar.dateTime(when),
      ar.time(when, true),
      ar.count(4),
      ar.countdown(65_000),
      ar.multiplier(2),
    ])
      expect(isolated(text), JSON.stringify(text)).toBe(true);
  });

  it('left to right: unchanged, except an amount with a right-to-left symbol ("د.إ 332.00, 4 …")', () => {
    const en = createFormat({ language: 'en', currency: AED });
    expect(en.money('332')).toBe(`${LRI}${RLI}د.إ${PDI}\u00a0332.00${PDI}`);
    expect(en.count(4)).toBe('4');
    expect(createFormat({ language: 'en', currency: PHP }).money('332')).toBe('₱332.00');
  });

  it('codes read left to right in every language: a draw number stays 20261128-033700', () => {
    const ar = createFormat({ language: 'ar', currency: AED });
    expect(ar.code('20261128-033700')).toBe(`${LRI}20261128-033700${PDI}`);
    expect(createFormat({ language: 'en', currency: PHP }).code('20261128-033700')).toBe('20261128-033700');
    expect(ar.text('demoplayer1')).toBe(`${FSI}demoplayer1${PDI}`);
  });

  it('the agent clock: the zone offset is a code, the date and the time pieces of their own', () => {
    const ar = createFormat({ language: 'ar', currency: AED, timeZone: 'Asia/Dubai' });
    expect(ar.zoneOffset(when)).toBe(`${LRI}GMT+04:00${PDI}`);
    expect(createFormat({ language: 'en', currency: PHP, timeZone: 'UTC' }).zoneOffset(when)).toBe(
      'GMT+00:00',
    );
  });

  it('knows where the language writes the symbol, for an amount input', () => {
    expect(createFormat({ language: 'vi', currency: VND }).symbolAfter).toBe(true);
    expect(createFormat({ language: 'en', currency: VND }).symbolAfter).toBe(false);
    expect(createFormat({ language: 'ar', currency: AED }).symbolAfter).toBe(true);
  });

  it('a day in another zone, multipliers in the language', () => {
    const en = createFormat({ language: 'en', currency: PHP, isolate: false });
    expect(en.dateIn('2026-11-27T20:00:00Z', 'Asia/Manila')).toBe('Nov 28, 2026');
    expect(en.multiplier(1_000_000)).toBe('1,000,000.00×');
    expect(createFormat({ language: 'fa', currency: PHP, isolate: false }).multiplier(2.5)).toBe('۲٫۵۰×');
  });

  it('calendar days as they are in every zone; amounts as minor units, chart numbers and tones', () => {
    for (const timeZone of ['Pacific/Kiritimati', 'America/Adak', undefined]) {
      const f = createFormat({ language: 'en', currency: PHP, timeZone, isolate: false });
      expect(f.day('2026-03-01')).toBe('Mar 1, 2026');
      expect(f.day(new Date(2026, 2, 1))).toBe('Mar 1, 2026');
      expect(f.shortDay('2026-12-31')).toBe('Dec 31');
      expect(f.monthOfDay(new Date(2026, 0, 1))).toBe('Jan 2026');
    }
    const f = utc('en');
    expect(f.minor('-12.5')).toBe(-1250n);
    expect(f.plot('12.34')).toBe(12.34);
    expect([f.tone('0.00'), f.tone('-0.01'), f.tone('3')]).toEqual(['flat', 'down', 'up']);
    expect(f.percentOf('1.5')).toBe('1.5%');
  });
});
