import { describe, expect, it } from 'vitest';
import { parseTiers } from '@/core/contracts';
import { checkTiers, emptyTier, parseScaled, rateBelow, type TierDraft, toTiers } from './tiers';

const tier = (rate: string, extra: Partial<TierDraft> = {}): TierDraft => ({
  ...emptyTier(),
  rate,
  ...extra,
});

describe('tiers editor rules', () => {
  it('parses decimals exactly, refusing signs, exponents and extra decimals', () => {
    expect(parseScaled('1.25', 2)).toBe(125n);
    expect(parseScaled('3', 2)).toBe(300n);
    expect(parseScaled(' 0.5 ', 2)).toBe(50n);
    expect(parseScaled('', 2)).toEqual({ code: 'required' });
    expect(parseScaled('-1', 2)).toEqual({ code: 'notNumber' });
    expect(parseScaled('1e3', 2)).toEqual({ code: 'notNumber' });
    expect(parseScaled('1.234', 2)).toEqual({ code: 'tooManyDecimals', max: 2 });
    expect(parseScaled('1.5', 0)).toEqual({ code: 'wholeNumber' });
  });

  it('accepts rising tiers under the cap', () => {
    const check = checkTiers(
      'dividend',
      [
        tier('1'),
        tier('1.5', { minActiveMembers: '5', minNetLoss: '1000' }),
        tier('2', { minActiveMembers: '10', minNetLoss: '1000' }),
      ],
      '2',
      2,
    );
    expect(check.ok).toBe(true);
  });

  it('refuses a rate of zero, above the cap, or not above the tier before', () => {
    const check = checkTiers(
      'dailySalary',
      [tier('0'), tier('2.01', { minActiveMembers: '1' }), tier('1', { minActiveMembers: '2' })],
      '2',
      2,
    );
    expect(check.ok).toBe(false);
    expect(check.fields.get(0)?.rate).toEqual({ code: 'rateNotPositive' });
    expect(check.fields.get(1)?.rate).toEqual({ code: 'rateAboveCap', cap: '2' });
    expect(check.fields.get(2)?.rate).toEqual({ code: 'rateNotRising' });
  });

  it('refuses a rate above 100 % even without a cap', () => {
    expect(checkTiers('dividend', [tier('100.01')], null, 2).fields.get(0)?.rate).toEqual({
      code: 'rateAboveHundred',
    });
    expect(checkTiers('dividend', [tier('100')], null, 2).ok).toBe(true);
  });

  it('refuses a team threshold lower than the tier before it; per-bet and per-member rules may fall', () => {
    const falling = checkTiers(
      'hourSalary',
      [tier('1', { minValidBet: '100' }), tier('2', { minValidBet: '50' })],
      null,
      2,
    );
    expect(falling.fields.get(1)?.minValidBet).toEqual({ code: 'thresholdFalling' });
    const perBet = checkTiers(
      'hourSalary',
      [tier('1', { minBetStake: '10', activeBet: '5' }), tier('2')],
      null,
      2,
    );
    expect(perBet.ok).toBe(true);
  });

  it('checks the team loss only for dividends, whole members and the currency decimals', () => {
    expect(checkTiers('dailySalary', [tier('1', { minNetLoss: 'x' })], null, 2).ok).toBe(true);
    expect(
      checkTiers('dividend', [tier('1', { minNetLoss: 'x' })], null, 2).fields.get(0)?.minNetLoss,
    ).toEqual({
      code: 'notNumber',
    });
    expect(
      checkTiers('realtimeSalary', [tier('1', { minActiveMembers: '1.5' })], null, 2).fields.get(0)
        ?.minActiveMembers,
    ).toEqual({ code: 'wholeNumber' });
    expect(
      checkTiers('dailySalary', [tier('1', { minValidBet: '10.5' })], null, 0).fields.get(0)?.minValidBet,
    ).toEqual({ code: 'wholeNumber' });
  });

  it('refuses an empty list and more than ten tiers', () => {
    expect(checkTiers('dailySalary', [], null, 2).list).toEqual([{ code: 'noTiers' }]);
    const many = Array.from({ length: 11 }, (_, i) => tier(String(i + 1), { minActiveMembers: String(i) }));
    expect(checkTiers('dailySalary', many, null, 2).list).toEqual([{ code: 'tooManyTiers', max: 10 }]);
  });

  it('turns the texts into the API tiers, with no team loss on a salary', () => {
    expect(toTiers('dailySalary', [tier(' 1.5 ', { minActiveMembers: '3', minNetLoss: '9' })])).toEqual([
      {
        rate: '1.5',
        minActiveMembers: 3,
        minValidBet: '0',
        minNetLoss: '0',
        minBetStake: '0',
        activeBet: '0',
      },
    ]);
  });

  it('compares rates', () => {
    expect(rateBelow('1.5', '2')).toBe(true);
    expect(rateBelow('2.00', '2')).toBe(false);
  });
});

describe('the editor and the server agree', () => {
  // An empty member count is the editor's own "required" (the call would send 0), so it is not drawn here.
  it('accepts exactly the tier lists the server accepts (random lists, no cap)', () => {
    // A seeded generator: the same lists on every run.
    let seed = 20261124;
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed / 2147483648;
    };
    const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)] as T;
    const rates = [
      '',
      '0',
      '0.5',
      '1',
      '1.25',
      '1.5',
      '2.',
      '3.333',
      '100',
      '100.01',
      '-1',
      'x',
      '05',
      '99.99',
    ];
    const amounts = [
      '',
      '0',
      '10',
      '10.5',
      '10.50',
      '10.505',
      '-1',
      '1e3',
      '1000',
      '999999999999999',
      '1000000000000000',
    ];
    const members = ['0', '1', '3', '2.5', '-1', '1000000', '1000001'];
    for (const kind of ['dividend', 'dailySalary'] as const) {
      for (let run = 0; run < 1000; run++) {
        const drafts = Array.from({ length: 1 + Math.floor(random() * 3) }, () => ({
          rate: pick(rates),
          minActiveMembers: pick(members),
          minValidBet: pick(amounts),
          minNetLoss: kind === 'dividend' ? pick(amounts) : '0',
          minBetStake: pick(amounts),
          activeBet: pick(amounts),
        }));
        const client = checkTiers(kind, drafts, null, 2).ok;
        const server = parseTiers(kind, toTiers(kind, drafts), 2).ok;
        expect(client, JSON.stringify(drafts)).toBe(server);
      }
    }
  });
});
