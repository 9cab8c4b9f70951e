import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/api/helpers';
import {
  backoffSeconds,
  type ClaimedJob,
  currentSlot,
  enqueue,
  JobRunner,
  nextSlot,
  PermanentJobError,
} from './queue';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const jobsOf = (kind: string) =>
  t.db.selectFrom('job').selectAll().where('kind', '=', kind).orderBy('id').execute();

describe('job queue', () => {
  it('runs due jobs once, skips future ones, and deduplicates', async () => {
    const seen: string[] = [];
    const runner = new JobRunner(t.db, { 'q.once': async (job) => void seen.push(String(job.payload.n)) });
    await enqueue(t.db, { kind: 'q.once', payload: { n: 1 }, dedupeKey: 'q-once-1' });
    await enqueue(t.db, { kind: 'q.once', payload: { n: 1 }, dedupeKey: 'q-once-1' });
    await enqueue(t.db, { kind: 'q.once', payload: { n: 2 }, runAt: new Date(Date.now() + 60_000) });
    expect(await runner.drain()).toBe(1);
    expect(await runner.drain()).toBe(0);
    expect(seen).toEqual(['1']);
    const rows = await jobsOf('q.once');
    expect(rows.map((r) => [r.attempts, r.done_at !== null])).toEqual([
      [1, true],
      [0, false],
    ]);
  });

  it('retries failures with backoff and parks permanent failures and exhausted jobs', async () => {
    const runner = new JobRunner(t.db, {
      'q.flaky': async () => {
        throw new Error('try later');
      },
      'q.bad': async () => {
        throw new PermanentJobError('never');
      },
    });
    await enqueue(t.db, { kind: 'q.flaky', payload: {}, maxAttempts: 2 });
    await enqueue(t.db, { kind: 'q.bad', payload: {} });
    await enqueue(t.db, { kind: 'q.unknown', payload: {} });
    await runner.drain();
    const [flaky] = await jobsOf('q.flaky');
    expect(flaky).toMatchObject({ attempts: 1, last_error: 'try later', failed_at: null });
    expect(flaky!.run_at.getTime() - Date.now()).toBeGreaterThan(1000);
    await t.db
      .updateTable('job')
      .set({ run_at: new Date(0) })
      .where('kind', '=', 'q.flaky')
      .execute();
    await runner.drain();
    expect((await jobsOf('q.flaky'))[0]).toMatchObject({ attempts: 2, failed_at: expect.any(Date) });
    expect((await jobsOf('q.bad'))[0]).toMatchObject({
      attempts: 1,
      last_error: 'never',
      failed_at: expect.any(Date),
    });
    expect((await jobsOf('q.unknown'))[0]!.failed_at).toBeInstanceOf(Date);
    expect([1, 2, 3, 10, 20].map(backoffSeconds)).toEqual([2, 4, 8, 600, 600]);
  });

  it('lets several workers share the queue without running a job twice', async () => {
    const ran: bigint[] = [];
    const handler = async (job: ClaimedJob) => {
      ran.push(job.id);
      await new Promise((resolve) => setTimeout(resolve, 2));
    };
    for (let i = 0; i < 40; i++) await enqueue(t.db, { kind: 'q.shared', payload: { i } });
    const runners = Array.from(
      { length: 4 },
      () => new JobRunner(t.db, { 'q.shared': handler }, { batch: 3 }),
    );
    await Promise.all(runners.map((r) => r.drain()));
    expect(ran).toHaveLength(40);
    expect(new Set(ran).size).toBe(40);
  });

  it('runs each slot of a recurring job once across instances, and keeps the schedule after a failure', async () => {
    const spec = { kind: 'q.cron', everySeconds: 300, offsetSeconds: 60 };
    expect(currentSlot(spec, new Date('2026-01-01T10:07:00Z')).toISOString()).toBe(
      '2026-01-01T10:06:00.000Z',
    );
    expect(currentSlot(spec, new Date('2026-01-01T10:05:59Z')).toISOString()).toBe(
      '2026-01-01T10:01:00.000Z',
    );
    expect(nextSlot(spec, new Date('2026-01-01T10:06:00Z')).toISOString()).toBe('2026-01-01T10:11:00.000Z');

    const slots: string[] = [];
    let fail = true;
    const runners = Array.from({ length: 3 }, () => {
      const runner = new JobRunner(t.db, {});
      runner.cron(spec, async (slot) => {
        slots.push(slot.toISOString());
        if (fail) throw new PermanentJobError('first run fails');
      });
      return runner;
    });
    const now = new Date();
    await Promise.all(runners.map((r) => r.seedCron(now)));
    await Promise.all(runners.map((r) => r.drain()));
    expect(slots).toEqual([currentSlot(spec, now).toISOString()]);
    const queued = await jobsOf('q.cron');
    expect(queued).toHaveLength(2);
    // The failed slot is parked, the next one is still queued: make it due and it runs once.
    fail = false;
    await t.db
      .updateTable('job')
      .set({ run_at: new Date(0) })
      .where('kind', '=', 'q.cron')
      .execute();
    await Promise.all(runners.map((r) => r.drain()));
    expect(slots).toHaveLength(2);
    expect(slots[1]).toBe(nextSlot(spec, currentSlot(spec, now)).toISOString());
    expect(await jobsOf('q.cron')).toHaveLength(3);
    expect(() => runners[0]!.register('q.cron', async () => undefined)).toThrow(/already/);
  });
});
