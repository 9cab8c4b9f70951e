import { sql } from 'kysely';
import { APART_LINES as APART, COMMISSION_INCOME, CONTRACT_INCOME } from '@/core/agent-work';
import { formatAmount } from '@/core/money';
import { daysOf, type Paging, pagingOf, periodOf } from './agent.query';
import { endOf, type Scope, startOf } from './agent.repository';
import { type AgentCtx, timeZoneOf } from './agent.service';

/**
 * My income (docs/agent-api.md "My income"), read from the agent's own main-wallet postings in the ledger:
 * - contract earnings: postings of kind `dividend` and `salary` (a paid bill), by contract kind and by bill;
 * - other commissions: `bonus` postings, by source (referral rewards, rebates, other rewards);
 * - apart, never income: house adjustments (credits and debits) and transfers with the upline and the team.
 */

type Query = Record<string, unknown>;

/** The lines listed apart (APART_LINES): `in` credits the agent's wallet, `out` debits it. */
export { APART, COMMISSION_INCOME, CONTRACT_INCOME };

interface Line {
  day: string;
  line: string;
  count: number;
  amount: bigint;
}

/** Every income or apart line of the period, per business day (one indexed pass over the wallet's postings). */
async function lines(s: Scope, from: string, to: string) {
  const range = sql`t.created_at >= ${startOf(s, from)} and t.created_at < ${endOf(s, to)}`;
  const day = sql`to_char((t.created_at at time zone ${s.timeZone})::date, 'YYYY-MM-DD')`;
  const { rows } =
    await sql<Line>`select m.day, m.line, count(*)::int as count, sum(m.amount)::bigint as amount
    from (
      select ${day} as day, t.amount, case
          when t.kind in ('dividend', 'salary') then coalesce(b.kind, t.memo->>'contractKind', t.kind)
          when t.kind = 'bonus' then case pb.kind when 'referral' then 'referral' when 'rebate' then 'rebate'
            else 'rewards' end
          when t.kind = 'adjustment' then 'adjustment_in'
          when t.kind = 'transfer_downline' then 'from_upline'
          else 'from_downline' end as line
      from ledger_account l join ledger_transfer t on t.credit_account_id = l.id
        left join contract_bill b on t.kind in ('dividend', 'salary') and b.transfer_id = t.id
        left join promotion_bonus pb on t.kind = 'bonus' and t.memo->>'bonusId' ~ '^[0-9]{1,18}$'
          and pb.id = (t.memo->>'bonusId')::bigint
      where l.owner_id = ${s.agentId} and l.kind = 'player_cash' and l.code = '' and ${range}
        and t.kind in ('dividend', 'salary', 'bonus', 'adjustment', 'transfer_downline', 'transfer_upline')
      union all
      select ${day}, t.amount, case t.kind when 'adjustment' then 'adjustment_out'
          when 'transfer_downline' then 'to_downline' else 'to_upline' end
      from ledger_account l join ledger_transfer t on t.debit_account_id = l.id
      where l.owner_id = ${s.agentId} and l.kind = 'player_cash' and l.code = '' and ${range}
        and t.kind in ('adjustment', 'transfer_downline', 'transfer_upline')
    ) m group by 1, 2`.execute(s.db);
  return rows;
}

interface BillLine {
  transfer_id: bigint;
  created_at: Date;
  amount: bigint;
  bill_id: bigint | null;
  kind: string | null;
  period_start: Date | null;
  period_end: Date | null;
  adjustment_of: bigint | null;
}

/** The contract postings of the period, newest first, each with the bill it paid. */
async function bills(s: Scope, from: string, to: string, limit: number, offset: number) {
  const where = sql`l.owner_id = ${s.agentId} and l.kind = 'player_cash' and l.code = ''
    and t.kind in ('dividend', 'salary')
    and t.created_at >= ${startOf(s, from)} and t.created_at < ${endOf(s, to)}`;
  const [list, count] = await Promise.all([
    sql<BillLine>`select t.id as transfer_id, t.created_at, t.amount, b.id as bill_id,
        coalesce(b.kind, t.memo->>'contractKind') as kind, b.period_start, b.period_end, b.adjustment_of
      from ledger_account l join ledger_transfer t on t.credit_account_id = l.id
        left join contract_bill b on b.transfer_id = t.id
      where ${where} order by t.created_at desc, t.id desc limit ${limit} offset ${offset}`.execute(s.db),
    sql<{ n: number }>`select count(*)::int as n
      from ledger_account l join ledger_transfer t on t.credit_account_id = l.id where ${where}`.execute(
      s.db,
    ),
  ]);
  return { list: list.rows, total: count.rows[0]?.n ?? 0 };
}

