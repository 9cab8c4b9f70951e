import { describe, expect, it } from 'vitest';
import { DEFAULT_BONUS_RULES, pocketRuleOf, turnoverRequired } from './promotions';

describe('pocketRuleOf', () => {
  it('defaults: the bonus locked, no expiry, cash first, every category 100 %', () => {
    expect(pocketRuleOf(DEFAULT_BONUS_RULES, { multiplier: 3, of: 'bonus' })).toEqual({
      lock: 'bonus',
      expiresInDays: null,
      spend: 'cash_first',
      weightsBp: {},
    });
  });

  it("lays the promotion's weights and expiry over the brand's, in basis points, dropping full weights", () => {
    const rules = { spend: 'bonus_first' as const, expiresInDays: 30, weights: { LIVE: 0.1, SPORTS: 0.5 } };
    expect(
      pocketRuleOf(rules, {
        multiplier: 5,
        of: 'bonus_and_deposit',
        lock: 'bonus_and_deposit',
        expiresInDays: 7,
        weights: { SPORTS: 1, LOTT: 0, RNG: 0.33 },
      }),
    ).toEqual({
      lock: 'bonus_and_deposit',
      expiresInDays: 7,
      spend: 'bonus_first',
      weightsBp: { LIVE: 1000, LOTT: 0, RNG: 3300 },
    });
    expect(pocketRuleOf(rules).expiresInDays).toBe(30);
  });
});

describe('turnoverRequired', () => {
  it('multiplies the bonus (or bonus + deposit), rounding up to a minor unit', () => {
    expect(turnoverRequired({ turnover: { multiplier: 3, of: 'bonus' } }, 10_000n, 5_000n)).toBe(30_000n);
    expect(turnoverRequired({ turnover: { multiplier: 1.5, of: 'bonus_and_deposit' } }, 333n, 0n)).toBe(500n);
    expect(turnoverRequired({ turnover: { multiplier: 0, of: 'bonus' } }, 10_000n)).toBe(0n);
  });
});
