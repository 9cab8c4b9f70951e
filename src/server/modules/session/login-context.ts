import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { whitelabelLookup } from '@/core/whitelabel';

/** What the login steps work with: the server, the request (its brand, IP, language) and the reply (cookies). */
export interface LoginCtx {
  app: FastifyInstance;
  request: FastifyRequest;
  reply: FastifyReply;
}

export const brandOf = (ctx: LoginCtx) => ctx.request.brand.config.code;
export const flags = (ctx: LoginCtx) => whitelabelLookup(ctx.request.brand.whitelabel);
