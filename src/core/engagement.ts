import type { LocalizedText } from './brand';
import { type Period, periodOf } from './zoned-time';

/**
 * Referral, missions and leaderboards as brand data (content/referral.json, content/missions.json;
 * docs/referral-missions.md). Amounts are integers in the brand currency's minor units.
 */

export interface ReferralConfig {
  enabled: boolean;
  /** The referee's first credited deposit must be at least this. */
  minFirstDeposit: number;
  /** The referee's valid bet from registration until the deadline must reach this. */
  minValidBet: number;
  /** Days after the referee's registration to qualify. */
  withinDays: number;
  reward: { amount: number; turnoverMultiplier?: number };
  /** Total referral budget (minor units); absent = unlimited. */
  budget?: number;
  /** Days around the referee's registration in which a shared IP with the referrer counts as a duplicate. */
  duplicateWindowDays: number;
  title: LocalizedText;
}

export const MISSION_PERIODS = ['daily', 'weekly', 'once'] as const;
export type MissionPeriod = (typeof MISSION_PERIODS)[number];
export const TASK_TYPES = ['rounds', 'valid_bet', 'deposit', 'login_streak', 'play_game'] as const;
export type TaskType = (typeof TASK_TYPES)[number];

export interface MissionTask {
  type: TaskType;
  /** rounds / play_game / login_streak: a count; valid_bet / deposit: an amount in minor units. */
  target: number;
  /** Game category (vendor_bet.category, e.g. RNG, LIVE) for rounds and valid_bet. */
  category?: string;
  /** play_game: the game's code (vendor_bet.game_code, e.g. MQ_DICE). */
  game?: string;
}

export interface MissionDef {
  id: string;
  period: MissionPeriod;
  title: LocalizedText;
  description: LocalizedText;
  task: MissionTask;
  reward: { amount: number; turnoverMultiplier?: number };
  /** once: counted from this local date-time (yyyy-MM-ddTHH:mm); absent = from the account's registration. */
  start?: string;
}

export const BOARD_PERIODS = ['daily', 'weekly', 'monthly'] as const;
export type BoardPeriod = (typeof BOARD_PERIODS)[number];
export const BOARD_METRICS = ['valid_bet', 'multiplier'] as const;
export type BoardMetric = (typeof BOARD_METRICS)[number];

export interface PrizeBand {
  fromRank: number;
  toRank: number;
  amount: number;
}

export interface LeaderboardDef {
  id: string;
  period: BoardPeriod;
  metric: BoardMetric;
  title: LocalizedText;
  /** Ranks listed (≤ 100). */
  size: number;
  /** multiplier: only settled bets with at least this stake count. */
  minStake?: number;
  prizes: PrizeBand[];
  turnoverMultiplier?: number;
}

export interface MissionsConfig {
  missions: MissionDef[];
  leaderboards: LeaderboardDef[];
}

const PERIOD: Record<MissionPeriod | BoardPeriod, Period | null> = {
  daily: 'day',
  weekly: 'week',
  monthly: 'month',
  once: null,
};

/** The period of a daily/weekly/monthly program containing `at` (brand zone); null for one-off missions. */
export function programPeriod(at: Date, zone: string, period: MissionPeriod | BoardPeriod) {
  const p = PERIOD[period];
  return p ? periodOf(at, zone, p) : null;
}

/** The period just before the one containing `at`. */
export function previousPeriod(at: Date, zone: string, period: BoardPeriod) {
  const current = periodOf(at, zone, PERIOD[period]!);
  return periodOf(new Date(current.from.getTime() - 1000), zone, PERIOD[period]!);
}

/** The prize of a rank (minor units), or null. */
export function prizeOf(prizes: readonly PrizeBand[], rank: number): number | null {
  return prizes.find((b) => rank >= b.fromRank && rank <= b.toRank)?.amount ?? null;
}

/**
 * Rules beyond the JSON Schema: unique ids, prize bands in ascending non-overlapping rank order with
 * non-increasing amounts, tasks with the fields their type needs. Each problem: a JSON pointer and a reason.
 */
export function engagementProblems(
  config: MissionsConfig,
  categories: readonly string[],
): { pointer: string; reason: string }[] {
  const problems: { pointer: string; reason: string }[] = [];
  const seen = new Set<string>();
  config.missions.forEach((m, i) => {
    const at = `/missions/${i}`;
    if (seen.has(m.id)) problems.push({ pointer: `${at}/id`, reason: `duplicate mission id "${m.id}"` });
    seen.add(m.id);
    if (m.task.type === 'play_game' && m.task.game === undefined)
      problems.push({ pointer: `${at}/task/game`, reason: 'play_game needs the game code' });
    if (m.task.type !== 'play_game' && m.task.game !== undefined)
      problems.push({ pointer: `${at}/task/game`, reason: 'game is only for play_game' });
    if (m.task.category && !['rounds', 'valid_bet'].includes(m.task.type))
      problems.push({ pointer: `${at}/task/category`, reason: 'category is only for rounds and valid_bet' });
    if (m.task.category && !categories.includes(m.task.category))
      problems.push({ pointer: `${at}/task/category`, reason: `unknown category "${m.task.category}"` });
    if (m.task.type === 'login_streak' && m.period === 'daily')
      problems.push({ pointer: `${at}/period`, reason: 'a login streak needs a weekly or one-off period' });
    if (m.task.type === 'login_streak' && m.period === 'weekly' && m.task.target > 7)
      problems.push({ pointer: `${at}/task/target`, reason: 'a weekly login streak is at most 7 days' });
    if (m.start && m.period !== 'once')
      problems.push({ pointer: `${at}/start`, reason: 'start is only for one-off missions' });
  });
  const boards = new Set<string>();
  config.leaderboards.forEach((b, i) => {
    const at = `/leaderboards/${i}`;
    if (boards.has(b.id))
      problems.push({ pointer: `${at}/id`, reason: `duplicate leaderboard id "${b.id}"` });
    boards.add(b.id);
    let lastTo = 0;
    let lastAmount = Number.POSITIVE_INFINITY;
    b.prizes.forEach((band, j) => {
      const p = `${at}/prizes/${j}`;
      if (band.fromRank > band.toRank)
        problems.push({ pointer: `${p}/fromRank`, reason: 'fromRank is greater than toRank' });
      if (band.fromRank <= lastTo)
        problems.push({
          pointer: `${p}/fromRank`,
          reason: 'prize bands must be in ascending rank order without overlap',
        });
      if (band.amount > lastAmount)
        problems.push({ pointer: `${p}/amount`, reason: 'a lower rank cannot win more than a higher rank' });
      if (band.toRank > b.size)
        problems.push({ pointer: `${p}/toRank`, reason: 'prized ranks must be within the listed size' });
      lastTo = Math.max(lastTo, band.toRank);
      lastAmount = band.amount;
    });
    if (b.minStake !== undefined && b.metric !== 'multiplier')
      problems.push({ pointer: `${at}/minStake`, reason: 'minStake is only for the multiplier metric' });
  });
  return problems;
}

/** Masked player name for boards and invitee lists: "agent01" → "ag***01". */
export function maskName(name: string): string {
  const chars = [...name];
  if (chars.length <= 2) return `${chars[0] ?? ''}***`;
  if (chars.length <= 4) return `${chars[0]}***${chars[chars.length - 1]}`;
  return `${chars.slice(0, 2).join('')}***${chars.slice(-2).join('')}`;
}
