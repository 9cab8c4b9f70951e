import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { API_PATH, pathOf } from './brand';

/** Two years, subdomains included: the brand domains are served over HTTPS only in production. */
export const HSTS = 'max-age=63072000; includeSubDomains';

/**
 * True when the visitor reached us over HTTPS: TLS on this socket, or X-Forwarded-Proto from a trusted proxy
 * (Fastify reads the header only when TRUST_PROXY trusts the sender).
 */
export function isHttps(request: FastifyRequest): boolean {
  return request.protocol === 'https';
}

/**
 * Response headers every answer carries: nosniff, a referrer policy, HSTS in production over HTTPS, and
 * `Cache-Control: no-store` on API answers unless the route chose a policy itself (immutable game art): answers
 * to a bearer token hold personal data, and login answers hold the token, so none may sit in a shared or
 * browser cache.
 */
export const headersPlugin = fp(async (app: FastifyInstance) => {
  // Synchronous (callback style, see brand.ts).
  app.addHook('onSend', (request, reply, _payload, done) => {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    if (app.config.production && isHttps(request)) reply.header('strict-transport-security', HSTS);
    if (!reply.hasHeader('cache-control') && API_PATH.test(pathOf(request.url))) {
      reply.header('cache-control', 'no-store');
    }
    done();
  });
});
