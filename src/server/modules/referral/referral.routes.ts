import type { FastifyInstance } from 'fastify';
import * as api from '@/core/api/engagement-loyalty';
import { requireSession } from '@/server/plugins/auth';
import { route } from '@/server/plugins/contract';
import { ok } from '@/server/plugins/envelope';
import { referralPage } from './referral.service';

/** GET /wps/member/referral (docs/referral-missions.md "Calls"). */
export async function referralRoutes(app: FastifyInstance) {
  const real = requireSession(app, { realAccount: true });
  route(app, api.referral, { preHandler: real }, async (request) => {
    const s = request.session!;
    return ok(
      await referralPage(
        app.db,
        request.brand,
        { id: s.id, type: s.type, referralCode: s.referralCode },
        `${request.protocol}://${request.host}`,
        request.query,
      ),
    );
  });
}
