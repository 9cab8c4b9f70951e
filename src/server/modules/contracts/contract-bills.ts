import { type Kysely, sql } from 'kysely';
import type { Brand } from '@/core/brand';
import {
  type ContractKind,
  type ContractPeriod,
  formatRate,
  isContractKind,
  tiersFromJson,
} from '@/core/contracts';
import { formatAmount } from '@/core/money';
import type { Database } from '@/server/db/database';
import { AppError } from '@/server/errors';
import { dayNumber, dayString, pagingOf, periodOf } from '../agent/agent.query';
import { windowFigures } from './contract-figures';
import { evaluate, share } from './contract-math';
import { fromLocal } from './contract-periods';
import type { ContractRow } from './contracts.repository';
import { type ContractCtx, timeZoneOf } from './contracts.service';

/** Bills: the list, the drill-down and `explain-bill` (docs/contracts-api.md "Bills"). */

export interface BillRow {
  id: bigint;
  contract_id: bigint;
  kind: ContractKind;
  period: ContractPeriod;
  period_start: Date;
  period_end: Date;
  seq: number;
  adjustment_of: bigint | null;
  account_id: bigint;
  account: string;
  stake: bigint;
  payout: bigint;
  valid_bet: bigint;
  bonuses: bigint;
  net_loss: bigint;
  active_members: number;
  tier_index: number;
  rate_bp: number;
  gross: bigint;
  deductions: bigint;
  carry_in: bigint;
  carry_out: bigint;
  amount: bigint;
  subtree_paid: bigint;
  inputs: {
    checks: {
      index: number;
      rateBp: number;
      met: boolean;
      missing: string[];
      validBet: string;
      netLoss: string;
      activeMembers: number;
    }[];
    deductions: { contract: string; account: string; amount: string }[];
    window: { from: string; to: string };
  };
  status: 'paid' | 'held' | 'rejected' | 'zero';
  created_at: Date;
  paid_at: Date | null;
  decided_by: string | null;
  decided_reason: string | null;
}

const SELECT = sql`select b.*, c.period, a.username as account from contract_bill b
  join contract c on c.id = b.contract_id join account a on a.id = b.account_id`;

export function billView(brand: Brand, b: BillRow) {
  const mu = brand.config.currency.minorUnits;
  const m = (v: bigint) => formatAmount(BigInt(v), mu);
  return {
    id: b.id.toString(),
    contractId: b.contract_id.toString(),
    kind: b.kind,
    period: b.period,
    periodStart: b.period_start.toISOString(),
    periodEnd: b.period_end.toISOString(),
    account: b.account,
    seq: b.seq,
    adjustmentOf: b.adjustment_of?.toString() ?? null,
    stake: m(b.stake),
    payout: m(b.payout),
    validBet: m(b.valid_bet),
    bonuses: m(b.bonuses),
    netLoss: m(b.net_loss),
    activeMembers: b.active_members,
    tierIndex: b.tier_index,
    rate: formatRate(b.rate_bp),
    gross: m(b.gross),
    deductions: m(b.deductions),
    carryIn: m(b.carry_in),
    carryOut: m(b.carry_out),
    amount: m(b.amount),
    status: b.status,
    createdAt: b.created_at.toISOString(),
    paidAt: b.paid_at?.toISOString() ?? null,
  };
}

const STATUSES = ['paid', 'held', 'rejected', 'zero'];

