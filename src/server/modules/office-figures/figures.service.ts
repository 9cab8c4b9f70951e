import type {
  BrandFigures,
  Figure,
  FigurePeriod,
  FigureRow,
  Figures,
  GameOrder,
  TopRow,
} from '@/core/api/office-figures';
import type { Brand } from '@/core/brand';
import { formatAmount } from '@/core/money';
import type { ServiceContext } from '@/server/context';
import { betDays, dayFigureCount, dayFigureRows, gameSplit } from '@/server/domains/agents';
import { newPlayerRows, newPlayersCount, usernamesByIds } from '@/server/domains/identity';
import { ledgerByDay, ledgerFigureRows } from '@/server/domains/money';
import type { FigureRowsPage, FigureSourceRow } from '@/server/lib/figure-range';
import { type GameNames, topGameRows } from './figures.games';
import { askedRange, type DayRange, daysOf, periodRange } from './figures.period';

/**
 * The dashboard's figures of one brand (docs/back-office.md "Figures"), summed from the same sources the rows
 * endpoint pages, so each figure equals the sum of its rows. Each source belongs to the domain whose tables it
 * reads: the ledger's postings (money: cash, bonus cost), the day aggregates (agents: stakes, wins, GGR, active
 * players, first deposits), the accounts (identity: new players); this module only adds them up.
 */

/** The reads a figure takes: the database, and the brand whose figures they are. */
export type FiguresCtx = Pick<ServiceContext, 'db' | 'brand'>;

/** Figures counted in players (their rows' amounts are shown, not summed). */
export const COUNT_FIGURES: ReadonlySet<Figure> = new Set(['activePlayers', 'newPlayers', 'firstDepositors']);

const total = (m: Map<string, bigint>) => [...m.values()].reduce((a, b) => a + b, 0n);

/** How the top games are ordered and named. */
export interface GamesAsked {
  by: GameOrder;
  names: GameNames;
}

