import type { LotteryFormat } from './formats';
import { lotteryNameOf, type MqlNameKey } from './names';

/**
 * The draw schedule of each in-house lottery game (docs/lottery.md "Games and schedules"). The lottery vendors
 * MQL (LOTT category) and VNL (ELOTT category) run one draw series per catalogue game, shared by every brand that
 * lists the vendor. A game's format and schedule follow from its catalogue name (the catalogue is generated from
 * fixed name lists, src/server/modules/games/catalogue-words.ts):
 *
 * - VNL: "Vietnam North" draws the northern format daily at 18:15 Vietnam time (UTC+7); "Vietnam Central" and
 *   the central provinces the southern 18-prize format at 17:15; "Vietnam South" and the southern provinces at
 *   16:15 — the real draw times of the three regions.
 * - MQL: "Hanoi Lottery" northern format daily at 18:15; "Hanoi VIP" and "Hanoi Speed N Minute(s)" fast northern
 *   draws every 2, 1, 3, 5 minutes; "Pick 3" and "Fast 3" fast 4D/3D draws every 2 and 4 minutes; every other title
 *   a 4D/3D draw daily at 19:00 Malaysia time (UTC+8), staggered by 10 minutes per title. Titles: ./names.ts.
 */

export const LOTTERY_VENDORS = ['MQL', 'VNL'] as const;
export const isLotteryVendor = (code: string) => (LOTTERY_VENDORS as readonly string[]).includes(code);

export type Schedule =
  /** Every day at minute `utcMinute` of the UTC day. */
  | { kind: 'daily'; utcMinute: number }
  /** Every `seconds`, slots aligned to the Unix epoch. */
  | { kind: 'every'; seconds: number };

export interface LotteryGameDef {
  format: LotteryFormat;
  schedule: Schedule;
  /** Betting closes this many seconds before the draw. */
  cutoffSeconds: number;
  fast: boolean;
}

export interface ScheduleOptions {
  /** Overrides the interval of every fast game (LOTTERY_FAST_SECONDS; tests use a few seconds). */
  fastSeconds?: number;
  /** Cut-off of fast games (LOTTERY_FAST_CUTOFF_SECONDS, default 10). */
  fastCutoffSeconds?: number;
}

const FAST_MINUTES: Partial<Record<MqlNameKey, { format: LotteryFormat; minutes: number }>> = {
  hanoiVip: { format: 'vn-north', minutes: 2 },
  hanoiSpeed1: { format: 'vn-north', minutes: 1 },
  hanoiSpeed3: { format: 'vn-north', minutes: 3 },
  hanoiSpeed5: { format: 'vn-north', minutes: 5 },
  pick3: { format: 'sea-4d', minutes: 2 },
  fast3: { format: 'sea-4d', minutes: 4 },
};
const ICT = (h: number, m: number) => (h - 7) * 60 + m;
const DAILY_CUTOFF = 15 * 60;

/** The definition of a lottery game from its vendor and catalogue title (ordinal: its place in the list). */
export function lotteryGameDef(
  vendor: string,
  englishName: string,
  ordinal: number,
  options: ScheduleOptions = {},
): LotteryGameDef | undefined {
  const fast = (format: LotteryFormat, minutes: number): LotteryGameDef => ({
    format,
    schedule: { kind: 'every', seconds: options.fastSeconds ?? minutes * 60 },
    cutoffSeconds: options.fastCutoffSeconds ?? 10,
    fast: true,
  });
  const daily = (format: LotteryFormat, utcMinute: number): LotteryGameDef => ({
    format,
    schedule: { kind: 'daily', utcMinute },
    cutoffSeconds: DAILY_CUTOFF,
    fast: false,
  });
  const name = lotteryNameOf(vendor, englishName);
  if (name?.vendor === 'VNL') {
    if (name.place.region === 'north') return daily('vn-north', ICT(18, 15));
    return daily('vn-south', name.place.central ? ICT(17, 15) : ICT(16, 15));
  }
  if (name?.vendor !== 'MQL') return undefined;
  if (name.key === 'hanoi') return daily('vn-north', ICT(18, 15));
  const quick = FAST_MINUTES[name.key];
  if (quick) return fast(quick.format, quick.minutes);
  // 19:00 Malaysia time (UTC+8) = 11:00 UTC, staggered.
  return daily('sea-4d', (11 * 60 + (ordinal % 6) * 10) % 1440);
}

/** The first draw time strictly after `after` (ms since the epoch). */
export function nextDrawAt(schedule: Schedule, after: number): number {
  if (schedule.kind === 'every') {
    const every = schedule.seconds * 1000;
    return (Math.floor(after / every) + 1) * every;
  }
  const day = 86_400_000;
  const today = Math.floor(after / day) * day + schedule.utcMinute * 60_000;
  return today > after ? today : today + day;
}

/** The public number of the draw at `drawAt`: yyyymmdd for daily games, yyyymmdd-hhmmss for fast ones. */
export function drawNoOf(schedule: Schedule, drawAt: number): string {
  const iso = new Date(drawAt).toISOString();
  const date = iso.slice(0, 10).replaceAll('-', '');
  return schedule.kind === 'daily' ? date : `${date}-${iso.slice(11, 19).replaceAll(':', '')}`;
}

/**
 * The prize mode of the lottery lobby (spec §4): ELOTT when the brand's e-lottery vendor has the Vietnam lottery
 * (a VN-format game) or a LOTT card, else LOTT.
 */
export function lobbyPrizeMode(eLotteryGames: { vietnam: boolean; lottCard: boolean }[]): 'ELOTT' | 'LOTT' {
  return eLotteryGames.some((g) => g.vietnam || g.lottCard) ? 'ELOTT' : 'LOTT';
}
