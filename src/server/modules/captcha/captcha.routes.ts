import type { FastifyInstance } from 'fastify';
import { contextOf } from '../../context';
import { envelopeSchema, ok } from '../../plugins/envelope';
import { issueCaptcha } from './captcha.cookie';

export async function captchaRoutes(app: FastifyInstance) {
  app.get(
    '/wps/captcha',
    {
      // Per address: a burst of 10 in 10 s, so players behind one carrier NAT are not starved (the client
      // itself refreshes at most once a second, spec §9).
      config: { rateLimit: { max: 10, timeWindow: 10_000 } },
      schema: {
        tags: ['verification'],
        summary: 'A new image captcha (data URL); the answer stays on the server, single use, 5 minutes',
        response: { 200: envelopeSchema({ type: 'string' }) },
      },
    },
    async (request, reply) => ok(await issueCaptcha(contextOf(request), reply)),
  );
}
