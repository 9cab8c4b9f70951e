import type { FastifyInstance } from 'fastify';
import { envelopeSchema, ok } from '../../plugins/envelope';
import { issueCaptcha } from './captcha.service';

export async function captchaRoutes(app: FastifyInstance) {
  app.get(
    '/wps/captcha',
    {
      config: { rateLimit: { max: 1, timeWindow: 1000 } },
      schema: {
        tags: ['verification'],
        summary: 'A new image captcha (data URL); the answer stays on the server, single use, 5 minutes',
        response: { 200: envelopeSchema({ type: 'string' }) },
      },
    },
    async (request, reply) => ok(await issueCaptcha(app.db, request.brand.config.code, reply)),
  );
}