/** GET /wps/agent/contracts/bills */
export async function listBills(ctx: ContractCtx, query: Record<string, unknown>, now = new Date()) {
  const { db, brand, caller } = ctx;
  if (!isContractKind(query.kind)) throw new AppError('invalid_kind');
  const scope = query.scope ?? 'mine';
  if (scope !== 'mine' && scope !== 'team') throw new AppError('invalid_kind');
  const status = query.status === undefined || query.status === '' ? undefined : query.status;
  if (status !== undefined && !STATUSES.includes(String(status))) throw new AppError('invalid_kind');
  const tz = timeZoneOf(brand);
  const to = periodOf({ to: query.to, from: query.to ?? undefined }, tz, now).to;
  const from =
    query.from === undefined || query.from === ''
      ? dayString(dayNumber(to)! - 29)
      : periodOf({ from: query.from, to }, tz, now).from;
  periodOf({ from, to }, tz, now);
  const paging = pagingOf(query);
  const [fy, fm, fd] = from.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = to.split('-').map(Number) as [number, number, number];
  const start = fromLocal(tz, fy, fm, fd);
  const end = fromLocal(tz, ty, tm, td + 1);
  let who = sql`b.account_id = ${caller.id}`;
  if (scope === 'team') {
    let member: bigint | undefined;
    if (query.member !== undefined && query.member !== '') {
      const { rows } = await sql<{ id: bigint }>`select a.id from account a join account_closure ac
          on ac.descendant_id = a.id and ac.ancestor_id = ${caller.id} and ac.depth >= 1
        where a.brand_code = ${brand.config.code} and a.username_key = ${String(query.member).toLowerCase()}`.execute(
        db,
      );
      if (!rows[0]) throw new AppError('member_not_found');
      member = rows[0].id;
    }
    who = member
      ? sql`b.account_id = ${member}`
      : sql`b.account_id in (select descendant_id from account_closure where ancestor_id = ${caller.id} and depth >= 1)`;
  }
  const where = sql`b.brand_code = ${brand.config.code} and b.kind = ${query.kind} and ${who}
    and b.period_start >= ${start} and b.period_start < ${end} ${status ? sql`and b.status = ${status}` : sql``}`;
  const { rows } = await sql<BillRow>`${SELECT} where ${where}
    order by b.period_start desc, b.id desc limit ${paging.pageSize} offset ${paging.offset}`.execute(db);
  const { rows: totals } = await sql<{ n: number; amount: bigint }>`select count(*)::int as n,
    coalesce(sum(b.amount), 0)::bigint as amount from contract_bill b where ${where}`.execute(db);
  const { rows: series } = await sql<{ period_start: Date; amount: bigint }>`select b.period_start,
    sum(b.amount)::bigint as amount from contract_bill b where ${where} group by b.period_start
    order by b.period_start limit 2000`.execute(db);
  const mu = brand.config.currency.minorUnits;
  return {
    from,
    to,
    list: rows.map((b) => billView(brand, b)),
    totals: { count: totals[0]?.n ?? 0, amount: formatAmount(BigInt(totals[0]?.amount ?? 0), mu) },
    series: series.map((s) => ({
      periodStart: s.period_start.toISOString(),
      amount: formatAmount(BigInt(s.amount), mu),
    })),
    pageNo: paging.pageNo,
    pageSize: paging.pageSize,
    total: totals[0]?.n ?? 0,
  };
}

export async function billById(db: Kysely<Database>, brand: string, id: bigint) {
  const { rows } = await sql<BillRow>`${SELECT} where b.id = ${id} and b.brand_code = ${brand}`.execute(db);
  return rows[0];
}

/** GET /wps/agent/contracts/bills/:id — the earner or an agent above it; else 404. */
export async function billDetail(ctx: ContractCtx, rawId: unknown) {
  const { db, brand, caller } = ctx;
  if (typeof rawId !== 'string' || !/^[1-9]\d{0,17}$/.test(rawId)) throw new AppError('bill_not_found');
  const bill = await billById(db, brand.config.code, BigInt(rawId));
  if (!bill) throw new AppError('bill_not_found');
  if (bill.account_id !== caller.id) {
    const { rows } = await sql`select 1 from account_closure where ancestor_id = ${caller.id}
      and descendant_id = ${bill.account_id} and depth >= 1`.execute(db);
    if (rows.length === 0) throw new AppError('bill_not_found');
  }
  const mu = brand.config.currency.minorUnits;
  const m = (v: bigint | string) => formatAmount(BigInt(v), mu);
  const { rows: members } = await sql<{
    account: string;
    stake: bigint;
    payout: bigint;
    valid_bet: bigint;
    bonuses: bigint;
    active: boolean;
  }>`
    select a.username as account, m.stake, m.payout, m.valid_bet, m.bonuses, m.active from contract_bill_member m
    join account a on a.id = m.account_id where m.bill_id = ${bill.id} order by m.valid_bet desc, a.username limit 500`.execute(
    db,
  );
  const childIds = bill.inputs.deductions.map((d) => d.contract);
  const { rows: childBills } = await sql<{
    contract_id: bigint;
    id: bigint;
  }>`select distinct on (contract_id) contract_id, id
    from contract_bill where contract_id = any(${childIds}::bigint[]) and period_start = ${bill.period_start}
    order by contract_id, seq desc`.execute(db);
  return {
    bill: billView(brand, bill),
    window: bill.inputs.window,
    tiers: bill.inputs.checks.map((c) => ({
      index: c.index,
      rate: formatRate(c.rateBp),
      met: c.met,
      missing: c.missing,
      figures: { validBet: m(c.validBet), netLoss: m(c.netLoss), activeMembers: c.activeMembers },
    })),
    deductions: bill.inputs.deductions.map((d) => ({
      account: d.account,
      contractId: d.contract,
      billId: childBills.find((b) => b.contract_id.toString() === d.contract)?.id.toString() ?? null,
      amount: m(d.amount),
    })),
    members: members.map((r) => ({
      account: r.account,
      stake: m(r.stake),
      payout: m(r.payout),
      validBet: m(r.valid_bet),
      bonuses: m(r.bonuses),
      active: r.active,
    })),
  };
}

