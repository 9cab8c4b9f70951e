import { describe, expect, it } from 'vitest';
import type { Tier } from '@/core/contracts';
import { evaluate, share } from './contract-math';

const tier = (rateBp: number, extra: Partial<Tier> = {}): Tier => ({
  rateBp,
  minActiveMembers: 0,
  minValidBet: 0n,
  minNetLoss: 0n,
  minBetStake: 0n,
  activeBet: 0n,
  ...extra,
});
const row = (account: number, stake: number, payout: number) => ({
  account: BigInt(account),
  stake: BigInt(stake),
  payout: BigInt(payout),
  valid: stake === payout ? 0n : BigInt(stake),
});

describe('contract arithmetic', () => {
  it('picks the highest tier met, each counted with its own minimum stake and active-member bet', () => {
    const small = [row(1, 500, 0), row(2, 300, 600)];
    const big = [row(1, 500, 0)];
    const tiers = [
      tier(100),
      tier(200, { minActiveMembers: 2, activeBet: 300n }),
      tier(300, { minBetStake: 400n, minValidBet: 500n }),
    ];
    const e = evaluate('dailySalary', tiers, (thr) => (thr >= 400n ? big : small), 0n);
    expect(e.tierIndex).toBe(2);
    expect(e.gross).toBe(15n); // 500 × 3 %
    expect(e.checks.map((c) => c.met)).toEqual([true, true, true]);
    const e2 = evaluate('dailySalary', tiers, (thr) => (thr >= 400n ? [] : small), 0n);
    expect(e2.tierIndex).toBe(1);
    expect(e2.gross).toBe(16n); // 800 × 2 %
  });

  it('a dividend team that won gets a negative gross at the lowest rate', () => {
    const e = evaluate(
      'dividend',
      [tier(1000), tier(2000, { minNetLoss: 100n })],
      () => [row(1, 100, 400)],
      50n,
    );
    expect(e.figures.netLoss).toBe(-350n);
    expect(e.tierIndex).toBe(-1);
    expect(e.gross).toBe(-35n);
    expect(e.checks[0]?.missing).toContain('teamWon');
  });

  it('shares: amount, carry and subtree', () => {
    expect(share(100n, 30n, 0n)).toEqual({ amount: 70n, carryOut: 0n, subtreePaid: 100n });
    expect(share(20n, 30n, -5n)).toEqual({ amount: 0n, carryOut: -15n, subtreePaid: 30n });
    expect(share(100n, 30n, -50n)).toEqual({ amount: 20n, carryOut: 0n, subtreePaid: 50n });
  });
});
