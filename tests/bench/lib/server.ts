import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { loadBrands } from '@/server/brands/load-brands';
import { freePort as freeListeningPort } from '@/server/db/embedded';
import { crashBrands } from '@/server/modules/originals/crash/scheduler';
import { defaultBrandsDir } from '@/server/paths';
import { projectRoot, requireBuilt, serverEntry } from './paths';

const STOP_GRACE_MS = 60_000;

/**
 * A free port for a server, with the two after it free too (the server's identity provider and sandbox vendors
 * listen on port + 1 and + 2), below the kernel's ephemeral range: the load figures' outgoing connections cannot take
 * them between this probe and the server's listen.
 */
export function freePort(): Promise<number> {
  return freeListeningPort(3);
}

export interface ServerProcess {
  child: ChildProcess;
  port: number;
  /** Settles when the process has exited (never rejects). */
  exited: Promise<void>;
  hasExited(): boolean;
  /** The last lines the server printed, for error messages. */
  output(): string;
}

/**
 * Spawns the built server (`node dist/server/main.mjs`) on loopback with its embedded database in dataDir
 * (DATABASE_URL and NODE_ENV are removed from its environment unless `extraEnv` sets them, with any other
 * variables).
 */
export function spawnServer(
  port: number,
  dataDir: string,
  extraEnv: Record<string, string> = {},
): ServerProcess {
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir };
  delete env.DATABASE_URL;
  // A Vite build earlier in the run (the home-JS figure) sets NODE_ENV=production in this process: the server
  // runs in the mode a figure asks for, not whatever the bench process happens to carry.
  delete env.NODE_ENV;
  Object.assign(env, extraEnv);
  // BENCH_SERVER_NODE_ARGS (e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof") profiles the servers a figure starts:
  // Node refuses --cpu-prof in NODE_OPTIONS.
  const nodeArgs = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child = spawn(process.execPath, [...nodeArgs, requireBuilt(serverEntry)], {
    cwd: projectRoot,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let tail = '';
  const keep = (chunk: Buffer) => {
    tail = (tail + chunk.toString()).slice(-4000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  let done = false;
  const exited = new Promise<void>((resolve) => {
    child.once('exit', () => {
      done = true;
      resolve();
    });
    child.once('error', (error) => {
      keep(Buffer.from(`spawn error: ${error.message}\n`));
      done = true;
      resolve();
    });
  });
  return { child, port, exited, hasExited: () => done, output: () => tail };
}

/**
 * Polls GET http://127.0.0.1:<port><path> every intervalMs until it answers 200; returns the time of that
 * answer (performance.now()). Throws when the process exits first or timeoutMs passes.
 */
export async function waitFor200(
  server: ServerProcess,
  path: string,
  options: { timeoutMs: number; intervalMs?: number },
): Promise<number> {
  const url = `http://127.0.0.1:${server.port}${path}`;
  const deadline = performance.now() + options.timeoutMs;
  let last = 'no answer';
  while (performance.now() < deadline) {
    if (server.hasExited()) {
      throw new Error(
        `the server exited (code ${server.child.exitCode}) before answering:\n${server.output()}`,
      );
    }
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      await response.arrayBuffer();
      if (response.status === 200) return performance.now();
      last = `HTTP ${response.status}`;
    } catch (error) {
      last = (error as Error).message;
    }
    await sleep(options.intervalMs ?? 10);
  }
  throw new Error(
    `${url} did not answer 200 within ${options.timeoutMs} ms (last: ${last}):\n${server.output()}`,
  );
}

/**
 * Waits until a fresh server has finished its one-time start-up work: on a new database every crash brand builds
 * its hash chain (a million SHA-256 steps each, seconds of CPU on a shared machine) before its first round. A
 * latency figure taken meanwhile measures that build, not the route; production builds a chain once per brand.
 */
export async function waitForStartupWork(server: ServerProcess, timeoutMs = 300_000): Promise<void> {
  const deadline = performance.now() + timeoutMs;
  for (const brand of crashBrands(loadBrands(defaultBrandsDir).brands)) {
    const url = `http://127.0.0.1:${server.port}/wps/originals/crash/state`;
    for (;;) {
      if (server.hasExited())
        throw new Error(`the server exited before its start-up work:\n${server.output()}`);
      const response = await fetch(url, { headers: { 'x-brand': brand.config.code } }).catch(() => undefined);
      await response?.arrayBuffer();
      if (response?.status === 200) break;
      if (performance.now() > deadline)
        throw new Error(`the crash chain of ${brand.config.code} was not ready within ${timeoutMs} ms`);
      await sleep(250);
    }
  }
}

/**
 * CPU time (ms, user + system) of a process, from /proc (Linux); 0 once it is gone. With `reaped`, also that of its
 * children that have exited and been waited for (a PostgreSQL backend that ended, a serving process forked again).
 */
function cpuMs(pid: number, reaped = false): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    // utime and stime (cutime and cstime: waited-for children), in clock ticks (100 per second on Linux).
    const own = Number(fields[11]) + Number(fields[12]);
    return (reaped ? own + Number(fields[13]) + Number(fields[14]) : own) * 10;
  } catch {
    return 0;
  }
}

