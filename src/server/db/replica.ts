import { type Kysely, sql } from 'kysely';
import type { Database } from './database';

/**
 * Read scaling on a PostgreSQL streaming replica (docs/scale.md "Read replicas"). Reports, lists and exports may
 * read from the replica; everything that decides money reads the primary (the routes that may use the replica
 * are listed in plugins/read-replica.ts, none of them writes).
 *
 * How stale the replica is, exactly: every POLL_MS the primary's WAL position (pg_current_wal_lsn) is sampled
 * with the time it was taken, and the replica's replayed position (pg_last_wal_replay_lsn) is read. The replica
 * holds every commit made before the newest sample whose position it has replayed: that sample's time is its
 * `asOf`. A primary with no writes keeps its position, so an idle replica stays current. Reads go to the replica
 * while `now − asOf` ≤ the bound (DATABASE_REPLICA_MAX_LAG_MS); behind that, paused, or unreachable, they go to
 * the primary (asOf = now). The answer tells the caller which moment its data is from (X-Data-As-Of).
 */
const POLL_MS = 250;

/** A WAL position "16/B374D848" as a number that orders like the position. */
export function lsnValue(lsn: string): bigint {
  const [high, low] = lsn.split('/');
  return (BigInt(`0x${high}`) << 32n) + BigInt(`0x${low}`);
}

interface Sample {
  at: number;
  lsn: bigint;
}

export interface ReadSource {
  db: Kysely<Database>;
  /** Every commit before this moment is visible to `db`. */
  asOf: Date;
  replica: boolean;
}

export class ReadReplica {
  private samples: Sample[] = [];
  private replayed: bigint | undefined;
  private timer: NodeJS.Timeout | undefined;
  private polling: Promise<void> | undefined;
  private stopped = false;

  constructor(
    private readonly primary: Kysely<Database>,
    private readonly replica: Kysely<Database>,
    /** The bound (DATABASE_REPLICA_MAX_LAG_MS); a test may move it to put the replica behind on purpose. */
    public maxLagMs: number,
    private readonly onError: (error: unknown) => void = () => undefined,
    private readonly now: () => number = Date.now,
  ) {}

  async start(): Promise<void> {
    await this.poll();
    this.timer = setInterval(() => {
      if (!this.polling) this.polling = this.poll().finally(() => (this.polling = undefined));
    }, POLL_MS);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    await this.polling;
    await this.replica.destroy();
  }

  /** The moment the replica's data is from, or undefined when it is unreachable or its position is unknown. */
  get asOf(): Date | undefined {
    if (this.replayed === undefined) return undefined;
    let asOf: number | undefined;
    for (const sample of this.samples) if (sample.lsn <= this.replayed) asOf = sample.at;
    return asOf === undefined ? undefined : new Date(asOf);
  }

  /** The replica just failed a read: reports go to the primary until a poll reaches it again. */
  markDown(): void {
    this.replayed = undefined;
  }

  /** Where a report reads now: the replica when it is within the bound, else the primary. */
  source(): ReadSource {
    const asOf = this.asOf;
    const now = this.now();
    if (asOf && now - asOf.getTime() <= this.maxLagMs) return { db: this.replica, asOf, replica: true };
    return { db: this.primary, asOf: new Date(now), replica: false };
  }

  private async poll(): Promise<void> {
    const at = this.now();
    try {
      // The primary first: a position the replica has replayed at the later read holds everything before `at`.
      const { rows } = await sql<{ lsn: string }>`select pg_current_wal_lsn()::text as lsn`.execute(
        this.primary,
      );
      this.samples.push({ at, lsn: lsnValue(rows[0]!.lsn) });
      // Keep what can still be an answer: the samples of the bound, plus the newest older one.
      const horizon = at - this.maxLagMs * 2;
      while (this.samples.length > 2 && this.samples[1]!.at < horizon) this.samples.shift();
    } catch (error) {
      if (!this.stopped) this.onError(error);
      return;
    }
    try {
      const { rows } = await sql<{
        lsn: string | null;
      }>`select pg_last_wal_replay_lsn()::text as lsn`.execute(this.replica);
      // null: not a standby (then it is no replica of this primary and never used).
      this.replayed = rows[0]?.lsn ? lsnValue(rows[0].lsn) : undefined;
    } catch (error) {
      this.replayed = undefined;
      if (!this.stopped) this.onError(error);
    }
  }
}
