import { type Kysely, sql } from 'kysely';
import type { LiabilityCheck, Report, ReportTable, ReportValue } from '@/core/api/office-figures';
import type { Brand } from '@/core/brand';
import { formatAmount } from '@/core/money';
import type { Database } from '@/server/db/database';
import { csvField } from '@/server/modules/staff/audit.service';
import { askedRange, type DayRange } from './figures.period';
import { scopeOf } from './figures.service';
import { bonusSource, commissionsSource, depositsSource, gameSplit, withdrawalsSource } from './figures.sql';

/**
 * The figures reports (docs/back-office.md "Figures"): each a few tables of decimal strings over a date range, read
 * from the same sources as the dashboard, and exported as CSV. The liability report takes the balances at the end
 * of `to` two ways — every player account's balance, and what the ledger's system accounts owe — and says whether
 * they agree.
 */

type Db = Kysely<Database>;

function table(id: string, columns: string[], rows: string[][], totals: string[] | null = null): ReportTable {
  return { id, columns, rows, totals };
}

async function cash(db: Db, brand: Brand, range: DayRange, money: (v: bigint) => string) {
  const s = scopeOf(brand, range);
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
    from (select 'd' as f, day, detail, amount from (${depositsSource(s)}) d
          union all select 'w', day, detail, amount from (${withdrawalsSource(s)}) w) r
    group by day, detail order by day, detail`.execute(db);
  const sum = (k: 'dep' | 'wd') => rows.reduce((a, r) => a + r[k], 0n);
  const n = (k: 'dn' | 'wn') => rows.reduce((a, r) => a + r[k], 0);
  return [
    table(
      'cash',
      ['day', 'method', 'deposits', 'depositCount', 'withdrawals', 'withdrawalCount', 'netCash'],
      rows.map((r) => [
        r.day,
        r.method,
        money(r.dep),
        String(r.dn),
        money(r.wd),
        String(r.wn),
        money(r.dep - r.wd),
      ]),
      [
        '',
        '',
        money(sum('dep')),
        String(n('dn')),
        money(sum('wd')),
        String(n('wn')),
        money(sum('dep') - sum('wd')),
      ],
    ),
  ];
}

async function ggr(db: Db, brand: Brand, range: DayRange, money: (v: bigint) => string) {
  const s = scopeOf(brand, range);
  const [vendors, categories, bets, bonus] = await Promise.all([
    gameSplit(s, 'vendor_code').execute(db),
    gameSplit(s, 'category').execute(db),
    sql<{ stake: bigint; payout: bigint }>`
      select coalesce(sum(stake), 0)::bigint as stake, coalesce(sum(payout), 0)::bigint as payout from account_day
      where brand_code = ${s.brand} and day between ${range.from}::date and ${range.to}::date`.execute(db),
    sql<{ sum: bigint }>`select coalesce(sum(amount), 0)::bigint as sum from (${bonusSource(s)}) b`.execute(
      db,
    ),
  ]);
  const split = (id: string, key: string, list: typeof vendors.rows) => {
    const t = (k: 'stakes' | 'wins' | 'ggr') => list.reduce((a, r) => a + r[k], 0n);
    return table(
      id,
      [key, 'stakes', 'wins', 'ggr', 'players'],
      list.map((r) => [r.key || '-', money(r.stakes), money(r.wins), money(r.ggr), String(r.players)]),
      ['', money(t('stakes')), money(t('wins')), money(t('ggr')), ''],
    );
  };
  const stake = bets.rows[0]?.stake ?? 0n;
  const payout = bets.rows[0]?.payout ?? 0n;
  const cost = bonus.rows[0]?.sum ?? 0n;
  return [
    table(
      'totals',
      ['stakes', 'wins', 'ggr', 'bonusCost', 'ngr'],
      [[money(stake), money(payout), money(stake - payout), money(cost), money(stake - payout - cost)]],
    ),
    split('byVendor', 'vendor', vendors.rows),
    split('byCategory', 'category', categories.rows),
  ];
}

async function bonus(db: Db, brand: Brand, range: DayRange, money: (v: bigint) => string) {
  const { rows } = await sql<{ promotion: string; paid: bigint; pn: number; back: bigint; fn: number }>`
    select detail as promotion,
      coalesce(sum(amount) filter (where amount > 0), 0)::bigint as paid, count(*) filter (where amount > 0)::int as pn,
      coalesce(-sum(amount) filter (where amount < 0), 0)::bigint as back, count(*) filter (where amount < 0)::int as fn
    from (${bonusSource(scopeOf(brand, range))}) b group by detail order by 2 desc, 1`.execute(db);
  const t = (k: 'paid' | 'back') => rows.reduce((a, r) => a + r[k], 0n);
  return [
    table(
      'byPromotion',
      ['promotion', 'paid', 'paidCount', 'forfeited', 'forfeitedCount', 'bonusCost'],
      rows.map((r) => [
        r.promotion || '-',
        money(r.paid),
        String(r.pn),
        money(r.back),
        String(r.fn),
        money(r.paid - r.back),
      ]),
      ['', money(t('paid')), '', money(t('back')), '', money(t('paid') - t('back'))],
    ),
  ];
}

async function commissions(db: Db, brand: Brand, range: DayRange, money: (v: bigint) => string) {
  const { rows } = await sql<{ agent: string | null; kind: string; amount: bigint; n: number }>`
    select a.username as agent, c.kind, sum(c.amount)::bigint as amount, count(*)::int as n
    from (${commissionsSource(scopeOf(brand, range))}) c left join account a on a.id = c.account_id
    group by a.username, c.kind order by 3 desc, 1, 2`.execute(db);
  const sum = rows.reduce((a, r) => a + r.amount, 0n);
  return [
    table(
      'byAgent',
      ['agent', 'kind', 'amount', 'count'],
      rows.map((r) => [r.agent ?? '-', r.kind, money(r.amount), String(r.n)]),
      ['', '', money(sum), String(rows.reduce((a, r) => a + r.n, 0))],
    ),
  ];
}

/**
 * Every ledger account of the brand (player-owned or system) with its balance after its last posting before `at`:
 * two index probes per account on (debit|credit)_account_id, created_at.
 */
function balancesAt(brand: Brand, owned: boolean, at: ReturnType<typeof sql>) {
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
    where a.brand_code = ${brand.config.code} and a.currency = ${brand.config.currency.code}
      and a.owner_id is ${owned ? sql`not null` : sql`null`}`;
}

