import type { FastifyInstance } from 'fastify';
import * as api from '@/core/api/identity';
import { contextOf } from '@/server/context';
import { requireSession } from '@/server/plugins/auth';
import { route } from '@/server/plugins/contract';
import { ok } from '@/server/plugins/envelope';
import { memberInfo } from '../accounts/member-info';
import { captchaIdFrom, withCaptchaCookie } from '../captcha/captcha.cookie';
import { forgetDevice, rememberedUsername } from './device';
import { deviceTokenFrom, setDeviceCookie } from './device.cookie';
import { sendChallengeCode, verifyChallenge } from './login-challenge';
import { revokeSession } from './session.repository';
import { freePlay, login } from './session.service';
import { settleSessionChanges } from './session-cache';

/** The login steps' routes: the services (session.service.ts, login-challenge.ts, device.ts) never see a cookie. */
export async function sessionRoutes(app: FastifyInstance) {
  route(app, api.login, { config: { encrypt: true } }, async (request, reply) => {
    const tokens = { captchaId: captchaIdFrom(request), deviceToken: deviceTokenFrom(request) };
    const { answer, device } = await withCaptchaCookie(reply, () =>
      login(contextOf(request), request.body, tokens),
    );
    setDeviceCookie(reply, device);
    return ok(answer);
  });

  route(app, api.loginVerify, {}, async (request, reply) => {
    const { answer, device } = await verifyChallenge(
      contextOf(request),
      request.body,
      deviceTokenFrom(request),
    );
    setDeviceCookie(reply, device);
    return ok(answer);
  });

  route(app, api.challengeSend, { config: { rateLimit: { max: 1, timeWindow: 1000 } } }, async (request) =>
    ok(await sendChallengeCode(contextOf(request), request.body.challengeId, request.body.method)),
  );

  route(app, api.freePlay, { config: { rateLimit: { max: 5, timeWindow: 60_000 } } }, async (request) =>
    ok(await freePlay(contextOf(request))),
  );

  route(
    app,
    api.firstLogin,
    { preHandler: requireSession(app, { beforePasswordChange: true }) },
    async (request) => {
      await app.db
        .updateTable('account')
        .set({ first_login_done: true })
        .where('id', '=', request.session!.id)
        .execute();
      await settleSessionChanges(app.db);
      return ok(true);
    },
  );

  route(
    app,
    api.logout,
    { preHandler: requireSession(app, { beforePasswordChange: true }) },
    async (request) => {
      await revokeSession(app.db, request.session!.sessionId);
      return ok(true);
    },
  );

  route(app, api.remembered, {}, async (request) =>
    ok(await rememberedUsername(contextOf(request), deviceTokenFrom(request))),
  );

  route(app, api.forgetRemembered, {}, async (request, reply) => {
    setDeviceCookie(reply, await forgetDevice(contextOf(request), deviceTokenFrom(request)));
    return ok(true);
  });

  route(app, api.memberInfo, { preHandler: requireSession(app) }, async (request) =>
    ok(memberInfo(request.brand.config, request.session!)),
  );
}
