import { describe, expect, it } from 'vitest';
import { contractFlags, formatRate, parseRate, parseTiers } from './contracts';

describe('contract rates and tiers', () => {
  it('parses percent rates with at most two decimals', () => {
    expect(parseRate('1.5')).toBe(150);
    expect(parseRate('0.01')).toBe(1);
    expect(parseRate('100')).toBe(10_000);
    expect(parseRate(2)).toBe(200);
    for (const bad of ['0', '0.00', '-1', '100.01', '1.234', '1e2', '', ' ', 'abc', null, '1,5'])
      expect(parseRate(bad), String(bad)).toBeUndefined();
    expect(formatRate(150)).toBe('1.5');
    expect(formatRate(125)).toBe('1.25');
    expect(formatRate(3000)).toBe('30');
  });

  it('accepts increasing tiers and refuses each broken rule with its field', () => {
    const ok = parseTiers(
      'dividend',
      [{ rate: '10' }, { rate: '20', minActiveMembers: 3, minNetLoss: '100.50' }],
      2,
    );
    expect(ok.ok && ok.tiers[1]).toMatchObject({ rateBp: 2000, minActiveMembers: 3, minNetLoss: 10050n });
    const problem = (tiers: unknown, kind: 'dividend' | 'dailySalary' = 'dailySalary', mu: 0 | 2 = 2) => {
      const r = parseTiers(kind, tiers, mu);
      return r.ok ? undefined : r.problem;
    };
    expect(problem([])).toMatchObject({ code: 'contract_tier_invalid' });
    expect(problem([{ rate: '1' }, { rate: '1' }])).toMatchObject({
      code: 'contract_tiers_order',
      tier: 1,
      field: 'rate',
    });
    expect(
      problem([
        { rate: '1', minValidBet: '10' },
        { rate: '2', minValidBet: '9' },
      ]),
    ).toMatchObject({
      code: 'contract_tiers_order',
      field: 'minValidBet',
    });
    expect(problem([{ rate: '1', minNetLoss: '1' }])).toMatchObject({
      code: 'contract_tier_invalid',
      field: 'minNetLoss',
    });
    expect(problem([{ rate: '1', minValidBet: '1.5' }], 'dailySalary', 0)).toMatchObject({
      field: 'minValidBet',
    });
    expect(problem([{ rate: '1', minActiveMembers: -1 }])).toMatchObject({ field: 'minActiveMembers' });
    expect(problem([{ rate: '101' }])).toMatchObject({ code: 'contract_rate_invalid' });
    expect(problem(Array.from({ length: 11 }, (_, i) => ({ rate: String(i + 1) })))).toMatchObject({
      field: 'tiers',
    });
  });

  it('derives the gating flags from the brand kinds and the account type', () => {
    expect(contractFlags(['dividend', 'realtimeSalary'], true)).toEqual({
      enableCt: true,
      salary: false,
      hourSalary: false,
      enableSalary: true,
      enableContract: true,
    });
    expect(contractFlags(['dividend'], false).enableContract).toBe(false);
  });
});
