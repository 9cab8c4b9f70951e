import type { FastifyInstance } from 'fastify';
import * as api from '@/core/api/identity-limits';
import { contextOf } from '@/server/context';
import { requireSession } from '@/server/plugins/auth';
import { route } from '@/server/plugins/contract';
import { ok } from '@/server/plugins/envelope';
import { playerLimits, removeLimit, setLimit } from './limits.service';
import { sessionLimits } from './limits-session';

/** GET, PUT /wps/member/limits, POST /wps/member/limits/remove and GET /wps/member/limits/session (docs/responsible-gaming-limits.md). */
export async function limitsRoutes(app: FastifyInstance) {
  const real = requireSession(app, { realAccount: true });
  route(app, api.playerLimits, { preHandler: real }, async (request) =>
    ok(await playerLimits(contextOf(request), request.session!.id)),
  );
  route(app, api.setPlayerLimit, { preHandler: real }, async (request) =>
    ok(await setLimit(contextOf(request), request.session!.id, request.body)),
  );
  route(app, api.removePlayerLimit, { preHandler: real }, async (request) =>
    ok(await removeLimit(contextOf(request), request.session!.id, request.body)),
  );
  route(app, api.sessionLimits, { preHandler: real }, async (request) =>
    ok(await sessionLimits(contextOf(request), request.session!.id, request.session!.sessionId)),
  );
}
