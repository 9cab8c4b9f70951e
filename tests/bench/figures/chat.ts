import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import WebSocket from 'ws';
import { atMost, type FigureModule } from '../lib/figure';
import { freePort, type ServerProcess, spawnServer, stopServer, waitFor200 } from '../lib/server';

const NAME = 'chat delivery p95, 500 sockets';
const CONNECTIONS = 500;
const TARGET_MS = 200;
const HOST = 'aurora.localhost';

function open(port: number): Promise<{ ws: WebSocket; frames: (frame: Record<string, unknown>) => void }> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`ws://127.0.0.1:${port}/wps/chat/socket`, { headers: { host: HOST } });
    const holder = { ws, frames: (_frame: Record<string, unknown>): void => undefined };
    ws.on('message', (data: Buffer) => holder.frames(JSON.parse(data.toString()) as Record<string, unknown>));
    ws.once('open', () => resolve(holder));
    ws.once('error', reject);
  });
}

/**
 * 500 visitor sockets on one server, each with its own room: every socket sends one message (spread over about
 * 5 s) and times it until the message comes back over the socket — written to PostgreSQL, published with
 * pg_notify, received by the instance's listener and fanned out. p95 of those 500 deliveries.
 */
export const chat: FigureModule = {
  label: NAME,
  async measure() {
    const dataDir = mkdtempSync(join(tmpdir(), 'marquee-bench-chat-'));
    const port = await freePort();
    let server: ServerProcess | undefined;
    const sockets: WebSocket[] = [];
    try {
      server = spawnServer(port, dataDir, { SEED_DEMO: '0' });
      await waitFor200(server, '/wps/system/status', { timeoutMs: 180_000, intervalMs: 100 });
      const clients = [];
      for (let i = 0; i < CONNECTIONS; i++) {
        const client = await open(port);
        sockets.push(client.ws);
        const ready = new Promise<void>((resolve) => {
          client.frames = (frame) => frame.type === 'ready' && resolve();
        });
        client.ws.send(JSON.stringify({ type: 'hello', visitor: randomBytes(32).toString('base64url') }));
        await ready;
        clients.push(client);
      }
      const latencies = await Promise.all(
        clients.map(
          (client, i) =>
            new Promise<number>((resolve, reject) => {
              const body = `bench ${i}`;
              let sentAt = 0;
              const timer = setTimeout(() => reject(new Error(`message ${i} not delivered in 30 s`)), 30_000);
              client.frames = (frame) => {
                const message = frame.message as { body?: string } | undefined;
                if (frame.type === 'message' && message?.body === body) {
                  clearTimeout(timer);
                  resolve(performance.now() - sentAt);
                }
              };
              setTimeout(() => {
                sentAt = performance.now();
                client.ws.send(JSON.stringify({ type: 'send', body }));
              }, i * 10);
            }),
        ),
      );
      latencies.sort((a, b) => a - b);
      const p95 = latencies[Math.floor(latencies.length * 0.95)]!;
      const p50 = latencies[Math.floor(latencies.length * 0.5)]!;
      return atMost(NAME, p95, 'ms', TARGET_MS, {
        digits: 1,
        note: `p50 ${p50.toFixed(1)} ms, ${CONNECTIONS} sockets open`,
      });
    } finally {
      for (const ws of sockets) ws.terminate();
      if (server) await stopServer(server, dataDir);
      rmSync(dataDir, { recursive: true, force: true });
    }
  },
};
