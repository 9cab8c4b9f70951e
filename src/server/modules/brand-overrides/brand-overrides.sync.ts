import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import pg from 'pg';
import type { BrandRegistry } from '@/server/brands/registry';
import type { Database } from '@/server/db/database';
import { OVERRIDE_CHANNEL, storedOverrides } from './brand-overrides.service';
import { applyOverrides } from './switches';

const RECONNECT_MS = 500;
/** Heartbeats of the listener row (writers stop waiting for a listener silent for 3 s). */
const HEARTBEAT_MS = 1_000;

/**
 * Keeps this instance's brand registry equal to folder + stored overrides (docs/back-office.md "Brand switches"),
 * the way the session cache stays true (modules/session/session-cache.ts): one LISTEN connection per instance;
 * a change NOTIFYs `marquee_brand_overrides` ("c:<brand>") inside its transaction, so the message arrives exactly
 * when the change commits, and the listener reloads that brand's overrides. A writer then NOTIFYs a numbered
 * barrier ("b:<n>", settleBrandSwitches); messages are handled one after another, so the listener records n as seen
 * (its row in brand_override_listener) only after the reloads before it finished. Every (re)connection reads the
 * barrier number, reloads every brand, then registers with that number seen (nothing committed while the
 * connection was down is missed). Reloads of a brand are numbered: an older read never replaces a newer.
 */
export class BrandOverrideSync {
  private client: pg.Client | undefined;
  private connecting: pg.Client | undefined;
  private stopped = true;
  private timer: NodeJS.Timeout | undefined;
  private ticket = 0;
  private readonly applied = new Map<string, number>();
  private heartbeat: NodeJS.Timeout | undefined;
  private listenerId: string | undefined;
  /** Messages are handled in the order PostgreSQL delivered them. */
  private queue: Promise<void> = Promise.resolve();

  constructor(
    private readonly db: Kysely<Database>,
    private readonly connectionString: string | undefined,
    private readonly registry: BrandRegistry,
    private readonly onError: (error: unknown) => void = () => undefined,
  ) {}

  /** Listens, then loads every brand's overrides (without a connection string: loads once, no listening). */
  async start(): Promise<void> {
    if (!this.stopped) return;
    this.stopped = false;
    if (!this.connectionString) {
      await this.reload();
      return;
    }
    await this.connect();
  }

  /** Reloads one brand's overrides (every brand's without a code) and serves the result. */
  async reload(code?: string): Promise<void> {
    const ticket = ++this.ticket;
    const stored = await storedOverrides(this.db, code);
    for (const brand of this.registry.brands) {
      const brandCode = brand.config.code;
      if (code && brandCode !== code) continue;
      if ((this.applied.get(brandCode) ?? 0) > ticket) continue;
      const folder = this.registry.folder(brandCode);
      if (!folder) continue;
      this.applied.set(brandCode, ticket);
      this.registry.replace(applyOverrides(folder, stored.get(brandCode) ?? []));
    }
  }

  private async connect(): Promise<void> {
    if (this.stopped) return;
    const client = new pg.Client({ connectionString: this.connectionString });
    const id = randomUUID();
    client.on('notification', (message) => {
      const payload = message.payload ?? '';
      if (message.channel !== OVERRIDE_CHANNEL) return;
      this.queue = this.queue
        .then(async () => {
          if (payload.startsWith('c:')) await this.reload(payload.slice(2));
          // Before this connection registered, no row: the registration reads a barrier number at least as new.
          else if (payload.startsWith('b:'))
            await client.query('update brand_override_listener set seen = greatest(seen, $2) where id = $1', [
              id,
              payload.slice(2),
            ]);
        })
        .catch((error: unknown) => this.onError(error));
    });
    client.on('error', (error) => {
      if (!this.stopped) this.onError(error);
      this.lost(client);
    });
    client.on('end', () => this.lost(client));
    this.connecting = client;
    try {
      await client.connect();
      await client.query(`listen ${OVERRIDE_CHANNEL}`);
      // In the message queue: barriers numbered up to the one read here follow changes this reload reads; later
      // ones are messages handled after it, once the row exists.
      const register = this.queue.then(async () => {
        const { rows } = await client.query<{ seen: string }>(
          'select (case when is_called then last_value else last_value - 1 end)::text as seen from brand_override_barrier_seq',
        );
        await this.reload();
        await client.query(
          "delete from brand_override_listener where heartbeat_at < now() - interval '1 minute'",
        );
        await client.query('insert into brand_override_listener (id, seen) values ($1, $2)', [
          id,
          rows[0]?.seen ?? '0',
        ]);
      });
      this.queue = register.catch(() => undefined);
      await register;
      if (this.stopped) throw new Error('stopped');
      this.client = client;
      this.listenerId = id;
      clearInterval(this.heartbeat);
      this.heartbeat = setInterval(() => {
        client
          .query('update brand_override_listener set heartbeat_at = now() where id = $1', [id])
          .catch((error: unknown) => this.onError(error));
      }, HEARTBEAT_MS);
      this.heartbeat.unref();
    } catch (error) {
      if (!this.stopped) this.onError(error);
      this.lost(client);
    } finally {
      if (this.connecting === client) this.connecting = undefined;
    }
  }

  private lost(client: pg.Client): void {
    if (this.client === client) {
      this.client = undefined;
      clearInterval(this.heartbeat);
    }
    client.removeAllListeners('end');
    client.end().catch(() => undefined);
    if (this.stopped || this.timer) return;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      void this.connect();
    }, RECONNECT_MS);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    clearInterval(this.heartbeat);
    this.timer = undefined;
    if (this.client && this.listenerId)
      await this.client
        .query('delete from brand_override_listener where id = $1', [this.listenerId])
        .catch(() => undefined);
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
