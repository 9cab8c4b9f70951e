import type { ServerResponse } from 'node:http';
import type { Brand } from '@/core/brand';
import type { Language } from '@/core/languages';
import { formatAmount } from '@/core/money';
import type { BusEvent, EventBus } from '@/server/realtime/bus';
import type { CatalogueIndex } from '../games/catalogue-index';
import { artUrl } from '../games/game-json';

/**
 * The live stream of the in-house screens and the site header (GET /wps/originals/stream, server-sent events):
 * `crash` (round phases, ticks, bets, cash-outs, busts), `balance` (the connection's own account) and `winner`
 * (the brand's new wins). Events come from the bus (PostgreSQL LISTEN/NOTIFY), so every instance streams what
 * any instance published; each event is serialised once per audience and written to the sockets as is.
 */

const HEARTBEAT_MS = 15_000;
/** A client that stops reading is dropped rather than buffered without bound. */
const MAX_BUFFERED = 1024 * 1024;

interface Connection {
  raw: ServerResponse;
  brand: string;
  owner: string | null;
  accountId: string | null;
  language: Language;
  /** The event kinds this connection asked for (?events=); all when absent. */
  kinds?: ReadonlySet<StreamKind>;
}

export type StreamKind = 'crash' | 'balance' | 'winner';

const frame = (event: string, data: unknown) => `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;

export class StreamHub {
  private readonly byBrand = new Map<string, Set<Connection>>();
  private readonly heartbeat: NodeJS.Timeout;
  private readonly unsubscribe: () => void;

  constructor(
    bus: EventBus,
    private readonly brands: ReadonlyMap<string, Brand>,
    private readonly catalogue: () => CatalogueIndex | undefined,
  ) {
    this.unsubscribe = bus.subscribe((event) => this.dispatch(event));
    this.heartbeat = setInterval(() => this.broadcastAll(': ping\n\n'), HEARTBEAT_MS);
    this.heartbeat.unref();
  }

  get size(): number {
    let n = 0;
    for (const set of this.byBrand.values()) n += set.size;
    return n;
  }

  attach(
    raw: ServerResponse,
    info: {
      brand: string;
      owner: string | null;
      accountId: string | null;
      language: Language;
      kinds?: ReadonlySet<StreamKind>;
    },
  ) {
    raw.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
      'x-content-type-options': 'nosniff',
    });
    raw.write(`retry: 2000\n${frame('hello', { serverTime: new Date().toISOString() })}`);
    const connection: Connection = { raw, ...info };
    let set = this.byBrand.get(info.brand);
    if (!set) {
      set = new Set();
      this.byBrand.set(info.brand, set);
    }
    set.add(connection);
    const drop = () => set.delete(connection);
    raw.on('close', drop);
    raw.on('error', drop);
  }

  private write(connection: Connection, text: string) {
    if (connection.raw.writableLength > MAX_BUFFERED) {
      connection.raw.destroy();
      this.byBrand.get(connection.brand)?.delete(connection);
      return;
    }
    connection.raw.write(text);
  }

  private broadcastAll(text: string) {
    for (const set of this.byBrand.values()) for (const c of set) this.write(c, text);
  }

  dispatch(event: BusEvent) {
    const set = this.byBrand.get(event.b);
    if (!set || set.size === 0) return;
    if (event.t === 'crash') return this.crash(set, event);
    if (event.t === 'balance') return this.balance(set, event);
    if (event.t === 'winner') return this.winner(set, event);
  }

  private crash(set: Set<Connection>, event: BusEvent) {
    const { t: _t, b: _b, o: owner, demo, ...data } = event;
    const personal = typeof owner === 'string' ? frame('crash', { ...data, mine: true }) : undefined;
    const shared = demo ? undefined : frame('crash', data);
    for (const c of set) {
      if (c.kinds && !c.kinds.has('crash')) continue;
      if (personal && c.owner === owner) this.write(c, personal);
      else if (shared) this.write(c, shared);
    }
  }

  private balance(set: Set<Connection>, event: BusEvent) {
    const list = event.l as [string, string, string][];
    const brand = this.brands.get(event.b);
    if (!brand) return;
    const byAccount = new Map(list.map(([account, wallet, balance]) => [account, { wallet, balance }]));
    for (const c of set) {
      if (c.kinds && !c.kinds.has('balance')) continue;
      const entry = c.accountId ? byAccount.get(c.accountId) : undefined;
      if (!entry) continue;
      this.write(
        c,
        frame('balance', {
          wallet: entry.wallet,
          balance: formatAmount(BigInt(entry.balance), brand.config.currency.minorUnits),
          currency: brand.config.currency.code,
        }),
      );
    }
  }

  private winner(set: Set<Connection>, event: BusEvent) {
    const brand = this.brands.get(event.b);
    const index = this.catalogue();
    if (!brand || !index) return;
    const wins = event.w as [string, string, number][];
    const byLanguage = new Map<Language, string>();
    for (const c of set) {
      if (c.kinds && !c.kinds.has('winner')) continue;
      let text = byLanguage.get(c.language);
      if (text === undefined) {
        text = wins
          .map(([name, amount, nodeId]) => {
            const game = index.byNodeId.get(nodeId);
            return frame('winner', {
              customerName: name,
              winAmount: formatAmount(BigInt(amount), brand.config.currency.minorUnits),
              gameName: game?.names[c.language] ?? '',
              iconUrl: game ? artUrl(game.gameCode) : '',
            });
          })
          .join('');
        byLanguage.set(c.language, text);
      }
      this.write(c, text);
    }
  }

  close() {
    clearInterval(this.heartbeat);
    this.unsubscribe();
    for (const set of this.byBrand.values()) for (const c of set) c.raw.end();
    this.byBrand.clear();
  }
}
