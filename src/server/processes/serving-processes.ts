import { type ChildProcess, fork } from 'node:child_process';
import type { Server as HttpServer } from 'node:http';
import type { Socket } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The owner's side of SERVER_PROCESSES > 1 (docs/scale.md "Several serving processes"). The owner listens on the
 * port as a single process does; once it serves, it forks `count` serving processes (the same entry, with
 * MARQUEE_PROCESS_ROLE=serving) and hands each accepted connection round-robin to itself or to a serving process
 * that is ready: the listening server pauses new sockets (pauseOnConnect) so no byte is read before the socket's
 * handle moves to the serving process (`child.send('socket', socket)`). A serving process that exits while the owner
 * runs is forked again after a backoff; stop() asks each to finish its connections and exit.
 *
 * child_process.fork rather than node:cluster: cluster's primary takes the port itself and cannot answer requests
 * there, while the owner must keep serving its share and keep its single listening socket (the cold start answers
 * before anything is forked); cluster workers would also run every listen hook (jobs, schedules) themselves.
 */

/**
 * The server's entry to fork: the built server's loader (dist/server/main.mjs, beside the bundle server.cjs whose URL
 * the bundle's import.meta.url is) even when a wrapper imported it (the e2e suite's serve.mjs, which must not run
 * twice); from source, the script this process runs (src/server/main.ts under tsx, whose loader flags fork passes on).
 */
function serverEntry(): string {
  const file = fileURLToPath(import.meta.url);
  return file.endsWith('.cjs') ? join(dirname(file), 'main.mjs') : process.argv[1]!;
}

/** Messages between the owner and a serving process (IPC, JSON). */
export const SOCKET_MESSAGE = 'marquee:socket';
export const READY_MESSAGE = 'marquee:ready';
export const STOP_MESSAGE = 'marquee:stop';

/** Backoff before forking a serving process again: 0.5 s doubling to 30 s; reset after a minute of running. */
const BACKOFF_MS = [500, 1_000, 2_000, 4_000, 8_000, 16_000, 30_000];
const STABLE_MS = 60_000;

interface Slot {
  index: number;
  child: ChildProcess | undefined;
  ready: boolean;
  failures: number;
  startedAt: number;
  retry: NodeJS.Timeout | undefined;
}

export interface ServingOptions {
  /** How many serving processes to fork (SERVER_PROCESSES − 1). */
  count: number;
  /** Added to this process's environment for them (DATABASE_URL, SANDBOX_VENDORS_URL, SOCIAL_DEV_ISSUER…). */
  env: NodeJS.ProcessEnv;
  /** How long a serving process may take to finish its connections once asked to stop; then it is killed. */
  stopMs: number;
  log?: (line: string) => void;
  /** The module to fork (default: this process's own entry, with its Node arguments). */
  entry?: string;
}

export class ServingProcesses {
  private readonly slots: Slot[];
  private serveHere: ((socket: Socket) => void) | undefined;
  private turn = 0;
  private stopping = false;

  constructor(private readonly options: ServingOptions) {
    this.slots = Array.from({ length: options.count }, (_, index) => ({
      index,
      child: undefined,
      ready: false,
      failures: 0,
      startedAt: 0,
      retry: undefined,
    }));
  }

  /** The pids of the serving processes running now. */
  pids(): number[] {
    return this.slots.flatMap((s) => (s.child?.pid && s.child.exitCode === null ? [s.child.pid] : []));
  }

  /**
   * Takes over the listening server's connections: from now on each new one is paused and dealt to the next process
   * in turn (this one included); until a serving process is ready its turn is this process's.
   */
  attach(server: HttpServer): void {
    const own = server.listeners('connection') as ((socket: Socket) => void)[];
    server.removeAllListeners('connection');
    // net.Server reads this at each accepted connection (the constructor's `pauseOnConnect` option, which
    // http.createServer does not pass on): the socket's handle does not start reading.
    (server as HttpServer & { pauseOnConnect: boolean }).pauseOnConnect = true;
    this.serveHere = (socket) => {
      for (const listener of own) listener.call(server, socket);
      socket.resume();
    };
    server.on('connection', (socket: Socket) => this.deal(socket));
  }

  /** Forks every serving process. */
  start(): void {
    for (const slot of this.slots) this.fork(slot);
  }

