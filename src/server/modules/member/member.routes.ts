import type { FastifyInstance } from 'fastify';
import * as api from '@/core/api/identity-member';
import { tooManyRequests } from '@/server/errors';
import { requireSession } from '@/server/plugins/auth';
import { route } from '@/server/plugins/contract';
import { ok } from '@/server/plugins/envelope';
import { saveLanguage } from '../accounts/language';
import { settleSessionChanges } from '../session/session-cache';
import { recordFailure, throttleState } from '../session/throttle';
import {
  AVATARS,
  changePassword,
  checkAffiliate,
  disableTotp,
  enableTotp,
  forgotByEmail,
  register,
  resetByEmailCode,
  resetByPhone,
  sendSmsCode,
  setIcon,
  startTotp,
} from './member.service';

/** SMS sends: at most 10 per IP in 15 minutes, then 5 minutes of "too many requests" (spec §8). */
export async function smsIpGate(app: FastifyInstance, brand: string, ip: string) {
  const state = await throttleState(app.db, brand, 'sms-ip', ip);
  if (state.blockedUntil) throw tooManyRequests(state.blockedUntil);
  // The 10th send is allowed and starts the block: the 11th is refused.
  await recordFailure(app.db, brand, 'sms-ip', ip, (sends) => (sends >= 10 ? 300 : 0));
}

export async function memberRoutes(app: FastifyInstance) {
  for (const [endpoint, mode] of [
    [api.register, 'username'],
    [api.registerMobile, 'mobile'],
  ] as const) {
    route(
      app,
      endpoint,
      { config: { encrypt: true, rateLimit: { max: 10, timeWindow: 60_000 } } },
      async (request, reply) => ok(await register({ app, request, reply }, request.body, mode)),
    );
  }

  route(
    app,
    api.changePassword,
    { config: { encrypt: true }, preHandler: requireSession(app, { beforePasswordChange: true }) },
    async (request, reply) => ok(await changePassword({ app, request, reply }, request.body)),
  );

  route(
    app,
    api.forgotByEmail,
    { config: { rateLimit: { max: 3, timeWindow: 60_000 } } },
    async (request, reply) => ok(await forgotByEmail({ app, request, reply }, request.body)),
  );

  route(app, api.resetByEmailCode, { config: { encrypt: true } }, async (request, reply) =>
    ok(await resetByEmailCode({ app, request, reply }, request.body)),
  );

  route(app, api.resetByPhone, { config: { encrypt: true } }, async (request, reply) =>
    ok(await resetByPhone({ app, request, reply }, request.body)),
  );

  route(app, api.smsCode, { config: { rateLimit: { max: 1, timeWindow: 1000 } } }, async (request, reply) => {
    await smsIpGate(app, request.brand.config.code, request.ip);
    const purpose = request.body.purpose === 'reset' ? 'reset' : 'login';
    return ok(await sendSmsCode({ app, request, reply }, request.body, purpose));
  });

  route(
    app,
    api.registerSmsCode,
    { config: { rateLimit: { max: 1, timeWindow: 1000 } } },
    async (request, reply) => {
      await smsIpGate(app, request.brand.config.code, request.ip);
      return ok(await sendSmsCode({ app, request, reply }, request.body, 'register'));
    },
  );

  route(
    app,
    api.checkAffiliate,
    { config: { rateLimit: { max: 20, timeWindow: 60_000 } } },
    async (request, reply) => ok(await checkAffiliate({ app, request, reply }, request.query.code)),
  );

  route(app, api.profileIcon, { preHandler: requireSession(app, { realAccount: true }) }, async (request) =>
    ok({ icon: request.session!.icon, icons: [...AVATARS] }),
  );

  route(
    app,
    api.setProfileIcon,
    { preHandler: requireSession(app, { realAccount: true }) },
    async (request, reply) => ok(await setIcon({ app, request, reply }, request.body.icon)),
  );

  route(app, api.saveLanguage, { preHandler: requireSession(app) }, async (request) => {
    const language = await saveLanguage(
      app.db,
      request.brand.config,
      request.session!.id,
      request.body.language,
    );
    // The next member info (any instance) already carries it.
    await settleSessionChanges(app.db);
    return ok(language);
  });

  const totpGuard = requireSession(app, { realAccount: true });
  route(app, api.startTotp, { preHandler: totpGuard }, async (request, reply) =>
    ok(await startTotp({ app, request, reply })),
  );
  route(app, api.enableTotp, { preHandler: totpGuard }, async (request, reply) =>
    ok(await enableTotp({ app, request, reply }, request.body.code)),
  );
  route(app, api.disableTotp, { preHandler: totpGuard }, async (request, reply) =>
    ok(await disableTotp({ app, request, reply }, request.body.code)),
  );
}
