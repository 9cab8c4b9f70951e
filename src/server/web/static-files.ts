import type { Dirent } from 'node:fs';
import { readdir, readFile, stat } from 'node:fs/promises';
import { extname, join } from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * Static files without a file-system walk per request. @fastify/static 10 checks the spelling of every path by
 * reading each directory on the way (`readdir` of the build's assets folder, ~2,400 names, for every script and
 * style a page loads): in the end-to-end suite that was a quarter of the server's CPU. The build's files never
 * change while a server runs, so their names are listed once at start (off the main thread) and each file is read once, on
 * its first request, and answered from memory after that (the whole build is ~17 MB with its .br/.gz copies).
 * Only listed names are served: a path that is not one of them (`..`, encoded separators, dot folders, another
 * spelling) is simply not found.
 */

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.wasm': 'application/wasm',
};

export const contentTypeOf = (path: string): string =>
  TYPES[extname(path).toLowerCase()] ?? 'application/octet-stream';

/** A file's bytes as read once, with the validators sent beside them. */
interface Body {
  data: Buffer;
  etag: string;
  lastModified: string;
}

type Encoding = 'br' | 'gzip' | 'identity';
const SUFFIX: Record<Encoding, string> = { br: '.br', gzip: '.gz', identity: '' };

/** The encodings a request accepts (q > 0), from its Accept-Encoding header. */
export function acceptedEncodings(header: string | string[] | undefined): Set<string> {
  const accepted = new Set<string>();
  for (const part of (Array.isArray(header) ? header.join(',') : (header ?? '')).split(',')) {
    const [token = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (token && !(q && Number(q.slice(2)) <= 0)) accepted.add(token);
  }
  return accepted;
}

async function readBody(path: string): Promise<Body | undefined> {
  try {
    const [data, info] = await Promise.all([readFile(path), stat(path)]);
    return {
      data,
      etag: `W/"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`,
      lastModified: info.mtime.toUTCString(),
    };
  } catch {
    return undefined;
  }
}

/** Sends a body with its validators: 304 when the request already holds this version. */
function sendBody(request: FastifyRequest, reply: FastifyReply, body: Body, type: string): FastifyReply {
  reply.header('etag', body.etag).header('last-modified', body.lastModified);
  if (request.headers['if-none-match'] === body.etag) return reply.code(304).send();
  return reply.type(type).header('content-length', body.data.length).send(body.data);
}

/**
 * Names under `root` (as URL paths, `/assets/x.js`), dot folders and dot files left out. Read off the main thread
 * (the listing of ~2,500 names took 5–30 ms synchronously, all of it on the cold start's path before).
 */
async function listFiles(root: string): Promise<Set<string>> {
  const names = new Set<string>();
  const walk = async (dir: string, prefix: string): Promise<void> => {
    let entries: Dirent[];
    try {
      entries = await readdir(dir, { withFileTypes: true });
    } catch {
      return;
    }
    const folders: Promise<void>[] = [];
    for (const entry of entries) {
      if (entry.name.startsWith('.')) continue;
      if (entry.isDirectory()) folders.push(walk(join(dir, entry.name), `${prefix}/${entry.name}`));
      else if (entry.isFile()) names.add(`${prefix}/${entry.name}`);
    }
    await Promise.all(folders);
  };
  await walk(root, '');
  return names;
}

/**
 * The files of a folder that does not change while the server runs (the web build), listed at start and kept in
 * memory once asked for. `.br` and `.gz` copies beside a file are sent to browsers that accept them.
 */
export class BuildFiles {
  private readonly names: Promise<Set<string>>;
  private readonly bodies = new Map<string, Promise<Body | undefined>>();

  constructor(
    private readonly root: string,
    private readonly options: { exclude?: (path: string) => boolean; cacheControl: (path: string) => string },
  ) {
    this.names = listFiles(root);
  }

  /** Answers the file at `path`; false (nothing sent) when there is none. */
  async send(request: FastifyRequest, reply: FastifyReply, path: string): Promise<boolean> {
    const name = decodePath(path);
    const names = await this.names;
    if (name === undefined || !names.has(name) || this.options.exclude?.(name)) return false;
    const accepted = acceptedEncodings(request.headers['accept-encoding']);
    const compressed = (['br', 'gzip'] as const).filter((e) => names.has(name + SUFFIX[e]));
    const encoding = compressed.find((e) => accepted.has(e)) ?? 'identity';
    const body = await this.body(name + SUFFIX[encoding]);
    if (!body) return false;
    reply.header('cache-control', this.options.cacheControl(name));
    if (compressed.length > 0) reply.header('vary', 'accept-encoding');
    if (encoding !== 'identity') reply.header('content-encoding', encoding);
    sendBody(request, reply, body, contentTypeOf(name));
    return true;
  }

  private body(name: string): Promise<Body | undefined> {
    let body = this.bodies.get(name);
    if (!body) {
      body = readBody(join(this.root, name));
      this.bodies.set(name, body);
      // A file that vanished (a rebuild under a running server) is looked for again next time.
      void body.then((found) => found || this.bodies.delete(name));
    }
    return body;
  }
}

/**
 * Sends one file of a folder that may change (a brand's assets): read on each request, no listing kept. The
 * caller has checked the name (no separators or dot segments).
 */
export async function sendFileFrom(
  request: FastifyRequest,
  reply: FastifyReply,
  path: string,
  cacheControl: string,
): Promise<boolean> {
  const body = await readBody(path);
  if (!body) return false;
  reply.header('cache-control', cacheControl);
  sendBody(request, reply, body, contentTypeOf(path));
  return true;
}

/** The file name a URL path stands for, or undefined when it cannot be one (bad escapes, NUL, backslashes). */
function decodePath(path: string): string | undefined {
  try {
    const name = decodeURIComponent(path);
    return /[\0\\]/.test(name) ? undefined : name;
  } catch {
    return undefined;
  }
}
