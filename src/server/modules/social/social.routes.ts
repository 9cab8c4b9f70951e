import type { FastifyInstance } from 'fastify';
import { REGISTER_FIELD_NAMES } from '../../../core/brand';
import { AppError } from '../../errors';
import { envelopeSchema, ok } from '../../plugins/envelope';
import { SocialError } from './adapter';
import { callback, errorLocation, link, listProviders, result, startFlow } from './social.service';
import { socialRegister } from './social-register';

const tags = ['session'];
const text = (max = 255) => ({ type: 'string', maxLength: max }) as const;
const loose = { type: 'object', additionalProperties: true } as const;
const path = { type: 'string', enum: ['member', 'agent'] } as const;
const idParams = {
  type: 'object',
  required: ['provider'],
  properties: { provider: { type: 'string', pattern: '^[a-z][a-z0-9-]{1,30}$' } },
} as const;

/** Social sign-in calls (docs/social-sign-in.md). */
export async function socialRoutes(app: FastifyInstance) {
  app.get<{ Querystring: { loginPath?: 'member' | 'agent' } }>(
    '/wps/session/social/providers',
    {
      schema: {
        tags,
        summary: "The brand's social sign-in providers (login, register and agent login buttons)",
        querystring: { type: 'object', additionalProperties: false, properties: { loginPath: path } },
        response: {
          200: envelopeSchema({
            type: 'array',
            items: {
              type: 'object',
              properties: {
                id: { type: 'string' },
                kind: { type: 'string' },
                displayName: { type: 'string' },
                icon: { type: 'string' },
                startUrl: { type: 'string' },
              },
            },
          }),
        },
      },
    },
    async (request, reply) => ok(listProviders({ app, request, reply }, request.query.loginPath ?? 'member')),
  );

  app.get<{
    Params: { provider: string };
    Querystring: { returnTo?: string; loginPath?: 'member' | 'agent' };
  }>(
    '/wps/session/social/:provider/start',
    {
      config: { rateLimit: { max: 20, timeWindow: 60_000 } },
      schema: {
        // A browser navigation (302s only), not an API call: documented in docs/social-sign-in.md.
        hide: true,
        tags,
        summary: 'Start a social sign-in: 302 to the provider, the attempt bound to this browser by a cookie',
        params: idParams,
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: { returnTo: text(300), loginPath: path },
        },
        response: {
          302: { type: 'null', description: 'To the provider, or to the login screen with socialError' },
        },
      },
    },
    async (request, reply) => {
      const loginPath = request.query.loginPath ?? 'member';
      let location: string;
      try {
        location = await startFlow(
          { app, request, reply },
          request.params.provider,
          request.query.returnTo,
          loginPath,
        );
      } catch (error) {
        if (error instanceof SocialError) location = errorLocation(loginPath, error.code);
        else if (error instanceof AppError && error.code === 'too_many_requests')
          location = errorLocation(loginPath, 'too_many_requests');
        else throw error;
      }
      return reply.code(302).header('cache-control', 'no-store').redirect(location);
    },
  );

  app.get<{ Params: { provider: string }; Querystring: Record<string, string> }>(
    '/wps/session/social/:provider/callback',
    {
      config: { rateLimit: { max: 20, timeWindow: 60_000 } },
      schema: {
        hide: true,
        tags,
        summary:
          "The provider's answer: verified, then 302 to the login screen (social=<id> or socialError=<code>)",
        params: idParams,
        querystring: {
          type: 'object',
          maxProperties: 20,
          // The provider's parameters (code, state, iss, error…; Telegram's signed fields); others pass, bounded.
          additionalProperties: { type: 'string', maxLength: 4096 },
        },
        response: { 302: { type: 'null', description: 'To the login screen' } },
      },
    },
    async (request, reply) => {
      const location = await callback({ app, request, reply }, request.params.provider, request.query);
      return reply.code(302).header('cache-control', 'no-store').redirect(location);
    },
  );

  app.post(
    '/wps/session/social/result',
    {
      config: { rateLimit: { max: 20, timeWindow: 60_000 } },
      schema: {
        tags,
        summary:
          'What the callback left for this browser: a login answer, or the choice for an unknown identity',
        body: { type: 'object', additionalProperties: false, properties: {} },
        response: { 200: envelopeSchema(loose) },
      },
    },
    async (request, reply) => ok(await result({ app, request, reply })),
  );

  app.post<{ Body: { username: string; password: string; totpCode?: string } }>(
    '/wps/session/social/link',
    {
      config: { rateLimit: { max: 10, timeWindow: 60_000 } },
      schema: {
        tags,
        summary:
          'Link the pending identity to an existing account (its password, and code when enrolled); permanent',
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['username', 'password'],
          properties: { username: text(64), password: text(128), totpCode: text(12) },
        },
        response: { 200: envelopeSchema(loose) },
      },
    },
    async (request, reply) => ok(await link({ app, request, reply }, request.body)),
  );

  app.post<{ Body: Record<string, unknown> }>(
    '/wps/session/social/register',
    {
      config: { rateLimit: { max: 10, timeWindow: 60_000 } },
      schema: {
        tags,
        summary:
          'Create an account for the pending identity (registration fields pre-filled from its claims)',
        body: {
          type: 'object',
          additionalProperties: false,
          properties: {
            ...Object.fromEntries(
              REGISTER_FIELD_NAMES.filter((n) => !['password', 'confirmPassword', 'captcha'].includes(n)).map(
                (name) => [name, text(name === 'verificationCode' ? 255 : 128)],
              ),
            ),
            countryDialingCode: text(5),
            agreeTerms: { type: 'boolean' },
            ageConfirmed: { type: 'boolean' },
            birthday: text(10),
          },
        },
        response: { 200: envelopeSchema(loose) },
      },
    },
    async (request, reply) => ok(await socialRegister({ app, request, reply }, request.body)),
  );
}
