import { type Kysely, sql } from 'kysely';

/**
 * What an agent works from (issue 24, docs/agent-api.md "Win/loss by game", "Marketing links", "Downline
 * management"):
 *
 * - account_game_day / team_game_day: the bet figures of account_day split by game category and vendor, per
 *   account and business day (a member's own bets) and per agent and day (its whole team, depth >= 1). A trigger
 *   on vendor_bet appends each bet's change to the queue account_game_change in the bet's transaction (an insert,
 *   no shared row locked); team_game_catch_up folds the queue into both tables under the team catch-up's advisory
 *   lock (agent-aggregate.ts), exactly like team_day_catch_up (migration 0011). account_game_rebuild(brand)
 *   recomputes a brand set-based (time zone change, bulk seed).
 * - agent_link / agent_link_click_day / account.register_link_id: an agent's marketing links (campaign name, own
 *   code), clicks per business day, and the link an account registered through (registrations and first deposits
 *   per link are read from account and account_first_deposit).
 * - agent_downline_note: an agent's private note on a team member; downline_lock: a lock an agent put on a team
 *   member (an operator's lock has no row, so no agent can lift it). The actions are audited in ops_action.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of ['account_game_day', 'team_game_day']) {
    const owner = table === 'account_game_day' ? 'account_id' : 'ancestor_id';
    await sql`
      create table ${sql.table(table)} (
        ${sql.ref(owner)} bigint not null references account (id),
        day date not null,
        category text not null,
        vendor_code text not null,
        stake bigint not null default 0,
        valid_bet bigint not null default 0,
        payout bigint not null default 0,
        bet_count integer not null default 0,
        primary key (${sql.ref(owner)}, day, category, vendor_code)
      )`.execute(db);
  }
  await sql`
    create table account_game_change (
      id bigserial primary key,
      account_id bigint not null,
      day date not null,
      category text not null,
      vendor_code text not null,
      stake bigint not null default 0,
      valid_bet bigint not null default 0,
      payout bigint not null default 0,
      bet_count integer not null default 0
    )`.execute(db);

  // A bet row's contribution, as vendor_bet_day (migration 0011) counts it, queued per category and vendor.
  await sql`
    create function vendor_bet_game() returns trigger language plpgsql as $$
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
        insert into account_game_change (account_id, day, category, vendor_code, stake, valid_bet, payout, bet_count)
          values (new.account_id, (new.created_at at time zone coalesce(
              (select b.timezone from brand b where b.code = new.brand_code), 'UTC'))::date,
            coalesce(new.category, ''), new.vendor_code, n_stake - o_stake, n_valid - o_valid,
            n_payout - o_payout, n_count - o_count);
      end if;
      return null;
    end $$`.execute(db);
  await sql`create trigger vendor_bet_game_insert after insert on vendor_bet for each row
    when (new.status <> 'tombstone') execute function vendor_bet_game()`.execute(db);
  await sql`create trigger vendor_bet_game_update after update on vendor_bet for each row
    when (old.status is distinct from new.status or old.payout <> new.payout or old.amount <> new.amount
      or old.round_closed <> new.round_closed)
    execute function vendor_bet_game()`.execute(db);

  // Consumes up to p_limit queued changes: each member's own rows, then every ancestor's team rows, in key order.
  // Callers hold the team catch-up's advisory lock (agent-aggregate.ts).
  await sql`
    create function team_game_catch_up(p_limit integer) returns integer language plpgsql as $$
    declare
      v_count integer;
    begin
      -- Most rounds find nothing queued: no temporary table then.
      if not exists (select 1 from account_game_change) then return 0; end if;
      create temporary table game_batch (account_id bigint, day date, category text, vendor_code text,
        stake bigint, valid_bet bigint, payout bigint, bet_count integer, n integer) on commit drop;
      with deleted as (
        delete from account_game_change where id in (
          select id from account_game_change order by id limit p_limit for update skip locked)
        returning *
      ) insert into game_batch
        select account_id, day, category, vendor_code, sum(stake)::bigint as stake,
          sum(valid_bet)::bigint as valid_bet, sum(payout)::bigint as payout, sum(bet_count)::int as bet_count,
          count(*)::int as n
        from deleted group by account_id, day, category, vendor_code;
      select coalesce(sum(n), 0)::int into v_count from game_batch;
      insert into account_game_day as g (account_id, day, category, vendor_code, stake, valid_bet, payout, bet_count)
        select account_id, day, category, vendor_code, stake, valid_bet, payout, bet_count from game_batch
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
      drop table game_batch;
      return v_count;
    end $$`.execute(db);

  // Recomputes a brand's game aggregates from vendor_bet (set-based), under the catch-up's advisory lock.
  await sql`
    create function account_game_rebuild(p_brand text) returns void language plpgsql as $$
    declare
      v_tz text := coalesce((select b.timezone from brand b where b.code = p_brand), 'UTC');
    begin
      perform pg_advisory_xact_lock(1952801133);
      delete from account_game_change q using account a where a.id = q.account_id and a.brand_code = p_brand;
      delete from account_game_day g using account a where a.id = g.account_id and a.brand_code = p_brand;
      delete from team_game_day g using account a where a.id = g.ancestor_id and a.brand_code = p_brand;
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
    end $$`.execute(db);

  await sql`
    create table agent_link (
      id bigserial primary key,
      brand_code text not null references brand (code),
      agent_id bigint not null references account (id),
      code text not null,
      campaign text not null,
      active boolean not null default true,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create unique index agent_link_code on agent_link (brand_code, upper(code))`.execute(db);
  await sql`create index agent_link_agent on agent_link (agent_id, id)`.execute(db);
  await sql`
    create table agent_link_click_day (
      link_id bigint not null references agent_link (id),
      day date not null,
      clicks integer not null default 0,
      primary key (link_id, day)
    )`.execute(db);
  await sql`alter table account add column register_link_id bigint references agent_link (id)`.execute(db);
  await sql`create index account_register_link on account (register_link_id, created_at)
    where register_link_id is not null`.execute(db);

  await sql`
    create table agent_downline_note (
      agent_id bigint not null references account (id),
      account_id bigint not null references account (id),
      note text not null,
      updated_at timestamptz not null default now(),
      primary key (agent_id, account_id)
    )`.execute(db);
  await sql`
    create table downline_lock (
      account_id bigint primary key references account (id),
      locked_by bigint not null references account (id),
      reason text not null,
      locked_at timestamptz not null default now()
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table downline_lock`.execute(db);
  await sql`drop table agent_downline_note`.execute(db);
  await sql`alter table account drop column register_link_id`.execute(db);
  await sql`drop table agent_link_click_day`.execute(db);
  await sql`drop table agent_link`.execute(db);
  await sql`drop function account_game_rebuild`.execute(db);
  await sql`drop function team_game_catch_up`.execute(db);
  await sql`drop trigger vendor_bet_game_update on vendor_bet`.execute(db);
  await sql`drop trigger vendor_bet_game_insert on vendor_bet`.execute(db);
  await sql`drop function vendor_bet_game`.execute(db);
  await sql`drop table account_game_change`.execute(db);
  await sql`drop table team_game_day`.execute(db);
  await sql`drop table account_game_day`.execute(db);
}
