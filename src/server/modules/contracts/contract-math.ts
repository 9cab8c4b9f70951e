import type { ContractKind, Tier } from '@/core/contracts';

/**
 * The arithmetic of one contract for one period (docs/contracts-api.md "Settlement"), pure so it is unit-tested
 * and shared by the settlement run and `explain-bill`.
 */

/** One team member's bets in the window, counted with a minimum single-bet stake. */
export interface MemberFigures {
  account: bigint;
  /** Stake and payout of the member's settled bets (won, lost or draw). */
  stake: bigint;
  payout: bigint;
  /** Stake of the bets that won or lost. */
  valid: bigint;
}

export interface TeamFigures {
  validBet: bigint;
  stake: bigint;
  payout: bigint;
  bonuses: bigint;
  /** stake − payout − bonuses (negative when the team won). */
  netLoss: bigint;
  activeMembers: number;
}

export interface TierCheck {
  index: number;
  rateBp: number;
  met: boolean;
  figures: TeamFigures;
  missing: string[];
}

export interface Evaluation {
  tierIndex: number;
  rateBp: number;
  figures: TeamFigures;
  gross: bigint;
  checks: TierCheck[];
}

export function teamFigures(rows: readonly MemberFigures[], bonuses: bigint, activeBet: bigint): TeamFigures {
  let validBet = 0n;
  let stake = 0n;
  let payout = 0n;
  let activeMembers = 0;
  const threshold = activeBet > 0n ? activeBet : 1n;
  for (const r of rows) {
    validBet += r.valid;
    stake += r.stake;
    payout += r.payout;
    if (r.valid >= threshold) activeMembers++;
  }
  return { validBet, stake, payout, bonuses, netLoss: stake - payout - bonuses, activeMembers };
}

/**
 * The highest tier the period meets applies, each tier's figures counted with its own minimum single-bet stake
 * and active-member bet. Gross = rate × figure (valid bet for the salaries, net loss for dividends), truncated
 * toward zero to minor units. A dividend team that won (net loss < 0) gets a negative gross at its lowest tier's
 * rate: that is the negative balance carried forward.
 */
export function evaluate(
  kind: ContractKind,
  tiers: readonly Tier[],
  rowsFor: (minBetStake: bigint) => readonly MemberFigures[],
  bonuses: bigint,
): Evaluation {
  const checks: TierCheck[] = tiers.map((tier, index) => {
    const figures = teamFigures(
      rowsFor(tier.minBetStake),
      kind === 'dividend' ? bonuses : 0n,
      tier.activeBet,
    );
    const missing: string[] = [];
    if (figures.activeMembers < tier.minActiveMembers) missing.push('minActiveMembers');
    if (figures.validBet < tier.minValidBet) missing.push('minValidBet');
    if (kind === 'dividend' && figures.netLoss < tier.minNetLoss) missing.push('minNetLoss');
    if (kind === 'dividend' && figures.netLoss <= 0n) missing.push('teamWon');
    if (kind !== 'dividend' && figures.validBet <= 0n) missing.push('minValidBet');
    return { index, rateBp: tier.rateBp, met: missing.length === 0, figures, missing: [...new Set(missing)] };
  });
  const met = [...checks].reverse().find((c) => c.met);
  const lowest = checks[0]!;
  if (met) {
    const figure = kind === 'dividend' ? met.figures.netLoss : met.figures.validBet;
    return {
      tierIndex: met.index,
      rateBp: met.rateBp,
      figures: met.figures,
      gross: (figure * BigInt(met.rateBp)) / 10_000n,
      checks,
    };
  }
  if (kind === 'dividend' && lowest.figures.netLoss < 0n) {
    return {
      tierIndex: -1,
      rateBp: lowest.rateBp,
      figures: lowest.figures,
      gross: (lowest.figures.netLoss * BigInt(lowest.rateBp)) / 10_000n,
      checks,
    };
  }
  return { tierIndex: -1, rateBp: 0, figures: lowest.figures, gross: 0n, checks };
}

/**
 * The agent's share: own = gross − what its direct sub-contracts' subtrees were paid + the carry (≤ 0) from its
 * previous period. Amount = max(0, own); the new carry = min(0, own); the subtree paid = amount + deductions, so
 * the amounts of a tree add up to its top contract's subtree paid.
 */
export function share(gross: bigint, deductions: bigint, carryIn: bigint) {
  const own = gross - deductions + carryIn;
  const amount = own > 0n ? own : 0n;
  return { amount, carryOut: own < 0n ? own : 0n, subtreePaid: amount + deductions };
}
