import { createHash, createHmac, randomBytes, randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { type Kysely, sql } from 'kysely';
import { connect, ensureDatabase } from '@/server/db/connect';
import type { Database } from '@/server/db/database';
import { startEmbeddedPostgres } from '@/server/db/embedded';
import { crashChainsCommitted } from '../lib/crash-chains';
import type { Figure, FigureModule } from '../lib/figure';
import { httpClient, percentile } from '../lib/http';
import { mean, PGBENCH, pgbenchRunner } from '../lib/pgbench';
import { seedProtocolPlayers } from '../lib/protocol-seed';
import { freePort, type ServerProcess, spawnServer, stopServer, waitFor200 } from '../lib/server';

const NAME = 'protocol and crash fan-out';
const PLAYERS = 1_000;
const CLIENTS = 32;
const ROUNDS = 3;
const SECONDS = 5;
const WARMUP_SECONDS = 2;
const TARGET_RATIO = 0.6;
const SSE_CLIENTS = 2_000;
const FANOUT_SECONDS = 12;
const FANOUT_TARGET_MS = 100;
const HOST = 'aurora.localhost';
const SECRET = `bench-${randomBytes(16).toString('hex')}`;

interface Prepared {
  url: string;
  game: string;
  players: { id: string; token: string }[];
}

/** The bench database: the demo brands and catalogue, 1,000 funded aurora players with a PG launch session each. */
async function prepare(db: Kysely<Database>, url: string): Promise<Prepared> {
  const game = (await seedProtocolPlayers(db, PLAYERS)).game_code;
  const { rows: accounts } = await sql<{ id: bigint }>`select id from account where brand_code = 'aurora'
    order by id`.execute(db);
  const players = accounts.map((a) => ({
    id: a.id.toString(),
    token: randomBytes(32).toString('base64url'),
  }));
  await db
    .insertInto('wallet_session')
    .values(
      players.map((p) => ({
        token_hash: createHash('sha256').update(p.token).digest(),
        vendor_code: 'PG',
        brand_code: 'aurora',
        account_id: p.id,
        game_code: game,
        currency: 'PHP',
        expires_at: new Date(Date.now() + 86_400_000),
      })),
    )
    .execute();
  await sql`vacuum analyze`.execute(db);
  return { url, game, players };
}

const sign = (body: string) => createHmac('sha256', Buffer.from(SECRET, 'utf8')).update(body).digest('hex');

/** CLIENTS loops of bet + win rounds for `seconds`; rounds per second and latencies (ms). */
async function drive(port: number, prepared: Prepared, seconds: number) {
  const client = httpClient(port, HOST, CLIENTS);
  const rounds: number[] = [];
  const calls: number[] = [];
  let failures = 0;
  let next = 0;
  const post = async (action: string, body: Record<string, unknown>) => {
    const text = JSON.stringify(body);
    const started = performance.now();
    const answer = await client.send(
      'POST',
      `/vendor/PG/wallet/${action}`,
      { 'content-type': 'application/json', 'x-signature': sign(text) },
      text,
    );
    calls.push(performance.now() - started);
    if (answer.status !== 200 || !answer.body.includes('"RS_OK"')) failures++;
  };
  const started = performance.now();
  const end = started + seconds * 1000;
  await Promise.all(
    Array.from({ length: CLIENTS }, async () => {
      while (performance.now() < end) {
        const player = prepared.players[next++ % prepared.players.length]!;
        const uuid = randomUUID();
        const round = `r-${uuid}`;
        const base = { user: player.id, currency: 'PHP', game_code: prepared.game, round };
        const t0 = performance.now();
        await post('bet', {
          ...base,
          request_uuid: randomUUID(),
          token: player.token,
          transaction_uuid: uuid,
          round_closed: false,
          amount: 100,
        });
        await post('win', {
          ...base,
          request_uuid: randomUUID(),
          token: player.token,
          transaction_uuid: `${uuid}:w`,
          reference_transaction_uuid: uuid,
          round_closed: true,
          amount: 150,
        });
        rounds.push(performance.now() - t0);
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  client.close();
  if (failures > 0) throw new Error(`${failures} protocol calls did not answer RS_OK`);
  return { perSecond: rounds.length / elapsed, rounds, calls };
}

/**
 * SSE_CLIENTS stream connections; each tick's delivery latency = arrival − the leader's timestamp in the event
 * (same machine, same clock), over FANOUT_SECONDS of running rounds.
 */
async function fanout(port: number) {
  const latencies: number[] = [];
  const perTick = new Map<string, { count: number; max: number }>();
  const requests: ReturnType<typeof request>[] = [];
  let connected = 0;
  let measuring = false;
  for (let i = 0; i < SSE_CLIENTS; i++) {
    const req = request({
      host: '127.0.0.1',
      port,
      path: '/wps/originals/stream',
      agent: false,
      headers: { host: HOST },
    });
    req.on('response', (res) => {
      connected++;
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        if (!measuring) return;
        const now = Date.now();
        for (const match of chunk.matchAll(
          /"type":"tick","roundId":"(\d+)","m":[\d.]+,"ms":(\d+),"at":(\d+)/g,
        )) {
          const latency = now - Number(match[3]);
          latencies.push(latency);
          const key = `${match[1]}:${match[2]}`;
          const tick = perTick.get(key) ?? { count: 0, max: 0 };
          tick.count++;
          tick.max = Math.max(tick.max, latency);
          perTick.set(key, tick);
        }
      });
    });
    req.on('error', () => undefined);
    req.end();
    requests.push(req);
    if (i % 200 === 199) await sleep(50);
  }
  const deadline = Date.now() + 30_000;
  while (connected < SSE_CLIENTS && Date.now() < deadline) await sleep(50);
  if (connected < SSE_CLIENTS)
    throw new Error(`only ${connected} of ${SSE_CLIENTS} stream clients connected`);
  await sleep(500);
  measuring = true;
  await sleep(FANOUT_SECONDS * 1000);
  measuring = false;
  for (const req of requests) req.destroy();
  // Ticks seen by every client (the first and last may be cut by the window).
  const complete = [...perTick.values()].filter((t) => t.count === SSE_CLIENTS);
  return {
    latencies: latencies.sort((a, b) => a - b),
    ticks: perTick.size,
    complete: complete.length,
    completeInTime: complete.filter((t) => t.max <= FANOUT_TARGET_MS).length,
  };
}

/** The crash leader commits each brand's hash chain once (≈ 1 s of SHA-256): wait for it before measuring. */
const round1 = (v: number) => Math.round(v * 10) / 10;

/**
 * The seamless-wallet protocol under load and the crash stream's fan-out, against the built server
 * (`node dist/server/main.mjs`, NODE_ENV=production) on an embedded PostgreSQL with durable settings:
 * bet + win rounds per second over HTTP from 32 clients across 1,000 players, with p99 latency, the ratio to
 * `pgbench -b tpcb-like` (32 clients) on the same server alternating in 3 rounds of 5 s, and how fast 2,000
 * server-sent-event clients receive each crash tick.
 */
export const protocol: FigureModule = {
  label: NAME,
  async measure() {
    const dir = mkdtempSync(join(tmpdir(), 'marquee-bench-protocol-'));
    const embedded = await startEmbeddedPostgres(dir);
    const url = new URL(embedded.url);
    url.pathname = '/protocol_bench';
    let db: Kysely<Database> | undefined;
    let server: ServerProcess | undefined;
    let serverDir: string | undefined;
    try {
      await ensureDatabase(url.toString());
      db = connect(url.toString(), 4);
      const prepared = await prepare(db, url.toString());
      await db.destroy();
      db = undefined;
      const port = await freePort();
      // The server's DATA_DIR stays empty (it uses DATABASE_URL): stopServer then never touches the bench cluster.
      serverDir = mkdtempSync(join(tmpdir(), 'marquee-bench-protocol-server-'));
      server = spawnServer(port, serverDir, {
        DATABASE_URL: url.toString(),
        NODE_ENV: 'production',
        VENDOR_SECRETS: JSON.stringify({ PG: SECRET }),
        CRASH_BETTING_MS: '1000',
        CRASH_PAUSE_MS: '500',
      });
      await waitFor200(server, '/healthz', { timeoutMs: 120_000, intervalMs: 50 });
      await crashChainsCommitted(port, [HOST, 'lotus.localhost']);
      await drive(port, prepared, WARMUP_SECONDS);
      let runPgbench: (() => number) | undefined;
      if (existsSync(PGBENCH)) {
        const admin = new URL(embedded.url);
        admin.pathname = '/pgbench';
        await ensureDatabase(admin.toString());
        runPgbench = pgbenchRunner(admin.toString(), { clients: CLIENTS, seconds: SECONDS });
      } else {
        console.error(`protocol: ${PGBENCH} is missing (Debian package postgresql-client): no pgbench ratio`);
      }
      const runs: Awaited<ReturnType<typeof drive>>[] = [];
      const tps: number[] = [];
      const loadBefore = loadavg()[0]!;
      for (let i = 0; i < ROUNDS; i++) {
        runs.push(await drive(port, prepared, SECONDS));
        if (runPgbench) tps.push(runPgbench());
      }
      const load = `load average ${loadBefore.toFixed(2)} → ${loadavg()[0]!.toFixed(2)}`;
      const perSecond = mean(runs.map((r) => r.perSecond));
      const rounds = runs.flatMap((r) => r.rounds).sort((a, b) => a - b);
      const calls = runs.flatMap((r) => r.calls).sort((a, b) => a - b);
      const figures: Figure[] = [
        {
          name: `protocol bet+win rounds/s over HTTP (${CLIENTS} clients, ${PLAYERS.toLocaleString('en')} players)`,
          value: Math.round(perSecond),
          unit: 'rounds/s',
          target: 'reported',
          ok: true,
          note: `${ROUNDS} runs of ${SECONDS} s: ${runs.map((r) => Math.round(r.perSecond)).join(', ')}; ${Math.round(perSecond * 2)} calls/s`,
        },
        {
          name: 'protocol round latency p99 (bet + win)',
          value: round1(percentile(rounds, 99)),
          unit: 'ms',
          target: 'reported',
          ok: true,
          note: `p50 ${round1(percentile(rounds, 50))} ms; per call p50 ${round1(percentile(calls, 50))} ms, p99 ${round1(percentile(calls, 99))} ms`,
        },
      ];
      if (runPgbench) {
        const ratio = perSecond / mean(tps);
        figures.push({
          name: 'protocol rounds / pgbench tpcb-like ratio',
          value: Math.round(ratio * 100) / 100,
          unit: '×',
          target: `≥ ${TARGET_RATIO}`,
          ok: ratio >= TARGET_RATIO,
          note: `${Math.round(perSecond)} rounds/s vs pgbench ${Math.round(mean(tps))} tps (runs ${tps.map(Math.round).join(', ')}; tpcb-like, scale 1, ${CLIENTS} clients, -M prepared, alternating); ${load}`,
        });
      } else {
        figures.push({
          name: 'protocol rounds / pgbench tpcb-like ratio',
          value: Number.NaN,
          unit: '×',
          target: `≥ ${TARGET_RATIO}`,
          ok: false,
          note: `not measured: ${PGBENCH} is missing (install postgresql-client)`,
        });
      }
      const fan = await fanout(port);
      const p99 = percentile(fan.latencies, 99);
      figures.push({
        name: `crash tick fan-out to ${SSE_CLIENTS.toLocaleString('en')} SSE clients, p99 delivery`,
        value: Math.round(p99),
        unit: 'ms',
        target: `≤ ${FANOUT_TARGET_MS} ms`,
        ok: p99 <= FANOUT_TARGET_MS,
        note: `p50 ${Math.round(percentile(fan.latencies, 50))} ms, max ${Math.round(fan.latencies.at(-1) ?? Number.NaN)} ms over ${fan.latencies.length.toLocaleString('en')} deliveries of ${fan.ticks} ticks in ${FANOUT_SECONDS} s; ${fan.completeInTime}/${fan.complete} ticks reached every client within ${FANOUT_TARGET_MS} ms`,
      });
      return figures;
    } catch (error) {
      if (server) console.error(`protocol: the server said:\n${server.output()}`);
      throw error;
    } finally {
      if (server) await stopServer(server, serverDir!);
      if (serverDir) rmSync(serverDir, { recursive: true, force: true });
      await db?.destroy();
      await embedded.stop();
      rmSync(dir, { recursive: true, force: true });
    }
  },
};
