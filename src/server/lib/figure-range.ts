import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { Database } from '@/server/db/database';

/**
 * What the figures' SQL sources share, whichever domain owns the rows (docs/back-office.md "Figures"): a range of
 * whole business days of a brand, and the one row shape every figure's rows take, so the dashboard sums them and
 * the "explain" endpoint pages them the same way.
 */

/** A range of whole business days of a brand, inclusive, in its time zone. */
export interface DayRange {
  from: string;
  to: string;
  timezone: string;
}

/** One row behind a figure (amount signed: what the row adds to the figure). */
export interface FigureSourceRow {
  source: 'posting' | 'account_day' | 'account' | 'first_deposit';
  id: string;
  /** The business day, YYYY-MM-DD. */
  day: string;
  at: Date | null;
  accountId: bigint | null;
  kind: string;
  detail: string;
  amount: bigint;
}

/** A page of a figure's rows (newest first) and the count and sum over all of them. */
export interface FigureRowsPage {
  rows: FigureSourceRow[];
  count: number;
  sum: bigint;
}

/** The range's first and last instants as SQL timestamps (start inclusive, end exclusive). */
export const rangeStart = (r: DayRange) => sql`((${r.from}::date)::timestamp at time zone ${r.timezone})`;
export const rangeEnd = (r: DayRange) => sql`((${r.to}::date + 1)::timestamp at time zone ${r.timezone})`;

/**
 * Reads a source (a subquery of the one row shape): the rows in figure order (day, instant, id, newest first),
 * `limit` of them after `offset`, and the count and sum of all. Each domain runs it over its own sources.
 */
export async function pageOfSource(
  db: Kysely<Database>,
  source: RawBuilder<unknown>,
  page: { limit: number; offset: number },
): Promise<FigureRowsPage> {
  const [rows, totals] = await Promise.all([
    sql<{
      source: FigureSourceRow['source'];
      id: string;
      day: string;
      at: Date | null;
      account_id: bigint | null;
      kind: string;
      detail: string;
      amount: bigint;
    }>`
      select r.source, r.id, to_char(r.day, 'YYYY-MM-DD') as day, r.at, r.account_id, r.kind, r.detail, r.amount
      from (${source}) r
      order by r.day desc, r.at desc nulls last, r.id desc
      limit ${page.limit} offset ${page.offset}`.execute(db),
    sql<{ n: number; sum: bigint }>`
      select count(*)::int as n, coalesce(sum(amount), 0)::bigint as sum from (${source}) r`.execute(db),
  ]);
  return {
    rows: rows.rows.map((r) => ({
      source: r.source,
      id: r.id,
      day: r.day,
      at: r.at,
      accountId: r.account_id === null ? null : BigInt(r.account_id),
      kind: r.kind,
      detail: r.detail,
      amount: BigInt(r.amount),
    })),
    count: totals.rows[0]?.n ?? 0,
    sum: BigInt(totals.rows[0]?.sum ?? 0n),
  };
}
