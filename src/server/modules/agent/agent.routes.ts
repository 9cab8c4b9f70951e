import type { FastifyInstance } from 'fastify';
import { ok } from '../../plugins/envelope';
import { teamBetList, teamMembers, teamOverview, teamProfitLoss, teamTransactions } from './agent.service';
import { agentIncome } from './agent-income';
import { agentCtxOf, bearer, q, querystring, requireAgent, str, tags, value } from './agent-route-kit';

type Q = { Querystring: Record<string, string | undefined> };

/** The team reports (docs/agent-api.md). */
export async function agentReportRoutes(app: FastifyInstance) {
  const preHandler = requireAgent(app);
  const schema = (summary: string, properties: Record<string, object>) => ({
    tags,
    summary,
    security: bearer,
    querystring: querystring(properties),
    response: { 200: value },
  });

  app.get<Q>(
    '/wps/agent/team/overview',
    {
      preHandler,
      schema: schema(
        'Team overview for a period: team size by depth, registrations, active members, deposits, withdrawals, valid bet, P&L, own balance, per-day series',
        { from: q.from, to: q.to },
      ),
    },
    async (request) => ok(await teamOverview(agentCtxOf(app, request), request.query)),
  );

  app.get<Q>(
    '/wps/agent/team/members',
    {
      preHandler,
      schema: schema(
        'Direct members of `parent` (or the team below it matching `keyword`), with breadcrumb',
        {
          parent: str('account name in the team (default: the caller)'),
          keyword: str('case-insensitive part of the account name; searches the whole team below `parent`'),
          sort: str(
            'account | registeredAt | lastLoginAt | balance | deposits | validBet | firstDepositAt (default registeredAt)',
            20,
          ),
          order: q.order,
          pageNo: q.pageNo,
          pageSize: q.pageSize,
        },
      ),
    },
    async (request) => ok(await teamMembers(agentCtxOf(app, request), request.query)),
  );

  app.get<Q>(
    '/wps/agent/team/bets',
    {
      preHandler,
      schema: schema('Bets of the team or one member in a period, with totals', {
        member: q.member,
        category: str('game type code', 32),
        vendor: str('vendor code', 32),
        from: q.from,
        to: q.to,
        pageNo: q.pageNo,
        pageSize: q.pageSize,
      }),
    },
    async (request) =>
      ok(
        await teamBetList(
          agentCtxOf(app, request),
          await app.games?.catalogue().catch(() => undefined),
          request.query,
        ),
      ),
  );

  app.get<Q>(
    '/wps/agent/team/profitLoss',
    {
      preHandler,
      schema: schema(
        'User loss: profit and loss per team member with activity in a period, with team totals',
        {
          from: q.from,
          to: q.to,
          member: q.member,
          sort: str('account | stake | validBet | payout | profitLoss (default profitLoss)', 20),
          order: q.order,
          pageNo: q.pageNo,
          pageSize: q.pageSize,
        },
      ),
    },
    async (request) => ok(await teamProfitLoss(agentCtxOf(app, request), request.query)),
  );

  app.get<Q>(
    '/wps/agent/income',
    {
      preHandler,
      schema: schema(
        'My income in a period: contract earnings by kind and by bill, other commissions by source, per-day series; house adjustments and transfers listed apart (never income)',
        { from: q.from, to: q.to, pageNo: q.pageNo, pageSize: q.pageSize },
      ),
    },
    async (request) => ok(await agentIncome(agentCtxOf(app, request), request.query)),
  );

  app.get<Q>(
    '/wps/agent/team/transactions',
    {
      preHandler,
      schema: schema("Account details: ledger movements of the team members' wallets, with totals by kind", {
        member: q.member,
        kind: str('deposit | withdrawal | transfer_in | transfer_out | bonus | adjustment (default all)', 20),
        from: q.from,
        to: q.to,
        pageNo: q.pageNo,
        pageSize: q.pageSize,
      }),
    },
    async (request) => ok(await teamTransactions(agentCtxOf(app, request), request.query)),
  );
}
