import { type RawBuilder, sql } from 'kysely';
import type { ServiceContext } from '@/server/context';
import {
  type DayRange,
  type FigureRowsPage,
  pageOfSource,
  rangeEnd,
  rangeStart,
} from '@/server/lib/figure-range';

/**
 * The ledger's figures (docs/back-office.md "Figures"): the brand's cash, bonus and commission postings over a range
 * of business days and its liability at the end of a day, read from the postings through the brand's system
 * accounts (provider clearing, expense lines) and the (account, created_at) indexes of ledger_transfer. One SQL
 * source per figure, producing its rows in the figures' one shape (lib/figure-range.ts); the back office's
 * dashboard sums them, its "explain" pages them, its reports group them. Read-only, through the money front door.
 */
type Ctx = Pick<ServiceContext, 'db' | 'brand'>;

export interface LedgerScope {
  brand: string;
  currency: string;
  range: DayRange;
}

const scopeOf = (ctx: Ctx, range: DayRange): LedgerScope => ({
  brand: ctx.brand.config.code,
  currency: ctx.brand.config.currency.code,
  range,
});

interface Side {
  /** The system account kind and, optionally, its codes (payment method, expense line). */
  account: 'provider_clearing' | 'expense';
  codes?: string[];
  /** The system account's side of the posting. */
  side: 'debit' | 'credit';
  /** Posting kinds counted (all when absent). */
  kinds?: string[];
  sign: 1 | -1;
  /** What the row's detail shows: the system account's code (method), the posting's reference or kind. */
  detail: 'code' | 'reference' | 'kind';
}

function postingSide(s: LedgerScope, side: Side): RawBuilder<unknown> {
  const mine = sql.ref(`t.${side.side}_account_id`);
  const other = sql.ref(`t.${side.side === 'debit' ? 'credit' : 'debit'}_account_id`);
  const detail =
    side.detail === 'code'
      ? sql`a.code`
      : side.detail === 'reference'
        ? sql`coalesce(t.reference, '')`
        : sql`t.kind`;
  const codes = side.codes ? sql`and a.code in (${sql.join(side.codes)})` : sql``;
  const kinds = side.kinds ? sql`and t.kind in (${sql.join(side.kinds)})` : sql``;
  return sql`
    select 'posting'::text as source, t.id::text as id, (t.created_at at time zone ${s.range.timezone})::date as day,
      t.created_at as at, o.owner_id as account_id, t.kind, ${detail} as detail,
      ${sql.raw(String(side.sign))}::bigint * t.amount as amount
    from ledger_account a
    join ledger_transfer t on ${mine} = a.id
    join ledger_account o on o.id = ${other}
    where a.brand_code = ${s.brand} and a.currency = ${s.currency} and a.owner_id is null
      and a.kind = ${side.account} ${codes}
      and t.created_at >= ${rangeStart(s.range)} and t.created_at < ${rangeEnd(s.range)} ${kinds}`;
}

const union = (parts: RawBuilder<unknown>[]) => sql`${sql.join(parts, sql` union all `)}`;
const negate = (source: RawBuilder<unknown>) =>
  sql`select source, id, day, at, account_id, kind, detail, -amount as amount from (${source}) n`;

const DEPOSITS: Side[] = [
  { account: 'provider_clearing', side: 'debit', kinds: ['deposit'], sign: 1, detail: 'code' },
];
/** Payouts of approved withdrawals, less payouts that failed and came back (the agent reports' definition). */
const WITHDRAWALS: Side[] = [
  { account: 'provider_clearing', side: 'credit', kinds: ['withdrawal_payout'], sign: 1, detail: 'code' },
  { account: 'provider_clearing', side: 'debit', kinds: ['withdrawal_return'], sign: -1, detail: 'code' },
];
/** Everything the promotion and loyalty expense lines paid (bonuses), less what forfeits returned to them. */
const BONUS: Side[] = [
  { account: 'expense', codes: ['promotion', 'loyalty'], side: 'debit', sign: 1, detail: 'reference' },
  { account: 'expense', codes: ['promotion', 'loyalty'], side: 'credit', sign: -1, detail: 'reference' },
];
/** Agent commissions: the commission expense line's salary and dividend postings. */
const COMMISSIONS: Side[] = [
  { account: 'expense', codes: ['commission'], side: 'debit', sign: 1, detail: 'kind' },
  { account: 'expense', codes: ['commission'], side: 'credit', sign: -1, detail: 'kind' },
];

