/**
 * Stopping the job runner (queue.ts stop()): no job starts after it, jobs claimed but not started are handed back,
 * and a long handler stops after its current unit of work, to resume on the next start with every unit run once.
 * Against the run's PostgreSQL; no sleeps: the handlers hold a unit open on a promise the test releases.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/api/helpers';
import { type ClaimedJob, enqueue, type JobContext, JobRunner } from './queue';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  // The long job's units: one row per unit done, `runs` counts how often a unit was done.
  await sql`create table stop_unit (job bigint not null, unit int not null, runs int not null default 1,
    primary key (job, unit))`.execute(t.db);
});
afterAll(async () => {
  await t?.close();
});

function deferred() {
  let resolve: () => void = () => undefined;
  const promise = new Promise<void>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

const jobsOf = (kind: string) =>
  t.db.selectFrom('job').selectAll().where('kind', '=', kind).orderBy('run_at').execute();

const unitsOf = async (job: bigint) =>
  (
    await sql<{ unit: number; runs: number }>`select unit, runs from stop_unit where job = ${job}
      order by unit`.execute(t.db)
  ).rows;

const range = (n: number) => Array.from({ length: n }, (_, i) => i);

/** Released jobs look as they did before their claim: due, unlocked, the attempt not counted, no error. */
const released = { attempts: 0, locked_until: null, done_at: null, failed_at: null, last_error: null };

describe('stopping the job runner', () => {
  it('stop() ends a long job after its current unit; the next start resumes it and runs every unit once', async () => {
    const UNITS = 30;
    const HELD = 12;
    const events: string[] = [];
    const executed: number[] = [];
    const errors: unknown[] = [];
    let hold: { unit: number; reached: () => void; gate: Promise<void> } | undefined;
    const finished = deferred();
    // Like the real long handlers (rebates, VIP bonuses, settlements): a unit is skipped when its key shows it done,
    // each unit is one statement, and the signal is checked between units.
    const long = async (job: ClaimedJob, { signal }: JobContext) => {
      for (let unit = 0; unit < Number(job.payload.units); unit++) {
        signal.throwIfAborted();
        const done = await sql`select 1 from stop_unit where job = ${job.id} and unit = ${unit}`;
        if ((await done.execute(t.db)).rows.length > 0) continue;
        if (hold?.unit === unit) {
          hold.reached();
          await hold.gate;
        }
        executed.push(unit);
        await sql`insert into stop_unit (job, unit) values (${job.id}, ${unit})
          on conflict (job, unit) do update set runs = stop_unit.runs + 1`.execute(t.db);
        if (hold?.unit === unit) events.push(`unit ${unit} done`);
      }
      finished.resolve();
    };
    const runner = new JobRunner(
      t.db,
      { 'stop.long': long },
      { pollMs: 1, onError: (error) => errors.push(error) },
    );
    await enqueue(t.db, { kind: 'stop.long', payload: { units: UNITS } });
    const reached = deferred();
    const gate = deferred();
    hold = { unit: HELD, reached: reached.resolve, gate: gate.promise };

    runner.start();
    await reached.promise;
    // Unit HELD is in progress (its posting not written yet) when the stop begins.
    const stopped = runner.stop().then(() => events.push('stopped'));
    events.push('signalled');
    gate.resolve();
    await stopped;
    // stop() waited for the unit in progress, not for the 17 units after it.
    expect(events).toEqual(['signalled', `unit ${HELD} done`, 'stopped']);
    const [job] = await jobsOf('stop.long');
    expect(await unitsOf(job!.id)).toEqual(range(HELD + 1).map((unit) => ({ unit, runs: 1 })));
    expect(job).toMatchObject(released);
    expect(job!.run_at.getTime()).toBeLessThanOrEqual(Date.now());
    expect(runner.polling).toBe(false);

    // The next start picks it up at once and resumes after the last unit done.
    hold = undefined;
    runner.start();
    await finished.promise;
    await runner.stop();
    expect(await unitsOf(job!.id)).toEqual(range(UNITS).map((unit) => ({ unit, runs: 1 })));
    expect(executed).toEqual(range(UNITS));
    expect((await jobsOf('stop.long'))[0]).toMatchObject({
      attempts: 1,
      locked_until: null,
      done_at: expect.any(Date),
      last_error: null,
    });
    // Being stopped is not a failure.
    expect(errors).toEqual([]);
  });

  it('drain() stops between jobs after stop(), and hands back the jobs it claimed but had not started', async () => {
    const ran: number[] = [];
    const reached = deferred();
    const gate = deferred();
    // A short handler may ignore the signal: it finishes, and its job is done.
    const handlers = {
      'stop.short': async (job: ClaimedJob) => {
        const i = Number(job.payload.i);
        if (i === 1) {
          reached.resolve();
          await gate.promise;
        }
        ran.push(i);
      },
    };
    const now = Date.now();
    for (const i of range(5))
      await enqueue(t.db, { kind: 'stop.short', payload: { i }, runAt: new Date(now - (10 - i) * 1000) });
    const runner = new JobRunner(t.db, handlers);
    // One claim takes all five (batch 20), without start(): as tests and the ops CLI drain.
    const draining = runner.drain();
    await reached.promise;
    const stopping = runner.stop();
    gate.resolve();
    await stopping;
    // Once stop() has returned, the three claimed but not started are back in the queue.
    const rows = await jobsOf('stop.short');
    expect(rows.map((r) => r.done_at !== null)).toEqual([true, true, false, false, false]);
    expect(rows.slice(0, 2).map((r) => r.attempts)).toEqual([1, 1]);
    for (const row of rows.slice(2)) expect(row).toMatchObject(released);
    expect(await draining).toBe(2);
    expect(ran).toEqual([0, 1]);
    // A stopped runner starts nothing more until start().
    expect(await runner.drain()).toBe(0);

    // The next process takes them at once, each once.
    const next = new JobRunner(t.db, handlers);
    expect(await next.drain()).toBe(3);
    expect(ran).toEqual(range(5));
    expect((await jobsOf('stop.short')).map((r) => [r.attempts, r.done_at !== null])).toEqual(
      range(5).map(() => [1, true]),
    );
  });

  it('a handler that fails while stopping is still a failure; one stopped by the signal is not', async () => {
    const errors: unknown[] = [];
    const started = deferred();
    const gate = deferred();
    const handlers = {
      'stop.fails': async (_job: ClaimedJob, { signal }: JobContext) => {
        started.resolve();
        await gate.promise;
        if (signal.aborted) throw new Error('broke while stopping');
      },
    };
    await enqueue(t.db, { kind: 'stop.fails', payload: {} });
    const runner = new JobRunner(t.db, handlers, { onError: (error) => errors.push(error) });
    const draining = runner.drain();
    await started.promise;
    const stopping = runner.stop();
    gate.resolve();
    await Promise.all([stopping, draining]);
    expect((await jobsOf('stop.fails'))[0]).toMatchObject({
      attempts: 1,
      done_at: null,
      failed_at: null,
      last_error: 'broke while stopping',
    });
    expect(errors).toHaveLength(1);
  });
});
