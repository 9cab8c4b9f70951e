import { type Kysely, sql } from 'kysely';
import type { ServiceContext } from '@/server/context';
import type { Database } from '@/server/db/database';

/**
 * The cashier's records as the back office reads them (docs/back-office.md "Cash queues", "Player 360"): queue
 * counts, one withdrawal of the brand, a player's bound payee accounts and the payee holder-name search. Read-only;
 * every read is scoped to `ctx.brand`. The office modules call these through the money front door.
 */
type Ctx = Pick<ServiceContext, 'db' | 'brand'>;
const brandOf = (ctx: Ctx) => ctx.brand.config.code;

/** Pending withdrawals of the brand. */
export async function pendingWithdrawalCount(ctx: Ctx): Promise<number> {
  const { n } = await ctx.db
    .selectFrom('withdrawal')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('brand_code', '=', brandOf(ctx))
    .where('status', '=', 'pending')
    .executeTakeFirstOrThrow();
  return Number(n);
}

/** Pending manual (bank transfer) deposits of the brand. */
export async function pendingManualDepositCount(ctx: Ctx): Promise<number> {
  const { n } = await ctx.db
    .selectFrom('payment_deposit')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('brand_code', '=', brandOf(ctx))
    .where('status', '=', 'pending')
    .where('provider', '=', 'manual')
    .executeTakeFirstOrThrow();
  return Number(n);
}

/** A withdrawal of the brand by its order number (another brand's is not found). */
export async function withdrawalOfBrand(
  ctx: Ctx,
  orderNo: string,
): Promise<{ orderNo: string; amount: bigint; status: string } | undefined> {
  const row = await ctx.db
    .selectFrom('withdrawal')
    .select(['order_no', 'amount', 'status'])
    .where('brand_code', '=', brandOf(ctx))
    .where('order_no', '=', orderNo)
    .executeTakeFirst();
  return row && { orderNo: row.order_no, amount: row.amount, status: row.status };
}

export interface BoundPayee {
  kind: string;
  bankCode: string;
  accountNo: string;
  holderName: string;
}

/** The player's bound payee accounts (not removed), in the order bound. Unmasked: the caller masks. */
export async function boundPayees(ctx: Ctx, accountId: bigint): Promise<BoundPayee[]> {
  const rows = await ctx.db
    .selectFrom('payee_account')
    .select(['kind', 'bank_code', 'account_no', 'holder_name'])
    .where('account_id', '=', accountId)
    .where('brand_code', '=', brandOf(ctx))
    .where('removed_at', 'is', null)
    .orderBy('id')
    .execute();
  return rows.map((p) => ({
    kind: p.kind,
    bankCode: p.bank_code,
    accountNo: p.account_no,
    holderName: p.holder_name,
  }));
}

const likeEscape = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The accounts with a bound payee account whose holder name is `name` (lower-cased), or starts with it. */
export function payeeHolderQuery(db: Kysely<Database>, brand: string, name: string, prefix: boolean) {
  const key = name.trim().toLowerCase();
  return db
    .selectFrom('payee_account as p')
    .select('p.account_id as id')
    .where('p.brand_code', '=', brand)
    .where('p.removed_at', 'is', null)
    .where(
      prefix
        ? sql<boolean>`lower(p.holder_name) like ${`${likeEscape(key)}%`}`
        : sql<boolean>`lower(p.holder_name) = ${key}`,
    );
}

export async function payeeHolderIds(ctx: Ctx, name: string, prefix: boolean): Promise<bigint[]> {
  const rows = await payeeHolderQuery(ctx.db, brandOf(ctx), name, prefix).execute();
  return rows.map((r) => r.id);
}

/** The accounts with a bound payee account (not removed) whose holder name is `name` (trimmed, any case). */
export async function payeeHolderIdsTrimmed(ctx: Ctx, name: string): Promise<bigint[]> {
  const key = name.trim().toLowerCase();
  const rows = await ctx.db
    .selectFrom('payee_account as p')
    .select('p.account_id')
    .where('p.brand_code', '=', brandOf(ctx))
    .where('p.removed_at', 'is', null)
    .where(sql`lower(trim(p.holder_name))`, '=', key)
    .execute();
  return rows.map((r) => r.account_id);
}
