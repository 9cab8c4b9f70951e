import type { ServerResponse } from 'node:http';
import { type Kysely, sql } from 'kysely';
import type { Database } from '@/server/db/database';
import type { BusEvent, EventBus } from '@/server/realtime/bus';
import { catchUpTeamDays } from './agent-aggregate';

/**
 * Live team figures (GET /wps/agent/stream, server-sent events; docs/agent-api.md "Live").
 *
 * TeamWatcher: once a second one server instance (the one that locks agent_stream_mark) reads the ledger
 * postings and the accounts created since the stored marks (plus a short overlap, deduplicated, for rows that
 * committed out of id order), finds the agents above every account they touched (account_closure, depth ≥ 1)
 * and publishes one `team` bus event per brand with those agents' ids. The hot bet path is untouched: no
 * trigger, no NOTIFY per bet. Each round first catches up the team aggregates (agent-aggregate.ts).
 * TeamHub: every instance forwards the bus events to its connected agents, at most one `team` event per second
 * per connection (a later change within the second is sent when the second is over).
 */

const POLL_MS = 1_000;
const OVERLAP = 2_000;
const BATCH = 20_000;
const IDS_PER_EVENT = 400;
const HEARTBEAT_MS = 15_000;
const MIN_GAP_MS = 1_000;
const MAX_BUFFERED = 256 * 1024;

export class TeamWatcher {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private seenTransfers = new Set<string>();
  private seenAccounts = new Set<string>();

  constructor(
    private readonly db: Kysely<Database>,
    private readonly bus: EventBus,
    private readonly onError: (error: unknown) => void = () => undefined,
  ) {}

  start(): void {
    if (this.timer) return;
    const tick = () => {
      // The team aggregates first, so the agents told of a change read figures that include it.
      this.running = catchUpTeamDays(this.db)
        .then(() => this.poll())
        .then(() => undefined)
        .catch(this.onError)
        .finally(() => {
          this.running = undefined;
          if (this.timer) this.timer = setTimeout(tick, POLL_MS);
        });
    };
    this.timer = setTimeout(tick, POLL_MS);
  }

  async stop(): Promise<void> {
    const timer = this.timer;
    this.timer = undefined;
    if (timer) clearTimeout(timer);
    await this.running;
  }

  /** One round (tests call it directly): returns the agents notified per brand. */
  async poll(): Promise<Map<string, string[]>> {
    return this.db.transaction().execute(async (trx) => {
      const { rows: marks } = await sql<{ transfer_id: string; account_id: string }>`select
          transfer_id::text, account_id::text from agent_stream_mark where id = 1 for update skip locked`.execute(
        trx,
      );
      const mark = marks[0];
      if (!mark) return new Map();
      const [transfers, accounts] = await Promise.all([
        sql<{ id: string; debit: string; credit: string }>`select id::text, debit_account_id::text as debit,
            credit_account_id::text as credit from ledger_transfer
          where id > ${BigInt(mark.transfer_id) - BigInt(OVERLAP)} order by id limit ${BATCH}`.execute(trx),
        sql<{ id: string }>`select id::text from account
          where id > ${BigInt(mark.account_id) - 50n} order by id limit ${BATCH}`.execute(trx),
      ]);
      const ledgerAccounts = new Set<string>();
      const seenTransfers = new Set<string>();
      for (const t of transfers.rows) {
        seenTransfers.add(t.id);
        if (this.seenTransfers.has(t.id)) continue;
        ledgerAccounts.add(t.debit);
        ledgerAccounts.add(t.credit);
      }
      const newAccounts = accounts.rows.map((a) => a.id).filter((id) => !this.seenAccounts.has(id));
      this.seenTransfers = seenTransfers;
      this.seenAccounts = new Set(accounts.rows.map((a) => a.id));
      const lastTransfer = transfers.rows.at(-1)?.id ?? mark.transfer_id;
      const lastAccount = accounts.rows.at(-1)?.id ?? mark.account_id;
      await sql`update agent_stream_mark set transfer_id = greatest(transfer_id, ${lastTransfer}::bigint),
          account_id = greatest(account_id, ${lastAccount}::bigint) where id = 1`.execute(trx);
      if (ledgerAccounts.size === 0 && newAccounts.length === 0) return new Map();
      const { rows } = await sql<{ brand: string; ancestor: string }>`select distinct a.brand_code as brand,
          c.ancestor_id::text as ancestor
        from account_closure c join account a on a.id = c.ancestor_id
        where c.depth >= 1 and c.descendant_id in (
          select l.owner_id from ledger_account l
            where l.id = any(${[...ledgerAccounts]}::bigint[]) and l.owner_id is not null
          union select unnest(${newAccounts}::bigint[]))`.execute(trx);
      const byBrand = new Map<string, string[]>();
      for (const r of rows) byBrand.set(r.brand, [...(byBrand.get(r.brand) ?? []), r.ancestor]);
      for (const [brand, ids] of byBrand) {
        for (let i = 0; i < ids.length; i += IDS_PER_EVENT) {
          await this.bus.publish({ t: 'team', b: brand, a: ids.slice(i, i + IDS_PER_EVENT) }, trx);
        }
      }
      return byBrand;
    });
  }
}

