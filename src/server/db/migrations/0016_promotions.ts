import { type Kysely, sql } from 'kysely';

/**
 * Promotions (docs/promotions.md). Lock order in every posting transaction: promotion_state (the budget row) →
 * promotion_player (the player's row: per-player limits) → ledger accounts (inside ledger_post, ascending ids).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table promotion_state (
      brand_code text not null references brand (code),
      promotion_id text not null,
      spent bigint not null default 0 check (spent >= 0),
      awards integer not null default 0 check (awards >= 0),
      primary key (brand_code, promotion_id)
    )`.execute(db);
  await sql`
    create table promotion_player (
      brand_code text not null references brand (code),
      promotion_id text not null,
      account_id bigint not null references account (id),
      joined_at timestamptz,
      created_at timestamptz not null default now(),
      primary key (brand_code, promotion_id, account_id)
    )`.execute(db);
  await sql`
    create table promotion_bonus (
      id bigserial primary key,
      brand_code text not null references brand (code),
      promotion_id text not null,
      account_id bigint not null references account (id),
      kind text not null,
      award_key text not null,
      period_key text not null,
      source text not null,
      amount bigint not null check (amount > 0),
      deposit_amount bigint,
      turnover_required bigint not null default 0 check (turnover_required >= 0),
      status text not null check (status in ('claimable', 'credited')),
      rank integer,
      transfer_id bigint references ledger_transfer (id),
      created_at timestamptz not null default now(),
      credited_at timestamptz,
      turnover_completed_at timestamptz,
      unique (brand_code, award_key)
    )`.execute(db);
  await sql`create index promotion_bonus_account on promotion_bonus (account_id, created_at desc)`.execute(
    db,
  );
  await sql`create index promotion_bonus_player on promotion_bonus (brand_code, promotion_id, account_id, period_key)`.execute(
    db,
  );
  await sql`create index promotion_bonus_open_turnover on promotion_bonus (account_id, credited_at)
    where status = 'credited' and turnover_required > 0 and turnover_completed_at is null`.execute(db);
  await sql`
    create table promotion_application (
      id bigserial primary key,
      brand_code text not null references brand (code),
      promotion_id text not null,
      account_id bigint not null references account (id),
      period_key text not null,
      comment text not null check (char_length(comment) <= 140),
      images jsonb not null default '[]',
      status text not null default 'processing' check (status in ('processing', 'rejected', 'approved')),
      reason text,
      decided_by text,
      decided_at timestamptz,
      bonus_id bigint references promotion_bonus (id),
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create unique index promotion_application_open on promotion_application (brand_code, promotion_id,
    account_id) where status = 'processing'`.execute(db);
  await sql`create index promotion_application_account on promotion_application (account_id, created_at desc)`.execute(
    db,
  );
  await sql`
    create table promotion_raffle (
      brand_code text not null references brand (code),
      promotion_id text not null,
      server_seed text not null,
      server_seed_hash text not null,
      client_seed text,
      entries jsonb,
      total_tickets bigint,
      created_at timestamptz not null default now(),
      drawn_at timestamptz,
      primary key (brand_code, promotion_id)
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'promotion_raffle',
    'promotion_application',
    'promotion_bonus',
    'promotion_player',
    'promotion_state',
  ]) {
    await sql`drop table if exists ${sql.table(table)}`.execute(db);
  }
}