/** `npm run ops -- explain-bill <id>`: recomputes a bill from raw bets and lists every difference. */
export async function explainBill(db: Kysely<Database>, brands: readonly Brand[], id: bigint) {
  const { rows } = await sql<{
    brand_code: string;
  }>`select brand_code from contract_bill where id = ${id}`.execute(db);
  const brand = brands.find((b) => b.config.code === rows[0]?.brand_code);
  if (!brand) throw new AppError('bill_not_found');
  const bill = (await billById(db, brand.config.code, id))!;
  const { rows: cs } =
    await sql<ContractRow>`select c.*, '' as upline, '' as downline from contract c where c.id = ${bill.contract_id}`.execute(
      db,
    );
  const contract = cs[0]!;
  const window = { from: new Date(bill.inputs.window.from), to: new Date(bill.inputs.window.to) };
  const tiers = tiersFromJson(contract.tiers);
  const figures = await windowFigures(db, brand.config.code, contract.kind, [
    {
      contract: contract.id,
      agent: contract.downline_id,
      ...window,
      thresholds: [...new Set(tiers.map((t) => t.minBetStake))],
    },
  ]);
  const bonusTotal = [...(figures.bonuses.get(contract.id)?.values() ?? [])].reduce((a, b) => a + b, 0n);
  const evaluation = evaluate(
    contract.kind,
    tiers,
    (thr) => figures.rows.get(contract.id)?.get(thr) ?? [],
    bonusTotal,
  );
  const { rows: sums } = await sql<{
    billed: bigint;
    first_carry: bigint;
  }>`select coalesce(sum(amount + case when seq > 0 then carry_out else 0 end), 0)::bigint as billed,
      coalesce(min(carry_in) filter (where seq = 0), 0)::bigint as first_carry
    from contract_bill where contract_id = ${bill.contract_id} and period_start = ${bill.period_start}`.execute(
    db,
  );
  const due = share(evaluation.gross, BigInt(bill.deductions), BigInt(sums[0]?.first_carry ?? 0)).amount;
  const mu = brand.config.currency.minorUnits;
  const lines: { field: string; stored: string; recomputed: string; differs: boolean }[] = [];
  const add = (field: string, stored: bigint | number, recomputed: bigint | number, money = true) => {
    const f = (v: bigint | number) => (money ? formatAmount(BigInt(v), mu) : String(v));
    lines.push({
      field,
      stored: f(stored),
      recomputed: f(recomputed),
      differs: BigInt(stored) !== BigInt(recomputed),
    });
  };
  add('validBet', bill.valid_bet, evaluation.figures.validBet);
  add('stake', bill.stake, evaluation.figures.stake);
  add('payout', bill.payout, evaluation.figures.payout);
  add('bonuses', bill.bonuses, evaluation.figures.bonuses);
  add('netLoss', bill.net_loss, evaluation.figures.netLoss);
  add('activeMembers', bill.active_members, evaluation.figures.activeMembers, false);
  add('tierIndex', bill.tier_index, evaluation.tierIndex, false);
  add('gross', bill.gross, evaluation.gross);
  add('periodBilled', BigInt(sums[0]?.billed ?? 0), due);
  return {
    brand: brand.config.code,
    bill: billView(brand, bill),
    lines,
    differences: lines.filter((l) => l.differs).length,
  };
}
