import { type Kysely, sql } from 'kysely';
import type { Brand } from '@/core/brand';
import { CONTRACT_KINDS, type ContractKind, type ContractPeriod } from '@/core/contracts';
import type { Database } from '@/server/db/database';
import { inTransaction } from '@/server/domains/money';
import { recordOpsAction } from '@/server/domains/system';
import { AppError } from '@/server/errors';
import {
  type BillInsert,
  evaluateContract,
  hierarchy,
  markRun,
  type SettleTally,
  windowOf,
  writeBills,
} from './contract-bill-write';
import { bySettlement, windowFigures } from './contract-figures';
import { share } from './contract-math';
import { periodEnd, periodStart } from './contract-periods';
import type { ContractRow } from './contracts.repository';
import { enabledKinds, timeZoneOf } from './contracts.service';

/**
 * Settlement runs (docs/contracts-api.md "Settlement"). A period is settled in one transaction that holds a
 * (brand, kind) advisory lock and the contract rows: every bill of the period is inserted, paid and the contracts'
 * `settled_until` moved past it together, so a retry, a restart or a second instance finds it done. A run is
 * stopped (the job runner's `signal`) only between two such transactions: the next run resumes at the next period.
 */

/** Bets commit a moment after their settled_at: periods are closed this long after their end. */
const GRACE_MS = 30_000;
const MAX_PERIODS_PER_RUN = 600;

const lockKey = (brand: string, kind: string) =>
  sql`select pg_advisory_xact_lock(hashtext(${`contracts:${brand}:${kind}`}))`;

const OPEN = sql`select c.*, u.username as upline, d.username as downline
  from contract c join account d on d.id = c.downline_id left join account u on u.id = c.upline_id`;

/** Settles one period of one grid: the bill of every contract not yet settled for it. Returns bills inserted. */
export async function settlePeriod(
  db: Kysely<Database>,
  brand: Brand,
  kind: ContractKind,
  period: ContractPeriod,
  ps: Date,
  pe: Date,
  asOf = new Date(),
  now = new Date(),
  tally?: SettleTally,
) {
  refuseUnended(pe, now);
  refuseUnended(asOf, now);
  const code = brand.config.code;
  // Counted per attempt (a retried transaction starts again), added once it committed.
  const run = { held: 0 };
  const inserted = await inTransaction(db, async (trx) => {
    run.held = 0;
    await lockKey(code, kind).execute(trx);
    const { rows: contracts } =
      await sql<ContractRow>`${OPEN} where c.brand_code = ${code} and c.kind = ${kind}
        and c.period = ${period} and c.starts_at is not null and c.starts_at < ${pe}
        and (c.ends_at is null or c.ends_at > ${ps}) and c.status in ('active', 'terminating', 'terminated')
      order by c.id for update of c`.execute(trx);
    const unsettled = contracts.filter((c) => !c.settled_until || c.settled_until < pe);
    if (unsettled.length === 0) return 0;
    const figures = await windowFigures(
      trx,
      code,
      kind,
      unsettled.map((c) => windowOf(c, ps, pe)),
    );
    const done = contracts.filter((c) => !unsettled.includes(c)).map((c) => c.id.toString());
    const { rows: paidRows } = await sql<{ contract_id: bigint; subtree: bigint }>`
      select distinct on (contract_id) contract_id, subtree_paid as subtree from contract_bill
      where contract_id = any(${done}::bigint[]) and period_start = ${ps} order by contract_id, seq desc`.execute(
      trx,
    );
    const subtree = new Map<bigint, bigint>(paidRows.map((r) => [BigInt(r.contract_id), BigInt(r.subtree)]));
    const children = hierarchy(contracts);
    const bills: BillInsert[] = [];
    const updates: { id: bigint; carry: bigint; ends: boolean }[] = [];
    const visit = async (c: ContractRow): Promise<bigint> => {
      const known = subtree.get(c.id);
      if (known !== undefined) return known;
      const deductionRows: BillInsert['deductionRows'] = [];
      let deductions = 0n;
      for (const child of children.get(c.id) ?? []) {
        const paid = await visit(child);
        deductions += paid;
        deductionRows.push({
          contract: child.id.toString(),
          account: child.downline,
          amount: paid.toString(),
        });
      }
      const { evaluation, members, bonuses } = evaluateContract(c, figures);
      const s = share(evaluation.gross, deductions, c.carry);
      const ends = c.ends_at !== null && c.ends_at <= pe;
      // The hourly and 5-minute grids bill only periods with play (288 idle bills a day per agent say nothing).
      const idle = bySettlement(kind) && members.length === 0 && deductions === 0n && s.amount === 0n;
      if (!idle)
        bills.push({
          c,
          ps,
          pe,
          seq: 0,
          adjustmentOf: null,
          evaluation,
          deductions,
          deductionRows,
          carryIn: c.carry,
          carryOut: s.carryOut,
          amount: s.amount,
          subtreePaid: s.subtreePaid,
          members,
          bonuses,
        });
      updates.push({ id: c.id, carry: ends ? 0n : s.carryOut, ends });
      subtree.set(c.id, s.subtreePaid);
      return s.subtreePaid;
    };
    for (const c of unsettled) await visit(c);
    const inserted = await writeBills(trx, db, brand, bills, run);
    // One statement moves every contract past the period (10,000 agents: one round trip, not 10,000).
    await sql`update contract c set settled_until = ${pe}, carry = u.carry,
        status = case when u.ends then 'terminated' else c.status end
      from unnest(${updates.map((u) => u.id.toString())}::bigint[], ${updates.map((u) => u.carry.toString())}::bigint[],
        ${updates.map((u) => u.ends)}::boolean[]) as u(id, carry, ends)
      where c.id = u.id`.execute(trx);
    await markRun(trx, code, kind, period, ps, pe, asOf);
    return inserted;
  });
  if (tally) tally.held += run.held;
  return inserted;
}

