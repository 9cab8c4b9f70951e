import { randomUUID } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import pg from 'pg';
import type { Database } from '@/server/db/database';

/**
 * Per-instance cache of live sessions (token hash → session and account), kept true across instances by
 * PostgreSQL (docs/shared-limits.md "Session cache"):
 *
 * - Triggers (migration 0009) NOTIFY `marquee_sessions` inside every transaction that revokes, expires, re-keys
 *   or deletes a session ("s<id>") or changes an account ("a<id>"): the message exists exactly when the change
 *   commits. Each instance LISTENs on its own connection and drops what the message names.
 * - Acknowledged revocation: after its change committed, the revoking request calls `settleSessionChanges`, which
 *   NOTIFYs a numbered barrier ("b<n>") and waits until every live listener has recorded n as seen. PostgreSQL
 *   delivers notifications to each listener in commit order, so a listener that saw barrier n has already
 *   dropped the session. Only then does the caller get its answer.
 * - Liveness: a listener heartbeats every 250 ms on its listening connection and trusts its cache only until
 *   750 ms after its last acknowledged heartbeat was sent; `settleSessionChanges` stops waiting for a listener
 *   whose heartbeat is over 1 s old (by the database clock), by which time that instance has stopped answering
 *   from its cache. A lost connection empties the cache and registers anew.
 * - A load that raced a change is not cached: every message bumps `epoch`, and a row read before is dropped.
 *
 * So: once `settleSessionChanges` has returned, no instance answers from a cached copy older than the change.
 * Changes made without it (a profile edit) reach every instance within the notification delay, well under 1 s.
 */

export const SESSION_CHANNEL = 'marquee_sessions';
const HEARTBEAT_MS = 250;
/** A listener's own trust window after a heartbeat was sent (< the 1 s after which revokers stop waiting). */
const TRUST_MS = 750;
const RECONNECT_MS = 500;
const MAX_ENTRIES = 50_000;
/** settleSessionChanges gives up after this long (a listener can only stall that long by losing its heartbeat). */
const SETTLE_LIMIT_MS = 3_000;

export interface CachedSession {
  sessionId: bigint;
  id: bigint;
  brandCode: string;
  expiresAt: Date;
  lastSeenAt: Date;
}

interface Entry<T extends CachedSession> {
  value: T;
}

export class SessionCache<T extends CachedSession> {
  private readonly entries = new Map<string, Entry<T>>();
  private client: pg.Client | undefined;
  /** A connection being opened: stop() ends it too, so none outlives the server's stop. */
  private connecting: pg.Client | undefined;
  private listenerId: string | undefined;
  private trustedUntil = 0;
  private heartbeat: NodeJS.Timeout | undefined;
  private reconnectTimer: NodeJS.Timeout | undefined;
  private stopped = true;
  /** Bumped by every change message (and by a reconnect): a load that started before is not cached. */
  epoch = 0;
  /** Other per-instance caches kept honest by the same messages ('*': forget everything). */
  private readonly followers: ((message: string) => void)[] = [];

  constructor(
    private readonly connectionString: string | undefined,
    private readonly onError: (error: unknown) => void = () => undefined,
  ) {}

  /** Whether this instance may answer from its cache right now. */
  get trusted(): boolean {
    return this.client !== undefined && performance.now() < this.trustedUntil;
  }

  get size(): number {
    return this.entries.size;
  }