const postings = (s: LedgerScope, sides: Side[]) => union(sides.map((side) => postingSide(s, side)));

/** The ledger's figures. netCash: deposits less withdrawals. */
export type LedgerFigure = 'deposits' | 'withdrawals' | 'netCash' | 'bonusCost' | 'commissions';

/** The SQL source of a ledger figure (exported for the plan test: every source is answered from indexes). */
export function ledgerSource(figure: LedgerFigure, s: LedgerScope): RawBuilder<unknown> {
  switch (figure) {
    case 'deposits':
      return postings(s, DEPOSITS);
    case 'withdrawals':
      return postings(s, WITHDRAWALS);
    case 'netCash':
      return union([postings(s, DEPOSITS), negate(postings(s, WITHDRAWALS))]);
    case 'bonusCost':
      return postings(s, BONUS);
    case 'commissions':
      return postings(s, COMMISSIONS);
  }
}

/** A ledger figure's sum per business day. */
export async function ledgerByDay(
  ctx: Ctx,
  figure: LedgerFigure,
  range: DayRange,
): Promise<Map<string, bigint>> {
  const { rows } = await sql<{ day: string; sum: bigint; n: number }>`
    select to_char(day, 'YYYY-MM-DD') as day, coalesce(sum(amount), 0)::bigint as sum, count(*)::int as n
    from (${ledgerSource(figure, scopeOf(ctx, range))}) r group by day`.execute(ctx.db);
  return new Map(rows.map((r) => [r.day, r.sum]));
}

/** The rows of a ledger figure, newest first (`limit` after `offset`), with their count and sum. */
export function ledgerFigureRows(
  ctx: Ctx,
  figure: LedgerFigure,
  range: DayRange,
  page: { limit: number; offset: number },
): Promise<FigureRowsPage> {
  return pageOfSource(ctx.db, ledgerSource(figure, scopeOf(ctx, range)), page);
}

/** Deposits and withdrawals per day and payment method (the cash report). */
export async function cashByDayAndMethod(ctx: Ctx, range: DayRange) {
  const s = scopeOf(ctx, range);
  const { rows } = await sql<{
    day: string;
    method: string;
    dep: bigint;
    dn: number;
    wd: bigint;
    wn: number;
  }>`
    select to_char(day, 'YYYY-MM-DD') as day, detail as method,
      coalesce(sum(amount) filter (where f = 'd'), 0)::bigint as dep, count(*) filter (where f = 'd')::int as dn,
      coalesce(sum(amount) filter (where f = 'w'), 0)::bigint as wd, count(*) filter (where f = 'w')::int as wn
    from (select 'd' as f, day, detail, amount from (${ledgerSource('deposits', s)}) d
          union all select 'w', day, detail, amount from (${ledgerSource('withdrawals', s)}) w) r
    group by day, detail order by day, detail`.execute(ctx.db);
  return rows;
}

/** The bonus cost of the range. */
export async function bonusCostOf(ctx: Ctx, range: DayRange): Promise<bigint> {
  const { rows } = await sql<{ sum: bigint }>`select coalesce(sum(amount), 0)::bigint as sum
    from (${ledgerSource('bonusCost', scopeOf(ctx, range))}) b`.execute(ctx.db);
  return rows[0]?.sum ?? 0n;
}

