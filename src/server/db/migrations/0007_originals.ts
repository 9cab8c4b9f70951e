import { type Kysely, sql } from 'kysely';

/**
 * The in-house vendor MQ (docs/originals.md): its own state, kept apart from the operator's tables exactly as a
 * third-party vendor keeps its own — per-player seed pairs, demo sessions, MQ's bets (also its outbox of wins and
 * rollbacks still to deliver) and the crash hash chains and rounds of each brand.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table fair_seed (
      id bigserial primary key,
      owner text not null,
      server_seed text not null,
      server_seed_hash text not null,
      client_seed text not null,
      nonce integer not null default 0,
      active boolean not null default true,
      created_at timestamptz not null default now(),
      revealed_at timestamptz
    )`.execute(db);
  await sql`create unique index fair_seed_active on fair_seed (owner) where active`.execute(db);
  await sql`create index fair_seed_owner on fair_seed (owner, id desc)`.execute(db);

  await sql`
    create table mq_demo (
      id bigserial primary key,
      token_hash bytea not null unique,
      brand_code text not null references brand (code),
      currency text not null,
      balance bigint not null check (balance >= 0),
      created_at timestamptz not null default now(),
      last_used_at timestamptz not null default now()
    )`.execute(db);

  await sql`
    create table crash_chain (
      id bigserial primary key,
      brand_code text not null references brand (code),
      length integer not null check (length > 0),
      checkpoint_every integer not null check (checkpoint_every > 0),
      terminal_hash text not null,
      committed_at timestamptz not null default clock_timestamp(),
      salt text,
      salt_fixed_at timestamptz,
      next_index integer not null,
      active boolean not null default true
    )`.execute(db);
  await sql`create unique index crash_chain_active on crash_chain (brand_code) where active`.execute(db);
  await sql`
    create table crash_chain_checkpoint (
      chain_id bigint not null references crash_chain (id),
      idx integer not null,
      hash text not null,
      primary key (chain_id, idx)
    )`.execute(db);

  await sql`
    create table crash_round (
      id bigserial primary key,
      brand_code text not null references brand (code),
      chain_id bigint not null references crash_chain (id),
      chain_index integer not null,
      hash text not null,
      crash_point integer not null,
      crash_ms integer not null,
      phase text not null check (phase in ('betting', 'running', 'crashed')),
      betting_ends_at timestamptz not null,
      started_at timestamptz,
      crashed_at timestamptz,
      created_at timestamptz not null default now(),
      unique (chain_id, chain_index)
    )`.execute(db);
  await sql`create index crash_round_brand on crash_round (brand_code, id desc)`.execute(db);

  await sql`
    create table mq_bet (
      id bigserial primary key,
      uuid text not null unique,
      brand_code text not null references brand (code),
      owner text not null,
      account_id bigint references account (id),
      demo_id bigint references mq_demo (id) on delete cascade,
      game text not null,
      node_id integer not null,
      currency text not null,
      amount bigint not null check (amount > 0),
      params jsonb not null default '{}'::jsonb,
      seed_id bigint references fair_seed (id),
      nonce integer,
      outcome jsonb,
      multiplier4 bigint,
      payout bigint,
      status text not null
        check (status in ('pending', 'refused', 'open', 'settled', 'closed', 'rolled_back')),
      error text,
      round_id bigint references crash_round (id),
      auto_cashout integer,
      cashout integer,
      created_at timestamptz not null default now(),
      settled_at timestamptz,
      closed_at timestamptz
    )`.execute(db);
  await sql`create index mq_bet_owner on mq_bet (owner, id desc)`.execute(db);
  await sql`create index mq_bet_outbox on mq_bet (created_at) where status in ('pending', 'settled')`.execute(
    db,
  );
  await sql`create index mq_bet_round on mq_bet (round_id) where round_id is not null`.execute(db);
  // One open mines board per player; one crash bet per player and round.
  await sql`create unique index mq_bet_mines_open on mq_bet (owner)
    where game = 'mines' and status in ('pending', 'open')`.execute(db);
  await sql`create unique index mq_bet_crash_once on mq_bet (round_id, owner)
    where round_id is not null and status not in ('refused', 'rolled_back')`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'mq_bet',
    'crash_round',
    'crash_chain_checkpoint',
    'crash_chain',
    'mq_demo',
    'fair_seed',
  ]) {
    await sql`drop table ${sql.table(table)}`.execute(db);
  }
}