  async start(): Promise<void> {
    if (!this.stopped || !this.connectionString) return;
    this.stopped = false;
    await this.connect();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.heartbeat);
    clearTimeout(this.reconnectTimer);
    const client = this.client;
    const connecting = this.connecting;
    this.connecting = undefined;
    this.reset();
    if (connecting && connecting !== client) {
      connecting.removeAllListeners('end');
      await connecting.end().catch(() => undefined);
    }
    if (client) {
      client.removeAllListeners('end');
      await client
        .query('delete from session_cache_listener where id = $1', [this.listenerId])
        .catch(() => undefined);
      await client.end().catch(() => undefined);
    }
  }

  /** A cached session for this token hash, brand and idle limit, or undefined (then ask the database). */
  get(hash: string, brandCode: string, idleMinutes: number): T | undefined {
    if (!this.trusted) return undefined;
    const entry = this.entries.get(hash);
    if (!entry) return undefined;
    const now = Date.now();
    const session = entry.value;
    if (
      session.brandCode !== brandCode ||
      session.expiresAt.getTime() <= now ||
      session.lastSeenAt.getTime() + idleMinutes * 60_000 <= now
    ) {
      this.entries.delete(hash);
      return undefined;
    }
    return session;
  }

  /** Caches a session read from the database when nothing changed since `epoch` was taken before the read. */
  put(hash: string, session: T, epochBeforeRead: number): void {
    if (!this.trusted || epochBeforeRead !== this.epoch) return;
    if (this.entries.size >= MAX_ENTRIES) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(hash, { value: session });
  }

  /**
   * Tells `follower` every change message ("a<account id>", "s<session id>", "x<exclusion id>") and '*' when the
   * cache empties (a lost connection): a cache that trusts what `trusted` and `epoch` say stays exactly as honest.
   */
  follow(follower: (message: string) => void): void {
    this.followers.push(follower);
  }

  private drop(message: string): void {
    this.epoch++;
    for (const follower of this.followers) follower(message);
    const kind = message[0];
    const id = message.slice(1);
    for (const [hash, { value }] of this.entries) {
      if ((kind === 's' && String(value.sessionId) === id) || (kind === 'a' && String(value.id) === id))
        this.entries.delete(hash);
    }
  }

  private reset(): void {
    this.client = undefined;
    this.trustedUntil = 0;
    this.entries.clear();
    this.epoch++;
    for (const follower of this.followers) follower('*');
  }

  private async connect(): Promise<void> {
    if (this.stopped) return;
    const client = new pg.Client({ connectionString: this.connectionString });
    const id = randomUUID();
    client.on('notification', (message) => {
      if (message.channel !== SESSION_CHANNEL || !message.payload) return;
      if (message.payload[0] === 'b') {
        client
          .query('update session_cache_listener set seen = greatest(seen, $2) where id = $1', [
            id,
            message.payload.slice(1),
          ])
          .catch((error: unknown) => this.onError(error));
      } else this.drop(message.payload);
    });
    client.on('error', (error) => {
      if (!this.stopped) this.onError(error);
      this.lost(client);
    });
    client.on('end', () => this.lost(client));
    this.connecting = client;
    try {
      await client.connect();
      await client.query(`listen ${SESSION_CHANNEL}`);
      // Trust is counted from before the row's heartbeat_at is written (as a heartbeat counts from its sending):
      // taken after the queries below, a slow cleanup stretched it past the 1 s revokers wait for.
      const registered = performance.now();
      // Barriers numbered up to now were sent before we listened: nothing is cached yet, count them as seen. A
      // sequence never called yet (a new database) hands out last_value itself next: that one is still to come.
      await client.query(
        `insert into session_cache_listener (id, seen, heartbeat_at)
         select $1, case when is_called then last_value else last_value - 1 end, now() from session_barrier_seq`,
        [id],
      );
      await client.query(
        `delete from session_cache_listener where heartbeat_at < now() - interval '1 minute'`,
      );
      if (this.stopped) throw new Error('stopped');
      this.client = client;
      this.listenerId = id;
      this.trustedUntil = registered + TRUST_MS;
      clearInterval(this.heartbeat);
      this.heartbeat = setInterval(() => this.beat(client, id), HEARTBEAT_MS);
      this.heartbeat.unref();
    } catch (error) {
      if (!this.stopped) this.onError(error);
      this.lost(client);
    } finally {
      if (this.connecting === client) this.connecting = undefined;
    }
  }

  private beat(client: pg.Client, id: string): void {
    if (this.client !== client) return;
    const sent = performance.now();
    client
      .query('update session_cache_listener set heartbeat_at = now() where id = $1', [id])
      .then((result) => {
        if (this.client === client && result.rowCount === 1) this.trustedUntil = sent + TRUST_MS;
      })
      .catch((error: unknown) => this.onError(error));
  }

  private lost(client: pg.Client): void {
    if (this.client === client || this.client === undefined) this.reset();
    clearInterval(this.heartbeat);
    client.removeAllListeners('end');
    client.end().catch(() => undefined);
    if (this.stopped || this.reconnectTimer) return;
    this.reconnectTimer = setTimeout(() => {
      this.reconnectTimer = undefined;
      void this.connect();
    }, RECONNECT_MS);
    this.reconnectTimer.unref();
  }
}

/**
 * Waits until every live instance has processed the session and account changes committed before this call (see
 * above). Call it after the change committed (never inside its transaction) and before answering the caller.
 * Works from any process with a database handle (the ops CLI too).
 */
export async function settleSessionChanges(db: Kysely<Database>): Promise<void> {
  const { rows } = await sql<{ n: string }>`
    with b as (select nextval('session_barrier_seq') as n)
    select n::text as n, pg_notify(${SESSION_CHANNEL}, 'b' || n) from b`.execute(db);
  const barrier = rows[0]!.n;
  const deadline = performance.now() + SETTLE_LIMIT_MS;
  let wait = 2;
  for (;;) {
    const { rows: pending } = await sql<{ count: string }>`
      select count(*)::text as count from session_cache_listener
      where seen < ${barrier}::bigint and heartbeat_at > now() - interval '1 second'`.execute(db);
    if (pending[0]?.count === '0') return;
    if (performance.now() > deadline) throw new Error('session change not acknowledged by every instance');
    await new Promise((resolve) => setTimeout(resolve, wait));
    wait = Math.min(wait * 2, 50);
  }
}
