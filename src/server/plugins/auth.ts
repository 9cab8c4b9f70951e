import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { isTrialType } from '../../core/account-types';
import { accountPolicy } from '../../core/brand';
import { AppError } from '../errors';
import { findLiveSession, type LiveSession, touchSession } from '../modules/session/session.repository';

declare module 'fastify' {
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
}

/** The guards made by requireSession, with their options: the OpenAPI document derives security from them. */
const guards = new WeakMap<object, GuardOptions>();

/** The options of a requireSession guard, or undefined for any other hook. */
export function guardOptionsOf(hook: unknown): GuardOptions | undefined {
  return typeof hook === 'function' ? guards.get(hook) : undefined;
}

/** preHandler factory: 401 without a live session of this brand; 403 for trial or non-agent callers as asked. */
export function requireSession(app: FastifyInstance, options: GuardOptions = {}) {
  const guard = async (request: FastifyRequest) => {
    const token = bearerToken(request);
    if (!token) throw new AppError('unauthorized');
    const policy = accountPolicy(request.brand.config);
    const session = await findLiveSession(
      app.db,
      token,
      request.brand.config.code,
      policy.sessionIdleMinutes,
    );
    if (!session) throw new AppError('unauthorized');
    if (session.status !== 'active') throw new AppError('account_disabled');
    if (options.realAccount && isTrialType(session.type)) throw new AppError('in_need_true_account');
    if (options.agent && ![1, 2, 41, 42].includes(session.type)) throw new AppError('non_agent_login');
    if (Date.now() - session.lastSeenAt.getTime() > TOUCH_AFTER_MS)
      await touchSession(app.db, session.sessionId);
    request.session = session;
    request.bearerToken = token;
  };
  guards.set(guard, options);
  return guard;
}

export const authPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('session', null);
  app.decorateRequest('bearerToken', null);
});
