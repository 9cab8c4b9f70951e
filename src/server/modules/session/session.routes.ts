import type { FastifyInstance } from 'fastify';
import * as api from '@/core/api/identity';
import { requireSession } from '@/server/plugins/auth';
import { route } from '@/server/plugins/contract';
import { ok } from '@/server/plugins/envelope';
import { memberInfo } from '../accounts/member-info';
import { forgetDevice, rememberedUsername } from './device';
import { sendChallengeCode, verifyChallenge } from './login-challenge';
import { revokeSession } from './session.repository';
import { freePlay, login } from './session.service';
import { settleSessionChanges } from './session-cache';

export async function sessionRoutes(app: FastifyInstance) {
  route(app, api.login, { config: { encrypt: true } }, async (request, reply) =>
    ok(await login({ app, request, reply }, request.body)),
  );

  route(app, api.loginVerify, {}, async (request, reply) =>
    ok(await verifyChallenge({ app, request, reply }, request.body)),
  );

  route(
    app,
    api.challengeSend,
    { config: { rateLimit: { max: 1, timeWindow: 1000 } } },
    async (request, reply) =>
      ok(await sendChallengeCode({ app, request, reply }, request.body.challengeId, request.body.method)),
  );

  route(
    app,
    api.freePlay,
    { config: { rateLimit: { max: 5, timeWindow: 60_000 } } },
    async (request, reply) => ok(await freePlay({ app, request, reply })),
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

  route(app, api.remembered, {}, async (request, reply) =>
    ok(await rememberedUsername({ app, request, reply })),
  );

  route(app, api.forgetRemembered, {}, async (request, reply) => {
    await forgetDevice({ app, request, reply });
    return ok(true);
  });

  route(app, api.memberInfo, { preHandler: requireSession(app) }, async (request) =>
    ok(memberInfo(request.brand.config, request.session!)),
  );
}
