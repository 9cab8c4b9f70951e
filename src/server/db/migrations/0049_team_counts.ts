import { type Kysely, sql } from 'kysely';

/**
 * The team overview's head counts kept (issue 28 item 5, docs/agent-api.md "Team overview", docs/scale.md):
 *
 * - team_size(ancestor_id, depth, count): how many accounts the team of ancestor_id has at each depth ≥ 1;
 * - team_registration_day(ancestor_id, day, count): how many of them registered on each day of the brand's zone;
 * - team_last_active(ancestor_id, day, count): how many of them have `day` as their last day with a valid bet
 *   (account_total.last_active), so the active members of a period that ends today are the sum from its first day.
 *
 * Both are exactly the closure's group-bys that the overview ran over the whole team on every call (10,000 rows at
 * 10,000 downlines): kept by statement triggers on account_closure (one set-based statement per closure write, in
 * its transaction, from its transition table), so every writer of the closure — registration, an agent move (its
 * delete and insert), a seed without replica mode — keeps them without knowing of them. Rows are written in key
 * order (registrations under one agent queue on its rows rather than deadlock); a count that reaches zero is
 * deleted. A seed in replica mode (triggers off) writes them itself (agent-seed.ts). The days follow the brand's
 * zone like team_day: account_day_rebuild (run when a brand's zone changes) recounts the brand's days.
 * team_last_active also follows account_total: a row trigger when a member's last_active changes (the team
 * catch-up, about once a member and day; off the bet path), quiet while account_day_rebuild rewrites the totals
 * (it recounts the brand's rows at its end), and the closure triggers move a moved member's day with it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table team_size (
      ancestor_id bigint not null,
      depth integer not null,
      count integer not null,
      primary key (ancestor_id, depth)
    )`.execute(db);
  await sql`
    create table team_registration_day (
      ancestor_id bigint not null,
      day date not null,
      count integer not null,
      primary key (ancestor_id, day)
    )`.execute(db);
  await sql`
    create table team_last_active (
      ancestor_id bigint not null,
      day date not null,
      count integer not null,
      primary key (ancestor_id, day)
    )`.execute(db);
  await sql`
    create function team_counts_added() returns trigger language plpgsql as $$
    begin
      insert into team_size as t (ancestor_id, depth, count)
        select n.ancestor_id, n.depth, count(*) from new_rows n where n.depth >= 1
        group by n.ancestor_id, n.depth order by 1, 2
      on conflict (ancestor_id, depth) do update set count = t.count + excluded.count;
      insert into team_registration_day as t (ancestor_id, day, count)
        select n.ancestor_id, (a.created_at at time zone coalesce(b.timezone, 'UTC'))::date, count(*)
        from new_rows n join account a on a.id = n.descendant_id left join brand b on b.code = a.brand_code
        where n.depth >= 1 group by 1, 2 order by 1, 2
      on conflict (ancestor_id, day) do update set count = t.count + excluded.count;
      insert into team_last_active as t (ancestor_id, day, count)
        select n.ancestor_id, x.last_active, count(*)
        from new_rows n join account_total x on x.account_id = n.descendant_id
        where n.depth >= 1 and x.last_active is not null group by 1, 2 order by 1, 2
      on conflict (ancestor_id, day) do update set count = t.count + excluded.count;
      return null;
    end $$`.execute(db);
  await sql`
    create function team_counts_removed() returns trigger language plpgsql as $$
    begin
      update team_size t set count = t.count - x.n
        from (select o.ancestor_id, o.depth, count(*)::int as n from old_rows o where o.depth >= 1
          group by o.ancestor_id, o.depth) x
        where t.ancestor_id = x.ancestor_id and t.depth = x.depth;
      delete from team_size t where t.count = 0 and t.ancestor_id in (select o.ancestor_id from old_rows o);
      update team_registration_day t set count = t.count - x.n
        from (select o.ancestor_id, (a.created_at at time zone coalesce(b.timezone, 'UTC'))::date as day,
            count(*)::int as n
          from old_rows o join account a on a.id = o.descendant_id left join brand b on b.code = a.brand_code
          where o.depth >= 1 group by 1, 2) x
        where t.ancestor_id = x.ancestor_id and t.day = x.day;
      delete from team_registration_day t where t.count = 0
        and t.ancestor_id in (select o.ancestor_id from old_rows o);
      update team_last_active t set count = t.count - x.n
        from (select o.ancestor_id, y.last_active as day, count(*)::int as n
          from old_rows o join account_total y on y.account_id = o.descendant_id
          where o.depth >= 1 and y.last_active is not null group by 1, 2) x
        where t.ancestor_id = x.ancestor_id and t.day = x.day;
      delete from team_last_active t where t.count = 0 and t.ancestor_id in (select o.ancestor_id from old_rows o);
      return null;
    end $$`.execute(db);
  await sql`create trigger team_counts_added after insert on account_closure
    referencing new table as new_rows for each statement execute function team_counts_added()`.execute(db);
  await sql`create trigger team_counts_removed after delete on account_closure
    referencing old table as old_rows for each statement execute function team_counts_removed()`.execute(db);
  await sql`
    create function account_total_active() returns trigger language plpgsql as $$
    begin
      if current_setting('marquee.team_queue', true) = 'off' then return null; end if;
      if tg_op in ('UPDATE', 'DELETE') and old.last_active is not null then
        update team_last_active t set count = t.count - 1 from account_closure c
          where c.descendant_id = old.account_id and c.depth >= 1 and t.ancestor_id = c.ancestor_id
            and t.day = old.last_active;
        delete from team_last_active t using account_closure c
          where c.descendant_id = old.account_id and c.depth >= 1 and t.ancestor_id = c.ancestor_id
            and t.day = old.last_active and t.count = 0;
      end if;
      if tg_op in ('UPDATE', 'INSERT') and new.last_active is not null then
        insert into team_last_active as t (ancestor_id, day, count)
          select c.ancestor_id, new.last_active, 1 from account_closure c
          where c.descendant_id = new.account_id and c.depth >= 1 order by 1
        on conflict (ancestor_id, day) do update set count = t.count + 1;
      end if;
      return null;
    end $$`.execute(db);
  await sql`create trigger account_total_active_insert after insert on account_total for each row
    when (new.last_active is not null) execute function account_total_active()`.execute(db);
  await sql`create trigger account_total_active_update after update of last_active on account_total for each row
    when (old.last_active is distinct from new.last_active) execute function account_total_active()`.execute(
    db,
  );
  await sql`create trigger account_total_active_delete after delete on account_total for each row
    when (old.last_active is not null) execute function account_total_active()`.execute(db);
  // Backfill from the closure as it is.
  await sql`insert into team_size (ancestor_id, depth, count)
    select ancestor_id, depth, count(*) from account_closure where depth >= 1 group by 1, 2`.execute(db);
  await sql`insert into team_registration_day (ancestor_id, day, count)
    select c.ancestor_id, (a.created_at at time zone coalesce(b.timezone, 'UTC'))::date, count(*)
    from account_closure c join account a on a.id = c.descendant_id left join brand b on b.code = a.brand_code
    where c.depth >= 1 group by 1, 2`.execute(db);
  await sql`insert into team_last_active (ancestor_id, day, count)
    select c.ancestor_id, x.last_active, count(*)
    from account_closure c join account_total x on x.account_id = c.descendant_id
    where c.depth >= 1 and x.last_active is not null group by 1, 2`.execute(db);
  await rebuildWith(db, (body) => {
    if (!body.includes(ANCHOR))
      throw new Error('account_day_rebuild: no line to add the registration days before');
    return body.replace(ANCHOR, `${REBUILD_DAYS}${ANCHOR}`);
  });
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await rebuildWith(db, (body) => body.replace(REBUILD_DAYS, ''));
  await sql`drop trigger account_total_active_delete on account_total`.execute(db);
  await sql`drop trigger account_total_active_update on account_total`.execute(db);
  await sql`drop trigger account_total_active_insert on account_total`.execute(db);
  await sql`drop function account_total_active()`.execute(db);
  await sql`drop trigger team_counts_removed on account_closure`.execute(db);
  await sql`drop trigger team_counts_added on account_closure`.execute(db);
  await sql`drop function team_counts_removed()`.execute(db);
  await sql`drop function team_counts_added()`.execute(db);
  await sql`drop table team_last_active`.execute(db);
  await sql`drop table team_registration_day`.execute(db);
  await sql`drop table team_size`.execute(db);
}

const ANCHOR = `perform set_config('marquee.team_queue', 'on', true);`;

/** account_day_rebuild's addition: the brand's registration days in its (new) zone, its members' last active days. */
const REBUILD_DAYS = `delete from team_registration_day t using account a
        where a.id = t.ancestor_id and a.brand_code = p_brand;
      insert into team_registration_day (ancestor_id, day, count)
      select c.ancestor_id, (a.created_at at time zone v_tz)::date, count(*)
        from account_closure c join account a on a.id = c.descendant_id
        where c.depth >= 1 and a.brand_code = p_brand group by 1, 2;
      delete from team_last_active t using account a where a.id = t.ancestor_id and a.brand_code = p_brand;
      insert into team_last_active (ancestor_id, day, count)
      select c.ancestor_id, x.last_active, count(*)
        from account_closure c join account_total x on x.account_id = c.descendant_id
          join account a on a.id = c.descendant_id
        where c.depth >= 1 and a.brand_code = p_brand and x.last_active is not null group by 1, 2;
      `;

async function rebuildWith(db: Kysely<unknown>, edit: (body: string) => string) {
  const { rows } = await sql<{ body: string }>`select prosrc as body from pg_proc
    where proname = 'account_day_rebuild' and pronamespace = 'public'::regnamespace`.execute(db);
  const body = rows[0]?.body;
  if (body === undefined) throw new Error('account_day_rebuild: not found');
  await sql`create or replace function account_day_rebuild(p_brand text) returns void language plpgsql
    as $$${sql.raw(edit(body))}$$`.execute(db);
}
