import { sql } from 'kysely';
import type { Db } from '../ledger/ledger.service';

/**
 * Bonus turnover (docs/promotions.md "Turnover"). The requirements of every credited bonus not completed yet are
 * pooled: required = their sum, done = valid bet placed since the oldest of them (settled bets whose payout
 * differs from the stake, the account reports' rule). When done reaches required they are all completed.
 */

export interface Turnover {
  required: bigint;
  done: bigint;
  /** Open bonuses, oldest first, with their share of `done` (first come, first served). */
  open: { id: bigint; required: bigint; done: bigint }[];
}

/** Valid bet of an account placed in [from, to) (to open = until now), optionally in some categories. */
export async function validBet(
  db: Db,
  accountId: bigint,
  from: Date,
  to?: Date,
  categories?: readonly string[],
): Promise<bigint> {
  const { rows } = await sql<{ total: string | null }>`
    select sum(amount)::text as total from vendor_bet
    where account_id = ${accountId} and created_at >= ${from}
      ${to ? sql`and created_at < ${to}` : sql``}
      ${categories && categories.length > 0 ? sql`and category in (${sql.join(categories)})` : sql``}
      and status in ('open', 'settled') and (status = 'settled' or round_closed) and payout <> amount`.execute(
    db,
  );
  return BigInt(rows[0]?.total ?? 0);
}

export async function turnoverOf(db: Db, accountId: bigint): Promise<Turnover> {
  const open = await db
    .selectFrom('promotion_bonus')
    .select(['id', 'turnover_required', 'credited_at'])
    .where('account_id', '=', accountId)
    .where('status', '=', 'credited')
    .where('turnover_required', '>', 0n)
    .where('turnover_completed_at', 'is', null)
    .orderBy('credited_at')
    .orderBy('id')
    .execute();
  if (open.length === 0) return { required: 0n, done: 0n, open: [] };
  const required = open.reduce((sum, b) => sum + b.turnover_required, 0n);
  const wagered = await validBet(db, accountId, open[0]!.credited_at!);
  let left = wagered;
  const shares = open.map((b) => {
    let share = b.turnover_required;
    if (left < share) share = left;
    left -= share;
    return { id: b.id, required: b.turnover_required, done: share };
  });
  let done = required;
  if (wagered < done) done = wagered;
  if (done >= required) {
    await db
      .updateTable('promotion_bonus')
      .set({ turnover_completed_at: new Date() })
      .where(
        'id',
        'in',
        open.map((b) => b.id),
      )
      .where('turnover_completed_at', 'is', null)
      .execute();
    return { required: 0n, done: 0n, open: [] };
  }
  return { required, done, open: shares };
}
