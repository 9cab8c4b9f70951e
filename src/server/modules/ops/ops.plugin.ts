import { randomUUID, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { sql } from 'kysely';
import { Gauge, Registry } from 'prom-client';
import * as api from '@/core/api/system';
import { queueDepth } from '@/server/jobs/queue';
import { httpDuration, httpRequests, processRegistry } from '@/server/lib/metrics';
import { route } from '@/server/plugins/contract';

/**
 * Operations endpoints (docs/operations.md): probes and metrics, plus the request id every answer carries.
 *  - GET /healthz, /livez: the process answers (no database): liveness.
 *  - GET /readyz (alias /health): the database answers, the job queue is readable and, on a listening server,
 *    its worker polls; 503 otherwise and while shutting down: readiness.
 *  - GET /metrics: Prometheus text. With METRICS_TOKEN set it needs `Authorization: Bearer <token>`; in
 *    production without METRICS_TOKEN it is not served (404).
 * None of them needs a brand (plugins/brand.ts BRANDLESS).
 */

const PROBE_TIMEOUT_MS = 2_000;
/** A worker that has not finished a poll for this long is stalled (it polls every JOB_POLL_MS, 500 ms). */
const STALLED_MS = 30_000;
const REQUEST_ID = /^[A-Za-z0-9._:@/+=-]{1,128}$/;

/** Fastify genReqId: the caller's X-Request-Id when it is a sane token, else a fresh UUID. */
export function requestIdOf(raw: IncomingMessage): string {
  const given = raw.headers['x-request-id'];
  return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
}

const MODULE_ID = /^[A-Za-z0-9_.:-]{1,64}$/;

/**
 * The module id of a call (spec §7 "each call also carries a module id"): the SPA names the screen module that
 * made the call in `X-Module-Id` (e.g. `home`, `member.depositv2`); the server logs it with every line of the
 * request (Fastify childLoggerFactory), so a log search finds what a player was doing. Anything else is dropped.
 */
export function moduleIdOf(raw: IncomingMessage): string | undefined {
  const given = raw.headers['x-module-id'];
  return typeof given === 'string' && MODULE_ID.test(given) ? given : undefined;
}

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer in ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

type Check = 'ok' | 'failed' | 'stalled' | 'stopping';

const noStore = (reply: FastifyReply) => reply.header('cache-control', 'no-store');

function tokenMatches(given: string | undefined, expected: string): boolean {
  if (!given?.startsWith('Bearer ')) return false;
  const a = Buffer.from(given.slice(7).trim());
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

export const opsPlugin = fp(
  async (app: FastifyInstance) => {
    let closing = false;
    app.addHook('preClose', async () => {
      closing = true;
    });

    // Synchronous hooks (callback style): no promise per request (docs/scale.md "Per-request CPU").
    app.addHook('onSend', (request, reply, _payload, done) => {
      reply.header('x-request-id', request.id);
      done();
    });

    // Request rate and latency by route pattern (never the raw URL: ids and junk paths would explode the series).
    app.addHook('onResponse', (request: FastifyRequest, reply: FastifyReply, done) => {
      const route = request.routeOptions.url ?? (reply.statusCode === 404 ? 'not_found' : 'unmatched');
      httpRequests.inc({ method: request.method, route, status: String(reply.statusCode) });
      httpDuration.observe({ method: request.method, route }, reply.elapsedTime / 1000);
      done();
    });

    const live = async (_request: FastifyRequest, reply: FastifyReply) => {
      noStore(reply);
      return { status: 'ok' };
    };
    route(app, api.liveness, {}, live);
    route(app, api.liveness, { url: '/livez' }, live);

    async function readiness(): Promise<{ ready: boolean; checks: Record<string, Check> }> {
      if (closing) return { ready: false, checks: { server: 'stopping' } };
      const [database, queue] = await Promise.all([
        withTimeout(sql`select 1`.execute(app.db), PROBE_TIMEOUT_MS).then(
          (): Check => 'ok',
          (): Check => 'failed',
        ),
        withTimeout(queueDepth(app.db), PROBE_TIMEOUT_MS).then(
          (): Check => 'ok',
          (): Check => 'failed',
        ),
      ]);
      const jobs = app.jobs;
      const stalled = jobs.polling && jobs.lastPollOk > 0 && Date.now() - jobs.lastPollOk > STALLED_MS;
      const checks: Record<string, Check> = { database, jobs: queue === 'ok' && stalled ? 'stalled' : queue };
      return { ready: Object.values(checks).every((c) => c === 'ok'), checks };
    }

    const ready = async (_request: FastifyRequest, reply: FastifyReply) => {
      const { ready: ok, checks } = await readiness();
      noStore(reply).code(ok ? 200 : 503);
      return { status: ok ? 'ok' : 'unavailable', checks };
    };
    route(app, api.readiness, {}, ready);
    route(app, api.readiness, { url: '/health' }, ready);

    // Gauges of this app's state, read when scraped.
    const own = new Registry();
    new Gauge({
      name: 'marquee_job_queue_depth',
      help: 'Unfinished jobs in the queue (shared by all instances), by state',
      labelNames: ['state'] as const,
      registers: [own],
      async collect() {
        const counts = await withTimeout(queueDepth(app.db), PROBE_TIMEOUT_MS).catch(() => undefined);
        if (!counts) return;
        for (const [state, value] of Object.entries(counts)) this.set({ state }, value);
      },
    });
    new Gauge({
      name: 'marquee_sse_clients',
      help: 'Open server-sent event streams (GET /wps/originals/stream) on this instance',
      registers: [own],
      collect() {
        this.set(app.originals?.hub.size ?? 0);
      },
    });
    const registry = Registry.merge([processRegistry, own]);
    // Several processes on one port (SERVER_PROCESSES > 1): a scrape is answered by one of them, its series named
    // by process (docs/scale.md "Several serving processes").
    if (app.config.serverProcesses > 1)
      registry.setDefaultLabels({ pid: String(process.pid), process_role: app.config.processRole });

    route(app, api.metrics, {}, async (request, reply) => {
      const token = app.config.metricsToken;
      if (token ? !tokenMatches(request.headers.authorization, token) : app.config.production) {
        return reply.code(404).type('text/plain; charset=utf-8').send('Not Found');
      }
      noStore(reply).type(registry.contentType);
      return registry.metrics();
    });
  },
  { name: 'ops', dependencies: ['jobs'] },
);