/** Re-computes a closed period after late bets: the difference of each contract becomes an adjustment bill. */
export async function adjustPeriod(
  db: Kysely<Database>,
  brand: Brand,
  kind: ContractKind,
  period: ContractPeriod,
  ps: Date,
  pe: Date,
  asOf = new Date(),
  tally?: SettleTally,
) {
  const code = brand.config.code;
  const run = { held: 0 };
  const inserted = await inTransaction(db, async (trx) => {
    run.held = 0;
    await lockKey(code, kind).execute(trx);
    const { rows: contracts } =
      await sql<ContractRow>`${OPEN} where c.id in (select contract_id from contract_bill
        where brand_code = ${code} and kind = ${kind} and period_start = ${ps}) and c.period = ${period}
      order by c.id for update of c`.execute(trx);
    if (contracts.length === 0) return 0;
    const { rows: billed } = await sql<{
      contract_id: bigint;
      paid: bigint;
      effective: bigint;
      max_seq: number;
      first: bigint;
      carry_in: bigint;
    }>`
      select contract_id, sum(amount)::bigint as paid, sum(amount + case when seq > 0 then carry_out else 0 end)::bigint as effective,
        max(seq) as max_seq, min(id) filter (where seq = 0) as first, min(carry_in) filter (where seq = 0) as carry_in
      from contract_bill where contract_id = any(${contracts.map((c) => c.id.toString())}::bigint[]) and period_start = ${ps}
      group by contract_id`.execute(trx);
    const byId = new Map(billed.map((b) => [BigInt(b.contract_id), b]));
    const figures = await windowFigures(
      trx,
      code,
      kind,
      contracts.map((c) => windowOf(c, ps, pe)),
    );
    const children = hierarchy(contracts);
    const memo = new Map<bigint, bigint>();
    const bills: BillInsert[] = [];
    const visit = async (c: ContractRow): Promise<bigint> => {
      const known = memo.get(c.id);
      if (known !== undefined) return known;
      const b = byId.get(c.id)!;
      const deductionRows: BillInsert['deductionRows'] = [];
      let deductions = 0n;
      for (const child of children.get(c.id) ?? []) {
        const paid = await visit(child);
        deductions += paid;
        deductionRows.push({
          contract: child.id.toString(),
          account: child.downline,
          amount: paid.toString(),
        });
      }
      const { evaluation, members, bonuses } = evaluateContract(c, figures);
      const due = share(evaluation.gross, deductions, BigInt(b.carry_in)).amount;
      const diff = due - BigInt(b.effective);
      let paid = BigInt(b.paid);
      if (diff !== 0n) {
        bills.push({
          c,
          ps,
          pe,
          seq: Number(b.max_seq) + 1,
          adjustmentOf: BigInt(b.first),
          evaluation,
          deductions,
          deductionRows,
          carryIn: 0n,
          carryOut: diff < 0n ? diff : 0n,
          amount: diff > 0n ? diff : 0n,
          subtreePaid: (diff > 0n ? paid + diff : paid) + deductions,
          members,
          bonuses,
        });
        if (diff > 0n) paid += diff;
        else if (
          c.status === 'active' ||
          (c.status === 'terminating' && c.settled_until && c.ends_at! > c.settled_until)
        )
          await sql`update contract set carry = carry + ${diff} where id = ${c.id}`.execute(trx);
      }
      memo.set(c.id, paid + deductions);
      return paid + deductions;
    };
    for (const c of contracts) await visit(c);
    const inserted = await writeBills(trx, db, brand, bills, run);
    await markRun(trx, code, kind, period, ps, pe, asOf);
    return inserted;
  });
  if (tally) tally.held += run.held;
  return inserted;
}

/**
 * Settlement never bills a period that has not ended, whoever asks (the cron, `npm run ops -- settle-contracts`, a
 * development route): an `asOf` or a period end later than now is refused with contract_period_not_ended. `now`
 * is the clock; only tests that simulate a month pass their own.
 */
