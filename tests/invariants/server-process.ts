/**
 * The real server as a process of its own, as `npm start` runs it, for the invariant suites that kill or stop it
 * (crash-restart, graceful-stop): bundled once per file with the build's settings (no TS loader per start), started
 * on a free port with the embedded PostgreSQL in a given DATA_DIR, and the processes it owns found through /proc.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { freePort } from '@/server/db/embedded';
import { projectRoot } from '@/server/paths';
import { bundleServer as bundle } from '../../scripts/server-bundle.mjs';

/** Bundles src/server/main.ts into .tmp as the build does (scripts/server-bundle.mjs); remove() deletes it. */
export async function bundleServer(name: string): Promise<{ file: string; remove(): void }> {
  const dir = join(projectRoot, '.tmp', `${name}-${process.pid}`);
  const file: string = await bundle(dir);
  return { file, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

export interface ServerChild {
  child: ChildProcess;
  port: number;
  /** Everything the server printed so far (stdout and stderr). */
  output(): string;
  /** Settles with the exit code and signal when the process ends. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

export async function poll<T>(
  what: string,
  fn: () => Promise<T | undefined>,
  timeoutMs = 60_000,
  detail: () => string = () => '',
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await fn().catch(() => undefined);
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}\n${detail().slice(-3000)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * Starts the bundled server with the embedded database in dataDir (no DATABASE_URL) and waits for /healthz. The
 * port is free when chosen but may be taken before the server binds it (a parallel test, or an outgoing
 * connection's ephemeral port on a busy machine): a start refused with EADDRINUSE is tried again on a new port.
 */
export async function startServerProcess(
  bundle: string,
  dataDir: string,
  env: Record<string, string> = {},
): Promise<ServerChild> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await startOnce(bundle, dataDir, env);
    } catch (error) {
      if (attempt >= 3 || !(error instanceof Error) || !error.message.includes('EADDRINUSE')) throw error;
    }
  }
}

async function startOnce(bundle: string, dataDir: string, env: Record<string, string>): Promise<ServerChild> {
  const port = await freePort();
  const vars: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    NODE_ENV: 'test',
    // One process unless a test asks for more (graceful-stop's SERVER_PROCESSES=2 case): these suites count and
    // kill the processes the server owns.
    SERVER_PROCESSES: '1',
    ...env,
  };
  delete vars.DATABASE_URL;
  const child = spawn(process.execPath, [bundle], {
    cwd: projectRoot,
    env: vars,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let text = '';
  child.stdout?.on('data', (chunk) => {
    text += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    text += chunk;
  });
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const server: ServerChild = { child, port, output: () => text, exited };
  let gone = false;
  void exited.then(() => {
    gone = true;
  });
  await poll(
    'the server to be ready',
    async () => {
      if (gone) throw new Error('exited');
      const response = await fetch(`http://127.0.0.1:${port}/healthz`);
      return response.ok ? true : undefined;
    },
    120_000,
    () => text,
  ).catch((error) => {
    if (gone) throw new Error(`the server exited before it was ready:\n${text.slice(-3000)}`);
    throw error;
  });
  return server;
}

/** The direct children of a process (Linux /proc). */
export function childPidsOf(pid: number): number[] {
  const children: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (ppid === pid) children.push(Number(entry));
    } catch {
      // The process ended while listing.
    }
  }
  return children;
}

/** The command line of a process, or '' when it is gone. */
export function commandOf(pid: number): string {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').join(' ');
  } catch {
    return '';
  }
}
