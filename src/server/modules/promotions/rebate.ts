import { sql } from 'kysely';
import { type PromotionDef, percentOf, type RebateReward, turnoverRequired } from '@/core/promotions';
import { periodOf } from '@/core/zoned-time';
import { AppError } from '@/server/errors';
import { award } from '../bonus/award';
import type { PromoCtx } from './context';
import { windowOf, zoneOf } from './schedule';

/**
 * Rebates (docs/promotions.md): a scheduled job computes each finished period (day or week, brand time zone) of
 * every rebate promotion: % of the valid bet (or of the net loss) per player in the promotion's categories. The
 * award key rebate:<promotion>:<period>:<player> makes a second run (or a second instance) credit nothing, so a run
 * stopped between two players (the job runner's signal) resumes where it stopped.
 */
export const REBATE_JOB = 'promotions.rebate';

type Rebate = PromotionDef & { kind: 'rebate'; reward: RebateReward };

/** The finished periods to settle at `at`: the last one and the one before (catch-up after downtime). */
function duePeriods(ctx: PromoCtx, p: Rebate, at: Date) {
  const zone = zoneOf(ctx.brand, p);
  const current = periodOf(at, zone, p.reward.period);
  const last = periodOf(new Date(current.from.getTime() - 1), zone, p.reward.period);
  const before = periodOf(new Date(last.from.getTime() - 1), zone, p.reward.period);
  const w = windowOf(ctx.brand, p);
  return [before, last].filter((x) => x.to > w.start && (!w.end || x.from < w.end));
}

async function basisPerPlayer(ctx: PromoCtx, p: Rebate, from: Date, to: Date) {
  const cats = p.reward.categories;
  const joinedOnly = p.participation === 'join';
  const measure =
    p.reward.basis === 'valid_bet'
      ? sql`sum(case when b.payout <> b.amount then b.amount else 0 end)`
      : sql`sum(b.amount - b.payout)`;
  const { rows } = await sql<{ account_id: bigint; basis: string }>`
    select b.account_id, ${measure}::text as basis
    from vendor_bet b join account a on a.id = b.account_id
    where b.brand_code = ${ctx.brand.config.code} and b.created_at >= ${from} and b.created_at < ${to}
      and b.status in ('open', 'settled') and (b.status = 'settled' or b.round_closed)
      and a.status = 'active' and a.type in (0, 1, 2)
      ${cats && cats.length > 0 ? sql`and b.category in (${sql.join(cats)})` : sql``}
      ${
        joinedOnly
          ? sql`and exists (select 1 from promotion_player pp where pp.brand_code = b.brand_code
              and pp.promotion_id = ${p.id} and pp.account_id = b.account_id and pp.joined_at < ${to})`
          : sql``
      }
    group by b.account_id order by b.account_id`.execute(ctx.db);
  return rows.map((r) => ({ accountId: BigInt(r.account_id), basis: BigInt(r.basis) }));
}

/**
 * Settles every due period of every rebate promotion of the brand; answers the number of rebates credited. Each
 * player's rebate is one posting in its own transaction: `signal` (the job runner's) is checked between them.
 */
export async function runRebates(ctx: PromoCtx, at: Date, signal?: AbortSignal): Promise<number> {
  let credited = 0;
  for (const def of ctx.brand.promotions) {
    if (def.kind !== 'rebate') continue;
    const p = def as Rebate;
    for (const period of duePeriods(ctx, p, at)) {
      for (const { accountId, basis } of await basisPerPlayer(ctx, p, period.from, period.to)) {
        signal?.throwIfAborted();
        if (basis <= 0n) continue;
        let amount = percentOf(basis, p.reward.percentBp);
        if (p.reward.cap !== undefined && amount > BigInt(p.reward.cap)) amount = BigInt(p.reward.cap);
        if (amount <= 0n || amount < BigInt(p.reward.min ?? 1)) continue;
        try {
          const result = await award(ctx.db, {
            brand: ctx.brand,
            promotion: p,
            accountId,
            key: `rebate:${p.id}:${period.key}:${accountId}`,
            periodKey: period.key,
            source: `rebate ${period.key}`,
            amount,
            turnoverRequired: (a) => turnoverRequired(p, a),
            status: p.reward.payout === 'claim' ? 'claimable' : 'credited',
            noLimit: true,
          });
          if (!result.replayed) credited += 1;
        } catch (error) {
          // Budget spent or account blocked since: nothing for this player.
          if (!(error instanceof AppError)) throw error;
        }
      }
    }
  }
  return credited;
}
