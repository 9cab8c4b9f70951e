import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PDI } from '../core/bidi';
import { createFormat } from '../core/format';
import { LANGUAGES, type Language } from '../core/languages';
import { moneyParam } from '../core/message-params';
import { translate } from './i18n';
import { projectRoot } from './paths';

const PHP = { code: 'PHP', symbol: '₱', minorUnits: 2 } as const;
const VND = { code: 'VND', symbol: '₫', minorUnits: 0 } as const;
const AED = { code: 'AED', symbol: 'د.إ', minorUnits: 2 } as const;
const THB = { code: 'THB', symbol: '฿', minorUnits: 2 } as const;

/** The server texts that carry an amount, with the parameters that are amounts (src/server: AppError, inbox). */
const AMOUNT_TEXTS: Record<string, string[]> = {
  insufficient_funds: ['available'],
  bonus_funds_locked: ['free', 'locked'],
  amount_below_minimum: ['min'],
  amount_above_maximum: ['max'],
  vip_withdrawal_limit: ['limit'],
  inbox_deposit_credited_body: ['amount'],
  inbox_deposit_failed_body: ['amount'],
  inbox_withdrawal_approved_body: ['amount'],
  inbox_withdrawal_rejected_body: ['amount'],
};

const catalogue = (language: string) =>
  JSON.parse(readFileSync(join(projectRoot, 'locales', language, 'errors.json'), 'utf8')) as Record<
    string,
    string
  >;

describe('server texts format amounts with the one formatter, in the reader language', () => {
  it('no template writes a currency beside an amount: the amount carries it', () => {
    for (const language of readdirSync(join(projectRoot, 'locales'))) {
      for (const [key, text] of Object.entries(catalogue(language))) {
        expect(text, `${language} ${key}`).not.toContain('{{currency}}');
        // A placeholder glued to a currency sign or to another placeholder is a pre-formatted amount.
        expect(text, `${language} ${key}`).not.toMatch(/[₱₫฿$€¥£]\s?\{\{|\}\}\s?[₱₫฿$€¥£]|\}\}\{\{/);
      }
    }
  });

  it('every text with an amount shows exactly what the screens show, in vi, ar, en and th', () => {
    const cases: [Language, typeof PHP | typeof VND | typeof AED | typeof THB][] = [
      ['vi', VND],
      ['ar', AED],
      ['en', PHP],
      ['en', AED],
      ['th', THB],
    ];
    for (const [code, names] of Object.entries(AMOUNT_TEXTS)) {
      for (const [language, currency] of cases) {
        const minor = 100_000_000n + 98n;
        const params = Object.fromEntries(names.map((name) => [name, moneyParam(minor, currency)]));
        const text = translate(language, code, { ...params, orderNo: 'D2026112800001', level: 2 });
        const screen = createFormat({ language, currency }).money(minor);
        expect(text, `${language} ${code}`).toContain(screen);
        expect(text, `${language} ${code}`).not.toContain('{{');
      }
    }
    expect(translate('en', 'insufficient_funds', { available: moneyParam(410_166n, PHP) })).toBe(
      'Insufficient balance (available: ₱4,101.66)',
    );
    expect(translate('vi', 'amount_below_minimum', { min: moneyParam(50_000n, VND) })).toContain(
      '50.000\u00a0₫',
    );
  });

  it('isolates ids and amounts in right-to-left messages', () => {
    const text = translate('ar', 'inbox_withdrawal_approved_body', {
      orderNo: 'W20261128033700',
      amount: moneyParam(100_000n, AED),
    });
    expect(text).toContain(`W20261128033700${PDI}`);
  });

  it('renders an inbox message stored before amounts carried their currency (migration 0027 rewrites them)', () => {
    const text = translate('en', 'inbox_deposit_credited_body', {
      orderNo: 'D1',
      amount: { money: '100000', currency: 'PHP', symbol: '₱', minorUnits: 2 },
      method: 'GCash',
    });
    expect(text).toContain('₱1,000.00');
  });

  it('every language has every text with an amount', () => {
    for (const language of LANGUAGES)
      for (const code of Object.keys(AMOUNT_TEXTS))
        expect(catalogue(language)[code], `${language} ${code}`).toBeTruthy();
  });
});

describe('server texts with a count use the plural forms of the language', () => {
  it('one second, two seconds; Arabic dual and few', () => {
    expect(translate('en', 'too_many_requests', { seconds: 1, count: 1 })).toBe(
      'Too many requests. Try again in 1 second',
    );
    expect(translate('en', 'too_many_requests', { seconds: 30, count: 30 })).toBe(
      'Too many requests. Try again in 30 seconds',
    );
    expect(translate('ar', 'payment_password_locked', { minutes: 2, count: 2 })).toContain('دقيقتين');
    expect(translate('ar', 'payment_password_locked', { minutes: 5, count: 5 })).toContain('دقائق');
    // A language without plural forms keeps its one text.
    expect(translate('vi', 'too_many_requests', { seconds: 1, count: 1 })).toContain('1');
  });
});
