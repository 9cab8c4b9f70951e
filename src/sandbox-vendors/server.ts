import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { FISH, statedRtp } from './engines';
import { cryptoRng, type Rng } from './engines/random';
import { paytableOf, SYMBOLS } from './engines/slot';
import { LaunchError, launch } from './launch';
import { pageHtml, SCRIPTS } from './page';
import { playRound, RoundError, STAKE_STEPS } from './rounds';
import { type Session, SessionStore } from './sessions';
import { Settlements } from './settlements';
import { TEXTS } from './texts';
import { type Transport, WalletClient } from './wallet-client';

/**
 * The sandbox vendor service: one small HTTP server (node:http) that stands in for every third-party vendor of
 * the catalogue (docs/sandbox-vendors.md). It knows nothing of the operator but its wallet URL and each vendor's
 * secret; money moves only through the operator's seamless-wallet endpoints.
 */

export interface SandboxOptions {
  /** The operator's base URL for wallet calls and game art (e.g. http://127.0.0.1:8080). */
  walletUrl: string;
  /** Base URL of this service as players' browsers reach it (game URLs are built on it). */
  publicUrl: string;
  /** Vendor code → HMAC secret (the same secret the operator verifies with). */
  secrets: Map<string, string>;
  timeoutMs?: number;
  attempts?: number;
  retryDelayMs?: number;
  /** Tests: fault injection and deterministic randomness. */
  transport?: Transport;
  rng?: Rng;
  failAfterBet?: () => boolean;
  settleEveryMs?: number;
  log?: (message: string, error?: unknown) => void;
}

export interface Sandbox {
  server: Server;
  options: SandboxOptions;
  sessions: SessionStore;
  settlements: Settlements;
  listen(port: number, host?: string): Promise<string>;
  close(): Promise<void>;
}

const PUBLIC_DIR = [
  new URL('./public/', import.meta.url),
  new URL('../../src/sandbox-vendors/public/', import.meta.url),
];
function readPublic(file: string): string {
  for (const dir of PUBLIC_DIR) {
    try {
      return readFileSync(new URL(file, dir), 'utf8');
    } catch {
      // try the next location (source tree under tsx, or next to the bundle in dist/)
    }
  }
  throw new Error(`sandbox-vendors: public/${file} not found`);
}

const PAGE_CSP =
  "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; base-uri 'none'; form-action 'none'";

const json = (value: unknown) =>
  JSON.stringify(value, (_key, v) => (typeof v === 'bigint' ? v.toString() : v));

function send(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'cache-control': 'no-store',
    ...headers,
  });
  res.end(json(body));
}

async function readBody(req: IncomingMessage, limit = 32 * 1024): Promise<string> {
  let size = 0;
  const chunks: Buffer[] = [];
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > limit) throw new LaunchError('bad_request', 413);
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** What the game screen needs at start: the game, texts, stakes, the table and the player's balance. */
async function stateOf(session: Session, wallet: WalletClient) {
  let balance: string | null = null;
  if (!session.player) balance = session.demoBalance.toString();
  else {
    const reply = await wallet.balance(session.player, session.game.code).catch(() => undefined);
    if (reply?.status === 'RS_ERROR_TOKEN_EXPIRED' || reply?.status === 'RS_ERROR_INVALID_TOKEN')
      throw new RoundError('expired', 401);
    if (reply?.balance !== undefined) balance = String(reply.balance);
  }
  const table = session.table;
  return {
    balance,
    history: session.history,
    fixtures: table.fixtures ?? null,
    shoe: table.shoe ? { cardsLeft: table.shoe.cards.length - table.shoe.next, road: table.shoe.road } : null,
  };
}

function boot(session: Session) {
  const { game } = session;
  const table = game.kind === 'slot' ? paytableOf(game.code) : undefined;
  return {
    id: session.id,
    vendor: session.vendor,
    demo: session.demo,
    game: { code: game.code, name: game.name, kind: game.kind, sport: game.sport ?? null, hue: game.hue },
    rtp: statedRtp(game.kind, game.code),
    currency: session.currency,
    stakes: STAKE_STEPS.map((step) => (session.betUnit * BigInt(step)).toString()),
    rooms: game.rooms.map((r) => ({
      tier: r.tier,
      name: r.name,
      min: r.min.toString(),
      max: r.max.toString(),
    })),
    fish: FISH,
    paytable: table ? { symbols: SYMBOLS, pays: table.pays, twoCherries: table.twoCherries } : null,
    language: session.language,
    texts: TEXTS[session.language],
  };
}

