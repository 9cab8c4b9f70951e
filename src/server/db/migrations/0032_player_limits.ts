import { type Kysely, sql } from 'kysely';

/**
 * Issue 27 (responsible gaming): the limits a player sets on their own account (docs/responsible-gaming-limits.md).
 *
 * - player_limit: one row per account, kind and period. `amount` is the limit in force: minor units for deposit,
 *   loss and wager limits (period day, week or month), minutes for the session time limit and the reality check
 *   interval (period session). A raise or a removal waits 24 hours: `pending_at` is the moment it applies and
 *   `pending_amount` the new value (null: the limit is removed then). A decrease or a new limit applies at once.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table player_limit (
      account_id bigint not null references account (id) on delete cascade,
      kind text not null check (kind in ('deposit', 'loss', 'wager', 'session', 'reality_check')),
      period text not null check (period in ('day', 'week', 'month', 'session')),
      amount bigint not null check (amount > 0),
      pending_amount bigint check (pending_amount > amount),
      pending_at timestamptz,
      updated_at timestamptz not null default now(),
      primary key (account_id, kind, period),
      constraint player_limit_period check ((kind in ('session', 'reality_check')) = (period = 'session')),
      constraint player_limit_pending check (pending_amount is null or pending_at is not null)
    )`.execute(db);
}
