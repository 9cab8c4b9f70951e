import { type Kysely, sql } from 'kysely';
import type {
  BrandFigures,
  Figure,
  FigurePeriod,
  FigureRow,
  Figures,
  TopRow,
} from '@/core/api/office-figures';
import type { Brand } from '@/core/brand';
import { formatAmount } from '@/core/money';
import type { Database } from '@/server/db/database';
import { askedRange, type DayRange, daysOf, periodRange } from './figures.period';
import {
  activeSource,
  bonusSource,
  COUNT_FIGURES,
  depositsSource,
  firstDepositSource,
  gameSplit,
  newPlayersSource,
  type Scope,
  sourceOf,
  withdrawalsSource,
} from './figures.sql';

/**
 * The dashboard's figures of one brand (docs/back-office.md "Figures"), summed from the same sources the rows
 * endpoint pages (figures.sql.ts), so each figure equals the sum of its rows.
 */

type Db = Kysely<Database>;

export const scopeOf = (brand: Brand, range: DayRange): Scope => ({
  brand: brand.config.code,
  currency: brand.config.currency.code,
  range,
});

/** Sum and row count per day of a source. */
async function byDay(db: Db, source: ReturnType<typeof sourceOf>) {
  const { rows } = await sql<{ day: string; sum: bigint; n: number }>`
    select to_char(day, 'YYYY-MM-DD') as day, coalesce(sum(amount), 0)::bigint as sum, count(*)::int as n
    from (${source}) r group by day`.execute(db);
  return new Map(rows.map((r) => [r.day, r.sum]));
}

async function count(db: Db, source: ReturnType<typeof sourceOf>) {
  const { rows } = await sql<{ n: number }>`select count(*)::int as n from (${source}) r`.execute(db);
  return rows[0]?.n ?? 0;
}

const total = (m: Map<string, bigint>) => [...m.values()].reduce((a, b) => a + b, 0n);

async function betDays(db: Db, s: Scope) {
  const { rows } = await sql<{ day: string; stake: bigint; payout: bigint }>`
    select to_char(d.day, 'YYYY-MM-DD') as day, sum(d.stake)::bigint as stake, sum(d.payout)::bigint as payout
    from account_day d
    where d.brand_code = ${s.brand} and d.day between ${s.range.from}::date and ${s.range.to}::date
    group by d.day`.execute(db);
  return new Map(rows.map((r) => [r.day, r]));
}

export async function brandFigures(db: Db, brand: Brand, range: DayRange): Promise<BrandFigures> {
  const s = scopeOf(brand, range);
  const units = brand.config.currency.minorUnits;
  const money = (v: bigint) => formatAmount(v, units);
  const [deposits, withdrawals, bonus, bets, active, fresh, ftd, vendors, categories] = await Promise.all([
    byDay(db, depositsSource(s)),
    byDay(db, withdrawalsSource(s)),
    byDay(db, bonusSource(s)),
    betDays(db, s),
    count(db, activeSource(s)),
    count(db, newPlayersSource(s)),
    count(db, firstDepositSource(s)),
    gameSplit(s, 'vendor_code', 5).execute(db),
    gameSplit(s, 'category', 5).execute(db),
  ]);
  const stakes = [...bets.values()].reduce((a, r) => a + r.stake, 0n);
  const wins = [...bets.values()].reduce((a, r) => a + r.payout, 0n);
  const ggr = stakes - wins;
  const bonusCost = total(bonus);
  const figures: Figures = {
    deposits: money(total(deposits)),
    withdrawals: money(total(withdrawals)),
    netCash: money(total(deposits) - total(withdrawals)),
    stakes: money(stakes),
    wins: money(wins),
    ggr: money(ggr),
    bonusCost: money(bonusCost),
    ngr: money(ggr - bonusCost),
    activePlayers: active,
    newPlayers: fresh,
    firstDepositors: ftd,
  };
  const days = daysOf(range).map((day) => {
    const bet = bets.get(day);
    const dayGgr = (bet?.stake ?? 0n) - (bet?.payout ?? 0n);
    return {
      day,
      deposits: money(deposits.get(day) ?? 0n),
      withdrawals: money(withdrawals.get(day) ?? 0n),
      ggr: money(dayGgr),
      ngr: money(dayGgr - (bonus.get(day) ?? 0n)),
    };
  });
  const top = (rows: { key: string; stakes: bigint; ggr: bigint; players: number }[]): TopRow[] =>
    rows.map((r) => ({ key: r.key || '-', stakes: money(r.stakes), ggr: money(r.ggr), players: r.players }));
  return {
    code: brand.config.code,
    name: brand.config.displayName,
    currency: brand.config.currency.code,
    symbol: brand.config.currency.symbol,
    minorUnits: units,
    timezone: range.timezone,
    from: range.from,
    to: range.to,
    figures,
    days,
    topVendors: top(vendors.rows),
    topCategories: top(categories.rows),
  };
}

