import { connect, type Socket } from 'node:net';

/**
 * A lean keep-alive HTTP/1.1 load generator on raw `net` sockets, for the load figures (member info, game search).
 *
 * Why: the bench runs its load generator on the same 2 cores as the server. node:http's client (Agent,
 * IncomingMessage, header objects, string bodies) costs about as much CPU per request as the server's own work, so
 * a figure driven by it measures the generator as much as the server. This one writes a prebuilt request Buffer on
 * one socket per in-flight slot and parses only what a load figure needs from each answer: the status line, the
 * Content-Length or the end of a chunked body, and `Connection: close`. Bodies are kept (as Buffers, never decoded)
 * only for the answers the caller asks for, so a figure can still check what the server answered.
 */

/** One complete answer read off a socket. */
export interface RawAnswer {
  status: number;
  /** The body (chunked framing removed), when the parser was asked to keep it. */
  body?: Buffer;
  /** The server said `Connection: close`: the socket must not carry another request. */
  close: boolean;
}

const CR = 13;
const LF = 10;
const HEAD_END = Buffer.from('\r\n\r\n', 'latin1');
const CONTENT_LENGTH = Buffer.from('content-length:', 'latin1');
const TRANSFER_ENCODING = Buffer.from('transfer-encoding:', 'latin1');
const CONNECTION = Buffer.from('connection:', 'latin1');

/** Does `buf[start..]` begin with `name` (lower-case ASCII), ignoring the case of buf? */
function startsWithName(buf: Buffer, start: number, end: number, name: Buffer): boolean {
  if (end - start < name.length) return false;
  for (let i = 0; i < name.length; i++) {
    // Upper-case ASCII letters are lower-cased; every other byte must equal the name's.
    const c = buf[start + i]!;
    const lower = c >= 65 && c <= 90 ? c | 0x20 : c;
    if (lower !== name[i]) return false;
  }
  return true;
}

/** The header value of the line buf[start..end) after its name, trimmed, lower-cased (latin1). */
function headerValue(buf: Buffer, start: number, end: number): string {
  return buf.toString('latin1', start, end).trim().toLowerCase();
}

type State = 'head' | 'length' | 'chunk-size' | 'chunk-data' | 'chunk-crlf' | 'trailers';

/**
 * An incremental parser of HTTP/1.1 responses on one connection: feed it the bytes as they arrive (split anywhere,
 * several answers in one packet) and it calls `onAnswer` once per complete answer, in order. `keepBody()` is asked
 * at each answer's head whether to keep that answer's body.
 */
export class ResponseParser {
  private state: State = 'head';
  private pending: Buffer | undefined;
  private status = 0;
  private close = false;
  private remaining = 0;
  private keep = false;
  private parts: Buffer[] = [];

  constructor(
    private readonly onAnswer: (answer: RawAnswer) => void,
    private readonly keepBody: () => boolean = () => false,
  ) {}

  feed(chunk: Buffer): void {
    let buf = chunk;
    if (this.pending) {
      buf = Buffer.concat([this.pending, chunk]);
      this.pending = undefined;
    }
    let at = 0;
    while (at < buf.length) {
      switch (this.state) {
        case 'head': {
          const end = buf.indexOf(HEAD_END, at);
          if (end < 0) {
            this.pending = buf.subarray(at);
            return;
          }
          this.readHead(buf, at, end);
          at = end + 4;
          break;
        }
        case 'length': {
          at = this.takeBody(buf, at);
          if (this.remaining === 0) this.finish();
          break;
        }
        case 'chunk-size': {
          const end = this.lineEnd(buf, at);
          if (end < 0) return;
          // "1a2b;extension\r\n": the hex digits before any extension.
          const size = Number.parseInt(buf.toString('latin1', at, end), 16);
          if (!Number.isFinite(size) || size < 0) throw new Error('bad chunk size');
          at = end + 1;
          if (size === 0) this.state = 'trailers';
          else {
            this.remaining = size;
            this.state = 'chunk-data';
          }
          break;
        }
        case 'chunk-data': {
          at = this.takeBody(buf, at);
          if (this.remaining === 0) {
            this.state = 'chunk-crlf';
            this.remaining = 2;
          }
          break;
        }
        case 'chunk-crlf': {
          const take = Math.min(this.remaining, buf.length - at);
          this.remaining -= take;
          at += take;
          if (this.remaining === 0) this.state = 'chunk-size';
          break;
        }
        case 'trailers': {
          // Trailer lines until an empty line; servers here send none, so usually this is just "\r\n".
          const end = this.lineEnd(buf, at);
          if (end < 0) return;
          const empty = end === at || (end === at + 1 && buf[at] === CR);
          at = end + 1;
          if (empty) this.finish();
          break;
        }
      }
    }
  }

  /** Where the line starting at `at` ends (its LF), or -1 after keeping the unfinished line for the next read. */
  private lineEnd(buf: Buffer, at: number): number {
    const end = buf.indexOf(LF, at);
    if (end < 0) this.pending = buf.subarray(at);
    return end;
  }

  /** Takes what is left of the body (up to `remaining` bytes) from buf at `at`; returns where it stopped. */
  private takeBody(buf: Buffer, at: number): number {
    const take = Math.min(this.remaining, buf.length - at);
    if (this.keep) this.parts.push(buf.subarray(at, at + take));
    this.remaining -= take;
    return at + take;
  }

