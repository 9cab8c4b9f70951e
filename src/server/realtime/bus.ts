import { type Kysely, sql } from 'kysely';
import pg from 'pg';
import type { Database } from '../db/database';

/**
 * Live events across server instances through PostgreSQL LISTEN/NOTIFY (ARCHITECTURE "Scale"): every instance
 * holds one listening connection; publishers NOTIFY through the pool and every instance — the publisher
 * included — receives the event from PostgreSQL, so all instances see the same events in the same order.
 * Payloads are JSON, at most 8,000 bytes (PostgreSQL's limit).
 */

export const CHANNEL = 'marquee_events';
const RECONNECT_MS = 1_000;

export interface BusEvent {
  /** Event type: crash, winner, balance. */
  t: string;
  /** Brand code. */
  b: string;
  [key: string]: unknown;
}

export type BusListener = (event: BusEvent) => void;

export class EventBus {
  private client: pg.Client | undefined;
  /** A connection being opened: stop() ends it too, so none outlives the server's stop. */
  private connecting: pg.Client | undefined;
  private readonly listeners = new Set<BusListener>();
  private stopped = true;
  private timer: NodeJS.Timeout | undefined;
  /** Resolves once the listening connection is up (publishers need not wait for it). */
  ready: Promise<void> = Promise.resolve();

  constructor(
    private readonly db: Kysely<Database>,
    private readonly connectionString: string | undefined,
    private readonly onError: (error: unknown) => void = () => undefined,
  ) {}

  start(): Promise<void> {
    if (!this.stopped || !this.connectionString) return this.ready;
    this.stopped = false;
    this.ready = this.connect();
    return this.ready;
  }

  private async connect(): Promise<void> {
    if (this.stopped) return;
    const client = new pg.Client({ connectionString: this.connectionString });
    client.on('notification', (message) => {
      if (message.channel !== CHANNEL || !message.payload) return;
      let event: BusEvent;
      try {
        event = JSON.parse(message.payload) as BusEvent;
      } catch {
        return;
      }
      for (const listener of this.listeners) {
        try {
          listener(event);
        } catch (error) {
          this.onError(error);
        }
      }
    });
    client.on('error', (error) => {
      if (!this.stopped) this.onError(error);
      this.reconnect(client);
    });
    client.on('end', () => this.reconnect(client));
    this.connecting = client;
    try {
      await client.connect();
      await client.query(`listen ${CHANNEL}`);
      if (this.stopped) throw new Error('stopped');
      this.client = client;
    } catch (error) {
      if (!this.stopped) this.onError(error);
      this.reconnect(client);
    } finally {
      if (this.connecting === client) this.connecting = undefined;
    }
  }

  private reconnect(client: pg.Client) {
    if (this.client === client) this.client = undefined;
    client.removeAllListeners('end');
    client.end().catch(() => undefined);
    if (this.stopped || this.timer) return;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      this.ready = this.connect();
    }, RECONNECT_MS);
  }

  subscribe(listener: BusListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** NOTIFY through the pool (or the caller's transaction: delivered at its commit). */
  async publish(event: BusEvent, db: Kysely<Database> = this.db): Promise<void> {
    const payload = JSON.stringify(event);
    if (payload.length > 7_900)
      throw new Error(`event ${event.t} is too large for NOTIFY (${payload.length})`);
    await sql`select pg_notify(${CHANNEL}, ${payload})`.execute(db);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    const clients = [this.client, this.connecting];
    this.client = undefined;
    this.connecting = undefined;
    for (const client of clients) {
      if (!client) continue;
      client.removeAllListeners('end');
      await client.end().catch(() => undefined);
    }
  }
}
