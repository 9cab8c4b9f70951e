import { type Brand, type LocalizedText, localized } from './brand';
import type { Language } from './languages';

/**
 * VIP levels and the points mall as brand data (content/vip.json, content/points.json; docs/vip-points.md).
 * Amounts in these files are decimal strings in major units of the brand currency; the loader turns them into
 * minor units once (bigint). Pure TypeScript: shared by the server and the SPA.
 */

export const EARN_TYPES = ['live', 'lottery', 'pvp', 'slots', 'sports', 'originals', 'deposit'] as const;
export type EarnType = (typeof EARN_TYPES)[number];
/** Every type a points ledger entry may carry (spec §3 points types plus the mall's own). */
export const POINTS_TYPES = [...EARN_TYPES, 'redeem', 'refund', 'convert', 'adjust'] as const;
export type PointsType = (typeof POINTS_TYPES)[number];
export const REDEEM_STATUSES = ['processing', 'approved', 'rejected'] as const;
export type RedeemStatus = (typeof REDEEM_STATUSES)[number];

/** The level's name in a language ('' at level 0 or without VIP levels). */
export function vipLabel(brand: Pick<Brand, 'vip' | 'config'>, level: number, language: Language): string {
  const l = brand.vip?.levels.find((x) => x.level === level);
  return l ? localized(l.name, language, brand.config.languages.default) : '';
}

/** Micro-points: ratios carry up to 6 decimals, so earnings are computed in millionths of a point. */
export const MICRO = 1_000_000n;

export interface WithdrawalLimitsFile {
  dailyCount: number;
  dailyAmount: string;
}

export interface VipLevelFile {
  level: number;
  name: LocalizedText;
  validBet: string;
  deposits?: string;
  upgradeBonus: string;
  periodBonus: string;
  perks: LocalizedText[];
  withdrawal: WithdrawalLimitsFile;
}

export interface VipContent {
  measure: 'validBet' | 'validBetAndDeposits';
  window: { kind: 'rolling'; days: number } | { kind: 'calendar'; period: 'week' | 'month' };
  bonusPeriod: 'weekly' | 'monthly';
  /** Turnover multiplier of the VIP bonuses (0 = none). */
  turnoverMultiplier: number;
  baseWithdrawal: WithdrawalLimitsFile;
  levels: VipLevelFile[];
}

export interface RewardItemFile {
  id: string;
  type: 'goods' | 'voucher';
  name: LocalizedText;
  description?: LocalizedText;
  image: string;
  points: number;
  /** Goods: the initial stock (absent = unlimited). */
  stock?: number;
  /** Vouchers: the cash amount credited on approval. */
  amount?: string;
  maxQuantity?: number;
  /** Vouchers: turnover of the credited amount (default: the conversion's multiplier). */
  turnoverMultiplier?: number;
}

export interface PointsContent {
  /** Points per one major currency unit, per type (decimal strings, up to 6 decimals). */
  earn: Partial<Record<EarnType, string>>;
  /** Conversion to cash; the credited amount carries `turnoverMultiplier` × its turnover (0 = none). */
  convert: { points: number; amount: string; min?: number; turnoverMultiplier: number };
  items: RewardItemFile[];
}

/** A ratio "0.5" as micro-points per major unit (500000); undefined when malformed or out of (0, 1000]. */
export function ratioMicro(text: string): bigint | undefined {
  const m = /^(\d{1,4})(?:\.(\d{1,6}))?$/.exec(text);
  if (!m) return undefined;
  const value = BigInt(m[1]!) * MICRO + BigInt((m[2] ?? '').padEnd(6, '0'));
  return value > 0n && value <= 1000n * MICRO ? value : undefined;
}

/** A decimal money text in major units to minor units (undefined when malformed or too precise). */
export function minorOf(text: string, minorUnits: 0 | 2): bigint | undefined {
  const m = /^(\d{1,15})(?:\.(\d{1,2}))?$/.exec(text);
  if (!m) return undefined;
  if (m[2] && m[2].length > minorUnits) return undefined;
  return BigInt(m[1]!) * 10n ** BigInt(minorUnits) + BigInt((m[2] ?? '').padEnd(minorUnits, '0') || '0');
}

/**
 * The points type of a bet: in-house originals (vendor MQ) earn as `originals` when the brand gives them a
 * ratio, else as slots; the rest by the game category of the bet.
 */
export function betPointsType(
  vendorCode: string,
  category: string | null,
  earn: PointsContent['earn'],
): EarnType {
  if (vendorCode === 'MQ' && earn.originals) return 'originals';
  switch (category) {
    case 'LIVE':
      return 'live';
    case 'LOTT':
    case 'ELOTT':
      return 'lottery';
    case 'PVP':
      return 'pvp';
    case 'SPORTS':
    case 'ESPORTS':
    case 'COCKFIGHT':
      return 'sports';
    default:
      return 'slots';
  }
}

/**
 * Earning with a carried remainder: micro-points of `amountMinor` at `ratio` micro-points per major unit, added
 * to the player's carry; whole points come out, the rest stays in the carry (nothing is lost to rounding).
 */
export function earnPoints(
  carry: bigint,
  amountMinor: bigint,
  ratio: bigint,
  minorUnits: 0 | 2,
): { points: bigint; carry: bigint } {
  const total = carry + (amountMinor * ratio) / 10n ** BigInt(minorUnits);
  return { points: total / MICRO, carry: total % MICRO };
}

