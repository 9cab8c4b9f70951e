import { type Kysely, sql, type Transaction } from 'kysely';
import type { Brand } from '@/core/brand';
import { betPointsType, type EarnType, earnPoints, ratioMicro } from '@/core/loyalty';
import type { Database } from '@/server/db/database';
import { inTransaction } from '@/server/domains/money';

/**
 * Points as bets settle (docs/vip-points.md "Earning"): triggers of migration 0020 queue every bet the first time
 * it becomes a valid bet and every credited deposit in loyalty_event, in the transaction of the bet or deposit
 * itself. This catch-up (once a second from the VIP loop, and in tests) consumes the queue in batches, one
 * instance at a time (a transaction-level advisory lock), each batch in one transaction: points are credited at
 * the brand's ratio for the bet's type, the event marked processed, and `after` runs for the players touched (the
 * VIP level), so a crash or a restart leaves the batch to the next run and nothing is credited twice. A run
 * given a signal checks it between batches: once aborted (the server stopping) it ends after the batch in
 * progress has committed, and the next run takes the queue from there (the batches are ordered by account and
 * event, and each player's carry is stored with the batch, so an interrupted catch-up credits exactly what an
 * uninterrupted one does).
 */

const LOCK_KEY = 0x6c6f_7931; // 'loy1'
const BATCH = 500;

export interface Touched {
  brand: Brand;
  accountIds: bigint[];
}

type After = (trx: Transaction<Database>, touched: Touched) => Promise<void>;

interface EventRow {
  id: bigint;
  kind: 'bet' | 'deposit';
  ref_id: bigint;
  account_id: bigint;
  brand_code: string;
  amount: bigint | null;
  vendor_code: string | null;
  category: string | null;
  game_code: string | null;
  deposit_ref: string | null;
}

/**
 * Consumes the whole queue; answers the number of events consumed. Ends early when another instance runs it
 * (without `wait`) or once `signal` is aborted (between batches).
 */
export async function catchUpLoyalty(
  db: Kysely<Database>,
  brands: readonly Brand[],
  after: After,
  opts: { wait?: boolean; signal?: AbortSignal } = {},
): Promise<number> {
  let consumed = 0;
  for (;;) {
    if (opts.signal?.aborted) return consumed;
    const n = await inTransaction(db, async (trx) => {
      if (opts.wait) await sql`select pg_advisory_xact_lock(${LOCK_KEY})`.execute(trx);
      else {
        const { rows } = await sql<{
          ok: boolean;
        }>`select pg_try_advisory_xact_lock(${LOCK_KEY}) as ok`.execute(trx);
        if (!rows[0]?.ok) return -1;
      }
      return consumeBatch(trx, brands, after);
    });
    if (n < 0) return consumed;
    consumed += n;
    if (n < BATCH) return consumed;
  }
}

async function consumeBatch(
  trx: Transaction<Database>,
  brands: readonly Brand[],
  after: After,
): Promise<number> {
  const { rows } = await sql<EventRow>`
    select e.id, e.kind, e.ref_id, e.account_id, e.brand_code,
      coalesce(b.amount, t.amount) as amount, b.vendor_code, b.category, b.game_code, t.reference as deposit_ref
    from loyalty_event e
    left join vendor_bet b on e.kind = 'bet' and b.id = e.ref_id
    left join ledger_transfer t on e.kind = 'deposit' and t.id = e.ref_id
    where e.processed_at is null
    order by e.account_id, e.id
    limit ${BATCH}`.execute(trx);
  if (rows.length === 0) return 0;
  const byAccount = new Map<bigint, EventRow[]>();
  for (const r of rows) {
    const list = byAccount.get(r.account_id) ?? [];
    list.push(r);
    byAccount.set(r.account_id, list);
  }
  const touched = new Map<string, bigint[]>();
  const earned: Earned[] = [];
  for (const [accountId, events] of byAccount) {
    const brand = brands.find((b) => b.config.code === events[0]!.brand_code);
    if (!brand) continue;
    touched.set(brand.config.code, [...(touched.get(brand.config.code) ?? []), accountId]);
    if (brand.points) earned.push({ brand, accountId, events });
  }
  await creditAll(trx, earned);
  await trx
    .updateTable('loyalty_event')
    .set({ processed_at: sql<Date>`now()` })
    .where(
      'id',
      'in',
      rows.map((r) => r.id),
    )
    .execute();
  for (const [code, accountIds] of touched) {
    await after(trx, { brand: brands.find((b) => b.config.code === code)!, accountIds });
  }
  return rows.length;
}