export function createSandbox(options: SandboxOptions): Sandbox {
  const log = options.log ?? ((message, error) => console.error(`[sandbox-vendors] ${message}`, error ?? ''));
  const rng = options.rng ?? cryptoRng;
  const wallet = new WalletClient({
    walletUrl: () => options.walletUrl,
    secretOf: (vendor) => options.secrets.get(vendor),
    ...(options.transport ? { transport: options.transport } : {}),
    ...(options.timeoutMs ? { timeoutMs: options.timeoutMs } : {}),
    ...(options.attempts ? { attempts: options.attempts } : {}),
    ...(options.retryDelayMs !== undefined ? { retryDelayMs: options.retryDelayMs } : {}),
  });
  const sessions = new SessionStore();
  const settlements = new Settlements(
    wallet,
    (error, call) => log(`${call.kind} of ${call.betUuid} not delivered yet`, error),
    options.settleEveryMs,
  );
  const files = new Map([...SCRIPTS, 'game.css'].map((name) => [name, readPublic(name)]));
  const art = new Map<string, string>();

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://sandbox');
    const path = url.pathname;
    if (req.method === 'GET' && (path === '/healthz' || path === '/')) {
      send(res, 200, {
        ok: true,
        vendors: [...options.secrets.keys()].sort(),
        pendingSettlements: settlements.size,
      });
      return;
    }
    const launchMatch = /^\/api\/launch\/([A-Z0-9]{1,20})$/.exec(path);
    if (req.method === 'POST' && launchMatch) {
      const raw = await readBody(req);
      const session = launch(
        sessions,
        rng,
        (v) => options.secrets.get(v),
        launchMatch[1]!,
        raw,
        req.headers['x-signature'],
      );
      send(res, 200, { url: `${options.publicUrl}/play/${session.id}`, session: session.id });
      return;
    }
    const file = path.startsWith('/static/') ? path.slice('/static/'.length) : undefined;
    if (req.method === 'GET' && file && files.has(file)) {
      res.writeHead(200, {
        'content-type': file.endsWith('.js') ? 'text/javascript; charset=utf-8' : 'text/css; charset=utf-8',
        'cache-control': 'no-cache',
      });
      res.end(files.get(file));
      return;
    }
    const artMatch = /^\/art\/([A-Z0-9_]{1,40})\.svg$/.exec(path);
    if (req.method === 'GET' && artMatch) {
      let svg = art.get(artMatch[1]!);
      if (!svg) {
        const response = await fetch(`${options.walletUrl}/wps/games/art/large/${artMatch[1]}.svg`, {
          signal: AbortSignal.timeout(5_000),
        }).catch(() => undefined);
        if (!response?.ok) {
          send(res, 404, { error: 'not_found' });
          return;
        }
        svg = await response.text();
        if (art.size > 2_000) art.clear();
        art.set(artMatch[1]!, svg);
      }
      res.writeHead(200, {
        'content-type': 'image/svg+xml; charset=utf-8',
        'cache-control': 'public, max-age=86400',
        'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
      });
      res.end(svg);
      return;
    }
    const pageMatch = /^\/play\/([A-Za-z0-9_-]{20,64})$/.exec(path);
    if (req.method === 'GET' && pageMatch) {
      const session = sessions.get(pageMatch[1]!);
      res.writeHead(session ? 200 : 404, {
        'content-type': 'text/html; charset=utf-8',
        'cache-control': 'no-store',
        'content-security-policy': PAGE_CSP,
        'referrer-policy': 'no-referrer',
        'x-content-type-options': 'nosniff',
      });
      res.end(pageHtml(session ? boot(session) : undefined));
      return;
    }
    const apiMatch = /^\/api\/session\/([A-Za-z0-9_-]{20,64})(\/round)?$/.exec(path);
    if (apiMatch) {
      const session = sessions.get(apiMatch[1]!);
      if (!session) throw new RoundError('expired', 404);
      if (req.method === 'GET' && !apiMatch[2]) {
        send(res, 200, await stateOf(session, wallet));
        return;
      }
      if (req.method === 'POST' && apiMatch[2]) {
        let body: unknown;
        try {
          body = JSON.parse(await readBody(req, 4 * 1024));
        } catch {
          throw new RoundError('bad_request');
        }
        const result = await sessions.serial(session, () =>
          playRound(
            {
              wallet,
              settlements,
              rng,
              ...(options.failAfterBet ? { failAfterBet: options.failAfterBet } : {}),
            },
            session,
            body,
          ),
        );
        send(res, 200, {
          ...result,
          fixtures: session.table.fixtures ?? null,
          shoe: session.table.shoe
            ? {
                cardsLeft: session.table.shoe.cards.length - session.table.shoe.next,
                road: session.table.shoe.road,
              }
            : null,
        });
        return;
      }
    }
    send(res, 404, { error: 'not_found' });
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      if (error instanceof LaunchError || error instanceof RoundError) {
        send(res, error.status, { error: error.code });
        return;
      }
      log(`${req.method} ${req.url} failed`, error);
      if (!res.headersSent) send(res, 500, { error: 'internal' });
      else res.end();
    });
  });
  const sweeper = setInterval(() => sessions.sweep(), 60_000);
  sweeper.unref();

  return {
    server,
    options,
    sessions,
    settlements,
    listen(port, host = '127.0.0.1') {
      return new Promise((resolve, reject) => {
        server.once('error', reject);
        server.listen(port, host, () => {
          const address = server.address();
          resolve(`http://${host}:${typeof address === 'object' && address ? address.port : port}`);
        });
      });
    },
    async close() {
      clearInterval(sweeper);
      settlements.stop();
      await settlements.drain(3);
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeAllConnections();
      await closed;
    },
  };
}
