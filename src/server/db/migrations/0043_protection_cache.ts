import { type Kysely, sql } from 'kysely';

/**
 * The protection guard without two queries per bet (issue 28 item 4, docs/responsible-gaming.md "Asked of one
 * place"): each instance remembers which accounts have nothing the guard could refuse (no deposit, loss or wager
 * limit row and no exclusion that has not ended), and forgets them when that can change. So:
 * - a change of any of an account's limit rows notifies the account ("a<id>", as the session limit already did);
 * - a new exclusion notifies "x": it may match the same person's accounts on other brands of the group, so every
 *   instance forgets every account (exclusions are rare).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create or replace function session_limit_notify() returns trigger language plpgsql as $$
    begin
      if tg_op = 'DELETE' then
        perform pg_notify('marquee_sessions', 'a' || old.account_id);
        return null;
      end if;
      perform pg_notify('marquee_sessions', 'a' || new.account_id);
      if tg_op = 'UPDATE' and old.account_id <> new.account_id then
        perform pg_notify('marquee_sessions', 'a' || old.account_id);
      end if;
      return null;
    end $$`.execute(db);
  await sql`
    create function protection_exclusion_notify() returns trigger language plpgsql as $$
    begin
      perform pg_notify('marquee_sessions', 'x' || new.id);
      return null;
    end $$`.execute(db);
  await sql`
    create trigger protection_exclusion_notify after insert on protection_exclusion
      for each row execute function protection_exclusion_notify()`.execute(db);
}
