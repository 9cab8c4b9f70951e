import type { FastifyInstance } from 'fastify';
import * as api from '@/core/api/identity';
import { contextOf } from '@/server/context';
import { requireSession } from '@/server/plugins/auth';
import { route } from '@/server/plugins/contract';
import { ok } from '@/server/plugins/envelope';
import { mintHandoff, redeemHandoff } from './handoff.service';

/** One-time hand-off codes: how an app continues a web session without a token in any URL (handoff.service.ts). */
export async function handoffRoutes(app: FastifyInstance) {
  route(
    app,
    api.handoff,
    { preHandler: requireSession(app), config: { rateLimit: { max: 5, timeWindow: 60_000 } } },
    async (request) => ok(await mintHandoff(contextOf(request))),
  );

  route(app, api.handoffRedeem, { config: { rateLimit: { max: 10, timeWindow: 60_000 } } }, async (request) =>
    ok(await redeemHandoff(contextOf(request), request.body.code)),
  );
}
