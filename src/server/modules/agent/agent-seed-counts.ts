// The seeded accounts' team head counts (part of seedTeam, agent-seed.ts; migration 0049), set-based: with the
// triggers off (replica mode) what account_closure's triggers would have added for the new closure rows, and
// always their last active days (account_total's row trigger is off for the seed).
import { sql, type Transaction } from 'kysely';
import type { Database } from '@/server/db/database';

export async function seedTeamCounts(
  trx: Transaction<Database>,
  ids: string[],
  timeZone: string,
): Promise<void> {
  await sql`insert into team_size as t (ancestor_id, depth, count)
    select c.ancestor_id, c.depth, count(*) from account_closure c
    where c.descendant_id = any(${ids}::bigint[]) and c.depth >= 1 group by 1, 2 order by 1, 2
    on conflict (ancestor_id, depth) do update set count = t.count + excluded.count`.execute(trx);
  await sql`insert into team_registration_day as t (ancestor_id, day, count)
    select c.ancestor_id, (a.created_at at time zone ${timeZone})::date, count(*)
    from account_closure c join account a on a.id = c.descendant_id
    where c.descendant_id = any(${ids}::bigint[]) and c.depth >= 1 group by 1, 2 order by 1, 2
    on conflict (ancestor_id, day) do update set count = t.count + excluded.count`.execute(trx);
}

/** The new accounts' last active days on their ancestors (account_total's trigger is off for the seed). */
export async function seedTeamActive(trx: Transaction<Database>, ids: string[]): Promise<void> {
  await sql`insert into team_last_active as t (ancestor_id, day, count)
    select c.ancestor_id, x.last_active, count(*) from account_closure c
      join account_total x on x.account_id = c.descendant_id
    where c.descendant_id = any(${ids}::bigint[]) and c.depth >= 1 and x.last_active is not null
    group by 1, 2 order by 1, 2
    on conflict (ancestor_id, day) do update set count = t.count + excluded.count`.execute(trx);
}
