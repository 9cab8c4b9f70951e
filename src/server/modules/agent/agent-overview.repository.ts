import { sql } from 'kysely';
import { type Period, todayIn } from './agent.query';
import type { Scope } from './agent.repository';

/**
 * SQL of the agent center's overview (docs/agent-api.md "Overview"): head counts, registrations and active members
 * from the kept counts of migration 0049, money figures per day from team_day (migration 0011). Scoped like
 * agent.repository.ts, through account_closure to the team of `agentId`.
 */
/** The team's head count per depth ≥ 1, kept by account_closure's triggers (migration 0049): a few rows. */
export async function teamSizes(s: Scope) {
  const { rows } = await sql<{ depth: number; count: number }>`select t.depth, t.count
    from team_size t where t.ancestor_id = ${s.agentId} and t.count > 0 order by t.depth`.execute(s.db);
  return rows;
}

export interface DayFigures {
  day: string | null;
  stake: bigint;
  valid_bet: bigint;
  payout: bigint;
  deposits: bigint;
  deposit_count: number;
  withdrawals: bigint;
  withdrawal_count: number;
  bonuses: bigint;
  active: number;
}

/**
 * Team sums per day and for the whole period (the row with day = null), from team_day: at most one row per day.
 * The period's active members are distinct members, so that figure is counted per member instead. A period that
 * ends today (or later: no member has a later day), as the default period does, counts the members whose last day
 * with a valid bet is within it: team_last_active (migration 0049, kept per ancestor and day), a row per day.
 * An earlier period reads account_total (its last day with a valid bet, a hash join over the team) when the period
 * reaches the member's last day, else one primary-key probe into account_day.
 */
export async function teamDays(s: Scope, period: Period) {
  const [days, active] = await Promise.all([
    sql<DayFigures>`select to_char(d.day, 'YYYY-MM-DD') as day,
      coalesce(sum(d.stake), 0)::bigint as stake, coalesce(sum(d.valid_bet), 0)::bigint as valid_bet,
      coalesce(sum(d.payout), 0)::bigint as payout, coalesce(sum(d.deposits), 0)::bigint as deposits,
      coalesce(sum(d.deposit_count), 0)::int as deposit_count,
      coalesce(sum(d.withdrawals), 0)::bigint as withdrawals,
      coalesce(sum(d.withdrawal_count), 0)::int as withdrawal_count,
      coalesce(sum(d.bonuses), 0)::bigint as bonuses, coalesce(sum(d.active), 0)::int as active
    from team_day d
    where d.ancestor_id = ${s.agentId} and d.day between ${period.from}::date and ${period.to}::date
    group by grouping sets ((d.day), ())`.execute(s.db),
    period.to >= todayIn(s.timeZone)
      ? sql<{ n: number }>`select coalesce(sum(x.count), 0)::int as n from team_last_active x
          where x.ancestor_id = ${s.agentId} and x.day >= ${period.from}::date`.execute(s.db)
      : activeMembers(s, period),
  ]);
  return days.rows.map((d) => (d.day === null ? { ...d, active: active.rows[0]?.n ?? 0 } : d));
}

function activeMembers(s: Scope, period: Period) {
  return sql<{ n: number }>`select count(*)::int as n from account_closure c
      join account_total t on t.account_id = c.descendant_id
    where c.ancestor_id = ${s.agentId} and c.depth >= 1 and t.last_active >= ${period.from}::date
      and (t.last_day <= ${period.to}::date or exists (select 1 from account_day d
        where d.account_id = c.descendant_id and d.day between ${period.from}::date and ${period.to}::date
          and d.valid_bet > 0))`.execute(s.db);
}

/** The team's registrations per day of the brand's zone, kept like team_size (migration 0049): a row per day. */
export async function registrationsByDay(s: Scope, period: Period) {
  const { rows } = await sql<{ day: string; count: number }>`select to_char(r.day, 'YYYY-MM-DD') as day,
      r.count
    from team_registration_day r
    where r.ancestor_id = ${s.agentId} and r.day between ${period.from}::date and ${period.to}::date
      and r.count > 0`.execute(s.db);
  return rows;
}

export async function firstDeposits(s: Scope, period: Period) {
  const { rows } = await sql<{ count: number; amount: bigint }>`select
      coalesce(sum(d.first_deposit_count), 0)::int as count, coalesce(sum(d.first_deposits), 0)::bigint as amount
    from team_day d
    where d.ancestor_id = ${s.agentId} and d.day between ${period.from}::date and ${period.to}::date`.execute(
    s.db,
  );
  return rows[0] ?? { count: 0, amount: 0n };
}

export async function cashBalanceOf(s: Scope, accountId: bigint): Promise<bigint> {
  const { rows } = await sql<{ balance: bigint }>`select coalesce(sum(balance), 0)::bigint as balance
    from ledger_account where owner_id = ${accountId} and kind = 'player_cash' and code = ''`.execute(s.db);
  return rows[0]?.balance ?? 0n;
}