interface Connection {
  raw: ServerResponse;
  brand: string;
  accountId: string;
  lastSent: number;
  pending: NodeJS.Timeout | undefined;
}

const frame = (event: string, data: unknown) => `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;

export class TeamHub {
  private readonly byAccount = new Map<string, Set<Connection>>();
  private readonly heartbeat: NodeJS.Timeout;
  private readonly unsubscribe: () => void;

  constructor(bus: EventBus) {
    this.unsubscribe = bus.subscribe((event) => this.dispatch(event));
    this.heartbeat = setInterval(() => {
      for (const set of this.byAccount.values()) for (const c of set) this.write(c, ': ping\n\n');
    }, HEARTBEAT_MS);
    this.heartbeat.unref();
  }

  get size(): number {
    let n = 0;
    for (const set of this.byAccount.values()) n += set.size;
    return n;
  }

  attach(raw: ServerResponse, info: { brand: string; accountId: string }) {
    raw.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
      'x-content-type-options': 'nosniff',
    });
    raw.write(`retry: 2000\n${frame('hello', { serverTime: new Date().toISOString() })}`);
    const connection: Connection = { raw, ...info, lastSent: 0, pending: undefined };
    const key = `${info.brand}:${info.accountId}`;
    let set = this.byAccount.get(key);
    if (!set) {
      set = new Set();
      this.byAccount.set(key, set);
    }
    set.add(connection);
    const drop = () => this.drop(key, connection);
    raw.on('close', drop);
    raw.on('error', drop);
  }

  private drop(key: string, connection: Connection) {
    if (connection.pending) clearTimeout(connection.pending);
    const set = this.byAccount.get(key);
    set?.delete(connection);
    if (set?.size === 0) this.byAccount.delete(key);
  }

  private write(connection: Connection, text: string) {
    if (connection.raw.writableLength > MAX_BUFFERED) {
      connection.raw.destroy();
      return;
    }
    connection.raw.write(text);
  }

  private send(connection: Connection) {
    connection.pending = undefined;
    connection.lastSent = Date.now();
    this.write(connection, frame('team', { at: new Date().toISOString() }));
  }

  dispatch(event: BusEvent) {
    if (event.t !== 'team' || !Array.isArray(event.a)) return;
    for (const id of event.a as unknown[]) {
      const set = this.byAccount.get(`${event.b}:${String(id)}`);
      if (!set) continue;
      for (const c of set) {
        if (c.pending) continue;
        const wait = c.lastSent + MIN_GAP_MS - Date.now();
        if (wait <= 0) this.send(c);
        else c.pending = setTimeout(() => this.send(c), wait);
      }
    }
  }

  close() {
    clearInterval(this.heartbeat);
    this.unsubscribe();
    for (const set of this.byAccount.values()) {
      for (const c of set) {
        if (c.pending) clearTimeout(c.pending);
        c.raw.end();
      }
    }
    this.byAccount.clear();
  }
}
