import { type Kysely, type RawBuilder, sql } from 'kysely';
import { MEMBER_SORTS, type MemberSort, TRANSACTION_KINDS, type TransactionKind } from '@/core/agent-work';
import type { Database } from '@/server/db/database';
import { usernameKey } from '@/server/domains/identity';
import type { Period } from './agent.query';

/**
 * SQL of the agent center (docs/agent-api.md). Every query is scoped through account_closure to the team of
 * `agentId` (depth ≥ 1; depth 0 only where stated). Report figures read the aggregates of migration 0011
 * (team_day for the overview, account_cum for user loss, account_day for lifetime figures), never bet scans;
 * the bet and transaction lists read the raw rows of one period.
 */

export interface Scope {
  db: Kysely<Database>;
  brand: string;
  timeZone: string;
  agentId: bigint;
}

/** The first instant of a business day in the brand's zone, and the first instant after a period. */
export const startOf = (s: Scope, day: string) => sql`(${day}::date::timestamp at time zone ${s.timeZone})`;
export const endOf = (s: Scope, day: string) =>
  sql`((${day}::date + 1)::timestamp at time zone ${s.timeZone})`;

const team = (s: Scope) =>
  sql`(select c.descendant_id from account_closure c where c.ancestor_id = ${s.agentId} and c.depth >= 1)`;

export interface TeamMember {
  id: bigint;
  username: string;
  depth: number;
}

/** An account of the caller's tree by name (depth ≥ 1, or ≥ 0 with `self`), in the caller's brand. */
export async function findTeamMember(
  s: Scope,
  name: string,
  opts: { self?: boolean } = {},
): Promise<TeamMember | undefined> {
  const { rows } = await sql<TeamMember>`select a.id, a.username, c.depth from account a
      join account_closure c on c.descendant_id = a.id and c.ancestor_id = ${s.agentId}
    where a.brand_code = ${s.brand} and a.username_key = ${usernameKey(name)}
      and c.depth >= ${opts.self ? 0 : 1}`.execute(s.db);
  return rows[0];
}

// ------------------------------------------------------------------------------------------------------------
// Members.

export async function pathTo(s: Scope, parentId: bigint) {
  const { rows } = await sql<{ account: string; depth: number }>`select a.username as account, up.depth
    from account_closure up
      join account_closure down on down.ancestor_id = up.descendant_id and down.descendant_id = ${parentId}
      join account a on a.id = up.descendant_id
    where up.ancestor_id = ${s.agentId} order by up.depth`.execute(s.db);
  return rows;
}

export { MEMBER_SORTS, type MemberSort };

const memberOrder: Record<MemberSort, RawBuilder<unknown>> = {
  account: sql`a.username_key`,
  registeredAt: sql`a.created_at`,
  lastLoginAt: sql`a.last_login_at`,
  balance: sql`a.balance`,
  deposits: sql`a.deposits`,
  validBet: sql`a.valid_bet`,
  firstDepositAt: sql`a.first_deposit_at`,
};

export interface MemberRow {
  username: string;
  nickname: string | null;
  depth: number;
  type: number;
  created_at: Date;
  last_login_at: Date | null;
  balance: bigint;
  deposits: bigint;
  valid_bet: bigint;
  status: string;
  direct_count: number;
  first_deposit_at: Date | null;
  /** The caller's own note on the member (agent_downline_note). */
  note: string | null;
  /** Locked by the caller or an agent below it (downline_lock), so the caller may unlock it. */
  unlockable: boolean;
}

