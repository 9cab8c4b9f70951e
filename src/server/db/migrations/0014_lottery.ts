import { type Kysely, sql } from 'kysely';

/**
 * The in-house lottery vendors MQL and VNL (docs/lottery.md): their draws and bets, kept apart from the
 * operator's tables like any vendor's own state. Money moves only through the seamless-wallet protocol.
 *
 * - lottery_draw: one row per game and draw time, created when betting opens with the commitment (SHA-256 of the
 *   server seed); the seed is revealed with the result. status open → drawn | void.
 * - lottery_bet: the vendor's bet rows (also its outbox of wins and refunds still to deliver).
 *   pending → placed | refused | rolled_back; placed → settled → closed (win delivered, 0 for a loss);
 *   placed → refunded (void draw, rollback delivered).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table lottery_draw (
      id bigserial primary key,
      game_code text not null,
      vendor_code text not null,
      format text not null,
      draw_no text not null,
      draw_at timestamptz not null,
      close_at timestamptz not null,
      server_seed text not null,
      server_seed_hash text not null,
      client_seed text not null,
      status text not null default 'open' check (status in ('open', 'drawn', 'void')),
      result jsonb,
      void_reason text,
      drawn_at timestamptz,
      settled_at timestamptz,
      created_at timestamptz not null default now(),
      unique (game_code, draw_at)
    )`.execute(db);
  await sql`create index lottery_draw_due on lottery_draw (draw_at) where status = 'open'`.execute(db);
  await sql`create index lottery_draw_game on lottery_draw (game_code, draw_at desc)`.execute(db);

  await sql`
    create table lottery_bet (
      id bigserial primary key,
      uuid text not null unique,
      brand_code text not null references brand (code),
      account_id bigint not null references account (id),
      draw_id bigint not null references lottery_draw (id),
      game_code text not null,
      vendor_code text not null,
      prize_mode text not null,
      bet_type text not null,
      numbers jsonb not null,
      odds jsonb not null,
      currency text not null,
      amount bigint not null check (amount > 0),
      payout bigint,
      hits jsonb,
      status text not null check (status in ('pending', 'placed', 'refused', 'rolled_back', 'settled', 'closed',
        'refunded')),
      error text,
      created_at timestamptz not null default now(),
      settled_at timestamptz,
      closed_at timestamptz
    )`.execute(db);
  await sql`create index lottery_bet_draw on lottery_bet (draw_id, status)`.execute(db);
  await sql`create index lottery_bet_account on lottery_bet (account_id, id desc)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table lottery_bet`.execute(db);
  await sql`drop table lottery_draw`.execute(db);
}
