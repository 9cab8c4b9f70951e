import { sql } from 'kysely';
import type { ServiceContext } from '@/server/context';

/**
 * A player's vendor bets as the back office reads them (docs/back-office.md "Player 360", "Cash queues"): a page of
 * bets and the largest recent wins. Read-only; the office modules call these through the games front door.
 */
type Ctx = Pick<ServiceContext, 'db' | 'brand'>;

export interface BetLine {
  id: bigint;
  createdAt: Date;
  vendorCode: string;
  gameCode: string | null;
  amount: bigint;
  payout: bigint;
  status: string;
}

/** The player's bets, newest first: one page, and how many there are. */
export async function betsPage(
  ctx: Pick<ServiceContext, 'db'>,
  accountId: bigint,
  pageNo: number,
  pageSize: number,
): Promise<{ total: number; list: BetLine[] }> {
  const { db } = ctx;
  const [{ n }, rows] = await Promise.all([
    db
      .selectFrom('vendor_bet')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('account_id', '=', accountId)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('vendor_bet')
      .select(['id', 'created_at', 'vendor_code', 'game_code', 'amount', 'payout', 'status'])
      .where('account_id', '=', accountId)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(pageSize)
      .offset((pageNo - 1) * pageSize)
      .execute(),
  ]);
  return {
    total: Number(n),
    list: rows.map((r) => ({
      id: r.id,
      createdAt: r.created_at,
      vendorCode: r.vendor_code,
      gameCode: r.game_code,
      amount: r.amount,
      payout: r.payout,
      status: r.status,
    })),
  };
}

export interface BigWin {
  gameCode: string | null;
  amount: bigint;
  payout: bigint;
  at: Date;
}

/** The player's largest wins (payout above the stake) settled since `since` in the brand, at most `limit`. */
export async function bigWinsOf(ctx: Ctx, accountId: bigint, since: Date, limit: number): Promise<BigWin[]> {
  const rows = await ctx.db
    .selectFrom('vendor_bet')
    .select(['game_code', 'amount', 'payout', 'settled_at', 'created_at'])
    .where('account_id', '=', accountId)
    .where('brand_code', '=', ctx.brand.config.code)
    .where('status', '=', 'settled')
    .where('settled_at', '>=', since)
    .whereRef('payout', '>', 'amount')
    .orderBy(sql`payout - amount`, 'desc')
    .limit(limit)
    .execute();
  return rows.map((r) => ({
    gameCode: r.game_code,
    amount: r.amount,
    payout: r.payout,
    at: r.settled_at ?? r.created_at,
  }));
}