export async function listMembers(
  s: Scope,
  q: {
    parentId: bigint;
    keyword?: string;
    sort: MemberSort;
    order: 'asc' | 'desc';
    limit: number;
    offset: number;
  },
) {
  // Direct members of the parent, or with a keyword the parent's whole team whose name contains it.
  const scope = q.keyword
    ? sql`a.id in (select k.descendant_id from account_closure k where k.ancestor_id = ${q.parentId} and k.depth >= 1)
        and strpos(a.username_key, ${q.keyword.toLowerCase()}) > 0`
    : sql`a.upline_id = ${q.parentId}`;
  const direction = q.order === 'asc' ? sql`asc nulls first` : sql`desc nulls last`;
  const members = sql`select a.id, a.username, a.username_key, a.nickname, a.type, a.created_at, a.last_login_at,
      a.status, c.depth
    from account a join account_closure c on c.descendant_id = a.id and c.ancestor_id = ${s.agentId}
    where a.brand_code = ${s.brand} and c.depth >= 1 and ${scope}`;
  const [list, count] = await Promise.all([
    sql<MemberRow>`with a as (
        select m.*,
          coalesce((select sum(l.balance) from ledger_account l
            where l.owner_id = m.id and l.kind = 'player_cash' and l.code = ''), 0)::bigint as balance,
          coalesce((select sum(d.deposits) from account_day d where d.account_id = m.id), 0)::bigint as deposits,
          coalesce((select sum(d.valid_bet) from account_day d where d.account_id = m.id), 0)::bigint as valid_bet,
          (select f.at from account_first_deposit f where f.account_id = m.id) as first_deposit_at
        from (${members}) m
      )
      select a.username, a.nickname, a.depth, a.type, a.created_at, a.last_login_at, a.balance, a.deposits,
        a.valid_bet, a.status, (select count(*) from account x where x.upline_id = a.id)::int as direct_count,
        a.first_deposit_at,
        (select n.note from agent_downline_note n where n.agent_id = ${s.agentId} and n.account_id = a.id) as note,
        exists (select 1 from downline_lock l join account_closure k on k.descendant_id = l.locked_by
          and k.ancestor_id = ${s.agentId} where l.account_id = a.id) as unlockable
      from a
      order by ${memberOrder[q.sort]} ${direction}, a.id desc
      limit ${q.limit} offset ${q.offset}`.execute(s.db),
    sql<{ n: number }>`select count(*)::int as n from (${members}) m`.execute(s.db),
  ]);
  return { list: list.rows, total: count.rows[0]?.n ?? 0 };
}

// ------------------------------------------------------------------------------------------------------------
// Profit and loss per member.

export const PROFIT_SORTS = ['account', 'stake', 'validBet', 'payout', 'profitLoss'] as const;
export type ProfitSort = (typeof PROFIT_SORTS)[number];
const profitOrder: Record<ProfitSort, RawBuilder<unknown>> = {
  account: sql`r.username_key`,
  stake: sql`r.stake`,
  validBet: sql`r.valid_bet`,
  payout: sql`r.payout`,
  profitLoss: sql`r.payout - r.stake`,
};

export interface ProfitRow {
  username: string;
  depth: number;
  stake: bigint;
  valid_bet: bigint;
  payout: bigint;
  bonuses: bigint;
  deposits: bigint;
  withdrawals: bigint;
}

/** Days before a period's first read as one range for the members' totals before it; its figure: end − before. */
const BEFORE_DAYS = 3;
const figure = (name: string) =>
  sql`coalesce(e.${sql.raw(name)}, t.${sql.raw(name)}) - coalesce(w.${sql.raw(name)}, b.${sql.raw(name)}, 0) as ${sql.raw(name)}`;

