import { sql } from 'kysely';
import type { ServiceContext } from '@/server/context';
import {
  type DayRange,
  type FigureRowsPage,
  pageOfSource,
  rangeEnd,
  rangeStart,
} from '@/server/lib/figure-range';

/**
 * The accounts' figures as the back office reads them (docs/back-office.md "Figures"): the players who registered
 * in a range of business days, in the figures' one row shape (lib/figure-range.ts), and the names of the accounts a
 * figure's rows name. Read-only, through the identity front door.
 */
type Ctx = Pick<ServiceContext, 'db' | 'brand'>;

/** Accounts registered in the range (trial accounts, type 4, are not players): the plan test explains it. */
export const newPlayersSource = (brand: string, range: DayRange) => sql`
  select 'account'::text as source, a.id::text as id, (a.created_at at time zone ${range.timezone})::date as day,
    a.created_at as at, a.id as account_id, 'registered'::text as kind, coalesce(a.register_method, '') as detail,
    0::bigint as amount
  from account a
  where a.brand_code = ${brand} and a.created_at >= ${rangeStart(range)} and a.created_at < ${rangeEnd(range)}
    and a.type <> 4`;

export async function newPlayersCount(ctx: Ctx, range: DayRange): Promise<number> {
  const { rows } = await sql<{ n: number }>`select count(*)::int as n
    from (${newPlayersSource(ctx.brand.config.code, range)}) r`.execute(ctx.db);
  return rows[0]?.n ?? 0;
}

export function newPlayerRows(
  ctx: Ctx,
  range: DayRange,
  page: { limit: number; offset: number },
): Promise<FigureRowsPage> {
  return pageOfSource(ctx.db, newPlayersSource(ctx.brand.config.code, range), page);
}

/** The usernames of these accounts (any brand: the ids come from the brand's own rows). */
export async function usernamesByIds(
  ctx: Pick<ServiceContext, 'db'>,
  ids: bigint[],
): Promise<Map<bigint, string>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await ctx.db
    .selectFrom('account')
    .select(['id', 'username'])
    .where('id', 'in', unique)
    .execute();
  return new Map(rows.map((r) => [r.id, r.username]));
}
