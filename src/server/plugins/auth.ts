import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { isTrialType } from '../../core/account-types';
import { accountPolicy } from '../../core/brand';
import { hashToken } from '../auth/tokens';
import { connectionStringOf } from '../db/connect';
import { AppError } from '../errors';
import { findLiveSession, type LiveSession, touchSession } from '../modules/session/session.repository';
import { SessionCache } from '../modules/session/session-cache';

declare module 'fastify' {
  interface FastifyInstance {
    /** Live sessions by token hash, dropped on every instance when revoked (modules/session/session-cache.ts). */
    sessionCache: SessionCache<LiveSession>;
  }
  interface FastifyRequest {
    /** The caller's live session and account; set by the requireSession guards. */
    session: LiveSession | null;
    bearerToken: string | null;
  }
}

/** Only write last_seen_at when it is older than this: member-info reads stay a single query. */
const TOUCH_AFTER_MS = 60_000;

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header?.startsWith('Bearer ')) return null;
  const token = header.slice(7).trim();
  return /^[A-Za-z0-9_-]{20,100}$/.test(token) ? token : null;
}

export interface GuardOptions {
  /** Refuse trial (free-play) accounts with in_need_true_account: real-money and member-center calls. */
  realAccount?: boolean;
  /** Only agent types. */
  agent?: boolean;
  /**
   * Usable while the account must change its password (a downline's one-time password): changing it, the
   * first-login mark and logging out. Every other write is refused with password_change_required until then.
   */
  beforePasswordChange?: boolean;
}

/** Methods that change nothing: allowed before a forced password change (the client shows the change form). */
const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The guards made by requireSession, with their options: the OpenAPI document derives security from them. */
const guards = new WeakMap<object, GuardOptions>();

/** The options of a requireSession guard, or undefined for any other hook. */
export function guardOptionsOf(hook: unknown): GuardOptions | undefined {
  return typeof hook === 'function' ? guards.get(hook) : undefined;
}

const lookups = new WeakMap<FastifyRequest, Promise<LiveSession | undefined>>();

/**
 * The live session of the request's bearer token in its brand (undefined without one): from this instance's
 * session cache, else one prepared query whose row is then cached. Memoised per request, so the rate limiter's
 * key and the session guard share one lookup.
 */
export function liveSession(app: FastifyInstance, request: FastifyRequest): Promise<LiveSession | undefined> {
  let lookup = lookups.get(request);
  if (!lookup) {
    lookup = findSession(app, request);
    lookups.set(request, lookup);
  }
  return lookup;
}

async function findSession(app: FastifyInstance, request: FastifyRequest): Promise<LiveSession | undefined> {
  const token = bearerToken(request);
  if (!token || !request.brand) return undefined;
  const brandCode = request.brand.config.code;
  const idleMinutes = accountPolicy(request.brand.config).sessionIdleMinutes;
  const hash = hashToken(token);
  const key = hash.toString('base64');
  const cache = app.sessionCache;
  const cached = cache.get(key, brandCode, idleMinutes);
  if (cached) return cached;
  const epoch = cache.epoch;
  const session = await findLiveSession(app.db, hash, brandCode, idleMinutes);
  if (session) cache.put(key, session, epoch);
  return session;
}

/** preHandler factory: 401 without a live session of this brand; 403 for trial or non-agent callers as asked. */
export function requireSession(app: FastifyInstance, options: GuardOptions = {}) {
  const guard = async (request: FastifyRequest) => {
    const token = bearerToken(request);
    if (!token) throw new AppError('unauthorized');
    const session = await liveSession(app, request);
    if (!session) throw new AppError('unauthorized');
    if (session.status !== 'active') throw new AppError('account_disabled');
    if (options.realAccount && isTrialType(session.type)) throw new AppError('in_need_true_account');
    if (options.agent && ![1, 2, 41, 42].includes(session.type)) throw new AppError('non_agent_login');
    if (session.mustChangePassword && !options.beforePasswordChange && !READS.has(request.method))
      throw new AppError('password_change_required');
    if (Date.now() - session.lastSeenAt.getTime() > TOUCH_AFTER_MS) {
      await touchSession(app.db, session.sessionId);
      // The cached copy (if any) is this object: it now counts idle time from here.
      session.lastSeenAt = new Date();
    }
    request.session = session;
    request.bearerToken = token;
  };
  guards.set(guard, options);
  return guard;
}

export const authPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('session', null);
  app.decorateRequest('bearerToken', null);
  const cache = new SessionCache<LiveSession>(connectionStringOf(app.db), (error) =>
    app.log.warn({ err: error }, 'session cache'),
  );
  app.decorate('sessionCache', cache);
  app.addHook('onReady', async () => cache.start());
  app.addHook('onClose', async () => cache.stop());
});
