import type { FastifyInstance } from 'fastify';
import * as api from '@/core/api/agents';
import { route } from '@/server/plugins/contract';
import { ok } from '@/server/plugins/envelope';
import { teamBetList, teamMembers, teamOverview, teamProfitLoss, teamTransactions } from './agent.service';
import { agentIncome } from './agent-income';
import { agentCtxOf, requireAgent } from './agent-route-kit';

/** The team reports (docs/agent-api.md); their contracts are in src/core/api/agents.ts. */
export async function agentReportRoutes(app: FastifyInstance) {
  const preHandler = requireAgent(app);

  route(app, api.teamOverview, { preHandler }, async (request) =>
    ok(await teamOverview(agentCtxOf(app, request), request.query)),
  );

  route(app, api.teamMembers, { preHandler }, async (request) =>
    ok(await teamMembers(agentCtxOf(app, request), request.query)),
  );

  route(app, api.teamBets, { preHandler }, async (request) =>
    ok(
      await teamBetList(
        agentCtxOf(app, request),
        await app.games?.catalogue().catch(() => undefined),
        request.query,
      ),
    ),
  );

  route(app, api.teamProfitLoss, { preHandler }, async (request) =>
    ok(await teamProfitLoss(agentCtxOf(app, request), request.query)),
  );

  route(app, api.income, { preHandler }, async (request) =>
    ok(await agentIncome(agentCtxOf(app, request), request.query)),
  );

  route(app, api.teamTransactions, { preHandler }, async (request) =>
    ok(await teamTransactions(agentCtxOf(app, request), request.query)),
  );
}
