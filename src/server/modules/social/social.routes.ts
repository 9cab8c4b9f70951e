import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as api from '@/core/api/identity-social';
import { contextOf } from '@/server/context';
import { AppError } from '@/server/errors';
import { route } from '@/server/plugins/contract';
import { ok } from '@/server/plugins/envelope';
import { SocialError } from './adapter';
import type { SocialRegistry } from './providers';
import { FLOW_ENDED, flowTokenFrom, originOf, setFlowCookie } from './social.cookie';
import { callback, errorLocation, listProviders, type SocialCtx, startFlow } from './social.service';
import { link, result, signIn } from './social-choice';
import { socialRegister } from './social-register';

declare module 'fastify' {
  interface FastifyInstance {
    /** The social sign-in providers of every brand (modules/social). */
    social: SocialRegistry;
  }
}

/**
 * Social sign-in calls (docs/social-sign-in.md). The routes own the HTTP side: the flow cookie (read and passed
 * in as a token, set from what the services answer), the site's origin, the 302s.
 */
export async function socialRoutes(app: FastifyInstance) {
  const ctxOf = (request: FastifyRequest): SocialCtx => ({ ...contextOf(request), social: app.social });

  route(app, api.socialProviders, {}, async (request) =>
    ok(listProviders(ctxOf(request), request.query.loginPath ?? 'member')),
  );

  route(
    app,
    api.socialStart,
    { config: { rateLimit: { max: 20, timeWindow: 60_000 } } },
    async (request, reply) => {
      const loginPath = request.query.loginPath ?? 'member';
      let location: string;
      try {
        const started = await startFlow(
          ctxOf(request),
          request.params.provider,
          request.query.returnTo,
          loginPath,
          originOf(request),
        );
        setFlowCookie(reply, started.flow);
        location = started.location;
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
      const location = await callback(
        ctxOf(request),
        request.params.provider,
        request.query,
        flowTokenFrom(request),
        originOf(request),
      );
      return reply.code(302).header('cache-control', 'no-store').redirect(location);
    },
  );

  route(
    app,
    api.socialResult,
    { config: { rateLimit: { max: 20, timeWindow: 60_000 } } },
    async (request, reply) => {
      const ctx = ctxOf(request);
      const found = await result(ctx, flowTokenFrom(request));
      if (found.kind === 'choice') return ok(found);
      setFlowCookie(reply, FLOW_ENDED);
      return ok(await signIn(ctx, found.signIn));
    },
  );

  route(
    app,
    api.socialLink,
    { config: { rateLimit: { max: 10, timeWindow: 60_000 } } },
    async (request, reply) => {
      const ctx = contextOf(request);
      const linked = await link(ctx, flowTokenFrom(request), request.body);
      setFlowCookie(reply, FLOW_ENDED);
      return ok(await signIn(ctx, linked));
    },
  );

  route(
    app,
    api.socialRegister,
    { config: { rateLimit: { max: 10, timeWindow: 60_000 } } },
    async (request, reply) => {
      const ctx = contextOf(request);
      const registered = await socialRegister(ctx, flowTokenFrom(request), request.body, request.hostname);
      setFlowCookie(reply, FLOW_ENDED);
      return ok(await signIn(ctx, registered));
    },
  );
}