interface Earned {
  brand: Brand;
  accountId: bigint;
  events: EventRow[];
}

/**
 * Credits a batch in a fixed number of statements: the balance rows are created and locked (ascending ids), the
 * entries computed here with each player's carry and written in one insert, the balances and carries in one
 * update. The events are unique per bet / deposit and consumed once, so an entry key never repeats.
 */
async function creditAll(trx: Transaction<Database>, earned: Earned[]): Promise<void> {
  if (earned.length === 0) return;
  const ids = earned.map((e) => e.accountId).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  const brandOf = new Map(earned.map((e) => [e.accountId, e.brand.config.code]));
  await sql`insert into points_balance (account_id, brand_code)
    select * from unnest(${sql.val(ids.map(String))}::bigint[], ${sql.val(ids.map((id) => brandOf.get(id)!))}::text[])
    on conflict (account_id) do nothing`.execute(trx);
  const { rows: locked } = await sql<{ account_id: string; balance: string; carry: string }>`
    select account_id::text, balance::text, carry::text from points_balance
    where account_id = any(${sql.val(ids.map(String))}::bigint[]) order by account_id for update`.execute(
    trx,
  );
  const state = new Map(
    locked.map((r) => [r.account_id, { balance: BigInt(r.balance), carry: BigInt(r.carry) }]),
  );
  const entries: Record<string, unknown>[] = [];
  const changed: { id: string; balance: bigint; carry: bigint }[] = [];
  for (const { brand, accountId, events } of earned) {
    const earn = brand.points!.earn;
    const units = brand.config.currency.minorUnits;
    const s = state.get(String(accountId))!;
    const before = { ...s };
    for (const e of events) {
      if (e.amount === null || BigInt(e.amount) <= 0n) continue;
      const type: EarnType =
        e.kind === 'deposit' ? 'deposit' : betPointsType(e.vendor_code ?? '', e.category, earn);
      const ratioText = earn[type];
      const ratio = ratioText === undefined ? undefined : ratioMicro(ratioText);
      if (ratio === undefined) continue;
      const got = earnPoints(s.carry, BigInt(e.amount), ratio, units);
      s.carry = got.carry;
      if (got.points === 0n) continue;
      s.balance += got.points;
      entries.push({
        brand_code: brand.config.code,
        account_id: accountId,
        type,
        points: got.points,
        balance_after: s.balance,
        basis: BigInt(e.amount),
        ratio: ratioText,
        units: null,
        remark: e.kind === 'deposit' ? e.deposit_ref : e.game_code,
        entry_key: `${e.kind}:${e.ref_id}`,
      });
    }
    if (s.balance !== before.balance || s.carry !== before.carry)
      changed.push({ id: String(accountId), balance: s.balance, carry: s.carry });
  }
  if (entries.length > 0)
    await trx
      .insertInto('points_entry')
      .values(entries as never)
      .execute();
  if (changed.length > 0)
    await sql`update points_balance b set balance = v.balance, carry = v.carry, updated_at = now()
      from unnest(${sql.val(changed.map((c) => c.id))}::bigint[], ${sql.val(changed.map((c) => String(c.balance)))}::bigint[],
        ${sql.val(changed.map((c) => String(c.carry)))}::bigint[]) as v(id, balance, carry)
      where b.account_id = v.id`.execute(trx);
}
