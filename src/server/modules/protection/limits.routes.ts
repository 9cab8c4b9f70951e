import type { FastifyInstance } from 'fastify';
import * as api from '@/core/api/identity-limits';
import { contextOf } from '@/server/context';
import { requireSession } from '@/server/plugins/auth';
import { route } from '@/server/plugins/contract';
import { ok } from '@/server/plugins/envelope';
import { playerLimits, removeLimit, setLimit } from './limits.service';
import { sessionLimits } from './limits-session';

/** GET, PUT /wps/member/limits, POST /wps/member/limits/remove and GET /wps/member/limits/session (docs/responsible-gaming-limits.md). */
export function limitsRoutes(settleSessions: () => Promise<void>) {
  return async (app: FastifyInstance) => {
    const real = requireSession(app, { realAccount: true });
    /**
     * A limit set or removed holds on every instance before the answer: the sessions carry the session limit
     * (limits-session.ts) and the guard cache forgets the account on a money limit's change (guard-cache.ts).
     */
    const settled = async <T>(kind: string, answer: T) => {
      if (kind !== 'reality_check') await settleSessions();
      return answer;
    };
    route(app, api.playerLimits, { preHandler: real }, async (request) =>
      ok(await playerLimits(contextOf(request), request.session!.id)),
    );
    route(app, api.setPlayerLimit, { preHandler: real }, async (request) =>
      ok(
        await settled(
          request.body.kind,
          await setLimit(contextOf(request), request.session!.id, request.body),
        ),
      ),
    );
    route(app, api.removePlayerLimit, { preHandler: real }, async (request) =>
      ok(
        await settled(
          request.body.kind,
          await removeLimit(contextOf(request), request.session!.id, request.body),
        ),
      ),
    );
    route(app, api.sessionLimits, { preHandler: real }, async (request) =>
      ok(await sessionLimits(contextOf(request), request.session!.id, request.session!.sessionId)),
    );
  };
}
