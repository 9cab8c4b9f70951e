import type { FastifyInstance } from 'fastify';
import { requireSession } from '../../plugins/auth';
import { envelopeSchema, ok } from '../../plugins/envelope';
import { referralPage } from './referral.service';

/** GET /wps/member/referral (docs/referral-missions.md "Calls"). */
export async function referralRoutes(app: FastifyInstance) {
  const real = requireSession(app, { realAccount: true });
  app.get<{ Querystring: { pageNo: number; pageSize: number } }>(
    '/wps/member/referral',
    {
      preHandler: real,
      schema: {
        tags: ['loyalty'],
        summary:
          "Invite friends: the caller's referral code and link, the rules, invitees (masked) with progress and reward",
        security: [{ bearer: [] }],
        querystring: {
          type: 'object',
          properties: {
            pageNo: { type: 'integer', minimum: 1, maximum: 100_000, default: 1 },
            pageSize: { type: 'integer', minimum: 1, maximum: 100, default: 20 },
          },
        },
        response: { 200: envelopeSchema({ type: 'object', additionalProperties: true }) },
      },
    },
    async (request) => {
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
    },
  );
}