  private readHead(buf: Buffer, start: number, end: number): void {
    // "HTTP/1.1 200 OK": the status is the three digits after the first space.
    const space = buf.indexOf(32, start);
    if (space < 0 || space + 4 > end || buf[start] !== 72 /* H */) throw new Error('bad status line');
    this.status = (buf[space + 1]! - 48) * 100 + (buf[space + 2]! - 48) * 10 + (buf[space + 3]! - 48);
    this.close = false;
    let length = -1;
    let chunked = false;
    let line = buf.indexOf(LF, start) + 1;
    while (line > 0 && line < end) {
      let lineEnd = buf.indexOf(CR, line);
      if (lineEnd < 0 || lineEnd > end) lineEnd = end;
      const first = buf[line]! | 0x20;
      if (first === 99 /* c */) {
        if (startsWithName(buf, line, lineEnd, CONTENT_LENGTH))
          length = Number(headerValue(buf, line + CONTENT_LENGTH.length, lineEnd));
        else if (startsWithName(buf, line, lineEnd, CONNECTION))
          this.close = headerValue(buf, line + CONNECTION.length, lineEnd).includes('close');
      } else if (first === 116 /* t */ && startsWithName(buf, line, lineEnd, TRANSFER_ENCODING)) {
        chunked = headerValue(buf, line + TRANSFER_ENCODING.length, lineEnd).endsWith('chunked');
      }
      line = lineEnd + 2;
    }
    this.keep = this.keepBody();
    this.parts = [];
    if (chunked) this.state = 'chunk-size';
    else if (length > 0) {
      this.remaining = length;
      this.state = 'length';
    } else if (length === 0 || this.status === 204 || this.status === 304) this.finish();
    else
      throw new Error(
        'an answer with neither Content-Length nor chunked framing (read-to-close is not supported)',
      );
  }

  private finish(): void {
    const answer: RawAnswer = { status: this.status, close: this.close };
    // A view of the received bytes (no copy) when the body came in one packet.
    if (this.keep) answer.body = this.parts.length === 1 ? this.parts[0]! : Buffer.concat(this.parts);
    this.parts = [];
    this.state = 'head';
    this.onAnswer(answer);
  }
}

/** `GET <path>` with the given headers, as the bytes to write. */
export function getRequest(path: string, host: string, headers: Record<string, string> = {}): Buffer {
  let text = `GET ${path} HTTP/1.1\r\nhost: ${host}\r\n`;
  for (const [name, value] of Object.entries(headers)) text += `${name}: ${value}\r\n`;
  return Buffer.from(`${text}\r\n`, 'latin1');
}

export interface LoadRun {
  /** Per-request latency in ms (write of the request → last byte of the answer), by request number. */
  latencies: Float64Array;
  seconds: number;
  /** CPU (user + system) this process spent during the run, µs per request: the generator's own cost. */
  generatorCpuUsPerRequest: number;
}

export interface LoadOptions {
  port: number;
  /** In-flight requests: one socket each. */
  concurrency: number;
  /** The request to send as number i (0-based); prebuild them — the generator only writes the Buffer. */
  request: (i: number) => Buffer;
  count: number;
  /** Whether to keep the body of answer i (for `check`). */
  keepBody?: (i: number) => boolean;
  /** Called with each answer; throw to stop the run (e.g. on a status other than 200). */
  check: (i: number, answer: RawAnswer) => void;
}

/**
 * Sends `count` requests, `concurrency` at a time (each slot sends its next request as soon as its answer ends), and
 * returns every latency. A socket the server closes mid-answer fails the run; `Connection: close` reopens the slot.
 */
export function runLoad(options: LoadOptions): Promise<LoadRun> {
  const { port, concurrency, request, count, check } = options;
  const keepBody = options.keepBody ?? (() => false);
  const latencies = new Float64Array(count);
  let next = 0;
  let done = 0;
  let failed = false;
  const sockets = new Set<Socket>();
  return new Promise<LoadRun>((resolve, reject) => {
    const cpu0 = process.cpuUsage();
    const started = performance.now();
    const fail = (error: Error) => {
      if (failed) return;
      failed = true;
      for (const socket of sockets) socket.destroy();
      reject(error);
    };
    const openSlot = () => {
      if (failed || next >= count) return;
      let current = -1;
      let sentAt = 0;
      const socket = connect({ port, host: '127.0.0.1', noDelay: true });
      sockets.add(socket);
      const send = () => {
        if (failed || next >= count) {
          current = -1;
          socket.end();
          return;
        }
        current = next++;
        sentAt = performance.now();
        socket.write(request(current));
      };
      const parser = new ResponseParser(
        (answer) => {
          latencies[current] = performance.now() - sentAt;
          const i = current;
          current = -1;
          try {
            check(i, answer);
          } catch (error) {
            fail(error as Error);
            return;
          }
          done++;
          if (done === count) {
            const cpu = process.cpuUsage(cpu0);
            for (const s of sockets) s.end();
            resolve({
              latencies,
              seconds: (performance.now() - started) / 1000,
              generatorCpuUsPerRequest: (cpu.user + cpu.system) / count,
            });
            return;
          }
          if (answer.close) {
            sockets.delete(socket);
            socket.destroy();
            openSlot();
          } else send();
        },
        () => keepBody(current),
      );
      socket.on('connect', send);
      socket.on('data', (chunk: Buffer) => {
        try {
          parser.feed(chunk);
        } catch (error) {
          fail(error as Error);
        }
      });
      socket.on('error', (error) => fail(error));
      socket.on('close', () => {
        sockets.delete(socket);
        if (current >= 0) fail(new Error(`the server closed a connection during request ${current}`));
      });
    };
    for (let slot = 0; slot < Math.min(concurrency, count); slot++) openSlot();
  });
}
