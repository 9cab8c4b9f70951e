import type { FastifyInstance, FastifyReply, FastifyRequest, RouteHandlerMethod } from 'fastify';
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import { connect } from '../db/connect';
import type { Database } from '../db/database';
import { ReadReplica } from '../db/replica';
import { AppError } from '../errors';

/**
 * The routes that may read from the replica (db/replica.ts): reports, lists and exports. None writes, none decides
 * money; each reads only through the service context's `db` (contextOf). Anything else reads the primary. Every
 * answer of these routes says which moment its data is from: `X-Data-As-Of` (ISO time; the primary's answers carry
 * the moment of the request). tests/api/read-replica.test.ts checks that each entry names a registered GET route.
 */
export const REPLICA_READS: ReadonlySet<string> = new Set([
  'GET /wps/agent/team/overview',
  'GET /wps/agent/team/members',
  'GET /wps/agent/team/bets',
  'GET /wps/agent/team/profitLoss',
  'GET /wps/agent/team/transactions',
  'GET /wps/agent/income',
  'GET /wps/agent/export/:report',
  'GET /wps/member/bets',
  'GET /wps/member/profitLoss',
  'GET /wps/member/transactions',
  'GET /office/api/b/:brand/figures',
  'GET /office/api/b/:brand/figures/:figure/rows',
  'GET /office/api/b/:brand/reports/:report',
  'GET /office/api/b/:brand/reports/:report/csv',
]);

export const AS_OF_HEADER = 'x-data-as-of';

declare module 'fastify' {
  interface FastifyInstance {
    /** The replica reports may read from; undefined without DATABASE_REPLICA_URL. */
    replica: ReadReplica | undefined;
  }
  interface FastifyRequest {
    /** The database this request's reads go to (a REPLICA_READS route's: the replica while it is current). */
    readDb: Kysely<Database> | undefined;
  }
  interface FastifyContextConfig {
    /** The route is in REPLICA_READS (set at registration). */
    replicaReads?: boolean;
  }
}

/**
 * Wraps a replica route's handler: when the replica fails under it, the (read-only) handler runs once more on the
 * primary, so a replica going away costs a retry, never an error.
 */
function onReplicaFailureUsePrimary(app: FastifyInstance, handler: RouteHandlerMethod): RouteHandlerMethod {
  return async function (this: FastifyInstance, request: FastifyRequest, reply: FastifyReply) {
    try {
      return await handler.call(this, request, reply);
    } catch (error) {
      // An AppError is the request's own answer (bad input, a refusal); anything else under the replica's reads —
      // a connection refused, reset or terminated, a shutdown, a query cancelled by replay — is the replica's.
      if (!request.readDb || request.readDb === app.db || error instanceof AppError) throw error;
      request.log.warn({ err: error }, 'replica read failed: answered from the primary');
      app.replica?.markDown();
      request.readDb = app.db;
      reply.header(AS_OF_HEADER, new Date().toISOString());
      return await handler.call(this, request, reply);
    }
  } as RouteHandlerMethod;
}

export const readReplicaPlugin = fp(
  async (app: FastifyInstance) => {
    const settings = app.config.replica;
    app.decorateRequest('readDb', undefined);
    app.addHook('onRoute', (route) => {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      if (!methods.some((method) => REPLICA_READS.has(`${method} ${route.url}`))) return;
      route.config = { ...route.config, replicaReads: true };
      route.handler = onReplicaFailureUsePrimary(app, route.handler);
    });
    // Synchronous (callback style): no promise per request on the routes that read no replica.
    app.addHook('onRequest', (request, reply, done) => {
      if (request.routeOptions.config.replicaReads) {
        const source = app.replica?.source();
        request.readDb = source?.db ?? app.db;
        reply.header(AS_OF_HEADER, (source?.asOf ?? new Date()).toISOString());
      }
      done();
    });
    if (!settings) {
      app.decorate('replica', undefined);
      return;
    }
    const replica = new ReadReplica(
      app.db,
      connect(settings.url, 10, { connectionTimeoutMillis: 2_000 }),
      settings.maxLagMs,
      (error) => app.log.debug({ err: error }, 'replica position'),
    );
    app.decorate('replica', replica);
    app.addHook('onReady', async () => replica.start());
    app.addHook('onClose', async () => replica.stop());
  },
  { name: 'read-replica' },
);
