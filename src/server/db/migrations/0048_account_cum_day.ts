import { type Kysely, sql } from 'kysely';

/**
 * User loss at 10,000 downlines (issue 28 item 5, docs/agent-api.md "Issue 28"): account_cum by day.
 *
 * A period's figures per member are its running total at the period's end minus its running total before the
 * period's first day: the member's latest account_cum row before `from`. That was one backward probe of
 * account_cum's primary key per member (10,000 probes, two thirds of the report's cost). With this index the
 * report reads the rows of the few days before `from` in one range (most active members have one there), keeps
 * each member's latest, and probes only the members without a row in those days, with the same result.
 * The figures are included so the range is read from the index alone. The catch-up updates account_cum rows in
 * place: those updates now also write this index (they are off the bet path, once a second).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index account_cum_day on account_cum (day, account_id)
    include (stake, valid_bet, payout, bet_count, deposits, withdrawals, bonuses)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index account_cum_day`.execute(db);
}
