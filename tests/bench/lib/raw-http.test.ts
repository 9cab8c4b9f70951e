import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getRequest, type RawAnswer, ResponseParser, runLoad } from './raw-http';

function parse(chunks: (string | Buffer)[], keep = true): RawAnswer[] {
  const answers: RawAnswer[] = [];
  const parser = new ResponseParser(
    (a) => answers.push(a),
    () => keep,
  );
  for (const chunk of chunks) parser.feed(typeof chunk === 'string' ? Buffer.from(chunk, 'latin1') : chunk);
  return answers;
}

const bodies = (answers: RawAnswer[]) => answers.map((a) => a.body?.toString('utf8'));

const LENGTH = 'HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: 11\r\n\r\n{"ok":true}';
const CHUNKED =
  'HTTP/1.1 404 Not Found\r\ntransfer-encoding: chunked\r\nkeep-alive: timeout=72\r\n\r\n4\r\n{"a"\r\n6;ext=1\r\n:"bcd"\r\n1\r\n}\r\n0\r\n\r\n';

describe('the raw load generator response parser', () => {
  it('reads the status and a Content-Length body', () => {
    const [answer, ...rest] = parse([LENGTH]);
    expect(rest).toHaveLength(0);
    expect(answer).toMatchObject({ status: 200, close: false });
    expect(answer!.body!.toString()).toBe('{"ok":true}');
  });

  it('reads a chunked body (with a chunk extension) to its last chunk, any header case', () => {
    const answers = parse([CHUNKED]);
    expect(answers.map((a) => a.status)).toEqual([404]);
    expect(bodies(answers)).toEqual(['{"a":"bcd"}']);
  });

  it('gives the same answers however the bytes are split across packets', () => {
    const stream = Buffer.from(CHUNKED + LENGTH + CHUNKED, 'latin1');
    const whole = parse([stream]);
    expect(whole.map((a) => a.status)).toEqual([404, 200, 404]);
    expect(bodies(whole)).toEqual(['{"a":"bcd"}', '{"ok":true}', '{"a":"bcd"}']);
    // Every single split point, and one byte at a time.
    for (let cut = 1; cut < stream.length; cut++) {
      expect(bodies(parse([stream.subarray(0, cut), stream.subarray(cut)]))).toEqual(bodies(whole));
    }
    const bytes = Array.from(stream, (b) => Buffer.from([b]));
    expect(bodies(parse(bytes))).toEqual(bodies(whole));
  });

  it('separates pipelined answers in one packet, including empty bodies, and sees Connection: close', () => {
    const answers = parse([
      'HTTP/1.1 204 No Content\r\n\r\n',
      `HTTP/1.1 200 OK\r\ncontent-length: 0\r\n\r\n${LENGTH}HTTP/1.1 503 Unavailable\r\nConnection: close\r\nContent-Length: 2\r\n\r\nno`,
    ]);
    expect(answers.map((a) => [a.status, a.close, a.body?.toString()])).toEqual([
      [204, false, ''],
      [200, false, ''],
      [200, false, '{"ok":true}'],
      [503, true, 'no'],
    ]);
  });

  it('keeps no body unless asked', () => {
    const answers = parse([LENGTH, CHUNKED], false);
    expect(answers.map((a) => [a.status, a.body])).toEqual([
      [200, undefined],
      [404, undefined],
    ]);
  });

  it('refuses an answer it cannot frame', () => {
    expect(() => parse(['HTTP/1.1 200 OK\r\n\r\nuntil close'])).toThrow(/neither Content-Length nor chunked/);
    expect(() => parse(['garbage\r\n\r\n'])).toThrow(/bad status line/);
  });
});

describe('runLoad', () => {
  let server: Server;
  let port = 0;
  let connections = 0;
  beforeAll(async () => {
    server = createServer((req, res) => {
      const n = Number(new URL(req.url!, 'http://x').searchParams.get('n'));
      // Chunked for odd n (two writes), Content-Length for even n, and a closed connection every 7th.
      if (n % 7 === 0) res.setHeader('connection', 'close');
      if (n % 2) {
        res.write(`{"n":`);
        res.end(`${n}}`);
      } else res.end(JSON.stringify({ n }));
    });
    server.on('connection', () => connections++);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('sends every request once on keep-alive sockets and reads each answer it keeps', async () => {
    const requests = Array.from({ length: 200 }, (_, n) => getRequest(`/?n=${n}`, 'x.localhost'));
    const seen = new Map<number, string>();
    let closes = 0;
    const run = await runLoad({
      port,
      concurrency: 8,
      count: requests.length,
      request: (i) => requests[i]!,
      keepBody: (i) => i % 3 === 0,
      check: (i, answer) => {
        expect(answer.status).toBe(200);
        if (answer.close) closes++;
        expect(answer.body !== undefined).toBe(i % 3 === 0);
        if (answer.body) seen.set(i, answer.body.toString());
      },
    });
    expect(run.latencies).toHaveLength(200);
    expect(run.latencies.every((ms) => ms > 0)).toBe(true);
    expect(seen.size).toBe(67);
    for (const [i, body] of seen) expect(JSON.parse(body)).toEqual({ n: i });
    // 8 sockets, plus a new one after each of the 29 answers with Connection: close (n = 0, 7, … 196) while
    // requests were still unsent (not after the last few).
    expect(closes).toBe(29);
    expect(connections).toBeGreaterThanOrEqual(8 + 29 - 8);
    expect(connections).toBeLessThanOrEqual(8 + 29);
  });

  it('fails the run when a check throws', async () => {
    await expect(
      runLoad({
        port,
        concurrency: 2,
        count: 10,
        request: () => getRequest('/?n=1', 'x.localhost'),
        check: (i) => {
          if (i === 5) throw new Error('answer 5 is wrong');
        },
      }),
    ).rejects.toThrow('answer 5 is wrong');
  });
});
