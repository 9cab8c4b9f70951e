import type { FastifyRequest } from 'fastify';
import { whitelabelLookup } from '@/core/whitelabel';
import { contextOf, type ServiceContext } from '@/server/context';

/**
 * What the login steps use of the service context: the database, the brand, and the caller's client (its IP for
 * throttles, known IPs and the new-IP challenge; its browser for the session row). Steps that check or send codes
 * add the secret, messaging and language. Cookies are the routes' (device.cookie.ts, captcha/captcha.cookie.ts).
 */
export type LoginCtx = Pick<ServiceContext, 'db' | 'brand' | 'client'>;

/**
 * The `{ app, request, reply }` object member/ and social/ still pass to finishLogin, newIpChallenge and
 * deliverCode while they move to the service context (their own change); read through its request only.
 * Remove with `serviceOf` once no caller passes it.
 */
export interface RequestCtx {
  request: FastifyRequest;
}

/** The service context of either shape a shared login step is called with (see RequestCtx). */
export function serviceOf<C extends Partial<ServiceContext>>(ctx: C | RequestCtx): C {
  return 'request' in ctx ? (contextOf(ctx.request) as C) : ctx;
}

export const brandOf = (ctx: Pick<ServiceContext, 'brand'>) => ctx.brand.config.code;
export const flags = (ctx: Pick<ServiceContext, 'brand'>) => whitelabelLookup(ctx.brand.whitelabel);
