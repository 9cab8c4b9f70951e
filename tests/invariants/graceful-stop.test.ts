/**
 * Graceful stop (issue 28): SIGTERM or SIGINT sent to the server's own pid only — as systemd, Docker and Kubernetes
 * stop a process, and as Ctrl-C stops `npm start` — stops taking requests, finishes those in flight, ends event
 * streams and sockets, closes every LISTEN connection and the pool without an unhandled 'error' (pg 57P01 while
 * PostgreSQL shuts down), stops the sandbox-vendors child and the development identity provider, returns only once
 * the embedded PostgreSQL is down (postmaster.pid gone), and exits 0, leaving no process behind.
 */
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { chmodSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { createConnection } from 'node:net';
import { userInfo } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { freePort } from '@/server/db/embedded';
import { processAlive, readPostmasterPid } from '@/server/db/leftover';
import { clusterParent } from '../setup/global-db';
import {
  bundleServer,
  childPidsOf,
  commandOf,
  poll,
  type ServerChild,
  startServerProcess,
} from './server-process';

const HOST = 'aurora.localhost';
const dataDir = mkdtempSync(join(clusterParent(), 'marquee-stop-'));
if (userInfo().uid === 0) chmodSync(dataDir, 0o755);
let bundle: Awaited<ReturnType<typeof bundleServer>>;
let server: ServerChild | undefined;

beforeAll(async () => {
  bundle = await bundleServer('graceful-stop');
}, 60_000);
afterAll(async () => {
  if (server?.child.exitCode === null) server.child.kill('SIGKILL');
  const left = readPostmasterPid(join(dataDir, 'pg'));
  if (left && processAlive(left.pid)) process.kill(left.pid, 'SIGQUIT');
  rmSync(dataDir, { recursive: true, force: true });
  bundle?.remove();
});

/** Whether something still accepts connections on a loopback port. */
function listening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/**
 * A login whose headers the server has taken (it answered 100 Continue), its body not sent yet: a request in
 * flight when the stop begins. finish() sends the body and reads the whole answer.
 */
async function halfSent(port: number) {
  const body = JSON.stringify({ username: 'nobody1234', password: 'Wrong2026x' });
  const request = httpRequest({
    host: '127.0.0.1',
    port,
    method: 'POST',
    path: '/wps/session/login',
    headers: {
      host: HOST,
      'content-type': 'application/json',
      'content-length': Buffer.byteLength(body),
      expect: '100-continue',
    },
  });
  const response = once(request, 'response') as Promise<[IncomingMessage]>;
  request.flushHeaders();
  await once(request, 'continue');
  return {
    async finish(): Promise<{ status: number; body: { code?: string } }> {
      request.end(body);
      const [answer] = await response;
      let text = '';
      for await (const chunk of answer) text += chunk;
      return { status: answer.statusCode ?? 0, body: JSON.parse(text) as { code?: string } };
    },
  };
}

interface Running {
  server: ServerChild;
  postgres: number;
  sandbox: number;
  sandboxPort: number;
  idpPort: number;
}

async function start(env: Record<string, string> = {}): Promise<Running> {
  const sandboxPort = await freePort();
  server = await startServerProcess(bundle.file, dataDir, {
    SEED_DEMO: '0',
    SANDBOX_VENDORS_PORT: String(sandboxPort),
    DEV_IDP_PORT: '0',
    ...env,
  });
  const current = server;
  const postgres = readPostmasterPid(join(dataDir, 'pg'))!.pid;
  // The sandbox vendor service starts when the server listens: wait for it to answer.
  await poll('the sandbox vendors', async () => ((await listening(sandboxPort)) ? true : undefined));
  const sandbox = childPidsOf(current.child.pid!).find((pid) => commandOf(pid).includes('sandbox-vendors'));
  const idp = /Development identity provider \(social sign-in\): http:\/\/127\.0\.0\.1:(\d+)/.exec(
    current.output(),
  );
  expect(sandbox, current.output()).toBeDefined();
  expect(idp, current.output()).not.toBeNull();
  return { server: current, postgres, sandbox: sandbox!, sandboxPort, idpPort: Number(idp![1]) };
}

/** After the stop: exit 0, nothing printed about unhandled errors, nothing left running or listening. */
async function expectStoppedCleanly(run: Running) {
  const { code, signal } = await run.server.exited;
  const output = run.server.output();
  expect({ code, signal }, output).toEqual({ code: 0, signal: null });
  expect(output).not.toMatch(/Unhandled 'error'|57P01|terminating connection|Stopping was not clean/);
  expect(output).toContain('Stopped.');
  expect(existsSync(join(dataDir, 'pg', 'postmaster.pid'))).toBe(false);
  expect(processAlive(run.postgres)).toBe(false);
  expect(processAlive(run.sandbox)).toBe(false);
  for (const port of [run.server.port, run.sandboxPort, run.idpPort])
    expect(await listening(port), `${port}`).toBe(false);
}

describe('graceful stop of the server process', () => {
  it('SIGTERM: requests in flight are answered, streams and sockets end, children and PostgreSQL stop, exit 0', async () => {
    const run = await start();
    const base = `http://127.0.0.1:${run.server.port}`;

    // An event stream and a chat socket are open.
    const stream = await fetch(`${base}/wps/originals/stream`, { headers: { host: HOST } });
    const reader = stream.body!.getReader();
    expect(new TextDecoder().decode((await reader.read()).value)).toContain('hello');
    const socket = new WebSocket(`ws://127.0.0.1:${run.server.port}/wps/chat/socket`, {
      headers: { host: HOST },
    });
    const socketClosed = new Promise<number>((resolve) =>
      socket.once('close', (closeCode) => resolve(closeCode)),
    );
    const ready = new Promise((resolve) => socket.on('message', (data) => resolve(String(data))));
    await new Promise((resolve) => socket.once('open', resolve));
    socket.send(JSON.stringify({ type: 'hello', visitor: randomBytes(32).toString('base64url') }));
    expect(await ready).toContain('ready');

    // Requests in flight: the server has read their headers (it answered 100 Continue) and waits for the body,
    // which is sent only after the signal. Each must still get its whole answer.
    const inFlight = await Promise.all(Array.from({ length: 3 }, () => halfSent(run.server.port)));
    process.kill(run.server.child.pid!, 'SIGTERM');
    for (const answer of await Promise.all(inFlight.map((request) => request.finish()))) {
      expect(answer.status, JSON.stringify(answer.body)).toBeLessThan(500);
      expect(typeof answer.body.code).toBe('string');
    }
    expect((await reader.read()).done).toBe(true);
    // Closed by the server with a close frame (1001 going away, or 1005 none given), not dropped (1006).
    expect([1001, 1005]).toContain(await socketClosed);
    await expectStoppedCleanly(run);
  }, 180_000);

  it('SERVER_PROCESSES=2: connections are dealt to the owner and a serving process, one that crashes is forked again, and SIGTERM to the owner only drains both and exits 0', async () => {
    const run = await start({ SERVER_PROCESSES: '2' });
    const owner = run.server.child.pid!;
    const servingPids = () =>
      childPidsOf(owner).filter(
        (pid) => commandOf(pid).includes(bundle.file) && !commandOf(pid).includes('sandbox'),
      );
    /** Which process answers a request on a new connection (GET /metrics names it when there are several). */
    const answeredBy = () =>
      new Promise<string>((resolve, reject) => {
        const request = httpRequest(
          {
            host: '127.0.0.1',
            port: run.server.port,
            path: '/metrics',
            agent: false,
            headers: { host: HOST },
          },
          async (response) => {
            let text = '';
            for await (const chunk of response) text += chunk;
            resolve(
              /pid="(\d+)",process_role="(\w+)"/.exec(text)?.slice(1, 3).join(' ') ?? text.slice(0, 200),
            );
          },
        );
        request.once('error', reject);
        request.end();
      });
    // The serving process is forked after the first answer and takes connections once it is ready.
    const first = await poll('a serving process to answer', async () => {
      const [pid] = servingPids();
      if (!pid) return undefined;
      const seen = new Set(await Promise.all(Array.from({ length: 4 }, answeredBy)));
      return seen.has(`${pid} serving`) ? pid : undefined;
    });
    expect(new Set(await Promise.all(Array.from({ length: 4 }, answeredBy)))).toEqual(
      new Set([`${owner} owner`, `${first} serving`]),
    );

    // A serving process that dies is forked again (after a short backoff) and serves.
    process.kill(first, 'SIGKILL');
    const second = await poll('a new serving process', async () => {
      const [pid] = servingPids();
      if (!pid || pid === first) return undefined;
      const seen = new Set(await Promise.all(Array.from({ length: 4 }, answeredBy)));
      return seen.has(`${pid} serving`) ? pid : undefined;
    });

    // Event streams on both processes (each on a connection of its own: consecutive connections alternate).
    const streams = await Promise.all(
      Array.from({ length: 2 }, async () => {
        const request = httpRequest({
          host: '127.0.0.1',
          port: run.server.port,
          path: '/wps/originals/stream',
          agent: false,
          headers: { host: HOST },
        });
        request.end();
        const [response] = (await once(request, 'response')) as [IncomingMessage];
        const [hello] = (await once(response, 'data')) as [Buffer];
        expect(String(hello)).toContain('hello');
        // Wrapped: an async function returning the promise itself would wait for the end here.
        return {
          ended: new Promise<boolean>((resolve) => response.once('end', () => resolve(true)).resume()),
        };
      }),
    );
    // Requests in flight on both.
    const inFlight = await Promise.all(Array.from({ length: 4 }, () => halfSent(run.server.port)));
    process.kill(owner, 'SIGTERM');
    for (const answer of await Promise.all(inFlight.map((request) => request.finish()))) {
      expect(answer.status, JSON.stringify(answer.body)).toBeLessThan(500);
      expect(typeof answer.body.code).toBe('string');
    }
    expect(await Promise.all(streams.map((stream) => stream.ended))).toEqual([true, true]);
    await expectStoppedCleanly(run);
    expect(processAlive(second)).toBe(false);
    expect(run.server.output()).toMatch(/serving process 1 \(pid \d+\) exited \(SIGKILL\)/);
  }, 240_000);

  it('SIGINT (Ctrl-C) on the next start of the same data folder stops as cleanly', async () => {
    const run = await start();
    process.kill(run.server.child.pid!, 'SIGINT');
    await expectStoppedCleanly(run);
  }, 180_000);
});
