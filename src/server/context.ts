import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Brand } from '../core/brand';
import type { Language } from '../core/languages';
import type { ServerConfig } from './config';
import type { Database } from './db/database';
import type { LiveSession } from './domains/identity';
import type { JobRunner } from './jobs/queue';
import type { Messaging } from './providers/messaging';
import type { EventBus } from './realtime/bus';
import './types';

/**
 * What a service works with, whoever calls it: the one shape every service takes (whole, or a Pick of the parts
 * it uses). A route builds it from its request with contextOf(); the ops CLI, jobs and tests build it without a
 * server with serviceContext(). Services return data or throw AppError; cookies, redirects and headers stay in
 * the routes.
 */
export interface ServiceContext {
  db: Kysely<Database>;
  /** The brand (tenant) the call is for; every query a service makes is scoped to it. */
  brand: Brand;
  /** The answer's language: the request's, else the brand's default. */
  language: Language;
  /** The moment a service takes as now; absent: the wall clock (tests and scripts pin it). */
  now?: Date;
  /** Live events to every server instance (realtime/bus.ts). */
  bus: EventBus;
  /** The job queue (jobs/queue.ts). */
  jobs: JobRunner;
  config: ServerConfig;
  /** The server secret (server_secret): HMAC keys for codes, provider secrets derive from it. */
  secret: Buffer;
  /** SMS and email delivery. */
  messaging: Messaging;
  /** The signed-in caller's session and account (set by the session guard); null for visitors. */
  session: LiveSession | null;
  /** Where the call comes from (login throttles, new-IP checks, device binding, registration records). */
  client: ClientInfo;
}

/** The caller's address and browser as the server sees them (behind the configured proxy trust). */
export interface ClientInfo {
  ip: string;
  userAgent: string | undefined;
}

/** Who acts in an agent's or contract's service call: the signed-in account. */
export type Caller = Pick<LiveSession, 'id' | 'username' | 'type'>;

/** The caller of a context whose session the guard has checked. */
export const callerOf = ({ session }: Pick<ServiceContext, 'session'>): Caller => ({
  id: session!.id,
  username: session!.username,
  type: session!.type,
});

/** The one place a request becomes a service context. */
export function contextOf(request: FastifyRequest): ServiceContext {
  const app = request.server;
  return {
    // A report route's reads go to the replica while it is current (plugins/read-replica.ts).
    db: request.readDb ?? app.db,
    brand: request.brand,
    language: request.language,
    bus: app.bus,
    jobs: app.jobs,
    config: app.config,
    secret: app.secret,
    messaging: app.messaging,
    session: request.session ?? null,
    client: {
      ip: request.ip,
      userAgent: request.headers['user-agent'],
    },
  };
}

type Base = Pick<ServiceContext, 'db' | 'brand'> & Partial<ServiceContext>;

/**
 * A service context without a server (scripts, jobs, tests): the parts given, with the brand's default language
 * and no session unless given. Its type keeps only what was given, so a service that needs more does not compile.
 */
export function serviceContext<P extends Base>(parts: P): P & Pick<ServiceContext, 'language' | 'session'> {
  return { language: parts.brand.config.languages.default, session: null, ...parts };
}
