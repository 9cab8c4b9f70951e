import { type RawBuilder, sql } from 'kysely';
import type { Figure } from '@/core/api/office-figures';
import type { DayRange } from './figures.period';

/**
 * Where each figure comes from: one SQL source per figure, producing its rows in one shape
 * (source, id, day, at, account_id, kind, detail, amount — amount signed: what the row adds to the figure).
 * The dashboard sums these sources and the "explain" endpoint pages them, so the rows of a figure always add up
 * to it. Money figures read the ledger's postings through the brand's system accounts (provider clearing,
 * expense lines) and the existing (account, created_at) indexes of ledger_transfer; bet figures read the
 * account_day aggregate (migration 0039's (brand_code, day) index); nothing reads vendor_bet.
 */

export interface Scope {
  brand: string;
  currency: string;
  range: DayRange;
}

const start = (r: DayRange) => sql`((${r.from}::date)::timestamp at time zone ${r.timezone})`;
const end = (r: DayRange) => sql`((${r.to}::date + 1)::timestamp at time zone ${r.timezone})`;

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

function postingSide(s: Scope, side: Side): RawBuilder<unknown> {
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
      and t.created_at >= ${start(s.range)} and t.created_at < ${end(s.range)} ${kinds}`;
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

const postings = (s: Scope, sides: Side[]) => union(sides.map((side) => postingSide(s, side)));

export const depositsSource = (s: Scope) => postings(s, DEPOSITS);
export const withdrawalsSource = (s: Scope) => postings(s, WITHDRAWALS);
export const bonusSource = (s: Scope) => postings(s, BONUS);
export const commissionsSource = (s: Scope) => postings(s, COMMISSIONS);

/** account_day rows of the brand and range with a figure `value` (stake, payout, stake − payout). */
function accountDays(s: Scope, kind: string, value: RawBuilder<unknown>, keep: RawBuilder<unknown>) {
  return sql`
    select 'account_day'::text as source, d.account_id::text || ':' || d.day::text as id, d.day, null::timestamptz as at,
      d.account_id, ${kind}::text as kind, d.bet_count::text as detail, (${value})::bigint as amount
    from account_day d
    where d.brand_code = ${s.brand} and d.day between ${s.range.from}::date and ${s.range.to}::date and ${keep}`;
}

export const stakesSource = (s: Scope) => accountDays(s, 'stake', sql`d.stake`, sql`d.stake <> 0`);
export const winsSource = (s: Scope) => accountDays(s, 'payout', sql`d.payout`, sql`d.payout <> 0`);
export const ggrSource = (s: Scope) =>
  accountDays(s, 'ggr', sql`d.stake - d.payout`, sql`(d.stake <> 0 or d.payout <> 0)`);

/** Players with a valid bet in the range (the agent reports' "active"): one row per player, its valid bet. */
export const activeSource = (s: Scope) => sql`
  select 'account_day'::text as source, d.account_id::text as id, max(d.day) as day, null::timestamptz as at,
    d.account_id, 'valid_bet'::text as kind, count(*)::text as detail, sum(d.valid_bet)::bigint as amount
  from account_day d
  where d.brand_code = ${s.brand} and d.day between ${s.range.from}::date and ${s.range.to}::date and d.valid_bet > 0
  group by d.account_id`;

/** Accounts registered in the range (trial accounts, type 4, are not players). */
export const newPlayersSource = (s: Scope) => sql`
  select 'account'::text as source, a.id::text as id, (a.created_at at time zone ${s.range.timezone})::date as day,
    a.created_at as at, a.id as account_id, 'registered'::text as kind, coalesce(a.register_method, '') as detail,
    0::bigint as amount
  from account a
  where a.brand_code = ${s.brand} and a.created_at >= ${start(s.range)} and a.created_at < ${end(s.range)}
    and a.type <> 4`;

/** First-ever deposits in the range (account_first_deposit, kept by the deposit posting's trigger). */
export const firstDepositSource = (s: Scope) => sql`
  select 'first_deposit'::text as source, f.account_id::text as id, f.day, f.at, f.account_id,
    'first_deposit'::text as kind, ''::text as detail, f.amount
  from account_first_deposit f
  where f.brand_code = ${s.brand} and f.day between ${s.range.from}::date and ${s.range.to}::date`;

/** Figures counted in players (their rows' amounts are shown, not summed). */
export const COUNT_FIGURES: ReadonlySet<Figure> = new Set(['activePlayers', 'newPlayers', 'firstDepositors']);

/** The rows of a figure. */
export function sourceOf(figure: Figure, s: Scope): RawBuilder<unknown> {
  switch (figure) {
    case 'deposits':
      return depositsSource(s);
    case 'withdrawals':
      return withdrawalsSource(s);
    case 'netCash':
      return union([depositsSource(s), negate(withdrawalsSource(s))]);
    case 'stakes':
      return stakesSource(s);
    case 'wins':
      return winsSource(s);
    case 'ggr':
      return ggrSource(s);
    case 'bonusCost':
      return bonusSource(s);
    case 'ngr':
      return union([ggrSource(s), negate(bonusSource(s))]);
    case 'activePlayers':
      return activeSource(s);
    case 'newPlayers':
      return newPlayersSource(s);
    case 'firstDepositors':
      return firstDepositSource(s);
  }
}

/**
 * GGR split by vendor or by game category: account_game_day rows reached through the brand's account_day rows
 * (primary-key probes; account_game_day has no brand column). Kept by the agent catch-up (≈ 1–2 s behind bets).
 */
export function gameSplit(s: Scope, by: 'vendor_code' | 'category', limit?: number) {
  const key = sql.ref(`g.${by}`);
  return sql<{ key: string; stakes: bigint; wins: bigint; ggr: bigint; players: number }>`
    select ${key} as key, sum(g.stake)::bigint as stakes, sum(g.payout)::bigint as wins,
      sum(g.stake - g.payout)::bigint as ggr, count(distinct g.account_id)::int as players
    from account_day d
    join account_game_day g on g.account_id = d.account_id and g.day = d.day
    where d.brand_code = ${s.brand} and d.day between ${s.range.from}::date and ${s.range.to}::date
    group by ${key}
    order by 4 desc, 1
    ${limit ? sql`limit ${limit}` : sql``}`;
}
