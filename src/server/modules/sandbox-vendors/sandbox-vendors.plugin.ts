import { type ChildProcess, fork } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { projectRoot } from '@/server/paths';
import { IN_HOUSE_VENDOR, VENDORS } from '../games/catalogue-vendors';
import { RemoteLauncher } from './sandbox.launcher';

/**
 * Connects every third-party vendor of the catalogue to the sandbox vendor service (docs/sandbox-vendors.md), on
 * servers where it is on (outside production, or SANDBOX_VENDORS=1): the in-house vendor MQ and the lottery
 * vendors (only LOTT / ELOTT games) have launchers of their own. With SANDBOX_VENDORS_URL the sandbox runs apart;
 * otherwise this server starts it as a child process when it listens (on SANDBOX_VENDORS_PORT, default PORT + 2)
 * and hands it each vendor's wallet secret and this server's address, as an operator onboards a vendor.
 * A real vendor replaces the sandbox here: its own launcher adapter registered for its code, and its secret in
 * VENDOR_SECRETS.
 */
export const SANDBOX_VENDORS = VENDORS.filter(
  (v) => v.code !== IN_HOUSE_VENDOR && !v.categories.every((c) => c === 'LOTT' || c === 'ELOTT'),
).map((v) => v.code);

const READY_MS = 20_000;
/** How long the sandbox vendor service may take to stop before it is killed. */
const STOP_MS = 5_000;

export const sandboxVendorsPlugin = fp(
  async (app: FastifyInstance) => {
    const config = app.config.sandboxVendors;
    if (!config) return;
    let child: ChildProcess | undefined;
    let base: Promise<string>;
    let resolveBase: (url: string) => void = () => undefined;
    if (config.url) base = Promise.resolve(config.url);
    else
      base = new Promise<string>((resolve) => {
        resolveBase = resolve;
      });

    const baseUrl = () =>
      Promise.race([
        base,
        new Promise<string>((_, reject) =>
          setTimeout(() => reject(new Error('the sandbox vendor service is not up')), READY_MS).unref(),
        ),
      ]);
    const deps = {
      db: app.db,
      serverSecret: app.secret,
      baseUrl,
      secretOf: (vendor: string) => app.vendorWallet.secrets.of(vendor),
      onError: (error: unknown) => app.log.warn({ err: error }, 'sandbox vendor launch failed'),
    };
    const connect = () => {
      for (const vendor of SANDBOX_VENDORS)
        app.gameLaunchers.register(vendor, new RemoteLauncher(vendor, deps));
    };
    if (config.url) {
      connect();
      return;
    }
    // Started with the listening server (an app that only answers inject() in tests connects no vendor).
    app.addHook('onListen', async () => {
      connect();
      const address = app.server.address();
      const port = typeof address === 'object' && address ? address.port : app.config.port;
      const secrets = Object.fromEntries(
        SANDBOX_VENDORS.flatMap((v) => {
          const secret = app.vendorWallet.secrets.of(v);
          return secret ? [[v, secret.toString('utf8')]] : [];
        }),
      );
      const built = join(projectRoot, 'dist/sandbox-vendors/main.mjs');
      const entry = existsSync(built) ? built : join(projectRoot, 'src/sandbox-vendors/main.ts');
      child = fork(entry, [], {
        execArgv: entry === built ? [] : ['--import', 'tsx'],
        env: {
          ...process.env,
          SANDBOX_VENDORS_PORT: String(config.port),
          SANDBOX_VENDORS_PUBLIC_URL: config.publicUrl,
          SANDBOX_WALLET_URL: `http://127.0.0.1:${port}`,
          SANDBOX_VENDOR_SECRETS: JSON.stringify(secrets),
        },
        stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      });
      child.once('exit', (code) => {
        if (child) app.log.warn({ code }, 'the sandbox vendor service stopped');
        child = undefined;
      });
      const local = `http://127.0.0.1:${config.port}`;
      // Launches wait (up to READY_MS) until it answers.
      void (async () => {
        for (let i = 0; i < 100 && child; i++) {
          const ok = await fetch(`${local}/healthz`, { signal: AbortSignal.timeout(1_000) })
            .then((r) => r.ok)
            .catch(() => false);
          if (ok) {
            resolveBase(local);
            return;
          }
          await new Promise((r) => setTimeout(r, 200));
        }
      })();
    });
    // The child stops with the server, and the server waits until it is gone (SIGKILL when it does not stop).
    app.addHook('onClose', async () => {
      const running = child;
      child = undefined;
      if (!running || running.exitCode !== null || running.signalCode !== null) return;
      const exited = new Promise((resolve) => running.once('exit', resolve));
      running.kill('SIGTERM');
      const kill = setTimeout(() => running.kill('SIGKILL'), STOP_MS);
      await exited;
      clearTimeout(kill);
    });
  },
  { name: 'sandbox-vendors', dependencies: ['games', 'vendor'] },
);
