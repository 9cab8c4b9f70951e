import { type Kysely, sql } from 'kysely';
import { createTeamFunctions } from './0011_agent_reports.team-functions';

/**
 * Agent center reports (docs/agent-api.md "Aggregates"): per-day, per-account figures kept in step with the
 * bets and postings by triggers in the same transaction, so team reports sum a few rows per member and day
 * instead of scanning bets.
 *
 * - brand.timezone: the IANA zone of the brand's business day (synced from brand.json).
 * - account_day: one row per account and business day: stake, valid bet, payout and bet count of the bets
 *   placed that day (vendor_bet, by its creation time), deposits credited, withdrawals paid out and bonuses
 *   that day (ledger_transfer).
 * - account_first_deposit: each account's first credited deposit.
 * - team_day / account_cum: per-agent daily team sums and per-member running totals, fed from the queue
 *   account_day_change by a catch-up job (team_day_catch_up; docs/agent-api.md "Team aggregates").
 * - agent_announcement_read: which agent notices an account has read.
 *
 * Definitions (the same as the member's own betting record): a bet counts with its stake and payout unless it
 * was refunded; it is settled when a win arrived or its round closed; the valid bet is the stake of settled bets
 * that won or lost (draws and refunds are not valid bets).
 * account_day_rebuild(brand) recomputes a brand's rows from the raw tables (after a time zone change, a bulk
 * seed with triggers off, or to verify them).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table brand add column timezone text not null default 'UTC'`.execute(db);

  await sql`
    create table account_day (
      account_id bigint not null references account (id),
      day date not null,
      brand_code text not null,
      stake bigint not null default 0,
      valid_bet bigint not null default 0,
      payout bigint not null default 0,
      bet_count integer not null default 0,
      deposits bigint not null default 0,
      deposit_count integer not null default 0,
      withdrawals bigint not null default 0,
      withdrawal_count integer not null default 0,
      bonuses bigint not null default 0,
      primary key (account_id, day)
    )`.execute(db);

  await sql`
    create table account_first_deposit (
      account_id bigint primary key references account (id),
      brand_code text not null,
      day date not null,
      amount bigint not null,
      at timestamptz not null
    )`.execute(db);

  await sql`
    create table agent_announcement_read (
      account_id bigint not null references account (id),
      announcement_id text not null,
      read_at timestamptz not null default now(),
      primary key (account_id, announcement_id)
    )`.execute(db);

  // How far the live team stream has read the ledger and the accounts (one row; docs/agent-api.md "Live").
  await sql`
    create table agent_stream_mark (
      id smallint primary key default 1 check (id = 1),
      transfer_id bigint not null,
      account_id bigint not null
    )`.execute(db);
  await sql`insert into agent_stream_mark (transfer_id, account_id)
    select coalesce((select max(id) from ledger_transfer), 0), coalesce((select max(id) from account), 0)`.execute(
    db,
  );

  // Team listings by upline (members page, direct counts).
  await sql`create index account_upline on account (upline_id)`.execute(db);
  // The team's money movements without the bet and win postings (account details, my income).
  for (const side of ['credit', 'debit']) {
    await sql`create index ${sql.id(`ledger_transfer_${side}_money`)} on ledger_transfer
      (${sql.id(`${side}_account_id`)}, created_at)
      where kind not in ('bet', 'win', 'refund', 'wallet_transfer')`.execute(db);
  }

  await sql`
    create function brand_day(p_brand text, p_at timestamptz) returns date language sql stable as $$
      select (p_at at time zone coalesce((select b.timezone from brand b where b.code = p_brand), 'UTC'))::date
    $$`.execute(db);

  await sql`
    create function account_day_add(p_brand text, p_account bigint, p_at timestamptz,
      p_stake bigint, p_valid bigint, p_payout bigint, p_bets integer,
      p_deposits bigint, p_deposit_count integer, p_withdrawals bigint, p_withdrawal_count integer,
      p_bonuses bigint) returns void language sql as $$
      insert into account_day as d (account_id, day, brand_code, stake, valid_bet, payout, bet_count, deposits,
          deposit_count, withdrawals, withdrawal_count, bonuses)
        values (p_account, brand_day(p_brand, p_at), p_brand, p_stake, p_valid, p_payout, p_bets, p_deposits,
          p_deposit_count, p_withdrawals, p_withdrawal_count, p_bonuses)
      on conflict (account_id, day) do update set
        stake = d.stake + excluded.stake, valid_bet = d.valid_bet + excluded.valid_bet,
        payout = d.payout + excluded.payout, bet_count = d.bet_count + excluded.bet_count,
        deposits = d.deposits + excluded.deposits, deposit_count = d.deposit_count + excluded.deposit_count,
        withdrawals = d.withdrawals + excluded.withdrawals,
        withdrawal_count = d.withdrawal_count + excluded.withdrawal_count,
        bonuses = d.bonuses + excluded.bonuses
    $$`.execute(db);

  // A bet row's contribution: [counted, settled-and-valid].
  await sql`
    create function vendor_bet_day() returns trigger language plpgsql as $$
    declare
      n_count integer := 0; n_stake bigint := 0; n_valid bigint := 0; n_payout bigint := 0;
      o_count integer := 0; o_stake bigint := 0; o_valid bigint := 0; o_payout bigint := 0;
    begin
      if new.status in ('open', 'settled') then
        n_count := 1; n_stake := new.amount; n_payout := new.payout;
        if (new.status = 'settled' or new.round_closed) and new.payout <> new.amount then n_valid := new.amount; end if;
      end if;
      if tg_op = 'UPDATE' and old.status in ('open', 'settled') then
        o_count := 1; o_stake := old.amount; o_payout := old.payout;
        if (old.status = 'settled' or old.round_closed) and old.payout <> old.amount then o_valid := old.amount; end if;
      end if;
      -- The upsert is written out here (not through account_day_add): this runs on every bet and win.
      if n_count <> o_count or n_stake <> o_stake or n_valid <> o_valid or n_payout <> o_payout then
        insert into account_day as d (account_id, day, brand_code, stake, valid_bet, payout, bet_count)
          values (new.account_id, (new.created_at at time zone coalesce(
              (select b.timezone from brand b where b.code = new.brand_code), 'UTC'))::date, new.brand_code,
            n_stake - o_stake, n_valid - o_valid, n_payout - o_payout, n_count - o_count)
        on conflict (account_id, day) do update set stake = d.stake + excluded.stake,
          valid_bet = d.valid_bet + excluded.valid_bet, payout = d.payout + excluded.payout,
          bet_count = d.bet_count + excluded.bet_count;
      end if;
      return null;
    end $$`.execute(db);
  await sql`create trigger vendor_bet_day_insert after insert on vendor_bet for each row
    when (new.status <> 'tombstone') execute function vendor_bet_day()`.execute(db);
  await sql`create trigger vendor_bet_day_update after update on vendor_bet for each row
    when (old.status is distinct from new.status or old.payout <> new.payout or old.amount <> new.amount
      or old.round_closed <> new.round_closed)
    execute function vendor_bet_day()`.execute(db);

  // Deposits credited (clearing → cash), withdrawals paid out (hold → clearing), bonuses (→ a player wallet).
  await sql`
    create function ledger_transfer_day() returns trigger language plpgsql as $$
    declare
      v_owner bigint;
    begin
      if new.kind = 'withdrawal_payout' then
        select a.owner_id into v_owner from ledger_account a where a.id = new.debit_account_id;
      else
        select a.owner_id into v_owner from ledger_account a where a.id = new.credit_account_id;
      end if;
      if v_owner is null then return null; end if;
      if new.kind = 'deposit' then
        perform account_day_add(new.brand_code, v_owner, new.created_at, 0, 0, 0, 0, new.amount, 1, 0, 0, 0);
        insert into account_first_deposit (account_id, brand_code, day, amount, at)
          values (v_owner, new.brand_code, brand_day(new.brand_code, new.created_at), new.amount, new.created_at)
          on conflict (account_id) do nothing;
      elsif new.kind = 'withdrawal_payout' then
        perform account_day_add(new.brand_code, v_owner, new.created_at, 0, 0, 0, 0, 0, 0, new.amount, 1, 0);
      else
        perform account_day_add(new.brand_code, v_owner, new.created_at, 0, 0, 0, 0, 0, 0, 0, 0, new.amount);
      end if;
      return null;
    end $$`.execute(db);
  await sql`create trigger ledger_transfer_day after insert on ledger_transfer for each row
    when (new.kind in ('deposit', 'withdrawal_payout', 'bonus')) execute function ledger_transfer_day()`.execute(
    db,
  );

  // Team aggregates (docs/agent-api.md "Aggregates"): team_day holds, per agent (ancestor) and business day, the
  // sums of its whole team's account_day rows (depth >= 1) and the team's first deposits. Every change of an
  // account_day or account_first_deposit row appends its difference to account_day_change (an insert, no
  // shared row is locked on the bet path); team_day_catch_up (agent-aggregate.ts, once a second and in tests)
  // consumes that queue: it deletes a batch of changes and adds them, through account_closure, to every
  // ancestor's row in the same transaction, so a change is counted exactly once, also across a restart.
  // `active` counts the team members whose valid bet that day is > 0: a change carries +1 when a member's row
  // turns positive, -1 when it goes back to 0.
  await sql`
    create table team_day (
      ancestor_id bigint not null references account (id),
      day date not null,
      stake bigint not null default 0,
      valid_bet bigint not null default 0,
      payout bigint not null default 0,
      bet_count integer not null default 0,
      deposits bigint not null default 0,
      deposit_count integer not null default 0,
      withdrawals bigint not null default 0,
      withdrawal_count integer not null default 0,
      bonuses bigint not null default 0,
      active integer not null default 0,
      first_deposit_count integer not null default 0,
      first_deposits bigint not null default 0,
      primary key (ancestor_id, day)
    )`.execute(db);
  // Per-member running totals (docs/agent-api.md "User loss"): one row per account and day it has an
  // account_day row, holding the sums of all its days up to and including that day; a period's figures are the
  // totals at its last day minus those before its first day (two index probes per member).
  await sql`
    create table account_cum (
      account_id bigint not null references account (id),
      day date not null,
      stake bigint not null default 0,
      valid_bet bigint not null default 0,
      payout bigint not null default 0,
      bet_count bigint not null default 0,
      deposits bigint not null default 0,
      withdrawals bigint not null default 0,
      bonuses bigint not null default 0,
      primary key (account_id, day)
    )`.execute(db);
  await sql`
    create table account_day_change (
      id bigserial primary key,
      account_id bigint not null,
      day date not null,
      stake bigint not null default 0,
      valid_bet bigint not null default 0,
      payout bigint not null default 0,
      bet_count integer not null default 0,
      deposits bigint not null default 0,
      deposit_count integer not null default 0,
      withdrawals bigint not null default 0,
      withdrawal_count integer not null default 0,
      bonuses bigint not null default 0,
      active integer not null default 0,
      first_deposit_count integer not null default 0,
      first_deposits bigint not null default 0
    )`.execute(db);
  await sql`
    create function account_day_changed() returns trigger language plpgsql as $$
    begin
      -- account_day_rebuild rebuilds the team aggregates itself.
      if current_setting('marquee.team_queue', true) = 'off' then return null; end if;
      if tg_op = 'INSERT' then
        insert into account_day_change (account_id, day, stake, valid_bet, payout, bet_count, deposits,
            deposit_count, withdrawals, withdrawal_count, bonuses, active)
          values (new.account_id, new.day, new.stake, new.valid_bet, new.payout, new.bet_count, new.deposits,
            new.deposit_count, new.withdrawals, new.withdrawal_count, new.bonuses, (new.valid_bet > 0)::int);
      elsif tg_op = 'DELETE' then
        insert into account_day_change (account_id, day, stake, valid_bet, payout, bet_count, deposits,
            deposit_count, withdrawals, withdrawal_count, bonuses, active)
          values (old.account_id, old.day, -old.stake, -old.valid_bet, -old.payout, -old.bet_count, -old.deposits,
            -old.deposit_count, -old.withdrawals, -old.withdrawal_count, -old.bonuses, -(old.valid_bet > 0)::int);
        return null;
      elsif new.account_id <> old.account_id or new.day <> old.day then
        raise exception 'account_day rows keep their account and day';
      else
        insert into account_day_change (account_id, day, stake, valid_bet, payout, bet_count, deposits,
            deposit_count, withdrawals, withdrawal_count, bonuses, active)
          values (new.account_id, new.day, new.stake - old.stake, new.valid_bet - old.valid_bet,
            new.payout - old.payout, new.bet_count - old.bet_count, new.deposits - old.deposits,
            new.deposit_count - old.deposit_count, new.withdrawals - old.withdrawals,
            new.withdrawal_count - old.withdrawal_count, new.bonuses - old.bonuses,
            (new.valid_bet > 0)::int - (old.valid_bet > 0)::int);
      end if;
      return null;
    end $$`.execute(db);
  await sql`create trigger account_day_changed after insert or update or delete on account_day for each row
    execute function account_day_changed()`.execute(db);
  await sql`
    create function account_first_deposit_changed() returns trigger language plpgsql as $$
    begin
      if current_setting('marquee.team_queue', true) = 'off' then return null; end if;
      if tg_op = 'INSERT' then
        insert into account_day_change (account_id, day, first_deposit_count, first_deposits)
          values (new.account_id, new.day, 1, new.amount);
      else
        insert into account_day_change (account_id, day, first_deposit_count, first_deposits)
          values (old.account_id, old.day, -1, -old.amount);
      end if;
      return null;
    end $$`.execute(db);
  await sql`create trigger account_first_deposit_changed after insert or delete on account_first_deposit
    for each row execute function account_first_deposit_changed()`.execute(db);
  // Consumes up to p_limit queued changes into team_day; answers how many it consumed. Callers serialise it
  // (agent-aggregate.ts takes an advisory lock) so two instances never add the same rows in different orders.
  // The team catch-up and the per-brand rebuild (their own file, for length).
  await createTeamFunctions(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop function team_day_catch_up`.execute(db);
  await sql`drop trigger account_first_deposit_changed on account_first_deposit`.execute(db);
  await sql`drop function account_first_deposit_changed`.execute(db);
  await sql`drop trigger account_day_changed on account_day`.execute(db);
  await sql`drop function account_day_changed`.execute(db);
  await sql`drop table account_day_change`.execute(db);
  await sql`drop table account_cum`.execute(db);
  await sql`drop table team_day`.execute(db);
  await sql`drop trigger ledger_transfer_day on ledger_transfer`.execute(db);
  await sql`drop trigger vendor_bet_day_update on vendor_bet`.execute(db);
  await sql`drop trigger vendor_bet_day_insert on vendor_bet`.execute(db);
  await sql`drop function account_day_rebuild`.execute(db);
  await sql`drop function ledger_transfer_day`.execute(db);
  await sql`drop function vendor_bet_day`.execute(db);
  await sql`drop function account_day_add`.execute(db);
  await sql`drop function brand_day`.execute(db);
  await sql`drop index ledger_transfer_debit_money`.execute(db);
  await sql`drop index ledger_transfer_credit_money`.execute(db);
  await sql`drop index account_upline`.execute(db);
  await sql`drop table agent_stream_mark`.execute(db);
  await sql`drop table agent_announcement_read`.execute(db);
  await sql`drop table account_first_deposit`.execute(db);
  await sql`drop table account_day`.execute(db);
  await sql`alter table brand drop column timezone`.execute(db);
}
