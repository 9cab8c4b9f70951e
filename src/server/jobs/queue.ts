import { type Kysely, sql, type Transaction } from 'kysely';
import type { Database } from '../db/database';

/**
 * A job queue in PostgreSQL (table job): survives restarts and is safe with several server instances, because
 * a worker claims due rows with FOR UPDATE SKIP LOCKED and holds them with a lease (locked_until). A failed run is
 * retried with exponential backoff (2 s, 4 s, 8 s … capped at 10 min) until max_attempts, then parked (failed_at).
 * stop() ends the work promptly: no job starts after it, claimed jobs not started are handed back, and the running
 * handler's signal is aborted so it stops after its current unit of work (docs/money.md "Job queue").
 */

export interface NewJob {
  kind: string;
  payload: Record<string, unknown>;
  /** When to run (default now). */
  runAt?: Date;
  /** At most one job per dedupe key, ever: enqueueing it again is a no-op. */
  dedupeKey?: string;
  maxAttempts?: number;
}

export async function enqueue(db: Kysely<Database> | Transaction<Database>, job: NewJob): Promise<void> {
  await db
    .insertInto('job')
    .values({
      kind: job.kind,
      payload: JSON.stringify(job.payload),
      dedupe_key: job.dedupeKey ?? null,
      ...(job.runAt ? { run_at: job.runAt } : {}),
      ...(job.maxAttempts ? { max_attempts: job.maxAttempts } : {}),
    })
    .onConflict((oc) => oc.column('dedupe_key').doNothing())
    .execute();
}

export interface ClaimedJob {
  id: bigint;
  kind: string;
  payload: Record<string, unknown>;
  attempts: number;
  max_attempts: number;
}

/** A failure that retrying cannot fix: the job is parked at once. */
export class PermanentJobError extends Error {}

/** Not a failure: the job ran too early (it was made due by hand, or clocks differ) and runs again at `at`. */
export class RunJobAt extends Error {
  constructor(readonly at: Date) {
    super(`not due before ${at.toISOString()}`);
  }
}

/**
 * The reason of the runner's abort signal once stop() is called: a handler that throws it (signal.throwIfAborted()
 * between its units of work) has its job handed back, neither done nor counted as an attempt, and it runs again on
 * the next start, so its units must be idempotent (each one keyed, in its own transaction).
 */
export class JobStopped extends Error {
  constructor() {
    super('the job runner is stopping');
    this.name = 'JobStopped';
  }
}

/** What a handler is given beside its job. */
export interface JobContext {
  /**
   * Aborted (reason JobStopped) when the runner stops. A handler with many units of work (a posting per member)
   * calls signal.throwIfAborted() between them; a short one may ignore it and finish.
   */
  signal: AbortSignal;
}

export type JobHandler = (job: ClaimedJob, context: JobContext) => Promise<void>;

/** Whether a handler's error means "stopped by the signal" rather than a failure. */
function stoppedBy(error: unknown, signal: AbortSignal): boolean {
  return (
    signal.aborted &&
    (error === signal.reason ||
      error instanceof JobStopped ||
      (error instanceof Error && error.name === 'AbortError'))
  );
}

export interface CronSpec {
  kind: string;
  everySeconds: number;
  offsetSeconds?: number;
  maxAttempts?: number;
}

export function currentSlot(spec: CronSpec, now: Date): Date {
  const every = spec.everySeconds * 1000;
  const offset = (spec.offsetSeconds ?? 0) * 1000;
  return new Date(Math.floor((now.getTime() - offset) / every) * every + offset);
}

export function nextSlot(spec: CronSpec, slot: Date): Date {
  return new Date(currentSlot(spec, slot).getTime() + spec.everySeconds * 1000);
}

function enqueueSlot(db: Kysely<Database>, spec: CronSpec, slot: Date): Promise<void> {
  return enqueue(db, {
    kind: spec.kind,
    payload: { slot: slot.toISOString() },
    runAt: slot,
    dedupeKey: `cron:${spec.kind}:${slot.toISOString()}`,
    ...(spec.maxAttempts ? { maxAttempts: spec.maxAttempts } : {}),
  });
}

const LEASE_SECONDS = 60;

export function backoffSeconds(attempts: number): number {
  return Math.min(2 ** Math.max(1, attempts), 600);
}