export async function profitRows(
  s: Scope,
  period: Period,
  q: { memberId?: bigint; sort: ProfitSort; order: 'asc' | 'desc'; limit: number; offset: number },
) {
  const direction = q.order === 'asc' ? sql`asc` : sql`desc`;
  const member = q.memberId === undefined ? sql`true` : sql`c.descendant_id = ${q.memberId}`;
  const order = sql`${profitOrder[q.sort]} ${direction}, r.account_id desc`;
  // Only the page's members are joined to their names, unless the names are the sort key.
  const page =
    q.sort === 'account'
      ? sql`select * from (select a.username, a.username_key, r.* from r join account a on a.id = r.account_id) r
          order by ${order} limit ${q.limit} offset ${q.offset}`
      : sql`select a.username, a.username_key, r.* from (select * from r order by ${order}
          limit ${q.limit} offset ${q.offset}) r join account a on a.id = r.account_id`;
  // Running totals: the period is the total at its last day (account_total when the period reaches the member's
  // last day, else an account_cum probe) minus the latest account_cum row before its first day: for the team at
  // once from the BEFORE_DAYS days before `from` (w, one range of account_cum_day, migration 0048), probed only
  // for members without a row there (b). Members without a day since the period's first have nothing to show.
  const team = sql`c.ancestor_id = ${s.agentId} and c.depth >= 1 and ${member}`;
  const { rows } = await sql<ProfitRow & { total: number; is_total: boolean }>`with w as (
      select distinct on (x.account_id) x.*
      from account_closure c join account_cum x on x.account_id = c.descendant_id
      where ${team} and x.day < ${period.from}::date and x.day >= ${period.from}::date - ${BEFORE_DAYS}::int
      order by x.account_id, x.day desc
    ), d as (
      select c.descendant_id as account_id, c.depth,
        ${figure('stake')}, ${figure('valid_bet')}, ${figure('payout')}, ${figure('bonuses')},
        ${figure('deposits')}, ${figure('withdrawals')}, ${figure('bet_count')}
      from account_closure c
        join account_total t on t.account_id = c.descendant_id
        left join lateral (select * from account_cum x where t.last_day > ${period.to}::date
          and x.account_id = t.account_id and x.day <= ${period.to}::date order by x.day desc limit 1) e on true
        left join w on w.account_id = t.account_id
        left join lateral (select * from account_cum x where w.account_id is null and x.account_id = t.account_id
          and x.day < ${period.from}::date - ${BEFORE_DAYS}::int order by x.day desc limit 1) b on true
      where ${team} and t.last_day >= ${period.from}::date
        and (t.last_day <= ${period.to}::date or e.account_id is not null)
    ), r as (
      select d.account_id, d.depth, d.stake::bigint as stake, d.valid_bet::bigint as valid_bet,
        d.payout::bigint as payout, d.bonuses::bigint as bonuses, d.deposits::bigint as deposits,
        d.withdrawals::bigint as withdrawals
      from d where d.bet_count > 0 or d.deposits > 0 or d.withdrawals > 0 or d.bonuses > 0
    ), page as (${page})
    (select r.username, r.depth, r.stake, r.valid_bet, r.payout, r.bonuses, r.deposits, r.withdrawals,
      0 as total, false as is_total
    from page r order by ${order})
    union all
    select '', 0, coalesce(sum(stake), 0)::bigint, coalesce(sum(valid_bet), 0)::bigint, coalesce(sum(payout), 0)::bigint,
      coalesce(sum(bonuses), 0)::bigint, coalesce(sum(deposits), 0)::bigint, coalesce(sum(withdrawals), 0)::bigint,
      count(*)::int, true from r`.execute(s.db);
  const totals = rows.find((r) => r.is_total)!;
  return { list: rows.filter((r) => !r.is_total), totals, total: totals.total };
}

// ------------------------------------------------------------------------------------------------------------
// Bets.

export interface BetRow {
  id: bigint;
  username: string;
  created_at: Date;
  vendor_code: string;
  category: string | null;
  node_id: number | null;
  game_code: string | null;
  amount: bigint;
  payout: bigint;
  status: 'open' | 'won' | 'lost' | 'draw' | 'refunded';
}

const betStatus = sql`case when b.status = 'refunded' then 'refunded'
  when b.status = 'open' and not b.round_closed then 'open'
  when b.payout > b.amount then 'won' when b.payout < b.amount then 'lost' else 'draw' end`;

