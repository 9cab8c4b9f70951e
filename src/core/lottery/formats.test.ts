import { describe, expect, it } from 'vitest';
import { sha256Hex } from '../fairness';
import { allNumbers, drawResult, PRIZE_TIERS, verifyDraw } from './formats';
import { drawNoOf, lobbyPrizeMode, lotteryGameDef, nextDrawAt } from './games';

const SEED = 'a'.repeat(64);

describe('draws', () => {
  it('fills every tier with numbers of its digits (27 north, 18 south, 23 distinct 4D)', () => {
    const sizes = { 'vn-north': 27, 'vn-south': 18, 'sea-4d': 23 } as const;
    for (const [format, size] of Object.entries(sizes) as [keyof typeof sizes, number][]) {
      const result = drawResult(format, SEED, `G#${format}`);
      expect(allNumbers(result)).toHaveLength(size);
      for (const { tier, count, digits } of PRIZE_TIERS[format]) {
        expect(result[tier]).toHaveLength(count);
        for (const n of result[tier]!) expect(n).toMatch(new RegExp(`^\\d{${digits}}$`));
      }
    }
    expect(new Set(allNumbers(drawResult('sea-4d', SEED, 'x'))).size).toBe(23);
  });

  it('is a function of the seeds: same seeds same numbers, another client seed other numbers', () => {
    expect(drawResult('vn-north', SEED, 'G#1')).toEqual(drawResult('vn-north', SEED, 'G#1'));
    expect(drawResult('vn-north', SEED, 'G#1')).not.toEqual(drawResult('vn-north', SEED, 'G#2'));
  });

  it('verifies a draw: commitment and result, and catches a changed number', () => {
    const result = drawResult('vn-south', SEED, 'G#1');
    const input = {
      format: 'vn-south' as const,
      serverSeed: SEED,
      serverSeedHash: sha256Hex(SEED),
      clientSeed: 'G#1',
    };
    expect(verifyDraw({ ...input, result })).toMatchObject({ commitmentOk: true, resultOk: true });
    const forged = { ...result, db: ['000000'] };
    expect(verifyDraw({ ...input, result: forged }).resultOk).toBe(false);
    expect(verifyDraw({ ...input, serverSeedHash: sha256Hex('b'), result }).commitmentOk).toBe(false);
  });
});

describe('schedules', () => {
  it('daily draws at their UTC minute; fast draws on epoch-aligned slots', () => {
    const at = Date.UTC(2026, 10, 24, 10, 0, 0);
    expect(new Date(nextDrawAt({ kind: 'daily', utcMinute: 11 * 60 + 15 }, at)).toISOString()).toBe(
      '2026-11-24T11:15:00.000Z',
    );
    expect(new Date(nextDrawAt({ kind: 'daily', utcMinute: 9 * 60 }, at)).toISOString()).toBe(
      '2026-11-25T09:00:00.000Z',
    );
    expect(nextDrawAt({ kind: 'every', seconds: 60 }, at)).toBe(at + 60_000);
    expect(drawNoOf({ kind: 'daily', utcMinute: 0 }, at)).toBe('20261124');
    expect(drawNoOf({ kind: 'every', seconds: 60 }, at)).toBe('20261124-100000');
  });

  it('maps catalogue titles to formats and schedules, with the fast interval configurable', () => {
    expect(lotteryGameDef('VNL', 'Vietnam North Lottery', 0)).toMatchObject({
      format: 'vn-north',
      fast: false,
    });
    expect(lotteryGameDef('VNL', 'Da Nang Lottery', 5)?.schedule).toEqual({
      kind: 'daily',
      utcMinute: 10 * 60 + 15,
    });
    expect(lotteryGameDef('VNL', 'Ca Mau Lottery', 5)?.schedule).toEqual({
      kind: 'daily',
      utcMinute: 9 * 60 + 15,
    });
    expect(lotteryGameDef('MQL', 'Keno 1 Minute', 5)?.schedule).toEqual({ kind: 'every', seconds: 60 });
    expect(lotteryGameDef('MQL', 'Keno 1 Minute', 5, { fastSeconds: 15 })?.schedule).toEqual({
      kind: 'every',
      seconds: 15,
    });
    expect(lotteryGameDef('MQL', 'Thai Lottery', 0)?.format).toBe('sea-4d');
    expect(lotteryGameDef('PG', 'Anything', 0)).toBeUndefined();
  });

  it('chooses ELOTT when the e-lottery vendor has the Vietnam lottery or a LOTT card (spec §4), else LOTT', () => {
    expect(lobbyPrizeMode([{ vietnam: true, lottCard: false }])).toBe('ELOTT');
    expect(lobbyPrizeMode([{ vietnam: false, lottCard: true }])).toBe('ELOTT');
    expect(lobbyPrizeMode([{ vietnam: false, lottCard: false }])).toBe('LOTT');
    expect(lobbyPrizeMode([])).toBe('LOTT');
  });
});
