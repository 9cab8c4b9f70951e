/** Helpers of the support API tests (feedback, desk, chat). */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { seedSupportOperators } from '@/server/seed/demo';
import { createTestApp, type TestApp, type TestAppOptions } from './helpers';

/** A test app whose DATA_DIR (support images) is a fresh temporary folder, with the demo support agents. */
export async function createSupportApp(options: Omit<TestAppOptions, 'env'> = {}): Promise<TestApp> {
  const t = await createTestApp({
    ...options,
    env: { DATA_DIR: mkdtempSync(join(tmpdir(), 'support-test-')) },
  });
  await seedSupportOperators(t.db);
  return t;
}

export const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from('0000000d4948445200000001000000010806000000', 'hex'),
]);
export const JPG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46]);
/** A Windows executable's header ("MZ"), as a renamed .exe would start. */
export const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(126, 0x90)]);

export interface Part {
  name: string;
  value: string | Buffer;
  filename?: string;
  contentType?: string;
}

/** A multipart/form-data body built by hand (no library between the test and the wire format). */
export function multipartBody(parts: Part[]): { payload: Buffer; contentType: string } {
  const boundary = `----support${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = part.filename
      ? `form-data; name="${part.name}"; filename="${part.filename}"`
      : `form-data; name="${part.name}"`;
    const type = part.filename ? `\r\nContent-Type: ${part.contentType ?? 'application/octet-stream'}` : '';
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}${type}\r\n\r\n`));
    chunks.push(typeof part.value === 'string' ? Buffer.from(part.value) : part.value);
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

export const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(' ');

/** A chat socket through app.injectWS with the frames it received, and a poll for the one a test waits for. */
// biome-ignore lint/suspicious/noExplicitAny: socket frames are free-form JSON that each test reads by path.
type Frame = Record<string, any>;

export interface ChatClient {
  frames: Record<string, unknown>[];
  send(frame: Record<string, unknown>): void;
  next(predicate: (frame: Frame) => boolean, timeoutMs?: number): Promise<Frame>;
  close(): void;
}

export async function chatClient(
  app: FastifyInstance,
  host: string,
  hello: Record<string, unknown>,
): Promise<ChatClient> {
  const ws = await app.injectWS('/wps/chat/socket', { headers: { host } });
  const frames: Record<string, unknown>[] = [];
  ws.on('message', (data: Buffer) => frames.push(JSON.parse(data.toString()) as Record<string, unknown>));
  const client: ChatClient = {
    frames,
    send: (frame) => ws.send(JSON.stringify(frame)),
    async next(predicate, timeoutMs = 10_000) {
      const started = Date.now();
      for (;;) {
        const found = frames.find(predicate);
        if (found) {
          frames.splice(frames.indexOf(found), 1);
          return found;
        }
        if (Date.now() - started > timeoutMs)
          throw new Error(`no matching frame; got ${JSON.stringify(frames).slice(0, 600)}`);
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    },
    close: () => ws.terminate(),
  };
  client.send({ type: 'hello', ...hello });
  return client;
}
