import type { FastifyInstance, FastifyRequest } from 'fastify';
import { callerOf, contextOf } from '@/server/context';
import { requireSession } from '@/server/plugins/auth';
import type { AgentCtx } from './agent.service';

/*
 * What the agent center's routes share, and the agent guard the contracts routes use too: requireAgent and the
 * service context of a request (the routes' schemas are their contracts, src/core/api/agents*.ts).
 */

/** preHandler: 401 without a session; 403 non_agent for players and trial accounts (the agentArea action). */
export function requireAgent(app: FastifyInstance) {
  return requireSession(app, { action: 'agentArea' });
}

export const agentCtxOf = (_app: FastifyInstance, request: FastifyRequest): AgentCtx => {
  const ctx = contextOf(request);
  return { ...ctx, agent: callerOf(ctx) };
};
