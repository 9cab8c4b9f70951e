import { type Kysely, sql } from 'kysely';

/**
 * The back office's top games (issue 26, docs/back-office.md "Figures"): game_day, a brand's bet figures per
 * business day, vendor and single game, kept on the same path as account_game_day (migration 0029).
 *
 * - account_game_change gains game_code: the trigger vendor_bet_game writes it in the one insert it already makes
 *   per bet change (no statement added to the bet path).
 * - team_game_catch_up (the same drainer, under the team catch-up's advisory lock) also folds each batch into
 *   game_day, the brand read from the account (one primary-key probe per batch group, off the bet path).
 * - account_game_rebuild(brand) recomputes the brand's game_day with its other game aggregates.
 * - game_day is filled once here from vendor_bet. The queue is locked first (its new column takes an exclusive
 *   lock; a bet committing meanwhile waits) and drained by the previous catch-up, so every bet visible to the
 *   backfill is counted once and no queued change is folded twice.
 * - game_day's primary key (brand_code, day, …) answers the top games of a range; game_day_game (brand_code,
 *   vendor_code, game_code, day) one game's days.
 * Players per game and day are not kept: a count of distinct players is not additive across batches.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table account_game_change add column game_code text not null default ''`.execute(db);
  await sql`select pg_advisory_xact_lock(1952801133)`.execute(db);
  await sql`
    do $$ begin
      while team_game_catch_up(100000) > 0 loop end loop;
    end $$`.execute(db);

  await sql`
    create table game_day (
      brand_code text not null references brand (code),
      day date not null,
      vendor_code text not null,
      game_code text not null,
      stake bigint not null default 0,
      valid_bet bigint not null default 0,
      payout bigint not null default 0,
      bet_count integer not null default 0,
      primary key (brand_code, day, vendor_code, game_code)
    )`.execute(db);
  // One game's days (the rows behind a top game).
  await sql`create index game_day_game on game_day (brand_code, vendor_code, game_code, day)`.execute(db);
  await sql`
    insert into game_day (brand_code, day, vendor_code, game_code, stake, valid_bet, payout, bet_count)
    select b.brand_code, (b.created_at at time zone coalesce(r.timezone, 'UTC'))::date, b.vendor_code,
      coalesce(b.game_code, ''), sum(b.amount), sum(case when (b.status = 'settled' or b.round_closed)
        and b.payout <> b.amount then b.amount else 0 end), sum(b.payout), count(*)
    from vendor_bet b join brand r on r.code = b.brand_code
    where b.status in ('open', 'settled')
    group by 1, 2, 3, 4`.execute(db);

  await createFunctions(db, true);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await createFunctions(db, false);
  await sql`drop table game_day`.execute(db);
  await sql`alter table account_game_change drop column game_code`.execute(db);
}

/**
 * The queue's trigger, drainer and rebuild: with `games`, as this migration keeps them (game_code queued, game_day
 * folded and rebuilt); without, as migration 0029 defined them (down).
 */
