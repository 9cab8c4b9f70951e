import { allNumbers, type DrawResult, type LotteryFormat } from './formats';

/**
 * Bet types, odds per prize mode, stake limits and settlement of the in-house lottery (docs/lottery.md "Bet
 * types"). Pure and isomorphic: the server settles with it, the bet slip shows the same odds, tests recompute.
 *
 * Odds are integer hundredths of the stake paid back (stake included) per hit: 350 = 3.5 × the stake.
 */

export const PRIZE_MODES = ['LOTT', 'ZY', 'ELOTT', 'SEA'] as const;
export type PrizeMode = (typeof PRIZE_MODES)[number];

export const VN_BET_TYPES = ['lo2', 'lo3', 'de', 'de3', 'xien2', 'xien3', 'xien4'] as const;
export const SEA_BET_TYPES = ['big', 'small', 'd3'] as const;
export type BetType = (typeof VN_BET_TYPES)[number] | (typeof SEA_BET_TYPES)[number];

export const BET_TYPES_OF: Record<LotteryFormat, readonly BetType[]> = {
  'vn-north': VN_BET_TYPES,
  'vn-south': VN_BET_TYPES,
  'sea-4d': SEA_BET_TYPES,
};

/** Prize modes a format can be played in (spec §3): the brand's prize modes narrow them further. */
export const MODES_OF: Record<LotteryFormat, readonly PrizeMode[]> = {
  'vn-north': ['LOTT', 'ZY', 'ELOTT'],
  'vn-south': ['LOTT', 'ZY', 'ELOTT'],
  'sea-4d': ['LOTT', 'ZY', 'SEA'],
};

/** How many numbers a bet type takes and how many digits each has. */
export const PICK: Record<BetType, { count: number; digits: number }> = {
  lo2: { count: 1, digits: 2 },
  lo3: { count: 1, digits: 3 },
  de: { count: 1, digits: 2 },
  de3: { count: 1, digits: 3 },
  xien2: { count: 2, digits: 2 },
  xien3: { count: 3, digits: 2 },
  xien4: { count: 4, digits: 2 },
  big: { count: 1, digits: 4 },
  small: { count: 1, digits: 4 },
  d3: { count: 1, digits: 3 },
};

/** Odds of one bet type: `hit` per hit (VN types) or per prize tier (4D / 3D). */
export type Odds = Record<string, number>;

const VN_BASE: Record<'vn-north' | 'vn-south', Record<(typeof VN_BET_TYPES)[number], number>> = {
  'vn-north': { lo2: 350, lo3: 4_000, de: 9_500, de3: 90_000, xien2: 1_600, xien3: 7_000, xien4: 32_000 },
  'vn-south': { lo2: 520, lo3: 5_500, de: 9_500, de3: 90_000, xien2: 3_400, xien3: 23_000, xien4: 150_000 },
};
const SEA_BASE: Record<(typeof SEA_BET_TYPES)[number], Odds> = {
  big: { first: 250_000, second: 100_000, third: 50_000, starter: 18_000, consolation: 6_000 },
  small: { first: 350_000, second: 200_000, third: 100_000 },
  d3: { first: 25_000, second: 21_000, third: 15_000 },
};
/**
 * Per prize mode, a percentage of the base odds: ZY pays more on the special-prize bets (đề, 3 càng, 4D first
 * prize) and less on lô; ELOTT is the Vietnamese e-lottery table, slightly better on lô.
 */
const MODE_PERCENT: Record<PrizeMode, Partial<Record<BetType, number>>> = {
  LOTT: {},
  ELOTT: { lo2: 101, lo3: 101 },
  ZY: { lo2: 97, lo3: 97, de: 103, de3: 103, small: 102 },
  SEA: {},
};

