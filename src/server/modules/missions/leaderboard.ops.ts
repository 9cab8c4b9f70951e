import type { Kysely } from 'kysely';
import { type Brand, localized } from '@/core/brand';
import { type LeaderboardDef, previousPeriod, prizeOf, programPeriod } from '@/core/engagement';
import type { Language } from '@/core/languages';
import type { Database } from '@/server/db/database';
import { loyaltyPromotionId } from '../bonus/loyalty-award';
import { boardsOf, rankingOf, SETTLE_GRACE_MS, zoneOf } from './leaderboard.service';

/**
 * What operators see of a brand's leaderboards (the back office, docs/back-office.md "Leaderboards and jackpots"):
 * each board's current period with its live standings (full usernames: staff only), and its ended periods with
 * their payout state. `settleLeaderboards` (npm run ops -- leaderboard-settle) pays the latest ended period of each
 * board once past the grace time: that period is `due` until then (`waiting` within the grace), `paid` after; the
 * older periods listed are the settled ones. Read-only.
 */
export interface EndedPeriod {
  periodKey: string;
  state: 'paid' | 'due' | 'waiting';
  settledAt: Date | null;
  /** Ranked players of the standings it was (or will be) paid from. */
  ranked: number;
  /** Prizes awarded for the period and their sum (minor units). */
  prizes: number;
  prizeTotal: bigint;
}

export interface BoardStatus {
  id: string;
  title: string;
  metric: LeaderboardDef['metric'];
  period: LeaderboardDef['period'];
  size: number;
  current: {
    periodKey: string;
    from: Date;
    to: Date;
    top: { rank: number; username: string; value: bigint; prize: bigint | null }[];
  };
  ended: EndedPeriod[];
}

const HISTORY = 6;

async function awardsOf(db: Kysely<Database>, brand: Brand, b: LeaderboardDef, periodKey: string) {
  const row = await db
    .selectFrom('promotion_bonus')
    .select((eb) => [eb.fn.countAll<string>().as('n'), eb.fn.sum<string | null>('amount').as('total')])
    .where('brand_code', '=', brand.config.code)
    .where('promotion_id', '=', loyaltyPromotionId(`leaderboard:${b.id}`))
    .where('award_key', 'like', `leaderboard:${b.id}:${periodKey}:%`)
    .executeTakeFirst();
  return { prizes: Number(row?.n ?? 0), prizeTotal: BigInt(row?.total ?? 0) };
}

export async function leaderboardStatus(
  db: Kysely<Database>,
  brand: Brand,
  language: Language,
  now = new Date(),
): Promise<BoardStatus[]> {
  const zone = zoneOf(brand);
  const out: BoardStatus[] = [];
  for (const b of boardsOf(brand)) {
    const current = programPeriod(now, zone, b.period)!;
    const rows = await rankingOf(db, brand, b, current);
    const settled = await db
      .selectFrom('leaderboard_settlement')
      .select(['period_key', 'settled_at', 'winners'])
      .where('brand_code', '=', brand.config.code)
      .where('board_id', '=', b.id)
      .orderBy('settled_at', 'desc')
      .limit(HISTORY)
      .execute();
    const ended: EndedPeriod[] = [];
    // Unpaid: the period just ended (waiting out the grace time, or due) and, within that grace time, the one the
    // settlement pays now if it has not been paid yet.
    const last = previousPeriod(now, zone, b.period);
    const payable = previousPeriod(new Date(now.getTime() - SETTLE_GRACE_MS), zone, b.period);
    for (const period of payable.key === last.key ? [last] : [last, payable]) {
      if (settled.some((s) => s.period_key === period.key)) continue;
      const ranked = await rankingOf(db, brand, b, period);
      ended.push({
        periodKey: period.key,
        state: now.getTime() >= period.to.getTime() + SETTLE_GRACE_MS ? 'due' : 'waiting',
        settledAt: null,
        ranked: ranked.length,
        prizes: 0,
        prizeTotal: 0n,
      });
    }
    for (const s of settled)
      ended.push({
        periodKey: s.period_key,
        state: 'paid',
        settledAt: s.settled_at,
        ranked: s.winners,
        ...(await awardsOf(db, brand, b, s.period_key)),
      });
    out.push({
      id: b.id,
      title: localized(b.title, language, brand.config.languages.default),
      metric: b.metric,
      period: b.period,
      size: b.size,
      current: {
        periodKey: current.key,
        from: current.from,
        to: current.to,
        top: rows
          .filter((r) => Number(r.rank) <= b.size)
          .map((r) => {
            const prize = prizeOf(b.prizes, Number(r.rank));
            return {
              rank: Number(r.rank),
              username: r.username,
              value: r.value,
              prize: prize === null ? null : BigInt(prize),
            };
          }),
      },
      ended,
    });
  }
  return out;
}