export async function brandFigures(
  ctx: FiguresCtx,
  range: DayRange,
  games: GamesAsked,
): Promise<BrandFigures> {
  const { brand } = ctx;
  const units = brand.config.currency.minorUnits;
  const money = (v: bigint) => formatAmount(v, units);
  const [deposits, withdrawals, bonus, bets, active, fresh, ftd, vendors, categories, topGames] =
    await Promise.all([
      ledgerByDay(ctx, 'deposits', range),
      ledgerByDay(ctx, 'withdrawals', range),
      ledgerByDay(ctx, 'bonusCost', range),
      betDays(ctx, range),
      dayFigureCount(ctx, 'activePlayers', range),
      newPlayersCount(ctx, range),
      dayFigureCount(ctx, 'firstDepositors', range),
      gameSplit(ctx, range, 'vendor_code', 5),
      gameSplit(ctx, range, 'category', 5),
      topGameRows(ctx, range, games.by, games.names),
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
    topVendors: top(vendors),
    topCategories: top(categories),
    topGames,
  };
}

/** The operator group of a brand (brand.json operatorGroup; a brand without one is its own group). */
export const groupOf = (brand: Brand) => brand.config.operatorGroup ?? brand.config.code;

/**
 * The dashboard: the brand alone, or every brand of its operator group the caller may read figures of (`readable`
 * says which), each over the period in its own time zone.
 */
export async function dashboard(
  ctx: FiguresCtx,
  input: { period: FigurePeriod; scope: 'brand' | 'group'; games: GameOrder },
  group: { all: readonly Brand[]; readable: (code: string) => boolean },
  names: GameNames,
  now = new Date(),
) {
  const { brand } = ctx;
  const brands =
    input.scope === 'brand'
      ? [brand]
      : group.all.filter((b) => groupOf(b) === groupOf(brand) && group.readable(b.config.code));
  const list: BrandFigures[] = [];
  for (const b of brands)
    list.push(
      await brandFigures({ db: ctx.db, brand: b }, periodRange(b, input.period, now), {
        by: input.games,
        names,
      }),
    );
  return { period: input.period, group: groupOf(brand), brands: list };
}

/** Newest first: the figures' row order (day, instant — none last —, id; each source already sorts its own). */
const newer = (a: FigureSourceRow, b: FigureSourceRow) =>
  a.day !== b.day
    ? a.day > b.day
    : a.at === null || b.at === null
      ? a.at !== null
      : a.at.getTime() !== b.at.getTime()
        ? a.at > b.at
        : a.id > b.id;

/** Two sources' pages (each the first offset + limit rows) as one: merged in order, then the page cut out. */
function merged(
  a: FigureRowsPage,
  b: FigureRowsPage,
  page: { limit: number; offset: number },
): FigureRowsPage {
  const rows: FigureSourceRow[] = [];
  let [i, j] = [0, 0];
  while (i < a.rows.length || j < b.rows.length) {
    const x = a.rows[i];
    const y = b.rows[j];
    if (y === undefined || (x !== undefined && newer(x, y))) rows.push(a.rows[i++]!);
    else rows.push(b.rows[j++]!);
  }
  return {
    rows: rows.slice(page.offset, page.offset + page.limit),
    count: a.count + b.count,
    sum: a.sum + b.sum,
  };
}

/** A figure's rows from the domain that owns them; NGR is GGR (agents) less the bonus cost (money). */
async function rowsOf(
  ctx: FiguresCtx,
  figure: Figure,
  range: DayRange,
  page: { limit: number; offset: number },
): Promise<FigureRowsPage> {
  switch (figure) {
    case 'deposits':
    case 'withdrawals':
    case 'netCash':
    case 'bonusCost':
      return ledgerFigureRows(ctx, figure, range, page);
    case 'stakes':
    case 'wins':
    case 'ggr':
    case 'activePlayers':
    case 'firstDepositors':
      return dayFigureRows(ctx, figure, range, page);
    case 'newPlayers':
      return newPlayerRows(ctx, range, page);
    case 'ngr': {
      const first = { limit: page.offset + page.limit, offset: 0 };
      const [ggr, bonus] = await Promise.all([
        dayFigureRows(ctx, 'ggr', range, first),
        ledgerFigureRows(ctx, 'bonusCost', range, first),
      ]);
      const negated = {
        ...bonus,
        rows: bonus.rows.map((r) => ({ ...r, amount: -r.amount })),
        sum: -bonus.sum,
      };
      return merged(ggr, negated, page);
    }
  }
}

/** The rows behind a figure, newest first, paged, with their sum over all pages (= the figure). */
export async function figureRows(
  ctx: FiguresCtx,
  figure: Figure,
  query: { from: string; to: string; pageNo: number; pageSize: number },
) {
  const range = askedRange(ctx.brand, query.from, query.to);
  const units = ctx.brand.config.currency.minorUnits;
  const page = await rowsOf(ctx, figure, range, {
    limit: query.pageSize,
    offset: (query.pageNo - 1) * query.pageSize,
  });
  const names = await usernamesByIds(
    ctx,
    page.rows.flatMap((r) => (r.accountId === null ? [] : [r.accountId])),
  );
  const counted = COUNT_FIGURES.has(figure);
  return {
    figure,
    from: range.from,
    to: range.to,
    count: counted,
    sum: counted ? String(page.count) : formatAmount(page.sum, units),
    pageNo: query.pageNo,
    pageSize: query.pageSize,
    total: page.count,
    list: page.rows.map(
      (r): FigureRow => ({
        source: r.source,
        id: r.id,
        day: r.day,
        at: r.at ? r.at.toISOString() : null,
        player: r.accountId === null ? null : (names.get(r.accountId) ?? null),
        kind: r.kind,
        detail: r.detail,
        amount: formatAmount(r.amount, units),
      }),
    ),
  };
}