/** The highest level whose thresholds the totals meet (0 = none); levels sorted by `level`. */
export function qualifiedLevel(
  levels: { level: number; validBet: bigint; deposits?: bigint }[],
  totals: { validBet: bigint; deposits: bigint },
  measure: VipContent['measure'],
): number {
  let reached = 0;
  for (const l of levels) {
    const betOk = totals.validBet >= l.validBet;
    const depOk =
      measure !== 'validBetAndDeposits' || l.deposits === undefined || totals.deposits >= l.deposits;
    if (betOk && depOk) reached = l.level;
    else break;
  }
  return reached;
}

/** Progress 0–100 (integer, rounded down) of `done` towards `required`. */
export function percentOf(done: bigint, required: bigint): number {
  if (required <= 0n || done >= required) return 100;
  if (done <= 0n) return 0;
  return Number((done * 100n) / required);
}

/**
 * Points to convert: a positive whole number, a multiple of the unit and at least the minimum. Answers the
 * number of units, or undefined when refused.
 */
export function convertUnits(points: unknown, unit: number, min: number): bigint | undefined {
  if (typeof points !== 'number' || !Number.isSafeInteger(points) || points <= 0) return undefined;
  if (points % unit !== 0 || points < min) return undefined;
  return BigInt(points / unit);
}

/** Problems of a vip.json beyond its schema: level numbers 1..N in order, thresholds strictly rising, amounts. */
export function vipProblems(vip: VipContent, minorUnits: 0 | 2): { pointer: string; reason: string }[] {
  const problems: { pointer: string; reason: string }[] = [];
  const money = (pointer: string, text: string) => {
    const v = minorOf(text, minorUnits);
    if (v === undefined)
      problems.push({
        pointer,
        reason: `"${text}" is not an amount in the brand currency (${minorUnits} decimals)`,
      });
    return v;
  };
  let prevBet: bigint | undefined;
  let prevDep: bigint | undefined;
  let prevLimits = {
    count: vip.baseWithdrawal.dailyCount,
    amount: money('/baseWithdrawal/dailyAmount', vip.baseWithdrawal.dailyAmount),
  };
  vip.levels.forEach((l, i) => {
    const at = `/levels/${i}`;
    if (l.level !== i + 1)
      problems.push({ pointer: `${at}/level`, reason: `must be ${i + 1} (levels are 1, 2, 3… in order)` });
    const bet = money(`${at}/validBet`, l.validBet);
    if (bet !== undefined && prevBet !== undefined && bet <= prevBet)
      problems.push({
        pointer: `${at}/validBet`,
        reason: 'thresholds out of order: must be greater than the level below',
      });
    if (bet !== undefined) prevBet = bet;
    if (l.deposits !== undefined) {
      const dep = money(`${at}/deposits`, l.deposits);
      if (dep !== undefined && prevDep !== undefined && dep < prevDep)
        problems.push({
          pointer: `${at}/deposits`,
          reason: 'thresholds out of order: must not be below the level below',
        });
      if (dep !== undefined) prevDep = dep;
    }
    money(`${at}/upgradeBonus`, l.upgradeBonus);
    money(`${at}/periodBonus`, l.periodBonus);
    const amount = money(`${at}/withdrawal/dailyAmount`, l.withdrawal.dailyAmount);
    if (
      l.withdrawal.dailyCount < prevLimits.count ||
      (amount !== undefined && prevLimits.amount !== undefined && amount < prevLimits.amount)
    )
      problems.push({
        pointer: `${at}/withdrawal`,
        reason: 'withdrawal limits must not fall below the level below',
      });
    prevLimits = { count: l.withdrawal.dailyCount, amount: amount ?? prevLimits.amount };
  });
  return problems;
}

/** Problems of a points.json beyond its schema: ratios in range, convert amounts, unique item ids, vouchers. */
export function pointsProblems(
  points: PointsContent,
  minorUnits: 0 | 2,
): { pointer: string; reason: string }[] {
  const problems: { pointer: string; reason: string }[] = [];
  for (const [type, text] of Object.entries(points.earn)) {
    if (text !== undefined && ratioMicro(text) === undefined)
      problems.push({
        pointer: `/earn/${type}`,
        reason: `ratio "${text}" out of range: a decimal above 0 and at most 1000 (≤ 6 decimals)`,
      });
  }
  const amount = minorOf(points.convert.amount, minorUnits);
  if (amount === undefined || amount <= 0n)
    problems.push({
      pointer: '/convert/amount',
      reason: `ratio out of range: "${points.convert.amount}" must be a positive amount (${minorUnits} decimals)`,
    });
  if (points.convert.min !== undefined && points.convert.min % points.convert.points !== 0)
    problems.push({ pointer: '/convert/min', reason: 'must be a multiple of convert.points' });
  const seen = new Set<string>();
  points.items.forEach((item, i) => {
    if (seen.has(item.id))
      problems.push({ pointer: `/items/${i}/id`, reason: `duplicate item id "${item.id}"` });
    seen.add(item.id);
    if (item.type === 'voucher') {
      const v = item.amount === undefined ? undefined : minorOf(item.amount, minorUnits);
      if (v === undefined || v <= 0n)
        problems.push({
          pointer: `/items/${i}/amount`,
          reason: 'a voucher needs a positive amount in the brand currency',
        });
    } else if (item.amount !== undefined)
      problems.push({ pointer: `/items/${i}/amount`, reason: 'only vouchers carry an amount' });
  });
  return problems;
}
