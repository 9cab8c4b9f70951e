import type { FastifyInstance } from 'fastify';
import * as api from '@/core/api/identity-social';
import { AppError } from '@/server/errors';
import { route } from '@/server/plugins/contract';
import { ok } from '@/server/plugins/envelope';
import { SocialError } from './adapter';
import { callback, errorLocation, link, listProviders, result, startFlow } from './social.service';
import { socialRegister } from './social-register';

/** Social sign-in calls (docs/social-sign-in.md). */
export async function socialRoutes(app: FastifyInstance) {
  route(app, api.socialProviders, {}, async (request, reply) =>
    ok(listProviders({ app, request, reply }, request.query.loginPath ?? 'member')),
  );

  route(
    app,
    api.socialStart,
    { config: { rateLimit: { max: 20, timeWindow: 60_000 } } },
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

  route(
    app,
    api.socialCallback,
    { config: { rateLimit: { max: 20, timeWindow: 60_000 } } },
    async (request, reply) => {
      const location = await callback({ app, request, reply }, request.params.provider, request.query);
      return reply.code(302).header('cache-control', 'no-store').redirect(location);
    },
  );

  route(
    app,
    api.socialResult,
    { config: { rateLimit: { max: 20, timeWindow: 60_000 } } },
    async (request, reply) => ok(await result({ app, request, reply })),
  );

  route(
    app,
    api.socialLink,
    { config: { rateLimit: { max: 10, timeWindow: 60_000 } } },
    async (request, reply) => ok(await link({ app, request, reply }, request.body)),
  );

  route(
    app,
    api.socialRegister,
    { config: { rateLimit: { max: 10, timeWindow: 60_000 } } },
    async (request, reply) => ok(await socialRegister({ app, request, reply }, request.body)),
  );
}
