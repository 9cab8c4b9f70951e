import type { FastifyInstance } from 'fastify';
import { requireSession } from '../../plugins/auth';
import { envelopeSchema, ok } from '../../plugins/envelope';
import { memberInfo } from '../accounts/member-info';
import { forgetDevice, rememberedUsername } from './device';
import { sendChallengeCode, verifyChallenge } from './login-challenge';
import { revokeSession } from './session.repository';
import { freePlay, type LoginInput, login } from './session.service';
import { settleSessionChanges } from './session-cache';

const tags = ['session'];
const text = (max = 255) => ({ type: 'string', maxLength: max }) as const;
const loose = { type: 'object', additionalProperties: true } as const;
/** Calls without fields take `{}` (what the client sends); any other body is refused like a bad one. */
const emptyBody = { type: 'object', additionalProperties: false, properties: {} } as const;

export async function sessionRoutes(app: FastifyInstance) {
  app.post<{ Body: LoginInput }>(
    '/wps/session/login',
    {
      config: { encrypt: true },
      schema: {
        tags,
        summary: 'Log in by username and password, or by mobile number and SMS code',
        body: {
          type: 'object',
          additionalProperties: false,
          properties: {
            username: text(64),
            password: text(128),
            captcha: text(16),
            type: { type: 'string', enum: ['username', 'sms'] },
            mobileNum: text(20),
            countryDialingCode: text(5),
            verificationCode: text(255),
            loginPath: { type: 'string', enum: ['member', 'agent'] },
            rememberMe: { type: 'boolean' },
          },
        },
        response: { 200: envelopeSchema(loose) },
      },
    },
    async (request, reply) => ok(await login({ app, request, reply }, request.body)),
  );

  app.post<{ Body: { challengeId: string; method: string; code: string } }>(
    '/wps/session/login/verify',
    {
      schema: {
        tags,
        summary: 'Complete a new-IP login with a second factor (sms, email or totp code)',
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['challengeId', 'method', 'code'],
          properties: {
            challengeId: { type: 'string', format: 'uuid' },
            method: { type: 'string', enum: ['sms', 'email', 'totp'] },
            code: text(12),
          },
        },
        response: { 200: envelopeSchema(loose) },
      },
    },
    async (request, reply) => ok(await verifyChallenge({ app, request, reply }, request.body)),
  );

  app.post<{ Body: { challengeId: string; method: 'sms' | 'email' } }>(
    '/wps/session/login/challenge/send',
    {
      config: { rateLimit: { max: 1, timeWindow: 1000 } },
      schema: {
        tags,
        summary: 'Send the new-IP verification code by SMS or email',
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['challengeId', 'method'],
          properties: {
            challengeId: { type: 'string', format: 'uuid' },
            method: { type: 'string', enum: ['sms', 'email'] },
          },
        },
        response: { 200: envelopeSchema(loose) },
      },
    },
    async (request, reply) =>
      ok(await sendChallengeCode({ app, request, reply }, request.body.challengeId, request.body.method)),
  );

  app.post(
    '/wps/session/login/freeplay',
    {
      config: { rateLimit: { max: 5, timeWindow: 60_000 } },
      schema: {
        tags,
        summary: 'Start free (trial) play: a demo account and a session',
        body: emptyBody,
        response: { 200: envelopeSchema(loose) },
      },
    },
    async (request, reply) => ok(await freePlay({ app, request, reply })),
  );

  app.post(
    '/wps/session/firstLogin',
    {
      preHandler: requireSession(app, { beforePasswordChange: true }),
      schema: {
        tags,
        summary: 'Mark the first login as handled',
        security: [{ bearer: [] }],
        body: emptyBody,
        response: { 200: envelopeSchema({ type: 'boolean' }) },
      },
    },
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

  app.delete(
    '/wps/session/logout',
    {
      preHandler: requireSession(app, { beforePasswordChange: true }),
      schema: {
        tags,
        summary: 'Log out: the session token stops working',
        security: [{ bearer: [] }],
        response: { 200: envelopeSchema({ type: 'boolean' }) },
      },
    },
    async (request) => {
      await revokeSession(app.db, request.session!.sessionId);
      return ok(true);
    },
  );

  app.get(
    '/wps/session/remembered',
    {
      schema: {
        tags,
        summary: 'The username remembered on this device (remember-me)',
        response: { 200: envelopeSchema({ type: ['string', 'null'] }) },
      },
    },
    async (request, reply) => ok(await rememberedUsername({ app, request, reply })),
  );

  app.delete(
    '/wps/session/remembered',
    {
      schema: {
        tags,
        summary: 'Forget this device (remember-me unticked)',
        response: { 200: envelopeSchema({ type: 'boolean' }) },
      },
    },
    async (request, reply) => {
      await forgetDevice({ app, request, reply });
      return ok(true);
    },
  );

  app.get(
    '/wps/member/info',
    {
      preHandler: requireSession(app),
      schema: {
        tags: ['member'],
        summary: 'The logged-in account',
        security: [{ bearer: [] }],
        response: { 200: envelopeSchema(loose) },
      },
    },
    async (request) => ok(memberInfo(request.brand.config, request.session!)),
  );
}
