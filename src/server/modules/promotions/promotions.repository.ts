import type { Selectable } from 'kysely';
import { type RawBuilder, sql } from 'kysely';
import type { Brand } from '@/core/brand';
import type { Db } from '@/server/domains/money';
import { depositInPlaySql } from '@/server/domains/money';
import type { PromotionApplicationTable, PromotionRaffleTable } from './promotions.tables';

/** Reads behind the promotion states (docs/promotions.md "States"): a few queries per caller, not per promotion. */

export interface CallerRows {
  joined: Map<string, Date>;
  /** Awards per promotion in the given limit windows: `${promotionId}|${periodKey}` → count. */
  used: Map<string, number>;
  /** Unclaimed bonuses per promotion: count and total. */
  claimable: Map<string, { count: number; amount: bigint; rank: number | null }>;
  /** Raffle prizes already claimed per promotion (rank). */
  prizes: Map<string, { rank: number; amount: bigint; claimed: boolean }>;
  /** The latest application per promotion. */
  applications: Map<string, ApplicationRow>;
}

export type ApplicationRow = Pick<
  Selectable<PromotionApplicationTable>,
  | 'id'
  | 'promotion_id'
  | 'period_key'
  | 'comment'
  | 'images'
  | 'status'
  | 'reason'
  | 'created_at'
  | 'decided_at'
>;

/**
 * A claimable row (alias `b`) that can still be claimed: not a deposit bonus whose qualifying deposit left play
 * (docs/money.md "in play"; the claim voids those). A function, built when a query uses it: this module's top-level
 * code takes nothing from another domain while the modules load (the front doors import each other).
 */
export const stillClaimable =
  (): RawBuilder<boolean> => sql<boolean>`(b.deposit_id is null or exists (select 1 from payment_deposit d
  where d.id = b.deposit_id and ${depositInPlaySql('d')}))`;

export async function callerRows(
  db: Db,
  brand: Brand,
  accountId: bigint,
  keys: { promotionId: string; periodKey: string }[],
): Promise<CallerRows> {
  const code = brand.config.code;
  const [players, used, claimable, prizes, applications] = await Promise.all([
    db
      .selectFrom('promotion_player')
      .select(['promotion_id', 'joined_at'])
      .where('brand_code', '=', code)
      .where('account_id', '=', accountId)
      .where('joined_at', 'is not', null)
      .execute(),
    keys.length === 0
      ? Promise.resolve([])
      : sql<{ promotion_id: string; period_key: string; n: number }>`
          select promotion_id, period_key, count(*)::int as n from promotion_bonus
          where brand_code = ${code} and account_id = ${accountId}
            and (promotion_id, period_key) in (${sql.join(keys.map((k) => sql`(${k.promotionId}, ${k.periodKey})`))})
          group by promotion_id, period_key`
          .execute(db)
          .then((r) => r.rows),
    sql<{ promotion_id: string; n: number; total: string; rank: number | null }>`
      select promotion_id, count(*)::int as n, sum(amount)::text as total, min(rank) as rank from promotion_bonus b
      where brand_code = ${code} and account_id = ${accountId} and status = 'claimable' and ${stillClaimable()}
      group by promotion_id`
      .execute(db)
      .then((r) => r.rows),
    db
      .selectFrom('promotion_bonus')
      .select(['promotion_id', 'rank', 'amount', 'status'])
      .where('brand_code', '=', code)
      .where('account_id', '=', accountId)
      .where('kind', '=', 'raffle')
      .execute(),
    sql<ApplicationRow>`
      select distinct on (promotion_id) id, promotion_id, period_key, comment, images, status, reason, created_at,
        decided_at
      from promotion_application where brand_code = ${code} and account_id = ${accountId}
      order by promotion_id, id desc`
      .execute(db)
      .then((r) => r.rows),
  ]);
  return {
    joined: new Map(players.map((p) => [p.promotion_id, p.joined_at!])),
    used: new Map(used.map((u) => [`${u.promotion_id}|${u.period_key}`, u.n])),
    claimable: new Map(
      claimable.map((c) => [c.promotion_id, { count: c.n, amount: BigInt(c.total), rank: c.rank }]),
    ),
    prizes: new Map(
      prizes.map((p) => [
        p.promotion_id,
        { rank: p.rank ?? 0, amount: p.amount, claimed: p.status === 'credited' },
      ]),
    ),
    applications: new Map(applications.map((a) => [a.promotion_id, a])),
  };
}

export const NO_CALLER: CallerRows = {
  joined: new Map(),
  used: new Map(),
  claimable: new Map(),
  prizes: new Map(),
  applications: new Map(),
};

export interface BrandRows {
  state: Map<string, { spent: bigint; awards: number }>;
  raffles: Map<string, RaffleRow>;
}

export type RaffleRow = Pick<
  Selectable<PromotionRaffleTable>,
  | 'promotion_id'
  | 'server_seed'
  | 'server_seed_hash'
  | 'client_seed'
  | 'total_tickets'
  | 'created_at'
  | 'drawn_at'
>;

export async function brandRows(db: Db, brand: Brand): Promise<BrandRows> {
  const code = brand.config.code;
  const [state, raffles] = await Promise.all([
    db
      .selectFrom('promotion_state')
      .select(['promotion_id', 'spent', 'awards'])
      .where('brand_code', '=', code)
      .execute(),
    db.selectFrom('promotion_raffle').selectAll().where('brand_code', '=', code).execute(),
  ]);
  return {
    state: new Map(state.map((s) => [s.promotion_id, { spent: s.spent, awards: s.awards }])),
    raffles: new Map(raffles.map((r) => [r.promotion_id, r])),
  };
}
