import type { FastifyInstance } from 'fastify';
import * as api from '@/core/api/identity-protection';
import { contextOf } from '@/server/context';
import { requireSession } from '@/server/plugins/auth';
import { route } from '@/server/plugins/contract';
import { ok } from '@/server/plugins/envelope';
import { protectionState, recordExclusion } from './protection.service';

/** The member centre's "Responsible gaming" calls (docs/responsible-gaming.md). */
export async function protectionRoutes(app: FastifyInstance) {
  const guard = requireSession(app, { realAccount: true });
  route(app, api.protectionState, { preHandler: guard }, async (request) =>
    ok(await protectionState(contextOf(request), request.session!.id)),
  );
  route(app, api.takeExclusion, { preHandler: guard }, async (request) =>
    ok(await recordExclusion(contextOf(request), request.session!.id, request.body.period, { player: true })),
  );
}
