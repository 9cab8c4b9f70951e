import type { FastifyInstance } from 'fastify';
import * as api from '@/core/api/identity-member';
import { contextOf } from '@/server/context';
import { requireSession } from '@/server/plugins/auth';
import { route } from '@/server/plugins/contract';
import { ok } from '@/server/plugins/envelope';
import { saveLanguage } from '../accounts/language';
import { captchaIdFrom } from '../captcha/captcha.cookie';
import { settleSessionChanges } from '../session/session-cache';
import { AVATARS, disableTotp, enableTotp, setIcon, startTotp } from './member.service';
import {
  changePassword,
  forgotByEmail,
  resetByEmailCode,
  resetByPhone,
  sendSmsCode,
} from './member-password';
import { checkAffiliate, register } from './member-register';

export async function memberRoutes(app: FastifyInstance) {
  for (const [endpoint, mode] of [
    [api.register, 'username'],
    [api.registerMobile, 'mobile'],
  ] as const) {
    route(
      app,
      endpoint,
      { config: { encrypt: true, rateLimit: { max: 10, timeWindow: 60_000 } } },
      async (request) =>
        ok(
          await register(contextOf(request), request.body, mode, {
            captchaId: captchaIdFrom(request),
            host: request.hostname,
          }),
        ),
    );
  }

  route(
    app,
    api.changePassword,
    { config: { encrypt: true }, preHandler: requireSession(app, { beforePasswordChange: true }) },
    async (request) => ok(await changePassword(contextOf(request), request.body)),
  );

  route(app, api.forgotByEmail, { config: { rateLimit: { max: 3, timeWindow: 60_000 } } }, async (request) =>
    ok(await forgotByEmail(contextOf(request), request.body)),
  );

  route(app, api.resetByEmailCode, { config: { encrypt: true } }, async (request) =>
    ok(await resetByEmailCode(contextOf(request), request.body)),
  );

  route(app, api.resetByPhone, { config: { encrypt: true } }, async (request) =>
    ok(await resetByPhone(contextOf(request), request.body)),
  );

  route(app, api.smsCode, { config: { rateLimit: { max: 1, timeWindow: 1000 } } }, async (request) => {
    const purpose = request.body.purpose === 'reset' ? 'reset' : 'login';
    return ok(await sendSmsCode(contextOf(request), request.body, purpose));
  });

  route(app, api.registerSmsCode, { config: { rateLimit: { max: 1, timeWindow: 1000 } } }, async (request) =>
    ok(await sendSmsCode(contextOf(request), request.body, 'register')),
  );

  route(
    app,
    api.checkAffiliate,
    { config: { rateLimit: { max: 20, timeWindow: 60_000 } } },
    async (request) => ok(await checkAffiliate(contextOf(request), request.query.code)),
  );

  route(app, api.profileIcon, { preHandler: requireSession(app, { realAccount: true }) }, async (request) =>
    ok({ icon: request.session!.icon, icons: [...AVATARS] }),
  );

  route(
    app,
    api.setProfileIcon,
    { preHandler: requireSession(app, { realAccount: true }) },
    async (request) => ok(await setIcon(contextOf(request), request.body.icon)),
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
  route(app, api.startTotp, { preHandler: totpGuard }, async (request) =>
    ok(await startTotp(contextOf(request))),
  );
  route(app, api.enableTotp, { preHandler: totpGuard }, async (request) =>
    ok(await enableTotp(contextOf(request), request.body.code)),
  );
  route(app, api.disableTotp, { preHandler: totpGuard }, async (request) =>
    ok(await disableTotp(contextOf(request), request.body.code)),
  );
}
