import type { FastifyInstance, FastifyRequest } from 'fastify';
import { randomId16 } from '@/server/auth/tokens';
import { isHttps } from '@/server/plugins/headers';

/**
 * The device cookie (docs/referral-missions.md "Anti-abuse"): a long-lived random id, not derived from anything
 * about the person or browser, set on signed-in API answers (a bearer token) when absent. Accounts seen with it on an authenticated call are
 * recorded in account_device; two accounts sharing one is the "same device" referral signal.
 */

export const DEVICE_COOKIE = 'mq_fp';
const PATTERN = /^[A-Za-z0-9_-]{22}$/;
const MAX_AGE_S = 400 * 86_400;
const ATTRIBUTES = `; Max-Age=${MAX_AGE_S}; Path=/; HttpOnly`;

/**
 * The Set-Cookie value of a new device id, as @fastify/cookie's serializer writes it (same attributes, same order),
 * built as one string: a client without cookies (a script with a bearer token) gets one on every signed-in call, and
 * the generic serializer (options copied and merged, then stringified) cost about 5% of a member-info request's CPU.
 */
export function deviceCookie(device: string, secure: boolean): string {
  return `${DEVICE_COOKIE}=${device}${ATTRIBUTES}${secure ? '; Secure' : ''}; SameSite=Lax`;
}

declare module 'fastify' {
  interface FastifyRequest {
    deviceId?: string;
    /** The device id came back from the browser (not minted for this answer): only such ids are recorded. */
    deviceReturned?: boolean;
  }
}

export function deviceOf(request: FastifyRequest): string | undefined {
  const value = request.cookies?.[DEVICE_COOKIE];
  return value && PATTERN.test(value) ? value : undefined;
}

export function deviceHooks(app: FastifyInstance) {
  /** Pairs recorded by this instance (skips the insert on later calls); bounded. */
  const seen = new Set<string>();
  // Synchronous hooks (callback style): no promise per request (docs/scale.md "Per-request CPU"); the insert of a
  // pair not seen yet runs after the answer without holding the hook chain, as the awaited insert did not either
  // (onResponse runs once the answer has been sent).
  app.addHook('onRequest', (request, reply, done) => {
    if (!request.url.startsWith('/wps/')) return done();
    let device = deviceOf(request);
    request.deviceReturned = device !== undefined;
    // Only signed-in calls (a bearer token) get one: visitors are not marked.
    if (!device && request.headers.authorization?.startsWith('Bearer ')) {
      device = randomId16();
      // @fastify/cookie keeps a Set-Cookie header set this way and adds the cookies of reply.setCookie beside it.
      reply.header('set-cookie', deviceCookie(device, isHttps(request)));
    }
    request.deviceId = device;
    done();
  });
  app.addHook('onResponse', (request, reply, done) => {
    const session = request.session;
    const device = request.deviceId;
    // A freshly minted id is recorded when the browser sends it back: a client without cookies (a script with a
    // bearer token) would otherwise leave a new row on every call.
    if (!session || !device || !request.deviceReturned || !request.brand || reply.statusCode >= 400)
      return done();
    const key = `${session.id}:${device}`;
    if (seen.has(key)) return done();
    void record(request, session.id, device, key).then(() => done());
  });
  async function record(request: FastifyRequest, accountId: bigint, device: string, key: string) {
    try {
      await app.db
        .insertInto('account_device')
        .values({ account_id: accountId, device, brand_code: request.brand.config.code })
        .onConflict((oc) => oc.columns(['account_id', 'device']).doNothing())
        .execute();
      if (seen.size > 50_000) seen.clear();
      seen.add(key);
    } catch (error) {
      request.log.warn({ err: error }, 'device not recorded');
    }
  }
}
