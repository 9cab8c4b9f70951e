import { type RawBuilder, sql } from 'kysely';
import type { ServiceContext } from '@/server/context';
import { type DayRange, type FigureRowsPage, pageOfSource } from '@/server/lib/figure-range';

/**
 * The kept day aggregates as the back office's figures read them (docs/back-office.md "Figures"): stakes, wins,
 * GGR, active players and first deposits over a range of business days, from account_day (migration 0039's
 * (brand_code, day) index), account_game_day and account_first_deposit — nothing reads vendor_bet. One SQL source
 * per figure in the figures' one row shape (lib/figure-range.ts). Read-only, through the agents front door.
 */
type Ctx = Pick<ServiceContext, 'db' | 'brand'>;

export interface DayScope {
  brand: string;
  range: DayRange;
}

const scopeOf = (ctx: Ctx, range: DayRange): DayScope => ({ brand: ctx.brand.config.code, range });

/** account_day rows of the brand and range with a figure `value` (stake, payout, stake − payout). */
function accountDays(s: DayScope, kind: string, value: RawBuilder<unknown>, keep: RawBuilder<unknown>) {
  return sql`
    select 'account_day'::text as source, d.account_id::text || ':' || d.day::text as id, d.day, null::timestamptz as at,
      d.account_id, ${kind}::text as kind, d.bet_count::text as detail, (${value})::bigint as amount
    from account_day d
    where d.brand_code = ${s.brand} and d.day between ${s.range.from}::date and ${s.range.to}::date and ${keep}`;
}

/** The day aggregates' figures. */
export type DayFigure = 'stakes' | 'wins' | 'ggr' | 'activePlayers' | 'firstDepositors';

/** The SQL source of a day-aggregate figure (exported for the plan test: every source is answered from indexes). */
export function daySource(figure: DayFigure, s: DayScope): RawBuilder<unknown> {
  switch (figure) {
    case 'stakes':
      return accountDays(s, 'stake', sql`d.stake`, sql`d.stake <> 0`);
    case 'wins':
      return accountDays(s, 'payout', sql`d.payout`, sql`d.payout <> 0`);
    case 'ggr':
      return accountDays(s, 'ggr', sql`d.stake - d.payout`, sql`(d.stake <> 0 or d.payout <> 0)`);
    // Players with a valid bet in the range (the agent reports' "active"): one row per player, its valid bet.
    case 'activePlayers':
      return sql`
        select 'account_day'::text as source, d.account_id::text as id, max(d.day) as day, null::timestamptz as at,
          d.account_id, 'valid_bet'::text as kind, count(*)::text as detail, sum(d.valid_bet)::bigint as amount
        from account_day d
        where d.brand_code = ${s.brand} and d.day between ${s.range.from}::date and ${s.range.to}::date and d.valid_bet > 0
        group by d.account_id`;
    // First-ever deposits in the range (account_first_deposit, kept by the deposit posting's trigger).
    case 'firstDepositors':
      return sql`
        select 'first_deposit'::text as source, f.account_id::text as id, f.day, f.at, f.account_id,
          'first_deposit'::text as kind, ''::text as detail, f.amount
        from account_first_deposit f
        where f.brand_code = ${s.brand} and f.day between ${s.range.from}::date and ${s.range.to}::date`;
  }
}

/** The rows of a day-aggregate figure, newest first (`limit` after `offset`), with their count and sum. */
export function dayFigureRows(
  ctx: Ctx,
  figure: DayFigure,
  range: DayRange,
  page: { limit: number; offset: number },
): Promise<FigureRowsPage> {
  return pageOfSource(ctx.db, daySource(figure, scopeOf(ctx, range)), page);
}

/** How many rows a counted figure has (active players, first depositors). */
export async function dayFigureCount(ctx: Ctx, figure: 'activePlayers' | 'firstDepositors', range: DayRange) {
  const { rows } = await sql<{ n: number }>`select count(*)::int as n
    from (${daySource(figure, scopeOf(ctx, range))}) r`.execute(ctx.db);
  return rows[0]?.n ?? 0;
}

/** Stakes and payouts per business day of the brand. */
export async function betDays(ctx: Ctx, range: DayRange) {
  const { rows } = await sql<{ day: string; stake: bigint; payout: bigint }>`
    select to_char(d.day, 'YYYY-MM-DD') as day, sum(d.stake)::bigint as stake, sum(d.payout)::bigint as payout
    from account_day d
    where d.brand_code = ${ctx.brand.config.code} and d.day between ${range.from}::date and ${range.to}::date
    group by d.day`.execute(ctx.db);
  return new Map(rows.map((r) => [r.day, { stake: r.stake, payout: r.payout }]));
}

