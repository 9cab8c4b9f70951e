import type { FastifyInstance, FastifyRequest } from 'fastify';
import { callerOf, contextOf } from '../../context';
import { requireSession } from '../../plugins/auth';
import { envelopeSchema } from '../../plugins/envelope';
import type { AgentCtx } from './agent.service';

/*
 * What the agent center's routes share, and the agent guard the contracts routes use too: OpenAPI tags and
 * schemas, the query parameters, requireAgent and the service context of a request.
 */

export const tags = ['agent'];
export const bearer = [{ bearer: [] }];
export const value = envelopeSchema({ type: 'object', additionalProperties: true });

/** Query parameters travel as strings and are checked by the service, so each gets its own error code. */
export const str = (description: string, maxLength = 64) =>
  ({ type: 'string', maxLength, description }) as const;
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

export const agentCtxOf = (_app: FastifyInstance, request: FastifyRequest): AgentCtx => {
  const ctx = contextOf(request);
  return { ...ctx, agent: callerOf(ctx) };
};
