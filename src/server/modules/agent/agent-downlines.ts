import { type RawBuilder, sql } from 'kysely';
import { isAgentType } from '@/core/account-types';
import { DOWNLINE_SORTS, type DownlineSort } from '@/core/agent-work';
import { type Period, pagingOf, periodOf, sortingOf } from './agent.query';
import { pathTo, type Scope } from './agent.repository';
import { type AgentCtx, memberOf, moneyOf, page, scopeOf } from './agent.service';

/**
 * Team by direct downline (docs/agent-api.md): for a period, one row per direct downline of `parent` (the caller
 * or an account of its tree). A downline's row carries its own figures (account_cum: two primary-key probes)
 * plus, for an agent, its whole team's (team_day: at most one row per day), so a sub-agent's row is its
 * sub-tree. The rows add up to the parent's team; never a bet scan.
 */

const order: Record<DownlineSort, RawBuilder<unknown>> = {
  account: sql`r.username_key`,
  teamSize: sql`r.team_size`,
  deposits: sql`r.deposits`,
  withdrawals: sql`r.withdrawals`,
  stake: sql`r.stake`,
  validBet: sql`r.valid_bet`,
  payout: sql`r.payout`,
  profitLoss: sql`r.payout - r.stake`,
};

interface DownlineRow {
  username: string;
  nickname: string | null;
  type: number;
  team_size: number;
  first_deposits: number;
  deposits: bigint;
  withdrawals: bigint;
  stake: bigint;
  valid_bet: bigint;
  payout: bigint;
  bonuses: bigint;
  is_total: boolean;
  total: number;
}

async function downlineRows(
  s: Scope,
  period: Period,
  q: { parentId: bigint; sort: DownlineSort; order: 'asc' | 'desc'; limit: number; offset: number },
) {
  const direction = q.order === 'asc' ? sql`asc` : sql`desc`;
  const own = (column: string) => sql`coalesce(e.${sql.ref(column)}, 0) - coalesce(b.${sql.ref(column)}, 0)`;
  const team = (column: string) => sql`coalesce(t.${sql.ref(column)}, 0)`;
  const both = (column: string) => sql`(${own(column)} + ${team(column)})::bigint`;
  const { rows } = await sql<DownlineRow>`with r as (
      select a.id, a.username, a.username_key, a.nickname, a.type,
        (select count(*) from account_closure k where k.ancestor_id = a.id)::int as team_size,
        (coalesce(t.first_deposit_count, 0) + (select count(*) from account_first_deposit f
          where f.account_id = a.id and f.day between ${period.from}::date and ${period.to}::date))::int
          as first_deposits,
        ${both('deposits')} as deposits, ${both('withdrawals')} as withdrawals, ${both('stake')} as stake,
        ${both('valid_bet')} as valid_bet, ${both('payout')} as payout, ${both('bonuses')} as bonuses
      from account a
        left join lateral (select * from account_cum x where x.account_id = a.id
          and x.day <= ${period.to}::date order by x.day desc limit 1) e on true
        left join lateral (select * from account_cum x where x.account_id = a.id
          and x.day < ${period.from}::date order by x.day desc limit 1) b on true
        left join lateral (select sum(d.deposits) as deposits, sum(d.withdrawals) as withdrawals,
            sum(d.stake) as stake, sum(d.valid_bet) as valid_bet, sum(d.payout) as payout, sum(d.bonuses) as bonuses,
            sum(d.first_deposit_count) as first_deposit_count
          from team_day d where d.ancestor_id = a.id
            and d.day between ${period.from}::date and ${period.to}::date) t on true
      where a.upline_id = ${q.parentId} and a.brand_code = ${s.brand}
    )
    (select r.username, r.nickname, r.type, r.team_size, r.first_deposits, r.deposits, r.withdrawals, r.stake,
      r.valid_bet, r.payout, r.bonuses, false as is_total, 0 as total
    from r order by ${order[q.sort]} ${direction}, r.id desc limit ${q.limit} offset ${q.offset})
    union all
    select '', null, 0, coalesce(sum(team_size), 0)::int, coalesce(sum(first_deposits), 0)::int,
      coalesce(sum(deposits), 0)::bigint, coalesce(sum(withdrawals), 0)::bigint, coalesce(sum(stake), 0)::bigint,
      coalesce(sum(valid_bet), 0)::bigint, coalesce(sum(payout), 0)::bigint, coalesce(sum(bonuses), 0)::bigint,
      true, count(*)::int from r`.execute(s.db);
  const totals = rows.find((r) => r.is_total)!;
  return { list: rows.filter((r) => !r.is_total), totals };
}

/** GET /wps/agent/team/downlines?parent&from&to&sort&order&pageNo&pageSize */
export async function teamDownlines(ctx: AgentCtx, query: Record<string, unknown>, paging = pagingOf(query)) {
  const s = scopeOf(ctx);
  const period = periodOf(query, s.timeZone);
  const { sort, order: direction } = sortingOf(query, DOWNLINE_SORTS, 'validBet');
  const parent = (await memberOf(ctx, query.parent, { self: true })) ?? {
    id: ctx.agent.id,
    username: ctx.agent.username,
    depth: 0,
  };
  const money = moneyOf(ctx);
  const [path, { list, totals }] = await Promise.all([
    pathTo(s, parent.id),
    downlineRows(s, period, {
      parentId: parent.id,
      sort,
      order: direction,
      limit: paging.pageSize,
      offset: paging.offset,
    }),
  ]);
  const figures = (r: DownlineRow) => ({
    teamSize: r.team_size,
    firstDeposits: r.first_deposits,
    deposits: money(r.deposits),
    withdrawals: money(r.withdrawals),
    stake: money(r.stake),
    validBet: money(r.valid_bet),
    payout: money(r.payout),
    profitLoss: money(r.payout - r.stake),
    bonuses: money(r.bonuses),
  });
  return {
    from: period.from,
    to: period.to,
    path,
    list: list.map((r) => ({
      account: r.username,
      nickname: r.nickname ?? '',
      kind: isAgentType(r.type) ? ('agent' as const) : ('player' as const),
      depth: parent.depth + 1,
      ...figures(r),
    })),
    totals: figures(totals),
    ...page(paging, totals.total),
  };
}