  private deal(socket: Socket): void {
    const serveHere = this.serveHere!;
    const turns = this.slots.length + 1;
    const turn = this.turn;
    this.turn = (turn + 1) % turns;
    const slot = turn === 0 || this.stopping ? undefined : this.slots[turn - 1];
    const child = slot?.ready ? slot.child : undefined;
    if (!child?.connected) {
      serveHere(socket);
      return;
    }
    try {
      child.send(SOCKET_MESSAGE, socket, { keepOpen: false }, (error) => {
        // Not sent (the process went away meanwhile): the socket is still ours while it has its handle.
        if (error && !socket.destroyed && (socket as Socket & { _handle?: unknown })._handle)
          serveHere(socket);
      });
    } catch {
      if (!socket.destroyed) serveHere(socket);
    }
  }

  private fork(slot: Slot): void {
    slot.retry = undefined;
    if (this.stopping) return;
    const entry = this.options.entry ?? serverEntry();
    const child = fork(entry, process.argv.slice(2), {
      env: { ...process.env, ...this.options.env, MARQUEE_PROCESS_ROLE: 'serving' },
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      // Handles travel as file descriptors; messages stay JSON.
      serialization: 'json',
    });
    slot.child = child;
    slot.ready = false;
    slot.startedAt = Date.now();
    child.on('message', (message) => {
      if (message === READY_MESSAGE) slot.ready = true;
    });
    // An 'error' (the fork failed, a message could not be sent) is followed by 'exit' or answered by send's callback.
    child.on('error', (error) => this.options.log?.(`serving process ${slot.index + 1}: ${error.message}`));
    child.once('exit', (code, signal) => {
      if (slot.child === child) {
        slot.child = undefined;
        slot.ready = false;
      }
      if (this.stopping) return;
      slot.failures = Date.now() - slot.startedAt > STABLE_MS ? 0 : slot.failures + 1;
      const wait = BACKOFF_MS[Math.min(slot.failures, BACKOFF_MS.length) - 1] ?? BACKOFF_MS[0]!;
      this.options.log?.(
        `serving process ${slot.index + 1} (pid ${child.pid}) exited (${signal ?? `code ${code}`}); forked again in ${wait} ms`,
      );
      slot.retry = setTimeout(() => this.fork(slot), wait);
    });
  }

  /**
   * Stops dealing connections to the serving processes and asks each to finish its requests and exit; kills one
   * still running after `stopMs`. Resolves once none runs.
   */
  async stop(): Promise<void> {
    this.stopping = true;
    const running: Promise<void>[] = [];
    for (const slot of this.slots) {
      if (slot.retry) clearTimeout(slot.retry);
      slot.retry = undefined;
      slot.ready = false;
      const child = slot.child;
      if (!child || child.exitCode !== null || child.signalCode !== null) continue;
      running.push(
        new Promise<void>((resolve) => {
          const kill = setTimeout(() => child.kill('SIGKILL'), this.options.stopMs);
          child.once('exit', () => {
            clearTimeout(kill);
            resolve();
          });
          if (child.connected) child.send(STOP_MESSAGE, () => undefined);
          else child.kill('SIGTERM');
        }),
      );
    }
    await Promise.all(running);
  }
}

/**
 * Each process's database pool: 20 connections for one or two processes (as one process had), fewer each beyond,
 * so that eight processes with their listening connections stay well inside the embedded PostgreSQL's 200.
 */
export function poolSize(processes: number): number {
  return Math.max(5, Math.min(20, Math.ceil(40 / processes)));
}

/** A second after listening at the latest, the serving processes are forked even before a first answer. */
const FORK_AFTER_MS = 1_000;

/**
 * The owner's serving processes for its app, listening: connections are dealt from now on, the processes forked
 * once the first answer has gone out (or FORK_AFTER_MS after this call).
 */
export function forkServing(app: { server: HttpServer }, options: ServingOptions): ServingProcesses {
  const processes = new ServingProcesses(options);
  processes.attach(app.server);
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    clearTimeout(timer);
    processes.start();
  };
  const timer = setTimeout(start, FORK_AFTER_MS);
  app.server.once('request', (_request, response) => response.once('finish', start));
  return processes;
}