function refuseUnended(end: Date, now: Date) {
  if (end.getTime() > now.getTime()) throw new AppError('contract_period_not_ended');
}

/** Every due period of a kind in a brand, up to `asOf` (never after now), then the late-bet adjustments. */
export async function settleKind(
  db: Kysely<Database>,
  brand: Brand,
  kind: ContractKind,
  asOf = new Date(),
  now = new Date(),
  tally?: SettleTally,
  signal?: AbortSignal,
) {
  refuseUnended(asOf, now);
  const code = brand.config.code;
  const tz = timeZoneOf(brand);
  const cutoff = new Date(asOf.getTime() - GRACE_MS);
  let bills = 0;
  const { rows: grids } = await sql<{ period: ContractPeriod }>`select distinct period from contract
    where brand_code = ${code} and kind = ${kind} and status in ('active', 'terminating') and starts_at is not null`.execute(
    db,
  );
  for (const { period } of grids) {
    for (let i = 0; i < MAX_PERIODS_PER_RUN; i++) {
      // A contract that ended before its next period has nothing left to bill.
      await sql`update contract set status = 'terminated', carry = 0 where brand_code = ${code} and kind = ${kind}
        and status = 'terminating' and ends_at <= coalesce(settled_until, starts_at)`.execute(db);
      const { rows } = await sql<{ next: Date | null }>`select min(coalesce(settled_until, starts_at)) as next
        from contract where brand_code = ${code} and kind = ${kind} and period = ${period}
          and status in ('active', 'terminating') and starts_at is not null`.execute(db);
      const next = rows[0]?.next;
      if (!next) break;
      const ps = periodStart(period, next, tz);
      const pe = periodEnd(period, ps, tz);
      if (pe > cutoff) break;
      signal?.throwIfAborted();
      bills += await settlePeriod(db, brand, kind, period, ps, pe, asOf, now, tally);
    }
  }
  if (!bySettlement(kind)) bills += await adjustLate(db, brand, kind, cutoff, tally, signal);
  return bills;
}

async function adjustLate(
  db: Kysely<Database>,
  brand: Brand,
  kind: ContractKind,
  cutoff: Date,
  tally?: SettleTally,
  signal?: AbortSignal,
) {
  const lateDays = brand.config.contracts?.lateDays ?? 3;
  const { rows } = await sql<{ period: ContractPeriod; period_start: Date; period_end: Date }>`
    select r.period, r.period_start, r.period_end from contract_run r
    where r.brand_code = ${brand.config.code} and r.kind = ${kind}
      and r.period_end > ${new Date(cutoff.getTime() - lateDays * 86_400_000)} and r.period_end <= ${cutoff}
      and exists (select 1 from vendor_bet b where b.settled_at > r.computed_at and b.brand_code = r.brand_code
        and b.created_at >= r.period_start and b.created_at < r.period_end)
    order by r.period_start`.execute(db);
  let bills = 0;
  for (const r of rows) {
    signal?.throwIfAborted();
    bills += await adjustPeriod(db, brand, kind, r.period, r.period_start, r.period_end, cutoff, tally);
  }
  return bills;
}

/** Every enabled kind of every brand (the cron handlers call it with their kinds). */
export async function settleBrands(
  db: Kysely<Database>,
  brands: readonly Brand[],
  kinds: readonly ContractKind[] = CONTRACT_KINDS,
  asOf = new Date(),
  tally?: SettleTally,
  signal?: AbortSignal,
) {
  refuseUnended(asOf, new Date());
  let bills = 0;
  for (const brand of brands)
    for (const kind of kinds)
      if (enabledKinds(brand).includes(kind))
        bills += await settleKind(db, brand, kind, asOf, undefined, tally, signal);
  return bills;
}

/**
 * An operator's "settle every due period now" (`npm run ops -- settle-contracts` and the console's button): every
 * enabled kind of each brand as of now, then one audit row per brand (`contracts.settle`: who, why, what it
 * wrote). Answers the bills written and, of them, those held for review (above the brand's reviewAbove).
 */
export async function settleDue(
  db: Kysely<Database>,
  brands: readonly Brand[],
  by: { actor: string; reason: string | null },
) {
  const result = { bills: 0, held: 0 };
  for (const brand of brands) {
    const tally = { held: 0 };
    const bills = await settleBrands(db, [brand], CONTRACT_KINDS, new Date(), tally);
    await db.transaction().execute((trx) =>
      recordOpsAction(trx, {
        brand: brand.config.code,
        actor: by.actor,
        action: 'contracts.settle',
        target: `brand:${brand.config.code}`,
        reason: by.reason,
        detail: { bills, held: tally.held },
      }),
    );
    result.bills += bills;
    result.held += tally.held;
  }
  return result;
}