const endOf = (brand: Brand, day: string) =>
  sql`((${day}::date + 1)::timestamp at time zone ${brand.config.timezone ?? 'UTC'})`;

/** The liability's two queries: player balances by wallet kind, and the system accounts' sum, at the end of `day`. */
export function liabilitySql(brand: Brand, day: string) {
  const at = endOf(brand, day);
  return [
    sql<{ kind: string; accounts: number; balance: bigint }>`
      select kind, count(*) filter (where balance <> 0)::int as accounts, sum(balance)::bigint as balance
      from (${balancesAt(brand, true, at)}) b group by kind order by kind`,
    sql<{ balance: bigint | null }>`select sum(balance)::bigint as balance
      from (${balancesAt(brand, false, at)}) b`,
  ] as const;
}

export async function liability(db: Db, brand: Brand, day: string, money: (v: bigint) => string) {
  const [playersSql, systemSql] = liabilitySql(brand, day);
  const [players, system, moment] = await Promise.all([
    playersSql.execute(db),
    systemSql.execute(db),
    sql<{ at: Date }>`select ${endOf(brand, day)} as at`.execute(db),
  ]);
  const playerTotal = players.rows.reduce((a, r) => a + r.balance, 0n);
  const ledgerLiability = -(system.rows[0]?.balance ?? 0n);
  const accounts = players.rows.reduce((a, r) => a + r.accounts, 0);
  const check: LiabilityCheck = {
    at: (moment.rows[0]?.at ?? new Date()).toISOString(),
    playerBalances: money(playerTotal),
    ledgerLiability: money(ledgerLiability),
    agree: playerTotal === ledgerLiability,
    accounts,
  };
  const tables = [
    table(
      'byAccountKind',
      ['accountKind', 'accounts', 'balance'],
      players.rows.map((r) => [r.kind, String(r.accounts), money(r.balance)]),
      ['', String(accounts), money(playerTotal)],
    ),
  ];
  return { tables, check };
}

export async function report(
  db: Db,
  brand: Brand,
  name: Report,
  query: { from: string; to: string },
): Promise<ReportValue> {
  const range = askedRange(brand, query.from, query.to);
  const money = (v: bigint) => formatAmount(v, brand.config.currency.minorUnits);
  const base = { report: name, from: range.from, to: range.to, currency: brand.config.currency.code };
  if (name === 'liability') return { ...base, ...(await liability(db, brand, range.to, money)) };
  const build = { cash, ggr, bonus, commissions }[name];
  return { ...base, tables: await build(db, brand, range, money), check: null };
}

/** A CSV line: amounts and counts (a possible minus sign included) as they are, any other text defused. */
const csvLine = (values: string[]) =>
  `${values.map((v) => (/^-?\d+(\.\d+)?$/.test(v) ? v : csvField(v))).join(',')}\r\n`;

/** The report as CSV: one section per table (its id, the header, the rows, the totals), then the check. */
export function reportCsv(value: ReportValue): string {
  let out = csvLine(['report', value.report, 'from', value.from, 'to', value.to, 'currency', value.currency]);
  for (const t of value.tables) {
    out += `\r\n${csvLine([t.id])}${csvLine(t.columns)}`;
    for (const row of t.rows) out += csvLine(row);
    if (t.totals) out += csvLine(['total', ...t.totals.slice(1)]);
  }
  if (value.check) {
    const c = value.check;
    out += `\r\n${csvLine(['at', 'playerBalances', 'ledgerLiability', 'agree', 'accounts'])}`;
    out += csvLine([c.at, c.playerBalances, c.ledgerLiability, String(c.agree), String(c.accounts)]);
  }
  return out;
}
