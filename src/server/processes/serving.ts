import type { Socket } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { buildApp } from '../app';
import { formatProblems, loadBrands } from '../brands/load-brands';
import type { ServerConfig } from '../config';
import { connect } from '../db/connect';
import { BrandConfigError, DRAIN_MS, type Running } from '../start';
import { poolSize, READY_MESSAGE, SOCKET_MESSAGE } from './serving-processes';

/**
 * A serving process (SERVER_PROCESSES > 1, MARQUEE_PROCESS_ROLE=serving): the app built against the owner's database
 * (DATABASE_URL), answering the connections the owner hands it. No PostgreSQL, migrations, seed, sandbox vendors
 * (SANDBOX_VENDORS_URL names the owner's) or identity provider (SOCIAL_DEV_ISSUER names the owner's); the job
 * runner and the schedules stay off (they check `config.processRole`). It listens on an ephemeral loopback port
 * only so that Node's HTTP server runs its connection bookkeeping (request and header timeouts, idle keep-alive
 * connections closed at the stop) and the listen hooks that load read indexes; nobody is told that port.
 */
export async function startServing(config: ServerConfig, opts: { logger?: boolean } = {}): Promise<Running> {
  if (!config.databaseUrl) throw new Error('a serving process needs DATABASE_URL (set by the owner)');
  const { brands, problems } = loadBrands(config.brandsDir);
  if (problems.length > 0) throw new BrandConfigError(formatProblems(problems));
  const db = connect(config.databaseUrl, poolSize(config.serverProcesses));
  let closing = false;
  const sockets = new Set<Socket>();
  try {
    const app = await buildApp({ config, brands, db, logger: opts.logger });
    await app.listen({ port: 0, host: '127.0.0.1' });
    process.on('message', (message, socket) => {
      if (message !== SOCKET_MESSAGE || !socket) return;
      const connection = socket as Socket;
      if (closing) {
        connection.destroy();
        return;
      }
      sockets.add(connection);
      connection.once('close', () => sockets.delete(connection));
      app.server.emit('connection', connection);
      connection.resume();
    });
    process.send?.(READY_MESSAGE);
    let stopped = false;
    return {
      app,
      url: `pid ${process.pid}`,
      async stop() {
        if (stopped) return;
        stopped = true;
        closing = true;
        // Streams and chat sockets end and idle keep-alive connections close with the app; requests in flight finish
        // (the handed connections are not the listening server's, so its close does not wait for them: this does).
        const force = setTimeout(() => {
          for (const socket of sockets) socket.destroy();
        }, DRAIN_MS);
        try {
          await app.close();
          while (sockets.size > 0) {
            app.server.closeIdleConnections();
            await sleep(50);
          }
        } finally {
          clearTimeout(force);
          await db.destroy();
        }
      },
    };
  } catch (error) {
    await db.destroy().catch(() => undefined);
    throw error;
  }
}
