import { sql } from 'kysely';
import { deliverWins, settleLosses } from './crash/crash.service';
import { type BetRow, deliverWin, type EngineDeps, rollbackBet } from './engine';
import { DEMO_HOURS } from './game-session';

/**
 * MQ's retries, as any vendor runs them (docs/originals.md "Outbox"): every instance sweeps every few seconds —
 * settled real bets whose win the wallet has not acknowledged get it again (same transaction_uuid: a retry, never
 * a second payment); bets whose protocol bet never got an answer are rolled back; open crash bets of rounds that
 * crashed before the bet was confirmed are settled as lost; day-old demo sessions are deleted.
 */

export const SWEEP_MS = 5_000;
const WIN_AFTER = '5 seconds';
const ROLLBACK_AFTER = '60 seconds';

export async function sweep(deps: EngineDeps, options: { now?: boolean } = {}): Promise<number> {
  const { db } = deps;
  const age = (interval: string) => (options.now ? sql`now()` : sql`now() - ${interval}::interval`);
  await deliverWins(deps, await settleLosses(db));
  const { rows: settled } = await sql<BetRow>`select * from mq_bet
    where status = 'settled' and account_id is not null and settled_at <= ${age(WIN_AFTER)}
    order by id limit 200`.execute(db);
  for (const bet of settled) await deliverWin(deps, bet);
  const { rows: pending } = await sql<BetRow>`select * from mq_bet
    where status = 'pending' and account_id is not null and created_at <= ${age(ROLLBACK_AFTER)}
    order by id limit 200`.execute(db);
  for (const bet of pending) await rollbackBet(deps, bet);
  return settled.length + pending.length;
}

export async function purgeDemo(deps: EngineDeps): Promise<void> {
  // A trial account's credits (account_id) stay as long as the account; its screens' tokens go with the day.
  await sql`delete from demo_launch where created_at < now() - make_interval(hours => ${DEMO_HOURS + 1})`.execute(
    deps.db,
  );
  await sql`delete from mq_demo where account_id is null
    and created_at < now() - make_interval(hours => ${DEMO_HOURS + 1})`.execute(deps.db);
  await sql`delete from fair_seed where owner like 'd:%' and created_at < now() - make_interval(hours => ${
    DEMO_HOURS + 1
  }) and not exists (select 1 from mq_bet b where b.seed_id = fair_seed.id)`.execute(deps.db);
}
