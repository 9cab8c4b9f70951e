import { sql } from 'kysely';
import type { BetQuery, BetStatus, ProfitQuery } from '@/core/api/vendor';
import { formatAmount } from '@/core/money';
import type { ServiceContext } from '@/server/context';
import { AppError } from '@/server/errors';
import type { CatalogueIndex } from '../games/catalogue-index';

/**
 * The player's betting record (personalHistoryCopy) and profit and loss (personalProfit) over vendor_bet — every
 * bet any vendor placed through the wallet protocol, written in the transaction of its ledger posting
 * (docs/originals-api.md "Records").
 *
 * Status of a bet: open (no win yet, round not closed), won (payout > stake), lost (payout < stake), draw
 * (payout = stake), refunded (rolled back). Totals and P&L leave refunded bets out; P&L counts settled bets only
 * (won, lost, draw); the valid bet is the stake of won and lost bets (draws and refunds are not valid bets).
 */

export { BET_STATUSES, type BetStatus, PERIODS, type Period } from '@/core/api/vendor';
export type { BetQuery, ProfitQuery };

const DAY_MS = 86_400_000;
const MAX_RANGE_MS = 366 * DAY_MS;

const statusSql = sql<BetStatus>`case when b.status = 'refunded' then 'refunded'
  when b.status = 'open' and not b.round_closed then 'open'
  when b.payout > b.amount then 'won' when b.payout < b.amount then 'lost' else 'draw' end`;

function dateOf(value: string | undefined, fallback: Date, field: string): Date {
  if (value === undefined || value === '') return fallback;
  const date = /^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:\d{2})?)?$/.test(value)
    ? new Date(value)
    : new Date(Number.NaN);
  if (Number.isNaN(date.getTime()))
    throw new AppError('invalid_request', { field, detail: 'ISO 8601 date or time' });
  return date;
}

function rangeOf(query: { from?: string; to?: string }, defaultDays: number) {
  const to = dateOf(query.to, new Date(), 'to');
  const from = dateOf(query.from, new Date(to.getTime() - defaultDays * DAY_MS), 'from');
  if (from >= to || to.getTime() - from.getTime() > MAX_RANGE_MS)
    throw new AppError('invalid_request', { field: 'from', detail: 'from < to, at most 366 days' });
  return { from, to };
}

export type RecordsCtx = Pick<ServiceContext, 'db' | 'brand' | 'language'> & { index: CatalogueIndex };

const money = (ctx: RecordsCtx, minor: bigint | number) =>
  formatAmount(minor, ctx.brand.config.currency.minorUnits);

/** GET /wps/member/bets: the account's bets, newest first, with totals over the whole filtered range. */
export async function bettingRecord(ctx: RecordsCtx, accountId: bigint, query: BetQuery) {
  const { from, to } = rangeOf(query, 7);
  const where = sql`b.account_id = ${accountId} and b.status <> 'tombstone'
    and b.created_at >= ${from} and b.created_at < ${to}
    and (${query.category ?? null}::text is null or b.category = ${query.category ?? null})
    and (${query.vendor ?? null}::text is null or b.vendor_code = ${query.vendor ?? null})
    and (${query.status ?? null}::text is null or ${statusSql} = ${query.status ?? null})`;
  const [{ rows }, { rows: totals }] = await Promise.all([
    sql<{
      id: bigint;
      bet_uuid: string;
      vendor_code: string;
      node_id: number | null;
      game_code: string | null;
      category: string | null;
      round: string | null;
      amount: bigint;
      payout: bigint;
      status: BetStatus;
      created_at: Date;
      settled_at: Date | null;
    }>`select b.id, b.bet_uuid, b.vendor_code, b.node_id, b.game_code, b.category, b.round, b.amount, b.payout,
        ${statusSql} as status, b.created_at, b.settled_at
      from vendor_bet b where ${where}
      order by b.created_at desc, b.id desc
      limit ${query.pageSize} offset ${(query.pageNo - 1) * query.pageSize}`.execute(ctx.db),
    sql<{ n: number; stake: bigint | null; payout: bigint | null }>`select count(*)::int as n,
        sum(b.amount) filter (where b.status <> 'refunded')::bigint as stake,
        sum(b.payout) filter (where b.status <> 'refunded')::bigint as payout
      from vendor_bet b where ${where}`.execute(ctx.db),
  ]);
  const total = totals[0]?.n ?? 0;
  const stake = totals[0]?.stake ?? 0n;
  const payout = totals[0]?.payout ?? 0n;
  return {
    content: rows.map((r) => {
      const game = r.node_id === null ? undefined : ctx.index.byNodeId.get(r.node_id);
      const vendor = ctx.index.vendors.get(r.vendor_code);
      const refunded = r.status === 'refunded';
      return {
        id: r.id.toString(),
        betId: r.bet_uuid,
        gameName: game?.names[ctx.language] ?? r.game_code ?? '',
        gameCode: r.game_code ?? '',
        nodeId: r.node_id,
        vendor: r.vendor_code,
        vendorName: vendor?.names[ctx.language] ?? r.vendor_code,
        category: r.category ?? '',
        round: r.round ?? '',
        stake: money(ctx, r.amount),
        payout: money(ctx, r.payout),
        profit: money(ctx, refunded ? 0n : r.payout - r.amount),
        status: r.status,
        createdAt: r.created_at.toISOString(),
        settledAt: r.settled_at?.toISOString() ?? null,
      };
    }),
    totals: {
      count: total,
      stake: money(ctx, stake),
      payout: money(ctx, payout),
      profit: money(ctx, payout - stake),
    },
    pageNum: query.pageNo,
    pageSize: query.pageSize,
    total,
    totalPages: Math.ceil(total / query.pageSize),
    from: from.toISOString(),
    to: to.toISOString(),
    currency: ctx.brand.config.currency.code,
  };
}