async function createFunctions(db: Kysely<unknown>, games: boolean): Promise<void> {
  const on = (text: string) => (games ? text : '');
  await sql
    .raw(`
    create or replace function vendor_bet_game() returns trigger language plpgsql as $$
    declare
      n_count integer := 0; n_stake bigint := 0; n_valid bigint := 0; n_payout bigint := 0;
      o_count integer := 0; o_stake bigint := 0; o_valid bigint := 0; o_payout bigint := 0;
    begin
      if current_setting('marquee.team_queue', true) = 'off' then return null; end if;
      if new.status in ('open', 'settled') then
        n_count := 1; n_stake := new.amount; n_payout := new.payout;
        if (new.status = 'settled' or new.round_closed) and new.payout <> new.amount then n_valid := new.amount; end if;
      end if;
      if tg_op = 'UPDATE' and old.status in ('open', 'settled') then
        o_count := 1; o_stake := old.amount; o_payout := old.payout;
        if (old.status = 'settled' or old.round_closed) and old.payout <> old.amount then o_valid := old.amount; end if;
      end if;
      if n_count <> o_count or n_stake <> o_stake or n_valid <> o_valid or n_payout <> o_payout then
        insert into account_game_change (account_id, day, category, vendor_code, ${on('game_code, ')}stake, valid_bet,
            payout, bet_count)
          values (new.account_id, (new.created_at at time zone coalesce(
              (select b.timezone from brand b where b.code = new.brand_code), 'UTC'))::date,
            coalesce(new.category, ''), new.vendor_code, ${on("coalesce(new.game_code, ''), ")}n_stake - o_stake,
            n_valid - o_valid, n_payout - o_payout, n_count - o_count);
      end if;
      return null;
    end $$`)
    .execute(db);

  // Consumes up to p_limit queued changes: each member's own rows, then every ancestor's team rows, then the
  // brand's games, in key order. Callers hold the team catch-up's advisory lock (agent-aggregate.ts).
  await sql
    .raw(`
    create or replace function team_game_catch_up(p_limit integer) returns integer language plpgsql as $$
    declare
      v_count integer;
    begin
      -- Most rounds find nothing queued: no temporary table then.
      if not exists (select 1 from account_game_change) then return 0; end if;
      create temporary table game_batch (account_id bigint, day date, category text, vendor_code text,
        ${on('game_code text, ')}stake bigint, valid_bet bigint, payout bigint, bet_count integer, n integer)
        on commit drop;
      with deleted as (
        delete from account_game_change where id in (
          select id from account_game_change order by id limit p_limit for update skip locked)
        returning *
      ) insert into game_batch
        select account_id, day, category, vendor_code, ${on('game_code, ')}sum(stake)::bigint as stake,
          sum(valid_bet)::bigint as valid_bet, sum(payout)::bigint as payout, sum(bet_count)::int as bet_count,
          count(*)::int as n
        from deleted group by account_id, day, category, vendor_code${on(', game_code')};
      select coalesce(sum(n), 0)::int into v_count from game_batch;
      insert into account_game_day as g (account_id, day, category, vendor_code, stake, valid_bet, payout, bet_count)
        select account_id, day, category, vendor_code, sum(stake), sum(valid_bet), sum(payout), sum(bet_count)
        from game_batch
        group by account_id, day, category, vendor_code
        order by account_id, day, category, vendor_code
      on conflict (account_id, day, category, vendor_code) do update set stake = g.stake + excluded.stake,
        valid_bet = g.valid_bet + excluded.valid_bet, payout = g.payout + excluded.payout,
        bet_count = g.bet_count + excluded.bet_count;
      insert into team_game_day as g (ancestor_id, day, category, vendor_code, stake, valid_bet, payout, bet_count)
        select c.ancestor_id, b.day, b.category, b.vendor_code, sum(b.stake), sum(b.valid_bet), sum(b.payout),
          sum(b.bet_count)
        from game_batch b join account_closure c on c.descendant_id = b.account_id and c.depth >= 1
        group by c.ancestor_id, b.day, b.category, b.vendor_code
        order by c.ancestor_id, b.day, b.category, b.vendor_code
      on conflict (ancestor_id, day, category, vendor_code) do update set stake = g.stake + excluded.stake,
        valid_bet = g.valid_bet + excluded.valid_bet, payout = g.payout + excluded.payout,
        bet_count = g.bet_count + excluded.bet_count;
      ${on(`insert into game_day as g (brand_code, day, vendor_code, game_code, stake, valid_bet, payout, bet_count)
        select a.brand_code, b.day, b.vendor_code, b.game_code, sum(b.stake), sum(b.valid_bet), sum(b.payout),
          sum(b.bet_count)
        from game_batch b join account a on a.id = b.account_id
        group by a.brand_code, b.day, b.vendor_code, b.game_code
        order by a.brand_code, b.day, b.vendor_code, b.game_code
      on conflict (brand_code, day, vendor_code, game_code) do update set stake = g.stake + excluded.stake,
        valid_bet = g.valid_bet + excluded.valid_bet, payout = g.payout + excluded.payout,
        bet_count = g.bet_count + excluded.bet_count;`)}
      drop table game_batch;
      return v_count;
    end $$`)
    .execute(db);

  // Recomputes a brand's game aggregates from vendor_bet (set-based), under the catch-up's advisory lock.
  await sql
    .raw(`
    create or replace function account_game_rebuild(p_brand text) returns void language plpgsql as $$
    declare
      v_tz text := coalesce((select b.timezone from brand b where b.code = p_brand), 'UTC');
    begin
      perform pg_advisory_xact_lock(1952801133);
      delete from account_game_change q using account a where a.id = q.account_id and a.brand_code = p_brand;
      delete from account_game_day g using account a where a.id = g.account_id and a.brand_code = p_brand;
      delete from team_game_day g using account a where a.id = g.ancestor_id and a.brand_code = p_brand;
      ${on('delete from game_day where brand_code = p_brand;')}
      insert into account_game_day (account_id, day, category, vendor_code, stake, valid_bet, payout, bet_count)
        select b.account_id, (b.created_at at time zone v_tz)::date, coalesce(b.category, ''), b.vendor_code,
          sum(b.amount), sum(case when (b.status = 'settled' or b.round_closed) and b.payout <> b.amount
            then b.amount else 0 end), sum(b.payout), count(*)
        from vendor_bet b where b.brand_code = p_brand and b.status in ('open', 'settled')
        group by 1, 2, 3, 4;
      insert into team_game_day (ancestor_id, day, category, vendor_code, stake, valid_bet, payout, bet_count)
        select c.ancestor_id, g.day, g.category, g.vendor_code, sum(g.stake), sum(g.valid_bet), sum(g.payout),
          sum(g.bet_count)
        from account_game_day g join account a on a.id = g.account_id and a.brand_code = p_brand
          join account_closure c on c.descendant_id = g.account_id and c.depth >= 1
        group by 1, 2, 3, 4;
      ${on(`insert into game_day (brand_code, day, vendor_code, game_code, stake, valid_bet, payout, bet_count)
        select p_brand, (b.created_at at time zone v_tz)::date, b.vendor_code, coalesce(b.game_code, ''),
          sum(b.amount), sum(case when (b.status = 'settled' or b.round_closed) and b.payout <> b.amount
            then b.amount else 0 end), sum(b.payout), count(*)
        from vendor_bet b where b.brand_code = p_brand and b.status in ('open', 'settled')
        group by 1, 2, 3, 4;`)}
    end $$`)
    .execute(db);
}
