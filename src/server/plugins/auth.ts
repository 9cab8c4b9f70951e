import type { FastifyInstance, FastifyReply, FastifyRequest, HTTPMethods, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { type AccountAction, actionRefusal, isAgentType, isTrialType } from '@/core/account-types';
import { sessionIdleMinutes } from '@/core/brand';
import { hashToken } from '../auth/tokens';
import { connectionStringOf } from '../db/connect';
import { findLiveSession, type LiveSession, SessionCache, touchSession } from '../domains/identity';
import { AppError } from '../errors';
import { type RouteAccess, resolveRouteAccess } from './route-access';

/**
 * The session guard: the one place that decides whether a caller's session may do what it asks, for every HTTP
 * route (requireSession, wired by each route and checked against the route table of ./route-access.ts) and every
 * socket message (guardMessage). It checks, in order: a live session of this brand (401 unauthorized), an enabled
 * account (403 account_disabled), the account type's capability for the route's action (src/core/account-types.ts:
 * 403 in_need_true_account, agent_area_only or non_agent), and a forced password change (403
 * password_change_required for everything but reads and the change itself). docs/session-guard.md.
 */

declare module 'fastify' {
  interface FastifyInstance {
    /** Live sessions by token hash, dropped on every instance when revoked (modules/session/session-cache.ts). */
    sessionCache: SessionCache<LiveSession>;
    /** Every registered route with how it is protected (the guard test enumerates it). */
    routeAccess: RouteEntry[];
  }
  interface FastifyRequest {
    /** The caller's live session and account; set by the requireSession guards. */
    session: LiveSession | null;
    bearerToken: string | null;
  }
  interface FastifyContextConfig {
    /** How this route is protected: resolved once at registration (onRoute) from the route and ./route-access.ts. */
    access?: RouteAccess;
  }
}

export interface RouteEntry {
  method: string;
  url: string;
  access: RouteAccess;
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
  /** Only agent types (the agent area). */
  agent?: boolean;
  /**
   * Usable while the account must change its password (a downline's one-time password): changing it, the
   * first-login mark and logging out. Every other write is refused with password_change_required until then.
   */
  beforePasswordChange?: boolean;
  /**
   * Visitors pass without a token (request.session stays null). A token that is sent is checked like any other
   * (true); with 'visitor' a dead token is served as a visitor, with 'lenient' also an account type the action is
   * not for. A disabled account or a forced password change is refused in every mode.
   */
  optional?: true | 'visitor' | 'lenient';
  /** The account action (src/core/account-types.ts); by default the route table's, else derived from the above. */
  action?: AccountAction;
}

/** Methods that change nothing: allowed before a forced password change (the client shows the change form). */
const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The guards made by requireSession, with their options: the route table and OpenAPI derive from them. */
const guards = new WeakMap<object, GuardOptions>();

/** The options of a requireSession guard, or undefined for any other hook. */
export function guardOptionsOf(hook: unknown): GuardOptions | undefined {
  return typeof hook === 'function' ? guards.get(hook) : undefined;
}

/** A session lookup: the cached session (or undefined) at once, else the query's promise. */
type Lookup = LiveSession | undefined | Promise<LiveSession | undefined>;

const lookups = new WeakMap<FastifyRequest, Lookup>();

/**
 * The live session of the request's bearer token in its brand (undefined without one): from this instance's
 * session cache, else one prepared query whose row is then cached. Memoised per request, so the rate limiter's
 * key and the session guard share one lookup.
 */
export function liveSession(app: FastifyInstance, request: FastifyRequest): Promise<LiveSession | undefined> {
  return Promise.resolve(lookupSession(app, request));
}

/** liveSession without a promise when the session cache answers (the session guard's path). */
function lookupSession(app: FastifyInstance, request: FastifyRequest): Lookup {
  if (lookups.has(request)) return lookups.get(request);
  const token = bearerToken(request);
  const lookup = token && request.brand ? sessionOfTokenNow(app, token, request.brand) : undefined;
  lookups.set(request, lookup);
  return lookup;
}

/** Recently seen bearer tokens → their SHA-256 and its base64 (the session cache's key); bounded, cleared when full. */
const tokenHashes = new Map<string, { hash: Buffer; key: string }>();
const TOKEN_HASHES_MAX = 20_000;

/**
 * A token's SHA-256 and cache key: a signed-in client sends the same token on every call, and hashing it (a Hash
 * object, digest, base64) was about 4% of a member-info request's CPU. Exact: the same token always hashes the same.
 */
function tokenKey(token: string): { hash: Buffer; key: string } {
  let entry = tokenHashes.get(token);
  if (!entry) {
    const hash = hashToken(token);
    entry = { hash, key: hash.toString('base64') };
    if (tokenHashes.size >= TOKEN_HASHES_MAX) tokenHashes.clear();
    tokenHashes.set(token, entry);
  }
  return entry;
}

/** The live session of a token in a brand: from the session cache, else one prepared query (then cached). */
export async function sessionOfToken(
  app: FastifyInstance,
  token: string,
  brand: NonNullable<FastifyRequest['brand']>,
): Promise<LiveSession | undefined> {
  return sessionOfTokenNow(app, token, brand);
}

/** sessionOfToken without a promise when the session cache answers. */
function sessionOfTokenNow(
  app: FastifyInstance,
  token: string,
  brand: NonNullable<FastifyRequest['brand']>,
): Lookup {
  const brandCode = brand.config.code;
  const idleMinutes = sessionIdleMinutes(brand.config);
  const { hash, key } = tokenKey(token);
  const cache = app.sessionCache;
  const cached = cache.get(key, brandCode, idleMinutes);
  if (cached) return cached;
  const epoch = cache.epoch;
  return findLiveSession(app.db, hash, brandCode, idleMinutes).then((session) => {
    if (session) cache.put(key, session, epoch);
    return session;
  });
}

/**
 * The one decision about a live session: throws the refusal, in the guard's order, or returns. `write` is a call
 * that changes something (anything but a read); `beforePasswordChange` marks the few writes a forced password
 * change allows.
 */
export function checkSession(
  session: Pick<LiveSession, 'status' | 'type' | 'mustChangePassword'>,
  need: {
    action: AccountAction;
    write: boolean;
    beforePasswordChange?: boolean;
    realAccount?: boolean;
    agent?: boolean;
  },
): void {
  if (session.status !== 'active') throw new AppError('account_disabled');
  if (need.realAccount && isTrialType(session.type)) throw new AppError('in_need_true_account');
  if (need.agent && !isAgentType(session.type)) throw new AppError('non_agent_login');
  const refusal =
    need.action === 'agentArea' ? agentRefusal(session.type) : actionRefusal(session.type, need.action);
  if (refusal) throw new AppError(refusal);
  if (session.mustChangePassword && need.write && !need.beforePasswordChange)
    throw new AppError('password_change_required');
}

const agentRefusal = (type: number) => (actionRefusal(type, 'agentArea') ? 'non_agent' : null);

/** The action a guard checks on a request: its own option, else the route's (resolved at registration). */
function actionOf(request: FastifyRequest, options: GuardOptions): AccountAction {
  if (options.action) return options.action;
  const access = request.routeOptions.config.access;
  return access?.kind === 'session' ? access.action : 'account';
}

/** The refusals an optional guard serves as a visitor instead, by mode. */
const VISITOR_ON: Record<string, ReadonlySet<string>> = {
  visitor: new Set(['unauthorized']),
  lenient: new Set([
    'unauthorized',
    'in_need_true_account',
    'agent_area_only',
    'non_agent',
    'non_agent_login',
  ]),
};

/**
 * preHandler factory, the session guard of an HTTP route: sets request.session, or refuses (see checkSession).
 * Every route is either behind it or named as public / carrying its own credential in ./route-access.ts.
 */
export function requireSession(app: FastifyInstance, options: GuardOptions = {}) {
  const asVisitor = typeof options.optional === 'string' ? VISITOR_ON[options.optional] : undefined;
  // Callback style: a session the cache holds is admitted without a promise (docs/scale.md "Per-request CPU").
  const guard = (request: FastifyRequest, _reply: FastifyReply, done: (error?: Error) => void) => {
    const token = bearerToken(request);
    if (!token) return options.optional ? done() : done(new AppError('unauthorized'));
    const refuse = (error: unknown) => {
      if (asVisitor && error instanceof AppError && asVisitor.has(error.code)) return done();
      done(error as Error);
    };
    const admit = (session: LiveSession) => {
      request.session = session;
      request.bearerToken = token;
      done();
    };
    const decide = (session: LiveSession | undefined) => {
      try {
        if (!session) throw new AppError('unauthorized');
        checkSession(session, {
          action: actionOf(request, options),
          write: !READS.has(request.method),
          beforePasswordChange: options.beforePasswordChange,
          realAccount: options.realAccount,
          agent: options.agent,
        });
      } catch (error) {
        return refuse(error);
      }
      if (Date.now() - session.lastSeenAt.getTime() <= TOUCH_AFTER_MS) return admit(session);
      touchSession(app.db, session.sessionId).then(() => {
        // The cached copy (if any) is this object: it now counts idle time from here.
        session.lastSeenAt = new Date();
        admit(session);
      }, refuse);
    };
    let lookup: Lookup;
    try {
      lookup = lookupSession(app, request);
    } catch (error) {
      return refuse(error);
    }
    if (lookup instanceof Promise) lookup.then(decide, refuse);
    else decide(lookup);
  };
  guards.set(guard, options);
  return guard;
}

/** Runs a session guard on a request from a handler (a route whose session is optional in its own way). */
export function guardRequest(
  app: FastifyInstance,
  request: FastifyRequest,
  options: GuardOptions = {},
): Promise<void> {
  const guard = requireSession(app, options);
  return new Promise((resolve, reject) =>
    guard(request, undefined as unknown as FastifyReply, (error) => (error ? reject(error) : resolve())),
  );
}

/**
 * The session guard of one socket message: the live session of the token the socket said hello with, checked
 * for the message's action as an HTTP call would be (`write`: the message changes something).
 */
export async function guardMessage(
  app: FastifyInstance,
  token: string,
  brand: NonNullable<FastifyRequest['brand']>,
  need: { action: AccountAction; write: boolean },
): Promise<LiveSession> {
  const session = await sessionOfToken(app, token, brand);
  if (!session) throw new AppError('unauthorized');
  checkSession(session, need);
  return session;
}

const methodsOf = (route: RouteOptions): string[] => [route.method as HTTPMethods | HTTPMethods[]].flat();

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

/**
 * Registered before any route: resolves how each route is protected (its guard, its config, ./route-access.ts),
 * keeps the list for the guard test, and puts a route nobody declared behind the guard anyway.
 */
export const routeGuardPlugin = fp(async (app: FastifyInstance) => {
  const entries: RouteEntry[] = [];
  app.decorate('routeAccess', entries);
  app.addHook('onRoute', (route) => {
    const hooks = [route.preHandler ?? []].flat();
    let guards = hooks.filter((hook) => guardOptionsOf(hook) !== undefined);
    let access: RouteAccess = { kind: 'undeclared' };
    for (const method of methodsOf(route)) {
      access = resolveRouteAccess(method, route.url, guardOptionsOf(guards[0]), route.config?.access);
      entries.push({ method, url: route.url, access });
    }
    // A route nobody declared is guarded anyway (a real account's session); the guard test names it.
    if (access.kind === 'undeclared') guards = [requireSession(app, { realAccount: true })];
    // The guard runs before the input is validated: a caller without the right session learns nothing more.
    if (guards.length > 0) {
      route.preHandler = hooks.filter((hook) => !guards.includes(hook));
      route.preValidation = [...guards, ...[route.preValidation ?? []].flat()];
    }
    route.config = { ...route.config, access };
  });
});