/** The command line of a process ('' once it is gone). */
export function commandOf(pid: number): string {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').join(' ');
  } catch {
    return '';
  }
}

/** Every process below `root` (children, their children…), from /proc (Linux). */
export function descendantsOf(root: number): number[] {
  const parents = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      parents.set(
        Number(entry),
        Number(readFileSync(`/proc/${entry}/stat`, 'utf8').split(') ')[1]!.split(' ')[1]),
      );
    } catch {
      // The process ended while listing.
    }
  }
  const descendants: number[] = [];
  const queue = [root];
  while (queue.length > 0) {
    const pid = queue.pop()!;
    for (const [child, parent] of parents)
      if (parent === pid) {
        descendants.push(child);
        queue.push(child);
      }
  }
  return descendants;
}

/** The serving processes the server forked (SERVER_PROCESSES > 1): its children running the server's entry. */
export function servingPidsOf(server: ServerProcess): number[] {
  return descendantsOf(server.child.pid!).filter((pid) => commandOf(pid).includes(serverEntry));
}

/**
 * CPU used so far by the server's processes (the one started and the serving processes it forked, SERVER_PROCESSES)
 * and, separately, by its other descendants (the embedded PostgreSQL, the idle sandbox vendor service): a
 * per-request cost that, unlike latency, hardly moves when other work shares the machine. A serving process that
 * exits between two readings is counted through the server's reaped time; `processes` is the count read.
 */
export function serverCpu(server: ServerProcess): { server: number; database: number; processes: number } {
  const root = server.child.pid!;
  const serving = new Set(servingPidsOf(server));
  // A descendant that exits moves its CPU to its parent's reaped time: the postmaster's for a backend, the server's
  // for a serving process (its only children that exit while it runs).
  let database = 0;
  for (const pid of descendantsOf(root)) if (!serving.has(pid)) database += cpuMs(pid, true);
  return {
    server: cpuMs(root, true) + [...serving].reduce((sum, pid) => sum + cpuMs(pid), 0),
    database,
    processes: 1 + serving.size,
  };
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function waitForPid(pid: number, ms: number): Promise<boolean> {
  const deadline = performance.now() + ms;
  while (performance.now() < deadline) {
    if (!alive(pid)) return true;
    await sleep(50);
  }
  return !alive(pid);
}

/**
 * Stops the server as a process manager does: SIGTERM to its pid (it stops its children and its PostgreSQL and
 * exits 0), SIGKILL after 60 s. Anything it started that is still alive afterwards (it was killed, or did not stop
 * a child) is stopped too and reported: the bench leaves no process behind. When the server could not stop its
 * embedded PostgreSQL, the postmaster named in <dataDir>/pg/postmaster.pid is stopped the same way, so the data
 * folder can be removed. Answers how long the server took to exit after SIGTERM (ms; 0 when it had exited).
 */
export async function stopServer(server: ServerProcess, dataDir: string): Promise<number> {
  const started = server.child.pid ? descendantsOf(server.child.pid) : [];
  const signalled = performance.now();
  let exitMs = 0;
  if (!server.hasExited()) {
    server.child.kill('SIGTERM');
    const timer = setTimeout(() => server.child.kill('SIGKILL'), STOP_GRACE_MS);
    await server.exited;
    exitMs = performance.now() - signalled;
    clearTimeout(timer);
    if (server.child.exitCode !== 0)
      console.error(
        `bench: the server did not stop cleanly (exit ${server.child.exitCode ?? server.child.signalCode}):\n${server.output()}`,
      );
  }
  await stopLeftovers(started);
  const pidFile = join(dataDir, 'pg', 'postmaster.pid');
  if (!existsSync(pidFile)) return exitMs;
  const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
  if (!Number.isInteger(pid) || pid <= 0 || !alive(pid)) return exitMs;
  process.kill(pid, 'SIGTERM');
  if (!(await waitForPid(pid, STOP_GRACE_MS))) {
    process.kill(pid, 'SIGKILL');
    await waitForPid(pid, STOP_GRACE_MS);
  }
  return exitMs;
}

/** Stops (SIGTERM, then SIGKILL) whichever of these processes still run, and says so: a stop that left them is a bug. */
export async function stopLeftovers(pids: number[]): Promise<void> {
  const left = pids.filter(alive);
  if (left.length === 0) return;
  console.error(`bench: stopping ${left.length} process(es) left running: ${left.join(', ')}`);
  for (const pid of left) process.kill(pid, 'SIGTERM');
  for (const pid of left) {
    if (!(await waitForPid(pid, 10_000))) {
      process.kill(pid, 'SIGKILL');
      await waitForPid(pid, 10_000);
    }
  }
}