/** The odds of a bet type in a prize mode, or undefined when the format or mode does not offer it. */
export function oddsOf(format: LotteryFormat, mode: PrizeMode, type: BetType): Odds | undefined {
  if (!MODES_OF[format].includes(mode) || !BET_TYPES_OF[format].includes(type)) return undefined;
  const percent = MODE_PERCENT[mode][type] ?? 100;
  const scale = (v: number) => Math.floor((v * percent) / 100);
  if (format === 'sea-4d') {
    const base = SEA_BASE[type as (typeof SEA_BET_TYPES)[number]];
    return Object.fromEntries(Object.entries(base).map(([tier, v]) => [tier, scale(v)]));
  }
  return { hit: scale(VN_BASE[format][type as (typeof VN_BET_TYPES)[number]]) };
}

export const isBetType = (value: unknown): value is BetType =>
  typeof value === 'string' && Object.hasOwn(PICK, value);
export const isPrizeMode = (value: unknown): value is PrizeMode =>
  typeof value === 'string' && (PRIZE_MODES as readonly string[]).includes(value);

/** The picked numbers in normal form, or null when they do not fit the bet type (count, digits, repeats). */
export function normalizeNumbers(type: BetType, numbers: unknown): string[] | null {
  const { count, digits } = PICK[type];
  if (!Array.isArray(numbers) || numbers.length !== count) return null;
  const pattern = new RegExp(`^\\d{${digits}}$`);
  const out: string[] = [];
  for (const n of numbers) {
    if (typeof n !== 'string' || !pattern.test(n) || out.includes(n)) return null;
    out.push(n);
  }
  return count > 1 ? out.sort() : out;
}

/** Stake limits per bet in minor units of the brand currency. */
export const LOTTERY_LIMITS: Record<string, { min: bigint; max: bigint }> = {
  VND: { min: 1_000n, max: 10_000_000n },
  DEFAULT: { min: 100n, max: 1_000_000n },
};
export const lotteryLimitsOf = (currency: string) => LOTTERY_LIMITS[currency] ?? LOTTERY_LIMITS.DEFAULT!;

const tail = (n: string, k: number) => (n.length >= k ? n.slice(-k) : null);

/** Hits of a bet in a result: per tier for 4D / 3D, `hit` count for the VN types. */
export function hitsOf(format: LotteryFormat, result: DrawResult, type: BetType, numbers: string[]) {
  const hits: Record<string, number> = {};
  const add = (key: string, n = 1) => {
    if (n > 0) hits[key] = (hits[key] ?? 0) + n;
  };
  if (format === 'sea-4d') {
    for (const tier of ['first', 'second', 'third', 'starter', 'consolation']) {
      if (type === 'small' && !['first', 'second', 'third'].includes(tier)) continue;
      if (type === 'd3' && !['first', 'second', 'third'].includes(tier)) continue;
      for (const n of result[tier] ?? []) {
        if (type === 'd3' ? n.slice(-3) === numbers[0] : n === numbers[0]) add(tier);
      }
    }
    return hits;
  }
  const special = result.db?.[0] ?? '';
  const all = allNumbers(result);
  switch (type) {
    case 'lo2':
      add('hit', all.filter((n) => tail(n, 2) === numbers[0]).length);
      break;
    case 'lo3':
      add('hit', all.filter((n) => tail(n, 3) === numbers[0]).length);
      break;
    case 'de':
      add('hit', tail(special, 2) === numbers[0] ? 1 : 0);
      break;
    case 'de3':
      add('hit', tail(special, 3) === numbers[0] ? 1 : 0);
      break;
    default: {
      const twos = new Set(all.map((n) => n.slice(-2)));
      add('hit', numbers.every((n) => twos.has(n)) ? 1 : 0);
    }
  }
  return hits;
}

/** The payout of a settled bet in minor units (0 when it lost): stake × odds / 100 per hit, floored. */
export function payoutOf(stake: bigint, odds: Odds, hits: Record<string, number>): bigint {
  let total = 0n;
  for (const [key, count] of Object.entries(hits)) total += BigInt(odds[key] ?? 0) * BigInt(count);
  return (stake * total) / 100n;
}
