import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import { preparedQuery } from '../db/connect';
import type { Database } from '../db/database';
import { AppError } from '../errors';
import { liveSession } from './auth';

const { normalizeIP } = rateLimit as unknown as { normalizeIP: (ip: string, subnet?: number) => string };

/** Expired counters are deleted this often (each instance; the delete is idempotent). */
const SWEEP_MS = 60_000;

/**
 * Whose budget a request spends: the brand (by code, so every spelling of its host and every preview host with
 * X-Brand share one) and the client: the account when the bearer token is a live session of this brand, else the
 * address (IPv6 by /64). An account's budget follows it across addresses; visitors behind one address share one.
 */
export async function rateLimitKey(app: FastifyInstance, request: FastifyRequest): Promise<string> {
  const brand = request.brand?.config.code ?? '-';
  const session = await liveSession(app, request);
  return session ? `${brand}|a${session.id}` : `${brand}|${normalizeIP(request.ip)}`;
}

interface Counter {
  current: number;
  ttl: number;
}

/**
 * One fixed window per key in the UNLOGGED table rate_limit (migration 0009), shared by every instance: a single
 * upsert per request counts the hit, opens a new window when the last one ended, and returns the count and the
 * milliseconds left.
 */
function counterStore(db: Kysely<Database>) {
  return class PgRateLimitStore {
    private readonly prefix: string;

    /** The plugin constructs the root store with its options; route stores (child) with their route's prefix. */
    constructor(prefix?: unknown) {
      this.prefix = typeof prefix === 'string' ? prefix : '';
    }

    incr(key: string, callback: (error: Error | null, counter?: Counter) => void, timeWindow: number) {
      preparedQuery<{ hits: number; ttl: number }>(
        db,
        'rate-limit-hit',
        `insert into rate_limit as r (key, hits, reset_at)
           values ($1, 1, now() + make_interval(secs => $2::double precision / 1000))
         on conflict (key) do update set
           hits = case when r.reset_at <= now() then 1 else r.hits + 1 end,
           reset_at = case when r.reset_at <= now() then excluded.reset_at else r.reset_at end
         returning hits, greatest(0, ceil(extract(epoch from r.reset_at - now()) * 1000))::integer as ttl`,
        [this.prefix + key, timeWindow],
      ).then(
        (rows) => callback(null, { current: rows[0]!.hits, ttl: rows[0]!.ttl }),
        (error: Error) => callback(error),
      );
    }

    /** A route's store: its counters are named after the route (the plugin passes the route as routeInfo). */
    child(options: object) {
      const { method, url } = (options as { routeInfo?: { method?: unknown; url?: string } }).routeInfo ?? {};
      return new PgRateLimitStore(`${String(method ?? '')} ${url ?? ''}|`);
    }
  };
}

/**
 * Per-route limits (route config `rateLimit: { max, timeWindow }`), counted in PostgreSQL so every instance
 * shares them. Over the limit: 429 too_many_requests whose message and Retry-After give the same seconds.
 */
export const rateLimitPlugin = fp(async (app: FastifyInstance) => {
  await app.register(rateLimit, {
    global: false,
    store: counterStore(app.db),
    // A database failure is answered by the route itself (which needs the database too), not by the limiter.
    skipOnError: true,
    keyGenerator: (request) => rateLimitKey(app, request),
    errorResponseBuilder: (_request, context) => {
      const seconds = Math.max(1, Math.ceil(context.ttl / 1000));
      return new AppError('too_many_requests', { seconds, count: seconds }, 429);
    },
  });

  let sweeper: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    sweeper = setInterval(() => {
      preparedQuery(app.db, 'rate-limit-sweep', 'delete from rate_limit where reset_at < now()', []).catch(
        (error: unknown) => app.log.warn({ err: error }, 'rate limit sweep'),
      );
    }, SWEEP_MS);
    sweeper.unref();
  });
  app.addHook('onClose', async () => clearInterval(sweeper));
});
