import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireSession } from '../../plugins/auth';
import { envelopeSchema, ok } from '../../plugins/envelope';
import {
  type AgentCtx,
  teamBetList,
  teamMembers,
  teamOverview,
  teamProfitLoss,
  teamTransactions,
} from './agent.service';
import { agentIncome } from './agent-income';

export const tags = ['agent'];
export const bearer = [{ bearer: [] }];
export const value = envelopeSchema({ type: 'object', additionalProperties: true });

/** Query parameters travel as strings and are checked by the service, so each gets its own error code. */
const str = (description: string, maxLength = 64) => ({ type: 'string', maxLength, description }) as const;
export const q = {
  from: str('first day YYYY-MM-DD in the brand time zone (default 6 days before `to`)', 40),
  to: str('last day YYYY-MM-DD, inclusive (default today); at most 366 days after `from`', 40),
  pageNo: str('page number ≥ 1 (default 1)', 40),
  pageSize: str('rows per page 1–100 (default 20)', 40),
  member: str('account name of a team member (default: the whole team)'),
  order: { type: 'string', maxLength: 40, description: 'asc or desc (default desc)' },
} as const;
export const querystring = (properties: Record<string, object>) => ({ type: 'object', properties }) as const;

/** preHandler: 401 without a session; 403 non_agent for players and trial accounts (the agentArea action). */
export function requireAgent(app: FastifyInstance) {
  return requireSession(app, { action: 'agentArea' });
}

export const agentCtxOf = (app: FastifyInstance, request: FastifyRequest): AgentCtx => ({
  db: app.db,
  brand: request.brand,
  agent: {
    id: request.session!.id,
    username: request.session!.username,
    type: request.session!.type,
  },
  language: request.language,
});

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
