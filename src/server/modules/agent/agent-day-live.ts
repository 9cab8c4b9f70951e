import { sql } from 'kysely';

/**
 * account_day as of now (migration 0046, docs/agent-api.md "Aggregates"): its rows plus the bet changes still
 * queued for it, as a subquery to sum over (`from ${accountDayLive} d`). The bets reach account_day after commit
 * (the team catch-up folds account_day_queue in one transaction), and one statement reads both tables in one
 * snapshot, so its sums are exact at every moment: the readers that decide money read it, reports read account_day.
 */
export const accountDayLive = sql`(
  select account_id, day, brand_code, stake, valid_bet, payout, bet_count, deposits from account_day
  union all
  select account_id, day, brand_code, stake, valid_bet, payout, bet_count, 0::bigint from account_day_queue)`;
