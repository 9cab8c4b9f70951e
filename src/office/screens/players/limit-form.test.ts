import { describe, expect, it } from 'vitest';
import { amountLooksValid, fromKey, limitKey, periodsOf } from './limit-form';

describe('limit form', () => {
  it('money limits run per day, week or month; the session kinds per session', () => {
    expect(periodsOf('deposit')).toEqual(['day', 'week', 'month']);
    expect(periodsOf('wager')).toEqual(['day', 'week', 'month']);
    expect(periodsOf('session')).toEqual(['session']);
    expect(periodsOf('reality_check')).toEqual(['session']);
  });

  it('a key goes there and back, and a pair that cannot exist is refused', () => {
    expect(fromKey(limitKey({ kind: 'loss', period: 'month' }))).toEqual({ kind: 'loss', period: 'month' });
    expect(fromKey('deposit:session')).toBeNull();
    expect(fromKey('session:day')).toBeNull();
    expect(fromKey('fun:day')).toBeNull();
  });

  it('amounts: a plain decimal above zero (the server applies the currency); minutes: whole numbers', () => {
    expect(amountLooksValid('deposit', '1500.25')).toBe(true);
    expect(amountLooksValid('deposit', ' 300 ')).toBe(true);
    expect(amountLooksValid('deposit', '0.00')).toBe(false);
    expect(amountLooksValid('deposit', '-5')).toBe(false);
    expect(amountLooksValid('deposit', '1e3')).toBe(false);
    expect(amountLooksValid('deposit', '1,500')).toBe(false);
    expect(amountLooksValid('loss', '')).toBe(false);
    expect(amountLooksValid('session', '90')).toBe(true);
    expect(amountLooksValid('session', '90.5')).toBe(false);
  });
});