/** Stakes and payouts of the range. */
export async function betTotals(ctx: Ctx, range: DayRange): Promise<{ stake: bigint; payout: bigint }> {
  const { rows } = await sql<{ stake: bigint; payout: bigint }>`
    select coalesce(sum(stake), 0)::bigint as stake, coalesce(sum(payout), 0)::bigint as payout from account_day
    where brand_code = ${ctx.brand.config.code} and day between ${range.from}::date and ${range.to}::date`.execute(
    ctx.db,
  );
  return { stake: rows[0]?.stake ?? 0n, payout: rows[0]?.payout ?? 0n };
}

export interface GameSplitRow {
  key: string;
  stakes: bigint;
  wins: bigint;
  ggr: bigint;
  players: number;
}

/**
 * GGR split by vendor or by game category: account_game_day rows reached through the brand's account_day rows
 * (primary-key probes; account_game_day has no brand column). Kept by the agent catch-up (≈ 1–2 s behind bets).
 */
export function gameSplitSql(s: DayScope, by: 'vendor_code' | 'category', limit?: number) {
  const key = sql.ref(`g.${by}`);
  return sql<GameSplitRow>`
    select ${key} as key, sum(g.stake)::bigint as stakes, sum(g.payout)::bigint as wins,
      sum(g.stake - g.payout)::bigint as ggr, count(distinct g.account_id)::int as players
    from account_day d
    join account_game_day g on g.account_id = d.account_id and g.day = d.day
    where d.brand_code = ${s.brand} and d.day between ${s.range.from}::date and ${s.range.to}::date
    group by ${key}
    order by 4 desc, 1
    ${limit ? sql`limit ${limit}` : sql``}`;
}

/** The range's GGR by vendor or by game category, largest first (the first `limit`, or all). */
export async function gameSplit(
  ctx: Ctx,
  range: DayRange,
  by: 'vendor_code' | 'category',
  limit?: number,
): Promise<GameSplitRow[]> {
  const { rows } = await gameSplitSql(scopeOf(ctx, range), by, limit).execute(ctx.db);
  return rows;
}

export interface GameRow {
  vendorCode: string;
  /** '' when the bets name no game. */
  gameCode: string;
  stakes: bigint;
  wins: bigint;
  ggr: bigint;
  bets: number;
}

/**
 * The range's top games of the brand by GGR (stake − payout) or by stakes, largest first: a range scan of
 * game_day's primary key (brand_code, day, …), kept by the game catch-up from the queued bet changes (migration
 * 0045), never vendor_bet.
 */
export function topGamesSql(s: DayScope, by: 'ggr' | 'stakes', limit: number) {
  return sql<GameRow>`
    select g.vendor_code as "vendorCode", g.game_code as "gameCode", sum(g.stake)::bigint as stakes,
      sum(g.payout)::bigint as wins, sum(g.stake - g.payout)::bigint as ggr, sum(g.bet_count)::int as bets
    from game_day g
    where g.brand_code = ${s.brand} and g.day between ${s.range.from}::date and ${s.range.to}::date
    group by g.vendor_code, g.game_code
    order by ${by === 'ggr' ? sql`5` : sql`3`} desc, 1, 2
    limit ${limit}`;
}

export async function topGames(
  ctx: Ctx,
  range: DayRange,
  by: 'ggr' | 'stakes',
  limit: number,
): Promise<GameRow[]> {
  const { rows } = await topGamesSql(scopeOf(ctx, range), by, limit).execute(ctx.db);
  return rows;
}

export interface GameDayRow {
  day: string;
  stakes: bigint;
  validBet: bigint;
  wins: bigint;
  bets: number;
}

/**
 * The rows behind a top game: its game_day rows of the range, newest first (at most one per day); without a range,
 * its latest row of any day (does the brand have bets on it at all?). Read by game_day_game (brand, vendor, game,
 * day).
 */
export function gameDaysSql(brand: string, range: DayRange | null, vendorCode: string, gameCode: string) {
  return sql<GameDayRow>`
    select to_char(g.day, 'YYYY-MM-DD') as day, g.stake as stakes, g.valid_bet as "validBet", g.payout as wins,
      g.bet_count as bets
    from game_day g
    where g.brand_code = ${brand} and g.vendor_code = ${vendorCode} and g.game_code = ${gameCode}
      ${range ? sql`and g.day between ${range.from}::date and ${range.to}::date` : sql``}
    order by g.day desc
    ${range ? sql`` : sql`limit 1`}`;
}

export async function gameDays(
  ctx: Ctx,
  range: DayRange | null,
  game: { vendorCode: string; gameCode: string },
): Promise<GameDayRow[]> {
  const sqlText = gameDaysSql(ctx.brand.config.code, range, game.vendorCode, game.gameCode);
  const { rows } = await sqlText.execute(ctx.db);
  return rows;
}
