import type { Language } from './languages';
import { zonedToUtc } from './zoned-time';

/**
 * brands/<code>/content/promotions.json (schemas/content-promotions.schema.json; docs/promotions.md): every
 * promotion of a brand is data. Amounts are integer minor units, percentages basis points (10000 = 100 %).
 */

export type PromotionKind =
  | 'deposit_bonus'
  | 'rebate'
  | 'daily_claim'
  | 'application'
  | 'red_envelope'
  | 'raffle';

export const PROMOTION_CATEGORIES = ['deposit', 'rebate', 'daily', 'event'] as const;
export type PromotionCategory = (typeof PROMOTION_CATEGORIES)[number];

export type LimitPeriod = 'promotion' | 'day' | 'week' | 'month';

type Texts = Partial<Record<Language, string>>;

export interface PromotionSchedule {
  /** Local date-time (yyyy-MM-ddTHH:mm[:ss]) in `timezone` (default the brand's). */
  start: string;
  end?: string;
  timezone?: string;
  /** ISO weekdays (1 = Monday … 7 = Sunday) on which the promotion runs. */
  days?: number[];
}

export interface DepositBonusReward {
  percentBp: number;
  cap: number;
  minDeposit: number;
  payout: 'auto' | 'claim';
}
export interface RebateReward {
  basis: 'valid_bet' | 'net_loss';
  percentBp: number;
  period: 'day' | 'week';
  categories?: string[];
  min?: number;
  cap?: number;
  payout: 'auto' | 'claim';
}
export interface FixedReward {
  amount: number;
}
export interface EnvelopeReward {
  count: number;
  min: number;
}
export interface RaffleReward {
  ticketEvery: number;
  prizes: number[];
  categories?: string[];
}

interface Common {
  id: string;
  category: PromotionCategory;
  title: Texts;
  summary?: Texts;
  terms?: Texts;
  image: string | Texts;
  banner?: { groups: ('w_home' | 'w_leftmenu')[]; sequence: number };
  schedule: PromotionSchedule;
  participation: 'auto' | 'join' | 'apply';
  eligibility?: {
    accountTypes?: number[];
    vipLevels?: { min?: number; max?: number };
    countries?: string[];
    firstDepositOnly?: boolean;
  };
  limit?: { per: LimitPeriod; count: number };
  budget?: number;
  turnover?: { multiplier: number; of: 'bonus' | 'bonus_and_deposit' };
}

export type PromotionDef = Common &
  (
    | { kind: 'deposit_bonus'; reward: DepositBonusReward }
    | { kind: 'rebate'; reward: RebateReward }
    | { kind: 'daily_claim'; reward: FixedReward }
    | { kind: 'application'; reward: FixedReward }
    | { kind: 'red_envelope'; reward: EnvelopeReward }
    | { kind: 'raffle'; reward: RaffleReward }
  );

export interface PromotionsContent {
  promotions: PromotionDef[];
}

/** The per-player limit of a promotion (default: once per promotion; daily claims once a day). */
export function limitOf(p: PromotionDef): { per: LimitPeriod; count: number } {
  if (p.limit) return p.limit;
  return p.kind === 'daily_claim' ? { per: 'day', count: 1 } : { per: 'promotion', count: 1 };
}

/** Turnover required by a bonus: multiplier × bonus (or × bonus + deposit), rounded up to a minor unit. */
export function turnoverRequired(p: Pick<PromotionDef, 'turnover'>, bonus: bigint, deposit = 0n): bigint {
  if (!p.turnover || p.turnover.multiplier <= 0) return 0n;
  const base = p.turnover.of === 'bonus_and_deposit' ? bonus + deposit : bonus;
  // The multiplier has at most 2 decimals (schema multipleOf 0.01): work in hundredths, round up.
  const hundredths = BigInt(Math.round(p.turnover.multiplier * 100));
  return (base * hundredths + 99n) / 100n;
}

/** Percentage of an amount in basis points, rounded down (never pays more than the rule says). */
export const percentOf = (amount: bigint, bp: number) => (amount * BigInt(bp)) / 10_000n;

/** The schedule window in instants (end null = open-ended), in the promotion's zone (default the brand's). */
export function promotionWindow(
  p: PromotionDef,
  brandZone: string | undefined,
): { start: Date; end: Date | null } {
  const zone = p.schedule.timezone ?? brandZone ?? 'UTC';
  return {
    start: zonedToUtc(p.schedule.start, zone),
    end: p.schedule.end ? zonedToUtc(p.schedule.end, zone) : null,
  };
}
