import type { FastifyInstance } from 'fastify';
import { requireSession } from '../../plugins/auth';
import { envelopeSchema, ok } from '../../plugins/envelope';
import { HANDOFF_SECONDS, mintHandoff, redeemHandoff } from './handoff.service';

const tags = ['session'];

/** One-time hand-off codes: how an app continues a web session without a token in any URL (handoff.service.ts). */
export async function handoffRoutes(app: FastifyInstance) {
  app.post(
    '/wps/session/handoff',
    {
      preHandler: requireSession(app),
      config: { rateLimit: { max: 5, timeWindow: 60_000 } },
      schema: {
        tags,
        summary: `A one-time code (valid ${HANDOFF_SECONDS} s, single use) with which an app continues this session: {code, expiresAt}`,
        security: [{ bearer: [] }],
        body: { type: 'object', additionalProperties: false, properties: {} },
        response: {
          200: envelopeSchema({
            type: 'object',
            additionalProperties: false,
            required: ['code', 'expiresAt'],
            properties: { code: { type: 'string' }, expiresAt: { type: 'string' } },
          }),
        },
      },
    },
    async (request, reply) => ok(await mintHandoff({ app, request, reply }, request.session!)),
  );

  app.post<{ Body: { code: string } }>(
    '/wps/session/handoff/redeem',
    {
      config: { rateLimit: { max: 10, timeWindow: 60_000 } },
      schema: {
        tags,
        summary:
          'Exchanges a hand-off code (once, within its minute, on its brand) for a new session of the same account: the login answer; 401 handoff_code_invalid otherwise',
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['code'],
          properties: { code: { type: 'string', pattern: '^[A-Za-z0-9_-]{32}$' } },
        },
        response: { 200: envelopeSchema({ type: 'object', additionalProperties: true }) },
      },
    },
    async (request, reply) => ok(await redeemHandoff({ app, request, reply }, request.body.code)),
  );
}
