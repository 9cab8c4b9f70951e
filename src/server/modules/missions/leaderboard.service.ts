import type { Kysely } from 'kysely';
import { type Brand, localized } from '@/core/brand';
import { type LeaderboardDef, maskName, previousPeriod, prizeOf, programPeriod } from '@/core/engagement';
import type { Language } from '@/core/languages';
import { formatAmount } from '@/core/money';
import type { Database } from '@/server/db/database';
import { AppError } from '@/server/errors';
import { awardLoyalty, loyaltyPromotionId } from '../bonus/loyalty-award';
import { type RankRow, ranking } from './missions.repository';

/**
 * Leaderboards (docs/referral-missions.md "Leaderboards"): the board of a period with masked names and the
 * caller's rank, and the settlement job paying each ended period's prizes exactly once.
 */

/** Prizes wait this long after a period ends so rounds still open at its end can close. */
export const SETTLE_GRACE_MS = 5 * 60_000;

export const boardsOf = (brand: Brand) => brand.engagement?.leaderboards ?? [];

export const zoneOf = (brand: Brand) => brand.config.timezone ?? 'UTC';

function periodOfBoard(brand: Brand, b: LeaderboardDef, which: 'current' | 'previous', now: Date) {
  return which === 'current'
    ? programPeriod(now, zoneOf(brand), b.period)!
    : previousPeriod(now, zoneOf(brand), b.period);
}

export const rankingOf = (
  db: Kysely<Database>,
  brand: Brand,
  b: LeaderboardDef,
  p: { from: Date; to: Date },
  me?: bigint,
) =>
  ranking(db, {
    brand: brand.config.code,
    metric: b.metric,
    range: p,
    size: b.size,
    minStake: b.minStake ?? 1,
    zone: zoneOf(brand),
    accountId: me,
  });

/** MCSFE_getMissionLeaderboard: the brand's boards (or one) for the current or previous period. */
export async function leaderboards(
  db: Kysely<Database>,
  brand: Brand,
  query: { id?: string; period: 'current' | 'previous'; accountId: bigint },
  language: Language,
  now = new Date(),
) {
  const all = boardsOf(brand);
  const boards = query.id ? all.filter((b) => b.id === query.id) : all;
  if (query.id && boards.length === 0) throw new AppError('leaderboard_not_found');
  const units = brand.config.currency.minorUnits;
  const money = (v: bigint | number) => formatAmount(BigInt(v), units);
  const value = (b: LeaderboardDef, v: bigint) => (b.metric === 'valid_bet' ? money(v) : formatAmount(v, 2));
  const out = [];
  for (const b of boards) {
    const p = periodOfBoard(brand, b, query.period, now);
    const settled = await settledStandings(db, brand, b, p.key);
    // A settled period shows the ranking it was paid from, and a prize only beside the player it was paid to:
    // bets settling after the settlement move the live ranking, never what was paid.
    const rows = settled ? settled.rows : await rankingOf(db, brand, b, p, query.accountId);
    const prize = (rank: number, accountId: bigint) => {
      if (settled && settled.paid.get(rank) !== accountId) return null;
      const amount = prizeOf(b.prizes, rank);
      return amount === null ? null : money(amount);
    };
    const mine = rows.find((r) => r.account_id === query.accountId);
    out.push({
      id: b.id,
      title: localized(b.title, language, brand.config.languages.default),
      metric: b.metric,
      period: b.period,
      periodKey: p.key,
      startsAt: p.from.toISOString(),
      endsAt: p.to.toISOString(),
      settled: settled !== undefined,
      prizes: b.prizes.map((x) => ({ fromRank: x.fromRank, toRank: x.toRank, amount: money(x.amount) })),
      top: rows
        .filter((r) => Number(r.rank) <= b.size)
        .map((r) => ({
          rank: Number(r.rank),
          name: maskName(r.username),
          value: value(b, r.value),
          prize: prize(Number(r.rank), r.account_id),
          me: r.account_id === query.accountId,
        })),
      me: {
        rank: mine ? Number(mine.rank) : null,
        value: mine ? value(b, mine.value) : value(b, 0n),
        prize: mine ? prize(Number(mine.rank), mine.account_id) : null,
      },
    });
  }
  return { boards: out };
}

