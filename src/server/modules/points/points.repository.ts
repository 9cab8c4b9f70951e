import { type Kysely, sql, type Transaction } from 'kysely';
import type { PointsType } from '@/core/loyalty';
import type { Database } from '@/server/db/database';
import { AppError } from '@/server/errors';

/**
 * The points ledger (docs/vip-points.md "Points ledger"): points_entry is append-only and the balance is the sum
 * of a player's entries, kept in points_balance in the same transaction under that row's lock, so concurrent
 * redeemers and converters of one player run one at a time and the balance never goes negative.
 */

type Trx = Transaction<Database>;

/** Locks (creating if needed) the player's balance row; answers the balance and the earning carry. */
export async function lockBalance(
  trx: Trx,
  brand: string,
  accountId: bigint,
): Promise<{ balance: bigint; carry: bigint }> {
  await trx
    .insertInto('points_balance')
    .values({ account_id: accountId, brand_code: brand })
    .onConflict((oc) => oc.column('account_id').doNothing())
    .execute();
  const row = await trx
    .selectFrom('points_balance')
    .select(['balance', 'carry'])
    .where('account_id', '=', accountId)
    .forUpdate()
    .executeTakeFirstOrThrow();
  return { balance: BigInt(row.balance), carry: BigInt(row.carry) };
}

export interface EntryInput {
  brand: string;
  accountId: bigint;
  type: PointsType;
  /** Signed: + earned or returned, − spent. */
  points: bigint;
  key: string;
  basis?: bigint | null;
  ratio?: string | null;
  units?: bigint | null;
  remark?: string | null;
}

export type EntryRow = Awaited<ReturnType<typeof findEntry>>;

export function findEntry(db: Kysely<Database> | Trx, brand: string, key: string) {
  return db
    .selectFrom('points_entry')
    .selectAll()
    .where('brand_code', '=', brand)
    .where('entry_key', '=', key)
    .executeTakeFirst();
}

/**
 * Appends one entry under the balance lock the caller holds (lockBalance first). An existing key answers the
 * first entry (replayed). Spending more than the balance: points_insufficient, nothing written.
 */
export async function appendEntry(
  trx: Trx,
  locked: { balance: bigint },
  input: EntryInput,
): Promise<{ entry: NonNullable<EntryRow>; replayed: boolean }> {
  const existing = await findEntry(trx, input.brand, input.key);
  if (existing) return { entry: existing, replayed: true };
  const after = locked.balance + input.points;
  if (after < 0n)
    throw new AppError('points_insufficient', {
      points: locked.balance.toString(),
      required: (-input.points).toString(),
    });
  const entry = await trx
    .insertInto('points_entry')
    .values({
      brand_code: input.brand,
      account_id: input.accountId,
      type: input.type,
      points: input.points,
      balance_after: after,
      basis: input.basis ?? null,
      ratio: input.ratio ?? null,
      units: input.units ?? null,
      remark: input.remark ?? null,
      entry_key: input.key,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  await trx
    .updateTable('points_balance')
    .set({ balance: after, updated_at: sql<Date>`now()` })
    .where('account_id', '=', input.accountId)
    .execute();
  locked.balance = after;
  return { entry, replayed: false };
}

export async function setCarry(trx: Trx, accountId: bigint, carry: bigint): Promise<void> {
  await trx.updateTable('points_balance').set({ carry }).where('account_id', '=', accountId).execute();
}

export async function balanceOf(db: Kysely<Database>, accountId: bigint): Promise<bigint> {
  const row = await db
    .selectFrom('points_balance')
    .select('balance')
    .where('account_id', '=', accountId)
    .executeTakeFirst();
  return row ? BigInt(row.balance) : 0n;
}

/** Units sold of each item of a brand (absent = none). */
export async function soldOf(db: Kysely<Database>, brand: string): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('points_stock')
    .select(['item_id', 'sold'])
    .where('brand_code', '=', brand)
    .execute();
  return new Map(rows.map((r) => [r.item_id, r.sold]));
}

/** Locks an item's stock row (creating it); answers the units sold so far. */
export async function lockStock(trx: Trx, brand: string, itemId: string): Promise<number> {
  await trx
    .insertInto('points_stock')
    .values({ brand_code: brand, item_id: itemId })
    .onConflict((oc) => oc.columns(['brand_code', 'item_id']).doNothing())
    .execute();
  const row = await trx
    .selectFrom('points_stock')
    .select('sold')
    .where('brand_code', '=', brand)
    .where('item_id', '=', itemId)
    .forUpdate()
    .executeTakeFirstOrThrow();
  return row.sold;
}

export async function addSold(trx: Trx, brand: string, itemId: string, delta: number): Promise<void> {
  await trx
    .updateTable('points_stock')
    .set({ sold: sql<number>`sold + ${delta}` })
    .where('brand_code', '=', brand)
    .where('item_id', '=', itemId)
    .execute();
}

/** Players whose balance row differs from the sum of their entries (the points ledger's invariant; [] = sound). */
export async function pointsProblems(db: Kysely<Database>) {
  const { rows } = await sql<{ account_id: string; balance: string; total: string }>`
    select b.account_id::text, b.balance::text, coalesce(sum(e.points), 0)::text as total
    from points_balance b left join points_entry e on e.account_id = b.account_id
    group by b.account_id, b.balance
    having b.balance <> coalesce(sum(e.points), 0)`.execute(db);
  return rows;
}