const billJson = (b: BillLine, money: (minor: bigint) => string) => ({
  transferId: b.transfer_id.toString(),
  billId: b.bill_id?.toString() ?? null,
  kind: b.kind,
  periodStart: b.period_start?.toISOString() ?? null,
  periodEnd: b.period_end?.toISOString() ?? null,
  adjustment: b.adjustment_of !== null,
  paidAt: b.created_at.toISOString(),
  amount: money(BigInt(b.amount)),
});

const scopeOf = (ctx: AgentCtx): Scope => ({
  db: ctx.db,
  brand: ctx.brand.config.code,
  timeZone: timeZoneOf(ctx.brand),
  agentId: ctx.agent.id,
});

/** The contract earnings of a period bill by bill (the income page's bills table), for its CSV export. */
export async function incomeBills(ctx: AgentCtx, query: Query, paging: Paging) {
  const s = scopeOf(ctx);
  const period = periodOf(query, s.timeZone);
  const mu = ctx.brand.config.currency.minorUnits;
  const paid = await bills(s, period.from, period.to, paging.pageSize, paging.offset);
  return {
    from: period.from,
    to: period.to,
    list: paid.list.map((b) => billJson(b, (minor) => formatAmount(minor, mu))),
    total: paid.total,
  };
}

export async function agentIncome(ctx: AgentCtx, query: Query) {
  const s = scopeOf(ctx);
  const period = periodOf(query, s.timeZone);
  const paging = pagingOf(query);
  const mu = ctx.brand.config.currency.minorUnits;
  const money = (minor: bigint) => formatAmount(minor, mu);
  const [rows, paid] = await Promise.all([
    lines(s, period.from, period.to),
    bills(s, period.from, period.to, paging.pageSize, paging.offset),
  ]);
  const byDay = new Map<string, Line[]>();
  for (const r of rows) byDay.set(r.day, [...(byDay.get(r.day) ?? []), r]);
  const sumOf = (names: readonly string[], day?: string) => {
    let count = 0;
    let amount = 0n;
    for (const r of day === undefined ? rows : (byDay.get(day) ?? [])) {
      if (!names.includes(r.line)) continue;
      count += r.count;
      amount += BigInt(r.amount);
    }
    return { count, amount };
  };
  const group = (names: readonly string[]) => {
    const byKind = names
      .map((kind) => ({ kind, ...sumOf([kind]) }))
      .filter((k) => k.count > 0)
      .map((k) => ({ kind: k.kind, count: k.count, amount: money(k.amount) }));
    return { total: money(sumOf(names).amount), byKind };
  };
  const income = [...CONTRACT_INCOME, ...COMMISSION_INCOME];
  return {
    from: period.from,
    to: period.to,
    currency: ctx.brand.config.currency.code,
    total: money(sumOf(income).amount),
    contracts: group(CONTRACT_INCOME),
    commissions: group(COMMISSION_INCOME),
    apart: APART.map((line) => ({ line, ...sumOf([line]) })).map((l) => ({
      line: l.line,
      count: l.count,
      amount: money(l.amount),
    })),
    bills: {
      list: paid.list.map((b) => billJson(b, money)),
      pageNo: paging.pageNo,
      pageSize: paging.pageSize,
      total: paid.total,
    },
    series: daysOf(period).map((date) => ({
      date,
      amount: money(sumOf(income, date).amount),
      contracts: money(sumOf(CONTRACT_INCOME, date).amount),
      commissions: money(sumOf(COMMISSION_INCOME, date).amount),
    })),
  };
}