/** The operator group of a brand (brand.json operatorGroup; a brand without one is its own group). */
export const groupOf = (brand: Brand) => brand.config.operatorGroup ?? brand.config.code;

/**
 * The dashboard: the brand alone, or every brand of its operator group the caller may read figures of (`readable`
 * says which), each over the period in its own time zone.
 */
export async function dashboard(
  db: Db,
  brand: Brand,
  input: { period: FigurePeriod; scope: 'brand' | 'group' },
  group: { all: readonly Brand[]; readable: (code: string) => boolean },
  now = new Date(),
) {
  const brands =
    input.scope === 'brand'
      ? [brand]
      : group.all.filter((b) => groupOf(b) === groupOf(brand) && group.readable(b.config.code));
  const list: BrandFigures[] = [];
  for (const b of brands) list.push(await brandFigures(db, b, periodRange(b, input.period, now)));
  return { period: input.period, group: groupOf(brand), brands: list };
}

/** The rows behind a figure, newest first, paged, with their sum over all pages (= the figure). */
export async function figureRows(
  db: Db,
  brand: Brand,
  figure: Figure,
  query: { from: string; to: string; pageNo: number; pageSize: number },
) {
  const range = askedRange(brand, query.from, query.to);
  const source = sourceOf(figure, scopeOf(brand, range));
  const units = brand.config.currency.minorUnits;
  const [page, totals] = await Promise.all([
    sql<{
      source: FigureRow['source'];
      id: string;
      day: string;
      at: Date | null;
      username: string | null;
      kind: string;
      detail: string;
      amount: bigint;
    }>`
      select r.source, r.id, to_char(r.day, 'YYYY-MM-DD') as day, r.at, a.username, r.kind, r.detail, r.amount
      from (${source}) r left join account a on a.id = r.account_id
      order by r.day desc, r.at desc nulls last, r.id desc
      limit ${query.pageSize} offset ${(query.pageNo - 1) * query.pageSize}`.execute(db),
    sql<{ n: number; sum: bigint }>`
      select count(*)::int as n, coalesce(sum(amount), 0)::bigint as sum from (${source}) r`.execute(db),
  ]);
  const counted = COUNT_FIGURES.has(figure);
  const n = totals.rows[0]?.n ?? 0;
  return {
    figure,
    from: range.from,
    to: range.to,
    count: counted,
    sum: counted ? String(n) : formatAmount(totals.rows[0]?.sum ?? 0n, units),
    pageNo: query.pageNo,
    pageSize: query.pageSize,
    total: n,
    list: page.rows.map(
      (r): FigureRow => ({
        source: r.source,
        id: r.id,
        day: r.day,
        at: r.at ? r.at.toISOString() : null,
        player: r.username,
        kind: r.kind,
        detail: r.detail,
        amount: formatAmount(r.amount, units),
      }),
    ),
  };
}
