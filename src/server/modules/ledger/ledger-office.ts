import { sql } from 'kysely';
import type { ServiceContext } from '@/server/context';

/**
 * The ledger as the back office reads it (docs/back-office.md "Cash queues", "Player 360"): a player's paid
 * deposits and withdrawals, and the main wallet's postings with the balance after each. Read-only; every read is
 * scoped to `ctx.brand`. The office modules call these through the money front door.
 */
type Ctx = Pick<ServiceContext, 'db' | 'brand'>;

export interface CashTotals {
  deposits: bigint;
  depositCount: number;
  withdrawals: bigint;
  withdrawalCount: number;
}

/** The player's paid deposits and paid withdrawal payouts since `since` (all time: null). */
export async function cashTotals(ctx: Ctx, accountId: bigint, since: Date | null): Promise<CashTotals> {
  const row = await ctx.db
    .selectFrom('ledger_transfer as t')
    .innerJoin('ledger_account as a', (join) =>
      join.on(
        sql<boolean>`a.id = case when t.kind = 'withdrawal_payout' then t.debit_account_id else t.credit_account_id end`,
      ),
    )
    .select([
      sql<string>`coalesce(sum(t.amount) filter (where t.kind = 'deposit'), 0)::text`.as('deposits'),
      sql<number>`(count(*) filter (where t.kind = 'deposit'))::int`.as('depositCount'),
      sql<string>`coalesce(sum(t.amount) filter (where t.kind = 'withdrawal_payout'), 0)::text`.as(
        'withdrawals',
      ),
      sql<number>`(count(*) filter (where t.kind = 'withdrawal_payout'))::int`.as('withdrawalCount'),
    ])
    .where('t.brand_code', '=', ctx.brand.config.code)
    .where('t.kind', 'in', ['deposit', 'withdrawal_payout'])
    .where('a.owner_id', '=', accountId)
    .$if(since !== null, (q) => q.where('t.created_at', '>=', since!))
    .executeTakeFirstOrThrow();
  return {
    deposits: BigInt(row.deposits),
    depositCount: row.depositCount,
    withdrawals: BigInt(row.withdrawals),
    withdrawalCount: row.withdrawalCount,
  };
}

export interface Posting {
  id: bigint;
  at: Date;
  kind: string;
  amount: bigint;
  /** The wallet's side: credited (money in) or debited. */
  credit: boolean;
  /** The wallet's balance after the posting. */
  balance: bigint;
  reference: string | null;
  memo: Record<string, unknown> | null;
  /** The other side's ledger account kind and code. */
  otherKind: string;
  otherCode: string;
}

async function cashAccount(ctx: Pick<ServiceContext, 'db'>, accountId: bigint): Promise<bigint | undefined> {
  const row = await ctx.db
    .selectFrom('ledger_account')
    .select('id')
    .where('owner_id', '=', accountId)
    .where('kind', '=', 'player_cash')
    .where('code', '=', '')
    .executeTakeFirst();
  return row?.id;
}

/** The main wallet's postings, newest first: one page, and how many there are (none without a wallet). */
export async function walletPostings(
  ctx: Pick<ServiceContext, 'db'>,
  accountId: bigint,
  pageNo: number,
  pageSize: number,
): Promise<{ total: number; list: Posting[] }> {
  const cash = await cashAccount(ctx, accountId);
  if (cash === undefined) return { total: 0, list: [] };
  const { db } = ctx;
  const [{ rows: count }, { rows }] = await Promise.all([
    sql<{ n: string }>`select (select count(*) from ledger_transfer where debit_account_id = ${cash})
      + (select count(*) from ledger_transfer where credit_account_id = ${cash}) as n`.execute(db),
    sql<{
      id: bigint;
      created_at: Date;
      kind: string;
      amount: bigint;
      credit: boolean;
      balance: bigint;
      reference: string | null;
      memo: Record<string, unknown> | null;
      other_kind: string;
      other_code: string;
    }>`select t.id, t.created_at, t.kind, t.amount, t.credit, t.balance, t.reference, t.memo,
        o.kind as other_kind, o.code as other_code
      from (
        (select id, created_at, kind, amount, false as credit, debit_balance_after as balance, reference, memo,
           credit_account_id as other from ledger_transfer where debit_account_id = ${cash}
         order by id desc limit ${pageNo * pageSize})
        union all
        (select id, created_at, kind, amount, true, credit_balance_after, reference, memo, debit_account_id
         from ledger_transfer where credit_account_id = ${cash} order by id desc limit ${pageNo * pageSize})
      ) t join ledger_account o on o.id = t.other
      order by t.id desc limit ${pageSize} offset ${(pageNo - 1) * pageSize}`.execute(db),
  ]);
  return {
    total: Number(count[0]?.n ?? 0),
    list: rows.map((r) => ({
      id: BigInt(r.id),
      at: new Date(r.created_at),
      kind: r.kind,
      amount: BigInt(r.amount),
      credit: r.credit,
      balance: BigInt(r.balance),
      reference: r.reference,
      memo: r.memo,
      otherKind: r.other_kind,
      otherCode: r.other_code,
    })),
  };
}
