import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { atMost, type Figure, type FigureModule, reported } from '../lib/figure';
import { httpClient, percentile } from '../lib/http';
import { getRequest, runLoad } from '../lib/raw-http';
import {
  freePort,
  type ServerProcess,
  serverCpu,
  spawnServer,
  stopServer,
  waitFor200,
  waitForStartupWork,
} from '../lib/server';

const HOST = 'aurora.localhost';
/** Seeded on non-production servers (src/server/seed/demo-data.ts). */
const LOGIN = JSON.stringify({ username: 'agent01', password: 'Agent2026x' });
const LOGIN_SECONDS = 8;
const LOGIN_CONCURRENCY = 8;
const INFO_CONCURRENCY = 200;
const INFO_REQUESTS = 20_000;

async function loginsPerSecond(client: ReturnType<typeof httpClient>): Promise<Figure> {
  const headers = { 'content-type': 'application/json' };
  let done = 0;
  let failed = 0;
  const end = performance.now() + LOGIN_SECONDS * 1000;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: LOGIN_CONCURRENCY }, async () => {
      while (performance.now() < end) {
        const answer = await client.send('POST', '/wps/session/login', headers, LOGIN);
        if (answer.status === 200) done++;
        else failed++;
      }
    }),
  );
  if (failed > 0) throw new Error(`${failed} logins failed`);
  const rate = done / ((performance.now() - started) / 1000);
  return {
    name: 'logins per second (argon2id 19 MiB, t=2)',
    value: Math.round(rate * 10) / 10,
    unit: 'logins/s',
    target: '≥ 20 logins/s',
    ok: rate >= 20,
    note: `${done} logins from ${LOGIN_CONCURRENCY} clients in ${LOGIN_SECONDS} s`,
  };
}

/** Every Nth member-info answer is read and checked in full (every answer's status is checked). */
const INFO_BODY_EVERY = 50;

async function memberInfoLatency(port: number, token: string, server: ServerProcess): Promise<Figure[]> {
  const request = getRequest('/wps/member/info', HOST, { authorization: `Bearer ${token}` });
  let checked = 0;
  const load = (count: number) =>
    runLoad({
      port,
      concurrency: INFO_CONCURRENCY,
      count,
      request: () => request,
      keepBody: (i) => i % INFO_BODY_EVERY === 0,
      check: (_i, answer) => {
        if (answer.status !== 200)
          throw new Error(`member info answered ${answer.status}: ${answer.body?.toString() ?? ''}`);
        if (!answer.body) return;
        const info = (JSON.parse(answer.body.toString()) as { value?: { userName?: string } }).value;
        if (info?.userName !== 'agent01') throw new Error(`member info answered ${answer.body.toString()}`);
        checked++;
      },
    });
  // Warm up connections, the JIT and the query plan.
  await load(INFO_CONCURRENCY * 5);
  checked = 0;
  const cpuBefore = serverCpu(server);
  const run = await load(INFO_REQUESTS);
  const cpuAfter = serverCpu(server);
  const perRequest = (ms: number) => Math.round((ms * 1000) / INFO_REQUESTS);
  const latencies = Array.from(run.latencies).sort((a, b) => a - b);
  const note = `${INFO_REQUESTS} requests, ${INFO_CONCURRENCY} in flight, ${Math.round(INFO_REQUESTS / run.seconds)} req/s; CPU per request: server ${perRequest(cpuAfter.server - cpuBefore.server)} µs (${cpuAfter.processes} process${cpuAfter.processes === 1 ? '' : 'es'}), PostgreSQL ${perRequest(cpuAfter.database - cpuBefore.database)} µs, load generator ${Math.round(run.generatorCpuUsPerRequest)} µs (raw keep-alive sockets on the same 2 cores, tests/bench/lib/raw-http.ts: every status checked, ${checked} bodies read in full); load average ${loadavg()[0]!.toFixed(1)}`;
  return [
    reported('GET /wps/member/info p50 (200 concurrent)', percentile(latencies, 50), 'ms', {
      digits: 1,
      note,
    }),
    // Issue 28's target.
    atMost('GET /wps/member/info p99 (200 concurrent)', percentile(latencies, 99), 'ms', 25, { digits: 1 }),
  ];
}

/** Issue 3: logins per second with real argon2id, and member-info latency under 200 concurrent requests. */
export const accounts: FigureModule = {
  label: 'accounts (logins, member info)',
  async measure() {
    const dataDir = mkdtempSync(join(tmpdir(), 'marquee-bench-accounts-'));
    let server: ServerProcess | undefined;
    const port = await freePort();
    const client = httpClient(port, HOST, LOGIN_CONCURRENCY);
    try {
      server = spawnServer(port, dataDir);
      await waitFor200(server, '/wps/system/status', { timeoutMs: 180_000 });
      await waitForStartupWork(server);
      const first = await client.send(
        'POST',
        '/wps/session/login',
        { 'content-type': 'application/json' },
        LOGIN,
      );
      if (first.status !== 200) throw new Error(`login failed: ${first.body}`);
      const token = (JSON.parse(first.body) as { value: { token: string } }).value.token;
      const logins = await loginsPerSecond(client);
      const info = await memberInfoLatency(port, token, server);
      return [logins, ...info];
    } finally {
      client.close();
      if (server) await stopServer(server, dataDir);
      rmSync(dataDir, { recursive: true, force: true });
    }
  },
};