/**
 * The standings a settled period was paid from (leaderboard_settlement.standings) and who was paid each prize
 * rank (the award rows of the period); undefined while the period is not settled.
 */
async function settledStandings(db: Kysely<Database>, brand: Brand, b: LeaderboardDef, periodKey: string) {
  const row = await db
    .selectFrom('leaderboard_settlement')
    .select('standings')
    .where('brand_code', '=', brand.config.code)
    .where('board_id', '=', b.id)
    .where('period_key', '=', periodKey)
    .executeTakeFirst();
  if (!row) return undefined;
  const prefix = `leaderboard:${b.id}:${periodKey}:`;
  const awards = await db
    .selectFrom('promotion_bonus')
    .select(['award_key', 'account_id'])
    .where('brand_code', '=', brand.config.code)
    .where('promotion_id', '=', loyaltyPromotionId(`leaderboard:${b.id}`))
    .where('award_key', 'like', `${prefix}%`)
    .execute();
  const paid = new Map(awards.map((a) => [Number(a.award_key.slice(prefix.length)), a.account_id]));
  const rows: RankRow[] = (row.standings ?? []).map((s) => ({
    account_id: BigInt(s.accountId),
    username: s.username,
    value: BigInt(s.value),
    rank: BigInt(s.rank),
  }));
  return { rows, paid };
}

async function settleBoardPeriod(
  db: Kysely<Database>,
  brand: Brand,
  b: LeaderboardDef,
  p: { key: string; from: Date; to: Date },
) {
  const done = await db
    .selectFrom('leaderboard_settlement')
    .select('period_key')
    .where('brand_code', '=', brand.config.code)
    .where('board_id', '=', b.id)
    .where('period_key', '=', p.key)
    .executeTakeFirst();
  if (done) return 0;
  const rows: RankRow[] = await rankingOf(db, brand, b, p);
  let paid = 0;
  for (const r of rows) {
    const rank = Number(r.rank);
    const amount = prizeOf(b.prizes, rank);
    if (amount === null) continue;
    // The key names the rank: two runs (or instances) award each rank of the period once. A winner the engine
    // refuses (blocked from bonuses) forfeits the prize; the rank is not passed on.
    const result = await awardLoyalty(db, {
      brand,
      accountId: r.account_id,
      program: `leaderboard:${b.id}`,
      kind: 'leaderboard',
      title: b.title,
      key: `leaderboard:${b.id}:${p.key}:${rank}`,
      source: `leaderboard ${b.id} ${p.key} #${rank}`,
      amount: BigInt(amount),
      turnoverMultiplier: b.turnoverMultiplier,
      status: 'claimable',
    }).catch((error: unknown) => {
      if (error instanceof AppError) return { replayed: true };
      throw error;
    });
    if (!result.replayed) paid += 1;
  }
  const standings = rows.map((r) => ({
    rank: Number(r.rank),
    accountId: r.account_id.toString(),
    username: r.username,
    value: r.value.toString(),
  }));
  await db
    .insertInto('leaderboard_settlement')
    .values({
      brand_code: brand.config.code,
      board_id: b.id,
      period_key: p.key,
      winners: rows.length,
      standings: JSON.stringify(standings),
    })
    .onConflict((oc) => oc.columns(['brand_code', 'board_id', 'period_key']).doNothing())
    .execute();
  return paid;
}

/**
 * The settlement job: the last ended period of each board (past the grace time) pays its prizes once. `signal` (the
 * job runner's stop) is checked between boards: a board's few prize ranks are paid in one go, so a stop never
 * leaves a period half paid for a re-ranking to pay again.
 */
export async function settleLeaderboards(
  db: Kysely<Database>,
  brand: Brand,
  now = new Date(),
  signal?: AbortSignal,
) {
  let paid = 0;
  for (const b of boardsOf(brand)) {
    signal?.throwIfAborted();
    const p = previousPeriod(new Date(now.getTime() - SETTLE_GRACE_MS), zoneOf(brand), b.period);
    paid += await settleBoardPeriod(db, brand, b, p);
  }
  return paid;
}
