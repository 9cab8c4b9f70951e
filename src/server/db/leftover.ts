import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, realpathSync, rmSync } from 'node:fs';
import { basename, join } from 'node:path';

/**
 * A server killed with SIGKILL (or by the OOM killer) cannot stop its embedded PostgreSQL: the postmaster is
 * re-parented to init (or the nearest subreaper) and keeps the cluster locked. On the next start we recognise it
 * and stop it cleanly (fast shutdown: it rolls back open transactions and checkpoints), but only when it is
 *  - a `postgres` process started with `-D <this cluster>` (the pid file's data directory agrees),
 *  - in a data folder of ours (pg.json beside the cluster), and
 *  - orphaned: its parent is not a Node process (a live server or an ops command of ours still owns it).
 * Anything else stays untouched and start-up stops with a clear message.
 */

export interface ProcessInfo {
  /** Parent process id. */
  ppid: number;
  /** argv as the kernel reports it. */
  argv: string[];
}

/** Whether a process runs. A zombie (exited, not yet reaped by its new parent) does not: it holds no cluster. */
export function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  return !zombie(pid);
}

/** Linux: the state letter of /proc/<pid>/stat is Z (zombie) or X (dead). Elsewhere: not known, so no. */
function zombie(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const state = stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3);
    return state === 'Z' || state === 'X';
  } catch {
    return false;
  }
}

/** The parent and command line of a process: /proc on Linux, ps elsewhere; undefined when it is gone. */
export function processInfo(pid: number): ProcessInfo | undefined {
  const proc = `/proc/${pid}`;
  if (existsSync('/proc/self/stat')) {
    try {
      const stat = readFileSync(join(proc, 'stat'), 'utf8');
      // "pid (comm) state ppid …": comm may hold spaces and parentheses, so read after the last ')'.
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      const argv = readFileSync(join(proc, 'cmdline'), 'utf8').split('\0').filter(Boolean);
      return { ppid, argv };
    } catch {
      return undefined;
    }
  }
  try {
    const out = execFileSync('ps', ['-o', 'ppid=', '-o', 'args=', '-p', String(pid)], { encoding: 'utf8' });
    const match = out.trim().match(/^(\d+)\s+(.*)$/);
    return match ? { ppid: Number(match[1]), argv: match[2]!.split(/\s+/) } : undefined;
  } catch {
    return undefined;
  }
}

function samePath(a: string, b: string): boolean {
  try {
    return realpathSync(a) === realpathSync(b);
  } catch {
    return false;
  }
}

/** The postmaster this cluster's pid file names, when the file exists: line 1 the pid, line 2 the data directory. */
export function readPostmasterPid(clusterDir: string): { pid: number; dataDir: string } | undefined {
  const pidFile = join(clusterDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return undefined;
  const [pid, dataDir] = readFileSync(pidFile, 'utf8').split('\n');
  return { pid: Number(pid), dataDir: dataDir ?? '' };
}

export type Leftover =
  | { kind: 'none' }
  /** The pid file names a live process that is not a PostgreSQL on this cluster (a reused pid). */
  | { kind: 'stale' }
  /** A PostgreSQL of ours whose server is gone: safe to stop. */
  | { kind: 'orphan'; pid: number }
  /** Alive and not ours to stop: another server on the same data folder, or not our PostgreSQL at all. */
  | { kind: 'busy'; pid: number; reason: string };

/** Decides what the pid file of a cluster points at (see the file comment). */
export function classifyLeftover(
  dataDir: string,
  clusterDir: string,
  info: (pid: number) => ProcessInfo | undefined = processInfo,
): Leftover {
  const found = readPostmasterPid(clusterDir);
  if (!found || !Number.isInteger(found.pid) || found.pid <= 0) return { kind: 'none' };
  const { pid } = found;
  if (!processAlive(pid)) return { kind: 'none' };
  const proc = info(pid);
  if (!proc) return { kind: 'none' };
  const dIndex = proc.argv.indexOf('-D');
  const onThisCluster =
    basename(proc.argv[0] ?? '') === 'postgres' &&
    dIndex >= 0 &&
    samePath(proc.argv[dIndex + 1] ?? '', clusterDir);
  // The pid was reused by an unrelated process after PostgreSQL itself died: the file is stale.
  if (!onThisCluster) return { kind: 'stale' };
  if (!samePath(found.dataDir, clusterDir) || !existsSync(join(dataDir, 'pg.json'))) {
    return { kind: 'busy', pid, reason: 'this PostgreSQL was not started by Marquee' };
  }
  const parent = proc.ppid > 1 ? info(proc.ppid) : undefined;
  if (parent && /(^|[/\\])node(\.exe)?$/.test(parent.argv[0] ?? '')) {
    return {
      kind: 'busy',
      pid,
      reason: `server process ${proc.ppid} still runs it (another server with the same DATA_DIR?)`,
    };
  }
  return { kind: 'orphan', pid };
}

async function waitForExit(pid: number, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (processAlive(pid)) {
    if (Date.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return true;
}

/**
 * Makes the cluster free to start: stops an orphaned PostgreSQL of ours (fast shutdown, then immediate shutdown if
 * it hangs: PostgreSQL recovers from its WAL on the next start either way), removes a stale pid file, and refuses
 * when the cluster is in use by anything else. Returns the pid it stopped, if any.
 */
export async function freeCluster(
  dataDir: string,
  clusterDir: string,
  timeoutMs = 60_000,
): Promise<number | undefined> {
  const leftover = classifyLeftover(dataDir, clusterDir);
  if (leftover.kind === 'busy') {
    throw new Error(
      `the database in ${clusterDir} is in use by process ${leftover.pid}: ${leftover.reason}; not touching it`,
    );
  }
  let stopped: number | undefined;
  if (leftover.kind === 'orphan') {
    process.kill(leftover.pid, 'SIGINT');
    if (!(await waitForExit(leftover.pid, timeoutMs))) {
      process.kill(leftover.pid, 'SIGQUIT');
      if (!(await waitForExit(leftover.pid, 10_000))) {
        throw new Error(`PostgreSQL ${leftover.pid} left by a previous run in ${clusterDir} does not stop`);
      }
    }
    stopped = leftover.pid;
  }
  // The postmaster removes its pid file on a clean stop; a dead or reused pid leaves a stale one behind.
  rmSync(join(clusterDir, 'postmaster.pid'), { force: true });
  return stopped;
}