interface PnlRow {
  period: string;
  category: string;
  count: number;
  stake: bigint;
  valid_bet: bigint;
  payout: bigint;
}

/** GET /wps/member/profitLoss: settled bets per period and category, with totals per period and category. */
export async function profitLoss(ctx: RecordsCtx, accountId: bigint, query: ProfitQuery) {
  const { from, to } = rangeOf(query, 30);
  const { rows } = await sql<PnlRow>`select
      to_char(date_trunc(${query.period}, b.created_at at time zone 'UTC' + make_interval(mins => ${query.tz})),
        'YYYY-MM-DD') as period,
      coalesce(b.category, '') as category,
      count(*)::int as count,
      sum(b.amount)::bigint as stake,
      coalesce(sum(b.amount) filter (where b.payout <> b.amount), 0)::bigint as valid_bet,
      sum(b.payout)::bigint as payout
    from vendor_bet b
    where b.account_id = ${accountId} and (b.status = 'settled' or (b.status = 'open' and b.round_closed))
      and b.created_at >= ${from} and b.created_at < ${to}
      and (${query.category ?? null}::text is null or b.category = ${query.category ?? null})
    group by 1, 2 order by 1 desc, 2`.execute(ctx.db);
  const line = (r: { count: number; stake: bigint; valid_bet: bigint; payout: bigint }) => ({
    count: r.count,
    stake: money(ctx, r.stake),
    validBet: money(ctx, r.valid_bet),
    payout: money(ctx, r.payout),
    profit: money(ctx, r.payout - r.stake),
  });
  const sum = (group: (r: PnlRow) => string) => {
    const sums = new Map<string, { count: number; stake: bigint; valid_bet: bigint; payout: bigint }>();
    for (const r of rows) {
      const key = group(r);
      const s = sums.get(key) ?? { count: 0, stake: 0n, valid_bet: 0n, payout: 0n };
      sums.set(key, {
        count: s.count + r.count,
        stake: s.stake + r.stake,
        valid_bet: s.valid_bet + r.valid_bet,
        payout: s.payout + r.payout,
      });
    }
    return sums;
  };
  const all = sum(() => '').get('') ?? { count: 0, stake: 0n, valid_bet: 0n, payout: 0n };
  return {
    period: query.period,
    rows: rows.map((r) => ({ period: r.period, category: r.category, ...line(r) })),
    periods: [...sum((r) => r.period)].map(([period, s]) => ({ period, ...line(s) })),
    categories: [...sum((r) => r.category)]
      .sort((a, b) => (a[0] < b[0] ? -1 : 1))
      .map(([category, s]) => ({ category, ...line(s) })),
    totals: line(all),
    from: from.toISOString(),
    to: to.toISOString(),
    tz: query.tz,
    currency: ctx.brand.config.currency.code,
  };
}
