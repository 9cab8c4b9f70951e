import type { LiabilityCheck, Report, ReportTable, ReportValue } from '@/core/api/office-figures';
import type { Brand } from '@/core/brand';
import { formatAmount } from '@/core/money';
import type { ServiceContext } from '@/server/context';
import { betTotals, gameSplit } from '@/server/domains/agents';
import { usernamesByIds } from '@/server/domains/identity';
import {
  bonusByPromotion,
  bonusCostOf,
  cashByDayAndMethod,
  commissionsByAccount,
  liabilityAt,
} from '@/server/domains/money';
import { csvField } from '@/server/modules/staff/audit.service';
import { askedRange, type DayRange } from './figures.period';

/**
 * The figures reports (docs/back-office.md "Figures"): each a few tables of decimal strings over a date range, read
 * from the same sources as the dashboard (through the money, agents and identity front doors), and exported as
 * CSV. The liability report takes the balances at the end of `to` two ways — every player account's balance, and
 * what the ledger's system accounts owe — and says whether they agree.
 */

type Ctx = Pick<ServiceContext, 'db' | 'brand'>;

function table(id: string, columns: string[], rows: string[][], totals: string[] | null = null): ReportTable {
  return { id, columns, rows, totals };
}

async function cash(ctx: Ctx, range: DayRange, money: (v: bigint) => string) {
  const rows = await cashByDayAndMethod(ctx, range);
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

async function ggr(ctx: Ctx, range: DayRange, money: (v: bigint) => string) {
  const [vendors, categories, bets, cost] = await Promise.all([
    gameSplit(ctx, range, 'vendor_code'),
    gameSplit(ctx, range, 'category'),
    betTotals(ctx, range),
    bonusCostOf(ctx, range),
  ]);
  const split = (id: string, key: string, list: typeof vendors) => {
    const t = (k: 'stakes' | 'wins' | 'ggr') => list.reduce((a, r) => a + r[k], 0n);
    return table(
      id,
      [key, 'stakes', 'wins', 'ggr', 'players'],
      list.map((r) => [r.key || '-', money(r.stakes), money(r.wins), money(r.ggr), String(r.players)]),
      ['', money(t('stakes')), money(t('wins')), money(t('ggr')), ''],
    );
  };
  const { stake, payout } = bets;
  return [
    table(
      'totals',
      ['stakes', 'wins', 'ggr', 'bonusCost', 'ngr'],
      [[money(stake), money(payout), money(stake - payout), money(cost), money(stake - payout - cost)]],
    ),
    split('byVendor', 'vendor', vendors),
    split('byCategory', 'category', categories),
  ];
}

async function bonus(ctx: Ctx, range: DayRange, money: (v: bigint) => string) {
  const rows = await bonusByPromotion(ctx, range);
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

/** Text order of the agents' names (none last), as the database orders them. */
const byName = (a: string | null, b: string | null) =>
  a === b ? 0 : a === null ? 1 : b === null ? -1 : a < b ? -1 : 1;

async function commissions(ctx: Ctx, range: DayRange, money: (v: bigint) => string) {
  const byAccount = await commissionsByAccount(ctx, range);
  const names = await usernamesByIds(
    ctx,
    byAccount.flatMap((r) => (r.accountId === null ? [] : [r.accountId])),
  );
  const rows = byAccount
    .map((r) => ({
      agent: r.accountId === null ? null : (names.get(r.accountId) ?? null),
      kind: r.kind,
      amount: r.amount,
      n: r.count,
    }))
    .sort((a, b) =>
      a.amount !== b.amount
        ? a.amount > b.amount
          ? -1
          : 1
        : byName(a.agent, b.agent) || byName(a.kind, b.kind),
    );
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

async function liability(ctx: Ctx, day: string, money: (v: bigint) => string) {
  const { at, byKind, ledgerLiability } = await liabilityAt(ctx, day);
  const playerTotal = byKind.reduce((a, r) => a + r.balance, 0n);
  const accounts = byKind.reduce((a, r) => a + r.accounts, 0);
  const check: LiabilityCheck = {
    at: at.toISOString(),
    playerBalances: money(playerTotal),
    ledgerLiability: money(ledgerLiability),
    agree: playerTotal === ledgerLiability,
    accounts,
  };
  const tables = [
    table(
      'byAccountKind',
      ['accountKind', 'accounts', 'balance'],
      byKind.map((r) => [r.kind, String(r.accounts), money(r.balance)]),
      ['', String(accounts), money(playerTotal)],
    ),
  ];
  return { tables, check };
}

/** A report of the brand (the ops CLI's `figures` passes the same context: the console and it answer alike). */
export async function report(
  db: Ctx['db'],
  brand: Brand,
  name: Report,
  query: { from: string; to: string },
): Promise<ReportValue> {
  const range = askedRange(brand, query.from, query.to);
  const money = (v: bigint) => formatAmount(v, brand.config.currency.minorUnits);
  const base = { report: name, from: range.from, to: range.to, currency: brand.config.currency.code };
  const ctx: Ctx = { db, brand };
  if (name === 'liability') return { ...base, ...(await liability(ctx, range.to, money)) };
  const build = { cash, ggr, bonus, commissions }[name];
  return { ...base, tables: await build(ctx, range, money), check: null };
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
