import { type Kysely, sql, type Transaction } from 'kysely';
import type { Brand } from '../../../core/brand';
import { betPointsType, type EarnType, earnPoints, ratioMicro } from '../../../core/loyalty';
import type { Database } from '../../db/database';
import { inTransaction } from '../ledger/ledger.service';
import { appendEntry, lockBalance, setCarry } from './points.repository';

/**
 * Points as bets settle (docs/vip-points.md "Earning"): triggers of migration 0020 queue every bet the first time
 * it becomes a valid bet and every credited deposit in loyalty_event, in the transaction of the bet or deposit
 * itself. This catch-up (once a second from the VIP loop, and in tests) consumes the queue in batches, one
 * instance at a time (a transaction-level advisory lock), each batch in one transaction: points are credited at
 * the brand's ratio for the bet's type, the event marked processed, and `after` runs for the players touched (the
 * VIP level), so a crash or a restart leaves the batch to the next run and nothing is credited twice.
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

/** Consumes the whole queue; answers the number of events consumed (-1 ends early when another runs it). */
export async function catchUpLoyalty(
  db: Kysely<Database>,
  brands: readonly Brand[],
  after: After,
  opts: { wait?: boolean } = {},
): Promise<number> {
  let consumed = 0;
  for (;;) {
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
  // Ascending account ids: the balance rows are locked in one fixed order.
  for (const [accountId, events] of byAccount) {
    const brand = brands.find((b) => b.config.code === events[0]!.brand_code);
    if (!brand) continue;
    touched.set(brand.config.code, [...(touched.get(brand.config.code) ?? []), accountId]);
    if (!brand.points) continue;
    await creditEvents(trx, brand, accountId, events);
  }
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

async function creditEvents(
  trx: Transaction<Database>,
  brand: Brand,
  accountId: bigint,
  events: EventRow[],
): Promise<void> {
  const earn = brand.points!.earn;
  const units = brand.config.currency.minorUnits;
  const code = brand.config.code;
  const locked = await lockBalance(trx, code, accountId);
  let carry = locked.carry;
  for (const e of events) {
    if (e.amount === null || BigInt(e.amount) <= 0n) continue;
    const type: EarnType =
      e.kind === 'deposit' ? 'deposit' : betPointsType(e.vendor_code ?? '', e.category, earn);
    const ratioText = earn[type];
    const ratio = ratioText === undefined ? undefined : ratioMicro(ratioText);
    if (ratio === undefined) continue;
    const got = earnPoints(carry, BigInt(e.amount), ratio, units);
    carry = got.carry;
    if (got.points === 0n) continue;
    await appendEntry(trx, locked, {
      brand: code,
      accountId,
      type,
      points: got.points,
      key: `${e.kind}:${e.ref_id}`,
      basis: BigInt(e.amount),
      ratio: ratioText,
      remark: e.kind === 'deposit' ? e.deposit_ref : e.game_code,
    });
  }
  if (carry !== locked.carry) await setCarry(trx, accountId, carry);
}