export async function teamBets(
  s: Scope,
  period: Period,
  q: { memberId?: bigint; category?: string; vendor?: string; limit: number; offset: number },
) {
  const where = sql`b.account_id in ${q.memberId === undefined ? team(s) : sql`(${q.memberId})`}
    and b.status <> 'tombstone'
    and b.created_at >= ${startOf(s, period.from)} and b.created_at < ${endOf(s, period.to)}
    and (${q.category ?? null}::text is null or b.category = ${q.category ?? null})
    and (${q.vendor ?? null}::text is null or b.vendor_code = ${q.vendor ?? null})`;
  const [list, totals] = await Promise.all([
    sql<BetRow>`select b.id, a.username, b.created_at, b.vendor_code, b.category, b.node_id, b.game_code,
        b.amount, b.payout, ${betStatus} as status
      from vendor_bet b join account a on a.id = b.account_id
      where ${where} order by b.created_at desc, b.id desc limit ${q.limit} offset ${q.offset}`.execute(s.db),
    sql<{ count: number; stake: bigint; valid_bet: bigint; payout: bigint }>`select count(*)::int as count,
        coalesce(sum(b.amount) filter (where b.status <> 'refunded'), 0)::bigint as stake,
        coalesce(sum(b.amount) filter (where (b.status = 'settled' or (b.status = 'open' and b.round_closed))
          and b.payout <> b.amount), 0)::bigint as valid_bet,
        coalesce(sum(b.payout) filter (where b.status <> 'refunded'), 0)::bigint as payout
      from vendor_bet b where ${where}`.execute(s.db),
  ]);
  return { list: list.rows, totals: totals.rows[0]! };
}

// ------------------------------------------------------------------------------------------------------------
// Ledger movements.

export { TRANSACTION_KINDS, type TransactionKind };

export interface MovementRow {
  id: bigint;
  username: string;
  created_at: Date;
  kind: TransactionKind;
  amount: bigint;
  reference: string | null;
}

/**
 * The team members' movements as the member sees them: deposits credited, withdrawals paid out (from the hold),
 * transfers to and from uplines/downlines, bonuses and adjustments; amounts signed from the member's view.
 */
function movements(s: Scope, period: Period, memberId: bigint | undefined) {
  const owners = memberId === undefined ? team(s) : sql`(${memberId})`;
  const range = sql`t.created_at >= ${startOf(s, period.from)} and t.created_at < ${endOf(s, period.to)}`;
  return sql`(
    select t.id, l.owner_id, t.created_at, t.amount, t.reference,
      case t.kind when 'deposit' then 'deposit' when 'bonus' then 'bonus' when 'adjustment' then 'adjustment'
        else 'transfer_in' end as kind
    from ledger_account l join ledger_transfer t on t.credit_account_id = l.id
    where l.owner_id in ${owners} and l.kind = 'player_cash' and ${range}
      and t.kind in ('deposit', 'bonus', 'adjustment', 'transfer_downline', 'transfer_upline')
      and t.kind not in ('bet', 'win', 'refund', 'wallet_transfer')
    union all
    select t.id, l.owner_id, t.created_at, -t.amount, t.reference,
      case t.kind when 'withdrawal_payout' then 'withdrawal' when 'adjustment' then 'adjustment'
        else 'transfer_out' end
    from ledger_account l join ledger_transfer t on t.debit_account_id = l.id
    where l.owner_id in ${owners} and l.kind in ('player_cash', 'player_hold') and ${range}
      and ((l.kind = 'player_hold' and t.kind = 'withdrawal_payout')
        or (l.kind = 'player_cash' and t.kind in ('adjustment', 'transfer_downline', 'transfer_upline')))
      and t.kind not in ('bet', 'win', 'refund', 'wallet_transfer')
  )`;
}

export async function teamMovements(
  s: Scope,
  period: Period,
  q: { memberId?: bigint; kind?: TransactionKind; limit: number; offset: number },
) {
  const kind = q.kind ?? null;
  const base = sql`select m.* from ${movements(s, period, q.memberId)} m
    where (${kind}::text is null or m.kind = ${kind})`;
  const [list, totals] = await Promise.all([
    sql<MovementRow>`select m.id, a.username, m.created_at, m.kind, m.amount, m.reference
      from (${base}) m join account a on a.id = m.owner_id
      order by m.created_at desc, m.id desc limit ${q.limit} offset ${q.offset}`.execute(s.db),
    sql<{ kind: TransactionKind; count: number; amount: bigint }>`select m.kind, count(*)::int as count,
        sum(m.amount)::bigint as amount from (${base}) m group by m.kind order by m.kind`.execute(s.db),
  ]);
  return { list: list.rows, totals: totals.rows };
}
