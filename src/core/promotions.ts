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
  turnover?: TurnoverRule;
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
  /** The brand's bonus money rules (docs/money.md "Bonus money"); absent = DEFAULT_BONUS_RULES. */
  bonusRules?: BonusRules;
  promotions: PromotionDef[];
}

/**
 * The turnover of a bonus: how much valid bet releases it, what it locks in the main wallet meanwhile, when what
 * is still locked is forfeited, and how much each game category's valid bet counts.
 */
export interface TurnoverRule {
  /** 0–100, at most 2 decimals; 0 = no turnover (nothing locked). */
  multiplier: number;
  /** The base the multiplier applies to. */
  of: 'bonus' | 'bonus_and_deposit';
  /** What stays locked until the turnover is met (default the bonus only). */
  lock?: 'bonus' | 'bonus_and_deposit';
  /** Days after the credit; then what is still locked is forfeited (default the brand's; none = no expiry). */
  expiresInDays?: number;
  /** Category → weight 0–1 (2 decimals), over the brand's weights; a category not listed counts 100 %. */
  weights?: Partial<Record<string, number>>;
}

/** Brand-wide rules of bonus money (content/promotions.json `bonusRules`). */
export interface BonusRules {
  /** Which money a bet spends first while a bonus is open: the player's free cash (default) or the bonus. */
  spend: 'cash_first' | 'bonus_first';
  /** Default expiry of a bonus's locked money, in days (loyalty rewards and promotions without their own). */
  expiresInDays?: number;
  /** Default category weights (0–1) of every bonus's turnover. */
  weights?: Partial<Record<string, number>>;
}

export const DEFAULT_BONUS_RULES: BonusRules = { spend: 'cash_first' };

/** What a bonus's pocket opens with: its lock, expiry, spending order and weights in basis points. */
export interface PocketRule {
  lock: 'bonus' | 'bonus_and_deposit';
  expiresInDays: number | null;
  spend: BonusRules['spend'];
  /** Category → basis points (10000 = 100 %); a category not listed counts 100 %. */
  weightsBp: Record<string, number>;
}

/** The pocket rule of a bonus: the promotion's turnover over the brand's bonus rules. */
export function pocketRuleOf(rules: BonusRules, turnover?: Partial<TurnoverRule>): PocketRule {
  const weights = { ...rules.weights, ...turnover?.weights };
  const weightsBp: Record<string, number> = {};
  for (const [category, weight] of Object.entries(weights)) {
    if (weight !== undefined && weight !== 1) weightsBp[category] = Math.round(weight * 10_000);
  }
  return {
    lock: turnover?.lock ?? 'bonus',
    expiresInDays: turnover?.expiresInDays ?? rules.expiresInDays ?? null,
    spend: rules.spend,
    weightsBp,
  };
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
