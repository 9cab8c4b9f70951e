import { setTimeout as sleep } from 'node:timers/promises';
import { type Kysely, sql } from 'kysely';
import type { Database } from '@/server/db/database';
import type { ServerProcess } from './server';

export interface Settled {
  /** Jobs done since `since` (the work found due at start, and whatever it queued). */
  jobs: number;
  /** Promotion bonuses credited since `since` (rebates and VIP bonuses of the seeded history). */
  bonuses: number;
}

/**
 * Waits until a server started at `since` (the database's clock) has done the background work it found at start,
 * read in the database in one snapshot: its job runner has finished a job (its first poll runs once the recurring
 * jobs' current slots are queued, jobs/queue.ts start()), no job is due or running (a job being run is due: claimed
 * jobs keep their run_at), the loyalty catch-up loop has no event left, and no multiplier floor is being filled
 * (a job that starts a fill registers its floor first, missions.repository.ts). On a freshly seeded database that
 * work is every recurring job's first slot: the rebates of the last period, one posting per member (minutes for
 * 10,000 members on a shared machine), the VIP bonuses, the contract settlements, and the leaderboard job's fill of
 * its multiplier floor from 70 days of bets (seconds of batches). The recurring jobs that fall due later (the lottery
 * tick every 5 s) are the server's steady state and are not waited for.
 */
export async function waitForSettled(
  db: Kysely<Database>,
  server: ServerProcess,
  since: Date,
  options: { timeoutMs: number; intervalMs?: number },
): Promise<Settled> {
  const started = performance.now();
  for (;;) {
    if (server.hasExited())
      throw new Error(`the server exited before its start-up work was done:\n${server.output()}`);
    const { rows } = await sql<{
      done: number;
      due: number;
      loyalty: number;
      filling: number;
      bonuses: number;
    }>`select
        (select count(*)::int from job where done_at >= ${since}) as done,
        (select count(*)::int from job where done_at is null and failed_at is null and run_at <= now()) as due,
        (select count(*)::int from loyalty_event where processed_at is null) as loyalty,
        (select count(*)::int from multiplier_floor where not ready) as filling,
        (select count(*)::int from promotion_bonus where created_at >= ${since}) as bonuses`.execute(db);
    const r = rows[0]!;
    if (r.done > 0 && r.due === 0 && r.loyalty === 0 && r.filling === 0)
      return { jobs: r.done, bonuses: r.bonuses };
    if (performance.now() - started > options.timeoutMs)
      throw new Error(
        `the server's start-up work was not done within ${options.timeoutMs} ms (${r.done} jobs done, ${r.due} due, ${r.loyalty} loyalty events left, ${r.filling} multiplier floors filling)`,
      );
    await sleep(options.intervalMs ?? 250);
  }
}
