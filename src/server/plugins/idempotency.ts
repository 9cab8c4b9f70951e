import { createHash } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance, FastifyReply, FastifyRequest, HTTPMethods } from 'fastify';
import fp from 'fastify-plugin';
import { sql } from 'kysely';
import { AppError } from '../errors';
import { routeKey } from './route-access';

/**
 * Client request ids answered once (issue 22: "the same request id answers the same result, concurrently too").
 * Every route below takes a client key — header Idempotency-Key, or body idempotencyKey or requestId — and runs
 * at most once per caller and key at a time:
 *  - the first request claims the key (a row with a lease) and runs; its 2xx answer is stored;
 *  - a repeat while it runs waits for that answer; a repeat after it gets the stored answer (header
 *    Idempotent-Replayed: true), the same answer — the one bet, the one transfer (an answer that says whether it
 *    was replayed, a `replayed` field of its value, says true);
 *  - a refusal (4xx) or a failure (5xx) stores nothing: the key is freed and a retry runs again, since nothing
 *    was done (each service refuses without writing, and the ledger's own keys make a re-run post nothing twice);
 *  - the same key with a different request is 409 idempotency_conflict; a first request still running after
 *    WAIT_MS answers repeats with 409 request_in_progress; a lease left by a killed instance is taken over.
 * The caller is the session's account, or the game session (in-house game calls).
 */
export const IDEMPOTENT_ROUTES: readonly string[] = [
  'POST /wps/lottery/bets',
  'POST /wps/originals/:game/bet',
  'POST /wps/relay/GCS_walletTransfer',
  'POST /wps/member/transfer/upline',
  'POST /wps/agent/transfer/downline',
  'POST /wps/cashier/deposit',
  'POST /wps/cashier/withdraw',
  'POST /wps/promotions/:id/join',
  'POST /wps/promotions/:id/claim',
  'POST /wps/promotions/:id/envelope',
  'POST /wps/member/rewards/:bonusId/claim',
  'POST /wps/member/missions/:missionId/claim',
  'POST /wps/relay/passwordCheck/MCS2_redeemPointReward',
  'POST /wps/relay/passwordCheck/MCS2_convertPoint',
];

const KEY = /^[A-Za-z0-9_.:-]{8,64}$/;
/** How long a repeat waits for the first request's answer. */
const WAIT_MS = 20_000;
/** How long a claim holds its key: a request of a killed instance frees it after this. */
const LEASE_SECONDS = 60;
/** Body fields left out of the request's fingerprint: a retry may correct a password without being "another request". */
const SECRET_FIELDS = new Set(['paymentPassword', 'password', 'idempotencyKey', 'requestId']);

interface Claim {
  brand: string;
  scope: string;
  route: string;
  key: string;
  settled: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The key this request claimed (plugins/idempotency.ts): its answer is stored or the key freed when sent. */
    idempotencyClaim: Claim | null;
  }
}

function clientKeyOf(request: FastifyRequest): string | undefined {
  const body = (request.body ?? {}) as Record<string, unknown>;
  const key = request.headers['idempotency-key'] ?? body.idempotencyKey ?? body.requestId;
  return typeof key === 'string' && KEY.test(key) ? key : undefined;
}

function scopeOf(request: FastifyRequest): string | undefined {
  if (request.session) return `a:${request.session.id}`;
  const game = request.headers['x-game-session'];
  if (typeof game === 'string' && game.length > 0)
    return `g:${createHash('sha256').update(game).digest('base64url')}`;
  return undefined;
}

function fingerprint(request: FastifyRequest): Buffer {
  const body =
    request.body && typeof request.body === 'object' ? (request.body as Record<string, unknown>) : {};
  const kept = Object.fromEntries(Object.entries(body).filter(([name]) => !SECRET_FIELDS.has(name)));
  return createHash('sha256')
    .update(JSON.stringify([request.url.split('?')[0], request.params, kept]))
    .digest();
}

interface Stored {
  request_hash: Buffer;
  status: number | null;
  content_type: string | null;
  body: Buffer | null;
  expired: boolean;
}

/** The stored answer for a repeat: the same bytes, except that a `replayed` flag of its value says true. */
function replayOf(stored: Pick<Stored, 'content_type' | 'body'>): Buffer | string {
  const body = stored.body ?? Buffer.alloc(0);
  if (!(stored.content_type ?? 'application/json').includes('json')) return body;
  try {
    const answer = JSON.parse(body.toString('utf8')) as { value?: Record<string, unknown> | null };
    if (answer.value && typeof answer.value === 'object' && typeof answer.value.replayed === 'boolean') {
      answer.value.replayed = true;
      return JSON.stringify(answer);
    }
  } catch {
    // Not JSON after all: sent as stored.
  }
  return body;
}

