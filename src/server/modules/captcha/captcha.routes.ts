import type { FastifyInstance } from 'fastify';
import * as api from '@/core/api/identity';
import { contextOf } from '@/server/context';
import { route } from '@/server/plugins/contract';
import { ok } from '@/server/plugins/envelope';
import { issueCaptcha } from './captcha.cookie';

export async function captchaRoutes(app: FastifyInstance) {
  route(
    app,
    api.captcha,
    {
      // Per address: a burst of 10 in 10 s, so players behind one carrier NAT are not starved (the client
      // itself refreshes at most once a second, spec §9).
      config: { rateLimit: { max: 10, timeWindow: 10_000 } },
    },
    async (request, reply) => ok(await issueCaptcha(contextOf(request), reply)),
  );
}
