import { type Kysely, sql } from 'kysely';

/**
 * Issue 23 (player play): free play with demo credits, the jackpot pool, and one-time session hand-off codes.
 *
 * - mq_demo.account_id: a trial (free-play) account's demo credits (docs/originals.md "Trial accounts"). Anonymous
 *   demo screens keep their token; a trial's row has none and is reached through demo_launch instead.
 * - demo_launch: the in-house game screens a trial account opened: a one-time launch code (2 minutes) exchanged for
 *   a game session token, both kept only as SHA-256.
 * - demo_wallet_tx: the seamless-wallet calls a vendor made for a trial account (its demo mode with the trial's
 *   credits): the protocol's idempotency and rollback rules over mq_demo, never the ledger nor vendor_bet.
 * - ledger kind `jackpot`: a brand's jackpot pool (a liability to the future winner, never negative).
 * - jackpot_event: each settled stake of an in-house vendor (MQ originals, MQL / VNL lottery), queued by a trigger
 *   in the transaction of the bet; the jackpot job funds the pool from it and draws the trigger (docs/jackpot.md).
 * - jackpot_pool: per brand and currency, what was seeded, contributed and paid (the ledger holds the balance).
 * - jackpot_win: each win with the fairness inputs that decided it.
 * - game_win.jackpot: a winners-board row that is a jackpot win.
 * - session_handoff: one-time codes (60 s, single use) that let an app continue a web session.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table mq_demo alter column token_hash drop not null`.execute(db);
  await sql`alter table mq_demo add column account_id bigint unique references account (id) on delete cascade`.execute(
    db,
  );
  await sql`alter table mq_demo add constraint mq_demo_owner check ((token_hash is null) <> (account_id is null))`.execute(
    db,
  );

  await sql`
    create table demo_launch (
      id bigserial primary key,
      demo_id bigint not null references mq_demo (id) on delete cascade,
      game_code text not null,
      token_hash bytea not null unique,
      launch_hash bytea unique,
      launch_expires_at timestamptz not null,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index demo_launch_demo on demo_launch (demo_id)`.execute(db);

  await sql`
    create table demo_wallet_tx (
      vendor_code text not null,
      transaction_uuid text not null,
      demo_id bigint not null references mq_demo (id) on delete cascade,
      action text not null check (action in ('bet', 'win', 'rollback')),
      bet_uuid text not null,
      fingerprint text not null,
      amount bigint not null default 0 check (amount >= 0),
      status text not null,
      balance bigint,
      refunded boolean not null default false,
      created_at timestamptz not null default now(),
      primary key (vendor_code, transaction_uuid)
    )`.execute(db);
  await sql`create index demo_wallet_tx_bet on demo_wallet_tx (vendor_code, bet_uuid)`.execute(db);

  await sql`alter table ledger_account drop constraint ledger_account_kind_check`.execute(db);
  await sql`alter table ledger_account drop constraint ledger_account_owner`.execute(db);
  await sql`alter table ledger_account add constraint ledger_account_kind_check check (kind in ('player_cash',
    'player_bonus', 'player_hold', 'player_game_wallet', 'agent', 'house', 'provider_clearing', 'vendor',
    'adjustments', 'expense', 'jackpot'))`.execute(db);
  await sql`alter table ledger_account add constraint ledger_account_owner check (
    (owner_id is null) = (kind in ('house', 'provider_clearing', 'vendor', 'adjustments', 'expense',
      'jackpot')))`.execute(db);

  await sql`
    create table jackpot_event (
      id bigserial primary key,
      bet_id bigint not null unique references vendor_bet (id),
      brand_code text not null,
      created_at timestamptz not null default now(),
      processed_at timestamptz
    )`.execute(db);
  await sql`create index jackpot_event_pending on jackpot_event (brand_code, id) where processed_at is null`.execute(
    db,
  );
  // A stake funds the pool once, when it is settled (or its round closed): refunds and tombstones never do.
  await sql`
    create function vendor_bet_jackpot() returns trigger language plpgsql as $$
    begin
      if new.status in ('open', 'settled') and (new.status = 'settled' or new.round_closed) and new.amount > 0 then
        insert into jackpot_event (bet_id, brand_code) values (new.id, new.brand_code)
          on conflict (bet_id) do nothing;
      end if;
      return null;
    end $$`.execute(db);
  await sql`create trigger vendor_bet_jackpot_insert after insert on vendor_bet for each row
    when (new.vendor_code in ('MQ', 'MQL', 'VNL') and new.status <> 'tombstone')
    execute function vendor_bet_jackpot()`.execute(db);
  await sql`create trigger vendor_bet_jackpot_update after update on vendor_bet for each row
    when (new.vendor_code in ('MQ', 'MQL', 'VNL')
      and (old.status is distinct from new.status or old.round_closed <> new.round_closed))
    execute function vendor_bet_jackpot()`.execute(db);

  await sql`
    create table jackpot_pool (
      brand_code text not null references brand (code),
      currency text not null,
      seeded bigint not null default 0,
      contributed bigint not null default 0,
      paid bigint not null default 0,
      wins integer not null default 0,
      updated_at timestamptz not null default now(),
      primary key (brand_code, currency)
    )`.execute(db);

  await sql`
    create table jackpot_win (
      id bigserial primary key,
      brand_code text not null,
      currency text not null,
      account_id bigint not null references account (id),
      bet_id bigint not null unique references vendor_bet (id),
      node_id integer,
      amount bigint not null check (amount > 0),
      draw bigint not null,
      threshold bigint not null,
      seed_id bigint references fair_seed (id),
      nonce integer,
      client_seed text,
      transfer_id bigint not null references ledger_transfer (id),
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index jackpot_win_latest on jackpot_win (brand_code, created_at desc)`.execute(db);

  await sql`alter table game_win add column jackpot boolean not null default false`.execute(db);

  await sql`
    create table session_handoff (
      code_hash bytea primary key,
      account_id bigint not null references account (id) on delete cascade,
      brand_code text not null,
      kind text not null check (kind in ('member', 'agent')),
      expires_at timestamptz not null,
      used_at timestamptz,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index session_handoff_expires on session_handoff (expires_at)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table session_handoff`.execute(db);
  await sql`alter table game_win drop column jackpot`.execute(db);
  await sql`drop table jackpot_win`.execute(db);
  await sql`drop table jackpot_pool`.execute(db);
  await sql`drop trigger vendor_bet_jackpot_update on vendor_bet`.execute(db);
  await sql`drop trigger vendor_bet_jackpot_insert on vendor_bet`.execute(db);
  await sql`drop function vendor_bet_jackpot`.execute(db);
  await sql`drop table jackpot_event`.execute(db);
  await sql`alter table ledger_account drop constraint ledger_account_kind_check`.execute(db);
  await sql`alter table ledger_account drop constraint ledger_account_owner`.execute(db);
  await sql`alter table ledger_account add constraint ledger_account_kind_check check (kind in ('player_cash',
    'player_bonus', 'player_hold', 'player_game_wallet', 'agent', 'house', 'provider_clearing', 'vendor',
    'adjustments', 'expense'))`.execute(db);
  await sql`alter table ledger_account add constraint ledger_account_owner check (
    (owner_id is null) = (kind in ('house', 'provider_clearing', 'vendor', 'adjustments', 'expense')))`.execute(
    db,
  );
  await sql`drop table demo_wallet_tx`.execute(db);
  await sql`drop table demo_launch`.execute(db);
  await sql`alter table mq_demo drop constraint mq_demo_owner`.execute(db);
  await sql`alter table mq_demo drop column account_id`.execute(db);
  await sql`delete from mq_demo where token_hash is null`.execute(db);
  await sql`alter table mq_demo alter column token_hash set not null`.execute(db);
}