/** Bonuses paid and forfeited back per promotion (the posting's reference), largest first (the bonus report). */
export async function bonusByPromotion(ctx: Ctx, range: DayRange) {
  const { rows } = await sql<{ promotion: string; paid: bigint; pn: number; back: bigint; fn: number }>`
    select detail as promotion,
      coalesce(sum(amount) filter (where amount > 0), 0)::bigint as paid, count(*) filter (where amount > 0)::int as pn,
      coalesce(-sum(amount) filter (where amount < 0), 0)::bigint as back, count(*) filter (where amount < 0)::int as fn
    from (${ledgerSource('bonusCost', scopeOf(ctx, range))}) b group by detail order by 2 desc, 1`.execute(
    ctx.db,
  );
  return rows;
}

/** Commissions per agent account and kind (salary, dividend), largest first (the commissions report). */
export async function commissionsByAccount(ctx: Ctx, range: DayRange) {
  const { rows } = await sql<{ account_id: bigint | null; kind: string; amount: bigint; n: number }>`
    select c.account_id, c.kind, sum(c.amount)::bigint as amount, count(*)::int as n
    from (${ledgerSource('commissions', scopeOf(ctx, range))}) c
    group by c.account_id, c.kind order by 3 desc, 1, 2`.execute(ctx.db);
  return rows.map((r) => ({
    accountId: r.account_id === null ? null : BigInt(r.account_id),
    kind: r.kind,
    amount: r.amount,
    count: r.n,
  }));
}

/**
 * Every ledger account of the brand (player-owned or system) with its balance after its last posting before `at`:
 * two index probes per account on (debit|credit)_account_id, created_at.
 */
function balancesAt(ctx: Ctx, owned: boolean, at: RawBuilder<unknown>) {
  return sql`
    select a.id, a.kind, coalesce((
      select x.bal from (
        (select t.credit_balance_after as bal, t.created_at, t.id from ledger_transfer t
          where t.credit_account_id = a.id and t.created_at < ${at} order by t.created_at desc, t.id desc limit 1)
        union all
        (select t.debit_balance_after, t.created_at, t.id from ledger_transfer t
          where t.debit_account_id = a.id and t.created_at < ${at} order by t.created_at desc, t.id desc limit 1)
      ) x order by x.created_at desc, x.id desc limit 1), 0)::bigint as balance
    from ledger_account a
    where a.brand_code = ${ctx.brand.config.code} and a.currency = ${ctx.brand.config.currency.code}
      and a.owner_id is ${owned ? sql`not null` : sql`null`}`;
}

const endOf = (ctx: Ctx, day: string) =>
  sql`((${day}::date + 1)::timestamp at time zone ${ctx.brand.config.timezone ?? 'UTC'})`;

/** The liability's two queries: player balances by wallet kind, and the system accounts' sum, at the end of `day`. */
export function liabilitySql(ctx: Ctx, day: string) {
  const at = endOf(ctx, day);
  return [
    sql<{ kind: string; accounts: number; balance: bigint }>`
      select kind, count(*) filter (where balance <> 0)::int as accounts, sum(balance)::bigint as balance
      from (${balancesAt(ctx, true, at)}) b group by kind order by kind`,
    sql<{ balance: bigint | null }>`select sum(balance)::bigint as balance
      from (${balancesAt(ctx, false, at)}) b`,
  ] as const;
}

/**
 * The brand's liability at the end of `day`, two ways: every player account's balance (by wallet kind, with how
 * many accounts hold money), and what the system accounts owe (the negated sum of their balances).
 */
export async function liabilityAt(ctx: Ctx, day: string) {
  const [playersSql, systemSql] = liabilitySql(ctx, day);
  const [players, system, moment] = await Promise.all([
    playersSql.execute(ctx.db),
    systemSql.execute(ctx.db),
    sql<{ at: Date }>`select ${endOf(ctx, day)} as at`.execute(ctx.db),
  ]);
  return {
    at: moment.rows[0]?.at ?? new Date(),
    byKind: players.rows.map((r) => ({ kind: r.kind, accounts: r.accounts, balance: r.balance })),
    ledgerLiability: -(system.rows[0]?.balance ?? 0n),
  };
}