export class JobRunner {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<unknown> | undefined;
  /** Not polling: true before start() and after stop() (drain() works either way: tests call it without start). */
  private stopped = true;
  /** Set by stop() (until the next start()): no job starts, claimed ones are handed back, handlers are aborted. */
  private stopping = false;
  private controller = new AbortController();
  /** The runDue() calls in progress (the poll's and any direct drain()): stop() waits for them. */
  private readonly active = new Set<Promise<number>>();
  private lastPurge = 0;
  /** When the polling loop last finished a poll without error (readiness: a stalled worker is not ready). */
  lastPollOk = 0;

  private readonly crons: CronSpec[] = [];

  constructor(
    private readonly db: Kysely<Database>,
    private readonly handlers: Record<string, JobHandler>,
    private readonly options: {
      pollMs?: number;
      batch?: number;
      onError?: (error: unknown, job: ClaimedJob) => void;
    } = {},
  ) {}

  /** Adds the handler of a job kind (each module registers its own kinds when its plugin loads). */
  register(kind: string, handler: JobHandler): void {
    if (this.handlers[kind]) throw new Error(`job kind ${kind} already has a handler`);
    this.handlers[kind] = handler;
  }

  /**
   * A recurring job (cron): one job per time slot of `everySeconds` (slots are aligned to the Unix epoch plus
   * `offsetSeconds`), deduplicated by `cron:<kind>:<slot ISO>`, so with N instances each slot runs exactly once.
   * Running a slot first enqueues the next one, so a failing run never stops the schedule. Slots missed while
   * every instance was down are not replayed one by one: the next start runs the current slot, and handlers are
   * written to catch up (they work on everything due up to `payload.slot`, not only on the last interval).
   */
  cron(spec: CronSpec, handler: (slot: Date, job: ClaimedJob, context: JobContext) => Promise<void>): void {
    this.crons.push(spec);
    this.register(spec.kind, async (job, context) => {
      const slot = new Date(String(job.payload.slot));
      await enqueueSlot(this.db, spec, nextSlot(spec, slot));
      await handler(slot, job, context);
    });
  }

  /** Makes sure the current slot of every recurring job is queued (on start; tests call it before drain()). */
  async seedCron(now = new Date()): Promise<void> {
    for (const spec of this.crons) {
      const current = currentSlot(spec, now);
      await enqueueSlot(this.db, spec, current);
      await enqueueSlot(this.db, spec, nextSlot(spec, current));
    }
  }

  /**
   * Claims up to `batch` due jobs and runs them one after another; returns how many ran. After stop() it claims
   * nothing, and the jobs it claimed but has not started are handed back.
   */
  async runDue(): Promise<number> {
    const run = this.claimAndRun();
    this.active.add(run);
    try {
      return await run;
    } finally {
      this.active.delete(run);
    }
  }

  private async claimAndRun(): Promise<number> {
    if (this.stopping) return 0;
    // Run in the order they fell due (an UPDATE … RETURNING answers its rows in no particular order).
    const { rows } = await sql<ClaimedJob>`
      with claimed as (
        update job set locked_until = now() + make_interval(secs => ${LEASE_SECONDS}), attempts = attempts + 1
        where id in (
          select id from job
          where done_at is null and failed_at is null and run_at <= now()
            and (locked_until is null or locked_until < now())
          order by run_at limit ${this.options.batch ?? 20}
          for update skip locked)
        returning id, kind, payload, attempts, max_attempts, run_at)
      select id, kind, payload, attempts, max_attempts from claimed order by run_at, id`.execute(this.db);
    for (const [i, job] of rows.entries()) {
      if (this.stopping) {
        await this.release(rows.slice(i).map((j) => j.id));
        return i;
      }
      await this.runOne(job);
    }
    return rows.length;
  }

  /**
   * Hands claimed jobs back as they were before the claim: unlocked (due at once for whichever instance polls next)
   * and the claim's attempt not counted.
   */
  private async release(ids: bigint[]): Promise<void> {
    await this.db
      .updateTable('job')
      .set({ locked_until: null, attempts: sql<number>`attempts - 1` })
      .where('id', 'in', ids)
      .where('done_at', 'is', null)
      .execute();
  }

  /** Runs due jobs until none is left or stop() is called (tests and the ops CLI). */
  async drain(limit = 1000): Promise<number> {
    let total = 0;
    while (!this.stopping) {
      const ran = await this.runDue();
      total += ran;
      if (ran === 0 || total >= limit) break;
    }
    return total;
  }