/** preHandler: claims the key, or answers with the stored answer, or waits for the running one. */
async function claimOrReplay(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply) {
  const key = clientKeyOf(request);
  const scope = scopeOf(request);
  if (!key || !scope) return;
  const brand = request.brand.config.code;
  const route = routeKey(request.method, request.routeOptions.url ?? '');
  const hash = fingerprint(request);
  const where = sql`brand_code = ${brand} and scope = ${scope} and route = ${route} and key = ${key}`;
  const deadline = performance.now() + WAIT_MS;
  for (let pause = 5; ; pause = Math.min(pause * 2, 200)) {
    const inserted = await sql`
      insert into idempotent_request (brand_code, scope, route, key, request_hash, lease_until)
      values (${brand}, ${scope}, ${route}, ${key}, ${hash}, now() + make_interval(secs => ${LEASE_SECONDS}))
      on conflict do nothing returning 1`.execute(app.db);
    if (inserted.rows.length > 0) {
      request.idempotencyClaim = { brand, scope, route, key, settled: false };
      return;
    }
    const stored = (
      await sql<Stored>`
        select request_hash, status, content_type, body, lease_until < now() as expired
        from idempotent_request where ${where}`.execute(app.db)
    ).rows[0];
    if (stored) {
      if (!stored.request_hash.equals(hash)) throw new AppError('idempotency_conflict');
      if (stored.status !== null) {
        return reply
          .code(stored.status)
          .header('content-type', stored.content_type ?? 'application/json; charset=utf-8')
          .header('idempotent-replayed', 'true')
          .send(replayOf(stored));
      }
      if (stored.expired) {
        const taken = await sql`
          update idempotent_request set lease_until = now() + make_interval(secs => ${LEASE_SECONDS})
          where ${where} and status is null and lease_until < now() returning 1`.execute(app.db);
        if (taken.rows.length > 0) {
          request.idempotencyClaim = { brand, scope, route, key, settled: false };
          return;
        }
      }
      if (performance.now() > deadline) throw new AppError('request_in_progress');
    }
    // The first request is still running (or just freed the key): look again shortly.
    await sleep(pause);
  }
}

/** onSend: keeps a 2xx answer for the repeats; anything else frees the key. */
async function settle(
  app: FastifyInstance,
  request: FastifyRequest,
  answer: { status: number; contentType?: string; payload?: unknown },
) {
  const claim = request.idempotencyClaim;
  if (!claim || claim.settled) return;
  claim.settled = true;
  const where = sql`brand_code = ${claim.brand} and scope = ${claim.scope} and route = ${claim.route}
    and key = ${claim.key}`;
  const { status, payload } = answer;
  const body = typeof payload === 'string' ? Buffer.from(payload) : Buffer.isBuffer(payload) ? payload : null;
  if (status >= 200 && status < 300 && body) {
    await sql`update idempotent_request set status = ${status}, content_type = ${answer.contentType ?? null},
      body = ${body} where ${where}`.execute(app.db);
  } else {
    await sql`delete from idempotent_request where ${where}`.execute(app.db);
  }
}

export const idempotencyPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorateRequest('idempotencyClaim', null);
    const listed = new Set(IDEMPOTENT_ROUTES);
    app.addHook('onRoute', (route) => {
      const methods = [route.method as HTTPMethods | HTTPMethods[]].flat();
      if (!methods.some((method) => listed.has(routeKey(method, route.url)))) return;
      route.preHandler = [
        ...[route.preHandler ?? []].flat(),
        (request: FastifyRequest, reply: FastifyReply) => claimOrReplay(app, request, reply),
      ];
      route.onSend = [
        ...[route.onSend ?? []].flat(),
        async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
          const contentType = reply.getHeader('content-type');
          await settle(app, request, {
            status: reply.statusCode,
            payload,
            ...(contentType === undefined ? {} : { contentType: String(contentType) }),
          });
          return payload;
        },
      ];
      // An answer that never reached onSend (the connection dropped first) still frees its key.
      route.onResponse = [
        ...[route.onResponse ?? []].flat(),
        async (request: FastifyRequest) => {
          await settle(app, request, { status: 0 });
        },
      ];
    });
    // Stored answers are kept a week: far longer than any client retries.
    app.addHook('onReady', async () => {
      app.jobs.cron({ kind: 'idempotency.purge', everySeconds: 86_400, offsetSeconds: 3_600 }, async () => {
        await sql`delete from idempotent_request where created_at < now() - interval '7 days'`.execute(
          app.db,
        );
      });
    });
  },
  { name: 'idempotency', dependencies: ['jobs'] },
);
