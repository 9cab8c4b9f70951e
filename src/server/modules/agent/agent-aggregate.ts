import { type Kysely, sql } from 'kysely';
import type { Database } from '@/server/db/database';

/**
 * Team aggregates catch-up (docs/agent-api.md "Aggregates"): moves the queued bet changes into account_day
 * (migration 0046, account_day_catch_up), the queued account_day changes into team_day
 * (migration 0011, team_day_catch_up) and the queued bet changes into the game split (migration 0029,
 * team_game_catch_up). Runs once a second beside the live team stream and in tests; one instance
 * at a time (a transaction-level advisory lock), every batch in one transaction, so a crash or a restart leaves
 * the queue to the next run and nothing is counted twice.
 */

const LOCK_KEY = 0x7465_616d; // 'team'
const BATCH = 20_000;

/**
 * Folds up to BATCH queued bet changes into account_day (migration 0046, account_day_catch_up); the caller holds
 * the catch-up's advisory lock in `trx`. Answers how many it folded.
 */
export async function foldAccountDays(trx: Kysely<Database>): Promise<number> {
  const { rows } = await sql<{ d: number }>`select account_day_catch_up(${BATCH}) as d`.execute(trx);
  return rows[0]?.d ?? 0;
}

/**
 * Consumes the whole queue (in batches). With `wait` it waits for another instance's run instead of leaving the
 * work to it (tests call it so: the reports are then up to date). Answers how many changes it consumed.
 */
export async function catchUpTeamDays(db: Kysely<Database>, opts: { wait?: boolean } = {}): Promise<number> {
  let consumed = 0;
  for (;;) {
    const n = await db.transaction().execute(async (trx) => {
      if (opts.wait) await sql`select pg_advisory_xact_lock(${LOCK_KEY})`.execute(trx);
      else {
        const { rows } = await sql<{
          ok: boolean;
        }>`select pg_try_advisory_xact_lock(${LOCK_KEY}) as ok`.execute(trx);
        if (!rows[0]?.ok) return -1;
      }
      // The queued bets into account_day first (migration 0046; that queues their account_day changes), then the
      // day figures, then their split by game category and vendor (migration 0029, the same lock).
      const d = await foldAccountDays(trx);
      const { rows } = await sql<{ n: number; g: number }>`select team_day_catch_up(${BATCH}) as n,
        team_game_catch_up(${BATCH}) as g`.execute(trx);
      return Math.max(d, rows[0]?.n ?? 0, rows[0]?.g ?? 0);
    });
    if (n < 0) return consumed;
    consumed += n;
    if (n < BATCH) return consumed;
  }
}
