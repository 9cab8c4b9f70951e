import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { normalizeSearch } from '@/core/search-text';
import { generateCatalogue, seededRandom } from '@/server/modules/games/catalogue';
import { atMost, type Figure, type FigureModule, reported } from '../lib/figure';
import { httpClient, percentile } from '../lib/http';
import { getRequest, runLoad } from '../lib/raw-http';
import {
  freePort,
  type ServerProcess,
  serverCpu,
  servingPidsOf,
  spawnServer,
  stopServer,
  waitFor200,
  waitForStartupWork,
} from '../lib/server';

const HOST = 'aurora.localhost';
const CONCURRENCY = 100;
const REQUESTS = 20_000;
/** Issue 28's targets: p99 for keywords as players type them (popular ones repeat), and for a new one each time. */
const TARGET_P99_MS = { 'typed keywords': 15, 'every keyword new': 20 } as const;
const AURORA_RNG = new Set(['PG', 'JDB', 'CQ9', 'FC', 'JL', 'PT', 'EG2']);

const listPath = (keyword: string) =>
  `/wps/relay/GCSGAME_gameList?clientType=3&platform=W&pageNo=1&pageSize=60&language=en&gameType=RNG&keyword=${encodeURIComponent(keyword)}`;

/**
 * Keywords as players type them: prefixes (3+ characters) of the words of real game names, weighted by how
 * often the words occur, so popular searches repeat across players as they do in a lobby.
 */
function typedKeywords(names: string[]): string[] {
  const words = new Map<string, number>();
  for (const name of names)
    for (const word of normalizeSearch(name).split(' ')) words.set(word, (words.get(word) ?? 0) + 1);
  const out: string[] = [];
  for (const [word, count] of words) {
    if (word.length < 3) continue;
    for (let end = 3; end <= word.length; end++) {
      for (let i = 0; i < Math.ceil(count / 100); i++) out.push(word.slice(0, end));
    }
  }
  return out;
}

/** Distinct substrings (3–10 characters) of game names: each request a keyword not searched before. */
function uniqueKeywords(names: string[], count: number): string[] {
  const random = seededRandom(2026);
  const seen = new Set<string>();
  const normalized = names.map(normalizeSearch);
  while (seen.size < count) {
    const name = normalized[Math.floor(random() * normalized.length)]!;
    const length = 3 + Math.floor(random() * 8);
    const start = Math.floor(random() * Math.max(1, name.length - length));
    const keyword = name.slice(start, start + length).trim();
    if (keyword.length >= 3) seen.add(keyword);
  }
  return [...seen];
}

/** A search with no result ends its JSON with this (`…,"total":0}`); every answer's body is searched for it. */
const NO_RESULTS = Buffer.from('"total":0}');

async function measure(
  port: number,
  pick: (i: number) => string,
  count = REQUESTS,
): Promise<{ latencies: number[]; seconds: number; matches: number; generatorCpuUs: number }> {
  // Prebuilt requests: the generator only writes them.
  const requests = Array.from({ length: count }, (_, i) => getRequest(listPath(pick(i)), HOST));
  let matches = 0;
  const run = await runLoad({
    port,
    concurrency: CONCURRENCY,
    count,
    request: (i) => requests[i]!,
    keepBody: () => true,
    check: (_i, answer) => {
      if (answer.status !== 200)
        throw new Error(`gameList answered ${answer.status}: ${answer.body?.toString().slice(0, 200)}`);
      if (!answer.body!.includes(NO_RESULTS)) matches++;
    },
  });
  const latencies = Array.from(run.latencies).sort((a, b) => a - b);
  return { latencies, seconds: run.seconds, matches, generatorCpuUs: run.generatorCpuUsPerRequest };
}

/** Issue 4: GET gameList with a search keyword over the 10,000-game catalogue under 100 concurrent requests. */
export const games: FigureModule = {
  label: 'games (gameList search)',
  async measure() {
    const names = generateCatalogue()
      .games.filter((g) => g.gameType === 'RNG' && AURORA_RNG.has(g.vendor))
      .map((g) => g.names.en);
    const typed = typedKeywords(names);
    const unique = uniqueKeywords(names, REQUESTS);
    const dataDir = mkdtempSync(join(tmpdir(), 'marquee-bench-games-'));
    let server: ServerProcess | undefined;
    const port = await freePort();
    const client = httpClient(port, HOST, 1);
    try {
      server = spawnServer(port, dataDir);
      await waitFor200(server, '/wps/system/status', { timeoutMs: 180_000 });
      await waitForStartupWork(server);
      // Warm up (connections, JIT, the read index, the search postings and each game's JSON): one pass over
      // the RNG pages, then a round of typed searches. The measured runs are steady state.
      const random = seededRandom(7);
      // Each server process keeps its own read index and JSON: the pass goes to each, on a new connection each
      // (the server deals new connections to its processes in turn).
      for (let index = 0; index < 1 + servingPidsOf(server).length; index++) {
        const pass = index === 0 ? client : httpClient(port, HOST, 1);
        for (let page = 1; page <= Math.ceil(names.length / 200); page++) {
          await pass.send(
            'GET',
            listPath('').replace('pageSize=60', 'pageSize=200').replace('pageNo=1', `pageNo=${page}`),
            {},
          );
        }
        if (pass !== client) pass.close();
      }
      await measure(port, (i) => typed[i % typed.length]!, 2_000);
      const figures: Figure[] = [];
      for (const [label, pick] of [
        ['typed keywords', () => typed[Math.floor(random() * typed.length)]!],
        ['every keyword new', (i: number) => unique[i]!],
      ] as const) {
        const cpuBefore = serverCpu(server);
        const run = await measure(port, pick);
        const cpuAfter = serverCpu(server);
        const cpuUs = (ms: number) => Math.round((ms * 1000) / REQUESTS);
        const note = `${REQUESTS} requests, ${CONCURRENCY} in flight, ${Math.round(REQUESTS / run.seconds)} req/s; CPU per request: server ${cpuUs(cpuAfter.server - cpuBefore.server)} µs (${cpuAfter.processes} process${cpuAfter.processes === 1 ? '' : 'es'}), PostgreSQL ${cpuUs(cpuAfter.database - cpuBefore.database)} µs; ${Math.round((run.matches / REQUESTS) * 100)}% with results; load generator ${Math.round(run.generatorCpuUs)} µs CPU per request (raw keep-alive sockets on the same 2 cores, tests/bench/lib/raw-http.ts: every answer's status checked and its body searched for an empty result); load average ${loadavg()[0]!.toFixed(1)}`;
        figures.push(
          reported(
            `GET gameList search p50 (${label}, ${CONCURRENCY} concurrent)`,
            percentile(run.latencies, 50),
            'ms',
            { digits: 1, note },
          ),
          atMost(
            `GET gameList search p99 (${label}, ${CONCURRENCY} concurrent)`,
            percentile(run.latencies, 99),
            'ms',
            TARGET_P99_MS[label],
            {
              digits: 1,
            },
          ),
        );
      }
      return figures;
    } finally {
      client.close();
      if (server) await stopServer(server, dataDir);
      rmSync(dataDir, { recursive: true, force: true });
    }
  },
};