  private async runOne(job: ClaimedJob): Promise<void> {
    const handler = this.handlers[job.kind];
    const signal = this.controller.signal;
    try {
      if (!handler) throw new PermanentJobError(`no handler for job kind ${job.kind}`);
      await handler(job, { signal });
      await this.db
        .updateTable('job')
        .set({ done_at: sql<Date>`now()`, locked_until: null, last_error: null })
        .where('id', '=', job.id)
        .execute();
    } catch (error) {
      if (error instanceof RunJobAt) {
        await this.db
          .updateTable('job')
          .set({ locked_until: null, run_at: error.at, attempts: sql<number>`attempts - 1` })
          .where('id', '=', job.id)
          .execute();
        return;
      }
      // Stopped between two units of work: not a failure, not done; it runs again (and resumes) on the next start.
      if (stoppedBy(error, signal)) {
        await this.release([job.id]);
        return;
      }
      this.options.onError?.(error, job);
      const message = error instanceof Error ? error.message : String(error);
      const park = error instanceof PermanentJobError || job.attempts >= job.max_attempts;
      await this.db
        .updateTable('job')
        .set({
          locked_until: null,
          last_error: message.slice(0, 1000),
          ...(park
            ? { failed_at: sql<Date>`now()` }
            : { run_at: sql<Date>`now() + make_interval(secs => ${backoffSeconds(job.attempts)})` }),
        })
        .where('id', '=', job.id)
        .execute();
    }
  }

  /** Done jobs are kept a week for inspection, then deleted (at most once an hour, by whichever instance). */
  async purgeDone(): Promise<void> {
    this.lastPurge = Date.now();
    await this.db.deleteFrom('job').where('done_at', '<', sql<Date>`now() - interval '7 days'`).execute();
  }

  /** Polls every pollMs (default 500 ms) until stop(); overlapping polls are skipped. */
  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    if (this.stopping) {
      this.stopping = false;
      this.controller = new AbortController();
    }
    // The first poll waits for the current slots: the work due at start runs in it, not one poll later (and once a
    // job is done, the slots due at start are queued: the agent bench waits on that, tests/bench/lib/settled.ts).
    const seeded = this.seedCron().catch(() => undefined);
    const tick = () => {
      if (this.stopped) return;
      const purge = Date.now() - this.lastPurge > 3_600_000 ? this.purgeDone() : Promise.resolve();
      this.running = Promise.all([seeded, purge])
        .then(() => this.drain(200))
        .then(() => {
          this.lastPollOk = Date.now();
        })
        .catch(() => undefined)
        .finally(() => {
          this.running = undefined;
          if (!this.stopped) this.timer = setTimeout(tick, this.options.pollMs ?? 500);
        });
    };
    this.timer = setTimeout(tick, this.options.pollMs ?? 500);
  }

  /** True between start() and stop(): this process works the queue. */
  get polling(): boolean {
    return !this.stopped;
  }

  /**
   * The first half of stop(), at once and without waiting: no job starts any more and the running handler's signal
   * is aborted (the server calls it as soon as it begins to close, while requests in flight finish).
   */
  signalStop(): void {
    this.stopped = true;
    this.stopping = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    if (!this.controller.signal.aborted) this.controller.abort(new JobStopped());
  }

  /**
   * Stops working the queue: signalStop(), then waits for the poll and every runDue() in progress, which end after
   * the running handler's current unit of work (a handler that checks its signal) and hand back the jobs claimed
   * but not started. Returns once no job of this runner runs; start() works the queue again.
   */
  async stop(): Promise<void> {
    this.signalStop();
    await this.running;
    await Promise.allSettled([...this.active]);
  }
}

export interface QueueDepth {
  /** Waiting and due now (or overdue). */
  due: number;
  /** Waiting for a later run_at (scheduled, or backing off after a failure). */
  scheduled: number;
  /** Parked after max_attempts or a permanent error. */
  failed: number;
}

/** Jobs not done, for readiness and /metrics: one pass over the unfinished rows. */
export async function queueDepth(db: Kysely<Database>): Promise<QueueDepth> {
  const { rows } = await sql<{ due: string; scheduled: string; failed: string }>`
    select count(*) filter (where failed_at is null and run_at <= now()) as due,
           count(*) filter (where failed_at is null and run_at > now()) as scheduled,
           count(*) filter (where failed_at is not null) as failed
    from job where done_at is null`.execute(db);
  const row = rows[0];
  return {
    due: Number(row?.due ?? 0),
    scheduled: Number(row?.scheduled ?? 0),
    failed: Number(row?.failed ?? 0),
  };
}
