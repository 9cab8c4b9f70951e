import { type Kysely, sql } from 'kysely';

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

  // Recomputes a brand's aggregates from vendor_bet and ledger_transfer (set-based).
  await sql`
    create function account_day_rebuild(p_brand text) returns void language plpgsql as $$
    declare
      v_tz text := coalesce((select b.timezone from brand b where b.code = p_brand), 'UTC');
    begin
      delete from account_day where brand_code = p_brand;
      delete from account_first_deposit where brand_code = p_brand;
      insert into account_day (account_id, day, brand_code, stake, valid_bet, payout, bet_count, deposits,
          deposit_count, withdrawals, withdrawal_count, bonuses)
      select account_id, day, p_brand, sum(stake), sum(valid), sum(payout), sum(bets), sum(dep), sum(dep_n),
          sum(wd), sum(wd_n), sum(bonus)
      from (
        select b.account_id, (b.created_at at time zone v_tz)::date as day, b.amount as stake,
          case when (b.status = 'settled' or b.round_closed) and b.payout <> b.amount then b.amount else 0 end as valid,
          b.payout, 1 as bets, 0::bigint as dep, 0 as dep_n, 0::bigint as wd, 0 as wd_n, 0::bigint as bonus
        from vendor_bet b where b.brand_code = p_brand and b.status in ('open', 'settled')
        union all
        select a.owner_id, (t.created_at at time zone v_tz)::date, 0, 0, 0, 0,
          case when t.kind = 'deposit' then t.amount else 0 end, case when t.kind = 'deposit' then 1 else 0 end,
          case when t.kind = 'withdrawal_payout' then t.amount else 0 end,
          case when t.kind = 'withdrawal_payout' then 1 else 0 end,
          case when t.kind = 'bonus' then t.amount else 0 end
        from ledger_transfer t
          join ledger_account a on a.id = case when t.kind = 'withdrawal_payout' then t.debit_account_id
            else t.credit_account_id end
        where t.brand_code = p_brand and t.kind in ('deposit', 'withdrawal_payout', 'bonus')
          and a.owner_id is not null
      ) x group by account_id, day;
      insert into account_first_deposit (account_id, brand_code, day, amount, at)
      select distinct on (a.owner_id) a.owner_id, p_brand, (t.created_at at time zone v_tz)::date, t.amount,
          t.created_at
        from ledger_transfer t join ledger_account a on a.id = t.credit_account_id
        where t.brand_code = p_brand and t.kind = 'deposit' and a.owner_id is not null
        order by a.owner_id, t.id;
    end $$`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
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
