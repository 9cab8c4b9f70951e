import type { Selectable } from 'kysely';
import { sql } from 'kysely';
import type { CatalogueIndex } from '@/server/domains/games';
import { AppError } from '@/server/errors';
import { periodOf } from './agent.query';
import { type AgentCtx, memberOf, moneyOf, scopeOf } from './agent.service';
import type { AccountGameChangeTable } from './agent.tables';

/**
 * Win/loss by game category and vendor (docs/agent-api.md): the team's from team_game_day (one row per day,
 * category and vendor of the caller or of a sub-tree's top), one member's own from account_game_day; both kept
 * by team_game_catch_up (migration 0029) from the queued bet changes, so they trail the bets like user loss.
 */

type GameRow = Pick<
  Selectable<AccountGameChangeTable>,
  'category' | 'vendor_code' | 'bet_count' | 'stake' | 'valid_bet' | 'payout'
>;

/**
 * GET /wps/agent/team/games?from&to&member&parent — `member`: that account's own bets; `parent`: that account and
 * its whole team (a sub-agent's sub-tree); neither: the caller's team. Both given: 400 invalid_request.
 */
export async function teamGames(
  ctx: AgentCtx,
  index: CatalogueIndex | undefined,
  query: Record<string, unknown>,
) {
  const s = scopeOf(ctx);
  const period = periodOf(query, s.timeZone);
  const [member, parent] = await Promise.all([memberOf(ctx, query.member), memberOf(ctx, query.parent)]);
  if (member && parent)
    throw new AppError('invalid_request', { field: 'member', detail: 'member or parent, not both' });
  const days = sql`day between ${period.from}::date and ${period.to}::date`;
  const own = (id: bigint) => sql`select category, vendor_code, bet_count, stake, valid_bet, payout
    from account_game_day where account_id = ${id} and ${days}`;
  const team = (id: bigint) => sql`select category, vendor_code, bet_count, stake, valid_bet, payout
    from team_game_day where ancestor_id = ${id} and ${days}`;
  const source = member
    ? own(member.id)
    : parent
      ? sql`${own(parent.id)} union all ${team(parent.id)}`
      : team(ctx.agent.id);
  const { rows } = await sql<GameRow>`select category, vendor_code, sum(bet_count)::int as bet_count,
      sum(stake)::bigint as stake, sum(valid_bet)::bigint as valid_bet, sum(payout)::bigint as payout
    from (${source}) g group by category, vendor_code
    having sum(bet_count) <> 0 or sum(stake) <> 0 or sum(payout) <> 0
    order by category, vendor_code`.execute(s.db);
  const money = moneyOf(ctx);
  const figures = (r: Omit<GameRow, 'category' | 'vendor_code'>) => ({
    bets: r.bet_count,
    stake: money(r.stake),
    validBet: money(r.valid_bet),
    payout: money(r.payout),
    profitLoss: money(r.payout - r.stake),
  });
  const sum = (list: GameRow[]) =>
    list.reduce(
      (t, r) => ({
        bet_count: t.bet_count + r.bet_count,
        stake: t.stake + r.stake,
        valid_bet: t.valid_bet + r.valid_bet,
        payout: t.payout + r.payout,
      }),
      { bet_count: 0, stake: 0n, valid_bet: 0n, payout: 0n },
    );
  const categories = [...new Set(rows.map((r) => r.category))];
  return {
    from: period.from,
    to: period.to,
    scope: member
      ? { kind: 'member' as const, account: member.username }
      : parent
        ? { kind: 'subTeam' as const, account: parent.username }
        : { kind: 'team' as const, account: ctx.agent.username },
    list: rows.map((r) => ({
      category: r.category,
      vendor: r.vendor_code,
      vendorName: index?.vendors.get(r.vendor_code)?.names[ctx.language] ?? r.vendor_code,
      ...figures(r),
    })),
    categories: categories.map((category) => ({
      category,
      ...figures(sum(rows.filter((r) => r.category === category))),
    })),
    totals: figures(sum(rows)),
  };
}
