import { type Kysely, sql } from 'kysely';

/**
 * VIP levels and the points mall (docs/vip-points.md).
 *
 * - points_balance: one row per player, the balance (= the sum of its points_entry rows, kept in the same
 *   transaction under this row's lock, never negative) and the carry of fractional earnings in micro-points.
 * - points_entry: the append-only points ledger (updates and deletes refused), one entry per earning, redeem,
 *   refund, conversion or adjustment, unique per (brand, entry_key) so every source counts once.
 * - loyalty_event: the trigger-fed queue of bets turned valid and deposits credited; a row is written once per bet
 *   or deposit (unique), consumed once (processed_at) by the catch-up loop (points, then the VIP level). A bet whose
 *   result is corrected later is not queued again.
 * - points_stock: reward items sold per brand (stock = the item's stock in points.json − sold).
 * - points_redeem: redeem records (spec §3 "Redeem record", statuses of spec §4).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table points_balance (
      account_id bigint primary key references account (id),
      brand_code text not null,
      balance bigint not null default 0 check (balance >= 0),
      carry bigint not null default 0 check (carry >= 0),
      updated_at timestamptz not null default now()
    )`.execute(db);
  await sql`
    create table points_entry (
      id bigserial primary key,
      brand_code text not null,
      account_id bigint not null references account (id),
      type text not null,
      points bigint not null,
      balance_after bigint not null check (balance_after >= 0),
      basis bigint,
      ratio text,
      units bigint,
      remark text,
      entry_key text not null,
      created_at timestamptz not null default now(),
      unique (brand_code, entry_key)
    )`.execute(db);
  await sql`create index points_entry_account on points_entry (account_id, id desc)`.execute(db);
  await sql`
    create function points_entry_append_only() returns trigger language plpgsql as $$
    begin
      raise exception 'points_entry is append-only' using errcode = 'MQ020';
    end $$`.execute(db);
  await sql`create trigger points_entry_append_only before update or delete on points_entry
    for each row execute function points_entry_append_only()`.execute(db);

  await sql`
    create table loyalty_event (
      id bigserial primary key,
      kind text not null check (kind in ('bet', 'deposit')),
      ref_id bigint not null,
      account_id bigint not null,
      brand_code text not null,
      created_at timestamptz not null default now(),
      processed_at timestamptz,
      unique (kind, ref_id)
    )`.execute(db);
  await sql`create index loyalty_event_pending on loyalty_event (id) where processed_at is null`.execute(db);

  // A bet is queued the first time it is a valid bet (settled or its round closed, won or lost: the definition
  // of account_day's valid_bet, migration 0011).
  await sql`
    create function vendor_bet_loyalty() returns trigger language plpgsql as $$
    begin
      if new.status in ('open', 'settled') and (new.status = 'settled' or new.round_closed)
          and new.payout <> new.amount and new.amount > 0 then
        insert into loyalty_event (kind, ref_id, account_id, brand_code)
          values ('bet', new.id, new.account_id, new.brand_code) on conflict (kind, ref_id) do nothing;
      end if;
      return null;
    end $$`.execute(db);
  await sql`create trigger vendor_bet_loyalty_insert after insert on vendor_bet for each row
    when (new.status <> 'tombstone') execute function vendor_bet_loyalty()`.execute(db);
  await sql`create trigger vendor_bet_loyalty_update after update on vendor_bet for each row
    when (old.status is distinct from new.status or old.payout <> new.payout
      or old.round_closed <> new.round_closed)
    execute function vendor_bet_loyalty()`.execute(db);

  await sql`
    create function ledger_transfer_loyalty() returns trigger language plpgsql as $$
    declare
      v_owner bigint;
    begin
      select a.owner_id into v_owner from ledger_account a where a.id = new.credit_account_id;
      if v_owner is not null then
        insert into loyalty_event (kind, ref_id, account_id, brand_code)
          values ('deposit', new.id, v_owner, new.brand_code) on conflict (kind, ref_id) do nothing;
      end if;
      return null;
    end $$`.execute(db);
  await sql`create trigger ledger_transfer_loyalty after insert on ledger_transfer for each row
    when (new.kind = 'deposit') execute function ledger_transfer_loyalty()`.execute(db);

  await sql`
    create table points_stock (
      brand_code text not null,
      item_id text not null,
      sold integer not null default 0 check (sold >= 0),
      primary key (brand_code, item_id)
    )`.execute(db);
  await sql`
    create table points_redeem (
      id bigserial primary key,
      brand_code text not null,
      account_id bigint not null references account (id),
      reference_no text not null unique,
      client_key text not null,
      request_hash text not null,
      item_id text not null,
      item_type text not null check (item_type in ('goods', 'voucher')),
      item_name jsonb not null,
      quantity integer not null check (quantity > 0),
      points bigint not null check (points > 0),
      amount bigint,
      status text not null default 'processing' check (status in ('processing', 'approved', 'rejected')),
      address text not null,
      mobile text not null,
      paid_account text,
      paid_amount bigint,
      transfer_id bigint references ledger_transfer (id),
      decided_by text,
      decided_reason text,
      decided_at timestamptz,
      created_at timestamptz not null default now(),
      unique (account_id, client_key)
    )`.execute(db);
  await sql`create index points_redeem_account on points_redeem (account_id, id desc)`.execute(db);
  await sql`create index points_redeem_brand_status on points_redeem (brand_code, status, id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table points_redeem, points_stock`.execute(db);
  await sql`drop trigger ledger_transfer_loyalty on ledger_transfer`.execute(db);
  await sql`drop function ledger_transfer_loyalty()`.execute(db);
  await sql`drop trigger vendor_bet_loyalty_insert on vendor_bet`.execute(db);
  await sql`drop trigger vendor_bet_loyalty_update on vendor_bet`.execute(db);
  await sql`drop function vendor_bet_loyalty()`.execute(db);
  await sql`drop table loyalty_event, points_entry, points_balance`.execute(db);
  await sql`drop function points_entry_append_only()`.execute(db);
}
