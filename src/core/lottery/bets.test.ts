import { describe, expect, it } from 'vitest';
import { BET_TYPES_OF, hitsOf, MODES_OF, normalizeNumbers, oddsOf, PICK, payoutOf } from './bets';
import { FORMATS, PRIZE_TIERS } from './formats';

/** A northern result written by hand: 27 numbers. */
const NORTH = {
  db: ['12345'],
  g1: ['67845'],
  g2: ['11111', '22245'],
  g3: ['33333', '44444', '55555', '66666', '77777', '88888'],
  g4: ['1234', '5678', '9012', '3445'],
  g5: ['0001', '0002', '0003', '0004', '0005', '0006'],
  g6: ['345', '999', '998'],
  g7: ['45', '07', '08', '09'],
};
/** A 4D result written by hand: 23 distinct numbers. */
const SEA = {
  first: ['1234'],
  second: ['5234'],
  third: ['9999'],
  starter: ['0000', '0001', '0002', '0003', '0004', '0005', '0006', '0007', '0008', '0009'],
  consolation: ['1000', '1001', '1002', '1003', '1004', '1005', '1006', '1007', '1008', '1009'],
};

const pay = (
  format: 'vn-north' | 'sea-4d',
  mode: 'LOTT' | 'ZY',
  type: string,
  numbers: string[],
  stake = 1_000n,
) => {
  const result = format === 'vn-north' ? NORTH : SEA;
  const odds = oddsOf(format, mode, type as never)!;
  return payoutOf(stake, odds, hitsOf(format, result, type as never, numbers));
};

describe('settlement of every bet type (hand-computed)', () => {
  it('lô 2 số pays 3.5 × per number ending in the pick: 45 ends 12345, 67845, 22245, 3445, 345, 45 = 6 hits', () => {
    expect(pay('vn-north', 'LOTT', 'lo2', ['45'])).toBe(21_000n); // 10.00 × 3.5 × 6
    expect(pay('vn-north', 'LOTT', 'lo2', ['46'])).toBe(0n);
  });
  it('lô 3 số pays 40 × per 3-digit tail: 345 ends 12345 and 345 = 2 hits (2-digit prizes never count)', () => {
    expect(pay('vn-north', 'LOTT', 'lo3', ['345'])).toBe(80_000n);
    expect(pay('vn-north', 'LOTT', 'lo3', ['045'])).toBe(0n);
  });
  it('đề pays 95 × on the last two digits of the special prize only; ZY 97.85 ×', () => {
    expect(pay('vn-north', 'LOTT', 'de', ['45'])).toBe(95_000n);
    expect(pay('vn-north', 'LOTT', 'de', ['07'])).toBe(0n);
    expect(pay('vn-north', 'ZY', 'de', ['45'])).toBe(97_850n);
  });
  it('3 càng pays 900 × on the last three digits of the special prize', () => {
    expect(pay('vn-north', 'LOTT', 'de3', ['345'])).toBe(900_000n);
    expect(pay('vn-north', 'LOTT', 'de3', ['999'])).toBe(0n);
  });
  it('xiên pays once when every pick is among the two-digit tails', () => {
    expect(pay('vn-north', 'LOTT', 'xien2', ['07', '45'])).toBe(16_000n);
    expect(pay('vn-north', 'LOTT', 'xien3', ['07', '08', '45'])).toBe(70_000n);
    expect(pay('vn-north', 'LOTT', 'xien4', ['07', '08', '09', '45'])).toBe(320_000n);
    expect(pay('vn-north', 'LOTT', 'xien4', ['07', '08', '09', '10'])).toBe(0n);
  });
  it('4D big pays per tier, 4D small only on the top three, 3D on the top three tails', () => {
    expect(pay('sea-4d', 'LOTT', 'big', ['1234'], 100n)).toBe(250_000n);
    expect(pay('sea-4d', 'LOTT', 'big', ['0005'], 100n)).toBe(18_000n);
    expect(pay('sea-4d', 'LOTT', 'big', ['1009'], 100n)).toBe(6_000n);
    expect(pay('sea-4d', 'LOTT', 'small', ['5234'], 100n)).toBe(200_000n);
    expect(pay('sea-4d', 'LOTT', 'small', ['0005'], 100n)).toBe(0n);
    // 234 ends the first (250 ×) and the second (210 ×) prize.
    expect(pay('sea-4d', 'LOTT', 'd3', ['234'], 100n)).toBe(46_000n);
    expect(pay('sea-4d', 'ZY', 'small', ['1234'], 100n)).toBe(357_000n);
  });
});

describe('odds', () => {
  it('keeps a house edge on every bet type in every prize mode (exact expectation for single picks)', () => {
    for (const format of FORMATS) {
      const positions = PRIZE_TIERS[format].flatMap((t) => Array(t.count).fill(t.digits) as number[]);
      for (const mode of MODES_OF[format]) {
        for (const type of BET_TYPES_OF[format]) {
          const odds = oddsOf(format, mode, type)!;
          let rtp: number;
          if (format === 'sea-4d') {
            const p = PICK[type].digits === 3 ? 1 / 1000 : 1 / 10_000;
            rtp = Object.entries(odds).reduce((sum, [tier, o]) => {
              const count = PRIZE_TIERS[format].find((t) => t.tier === tier)!.count;
              return sum + (o / 100) * p * count;
            }, 0);
          } else if (type === 'lo2' || type === 'lo3') {
            const k = type === 'lo2' ? 2 : 3;
            rtp = ((odds.hit! / 100) * positions.filter((d) => d >= k).length) / 10 ** k;
          } else if (type === 'de' || type === 'de3') {
            rtp = odds.hit! / 100 / 10 ** (type === 'de' ? 2 : 3);
          } else {
            // xiên: inclusion–exclusion over n independent uniform 2-digit tails.
            const n = positions.length;
            const picks = PICK[type].count;
            let p = 0;
            for (let j = 0, c = 1; j <= picks; j++, c = (c * (picks - j + 1)) / j)
              p += (j % 2 ? -1 : 1) * c * (1 - j / 100) ** n;
            rtp = (odds.hit! / 100) * p;
          }
          expect(rtp, `${format} ${mode} ${type}`).toBeLessThan(1);
          expect(rtp, `${format} ${mode} ${type}`).toBeGreaterThan(0.55);
        }
      }
    }
  });

  it('offers no odds outside a format or mode', () => {
    expect(oddsOf('sea-4d', 'ELOTT', 'big')).toBeUndefined();
    expect(oddsOf('vn-north', 'SEA', 'lo2')).toBeUndefined();
    expect(oddsOf('vn-north', 'LOTT', 'big')).toBeUndefined();
  });
});

describe('numbers', () => {
  it('normalises picks and refuses wrong counts, digits and repeats', () => {
    expect(normalizeNumbers('xien2', ['45', '07'])).toEqual(['07', '45']);
    expect(normalizeNumbers('lo2', ['7'])).toBeNull();
    expect(normalizeNumbers('lo2', ['100'])).toBeNull();
    expect(normalizeNumbers('xien3', ['01', '01', '02'])).toBeNull();
    expect(normalizeNumbers('big', ['12a4'])).toBeNull();
    expect(normalizeNumbers('big', '1234')).toBeNull();
  });
});
