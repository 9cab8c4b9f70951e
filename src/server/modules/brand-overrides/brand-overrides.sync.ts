import type { Kysely } from 'kysely';
import pg from 'pg';
import type { BrandRegistry } from '@/server/brands/registry';
import type { Database } from '@/server/db/database';
import { OVERRIDE_CHANNEL, storedOverrides } from './brand-overrides.service';
import { applyOverrides } from './switches';

const RECONNECT_MS = 500;

/**
 * Keeps this instance's brand registry equal to folder + stored overrides (docs/back-office.md "Brand switches"),
 * the way the session cache stays true (modules/session/session-cache.ts): one LISTEN connection per instance;
 * a change NOTIFYs `marquee_brand_overrides` with the brand code inside its transaction, so the message arrives
 * exactly when the change commits, and the listener reloads that brand's overrides. Every (re)connection reloads
 * every brand after LISTEN is up (nothing committed while the connection was down is missed). Reloads of a brand
 * are numbered: one that finishes after a newer one is dropped, so an older read never replaces a newer.
 */
export class BrandOverrideSync {
  private client: pg.Client | undefined;
  private connecting: pg.Client | undefined;
  private stopped = true;
  private timer: NodeJS.Timeout | undefined;
  private ticket = 0;
  private readonly applied = new Map<string, number>();

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
    client.on('notification', (message) => {
      if (message.channel !== OVERRIDE_CHANNEL || !message.payload) return;
      this.reload(message.payload).catch((error: unknown) => this.onError(error));
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
      if (this.stopped) throw new Error('stopped');
      this.client = client;
      // After LISTEN: a change committed from here on is heard; one committed before is in this read.
      await this.reload();
    } catch (error) {
      if (!this.stopped) this.onError(error);
      this.lost(client);
    } finally {
      if (this.connecting === client) this.connecting = undefined;
    }
  }

  private lost(client: pg.Client): void {
    if (this.client === client) this.client = undefined;
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
