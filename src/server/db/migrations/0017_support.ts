import { type Kysely, sql } from 'kysely';

/**
 * Support (docs/support.md): feedback and complaints, live chat, the support agents who answer them.
 *
 * - support_operator: support-agent accounts (own login, argon2id); brands null = every brand.
 * - support_operator_session: their bearer tokens, stored as SHA-256 hashes.
 * - feedback_ticket: a feedback or complaint of a player (account_id) or a visitor (contact only); status
 *   open → answered → closed; due_at for complaints (created + the brand's complaintHours); player_unread counts
 *   replies the player has not opened.
 * - feedback_reply: the conversation of a ticket (author player or support, with the operator's name).
 * - support_file: an uploaded image (png/jpg by magic bytes) stored on disk under DATA_DIR/support; only its
 *   owner (account or visitor) and the brand's operators may download it.
 * - chat_room: a live chat of a player or a visitor (visitor_key_hash: the hash of the room's secret key);
 *   waiting → active (an operator took it) → closed.
 * - chat_message: the transcript, in id order.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table support_operator (
      id bigserial primary key,
      username text not null unique,
      display_name text not null,
      password_hash text not null,
      brands text[],
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`
    create table support_operator_session (
      token_hash bytea primary key,
      operator_id bigint not null references support_operator (id) on delete cascade,
      expires_at timestamptz not null,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`
    create table feedback_ticket (
      id bigserial primary key,
      brand_code text not null references brand (code),
      account_id bigint references account (id),
      contact text,
      question_type text not null,
      complaint boolean not null default false,
      content text not null,
      language text not null,
      source text not null default 'form' check (source in ('form', 'chat')),
      status text not null default 'open' check (status in ('open', 'answered', 'closed')),
      due_at timestamptz,
      answered_at timestamptz,
      player_unread integer not null default 0,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      check (account_id is not null or contact is not null)
    )`.execute(db);
  await sql`create index feedback_ticket_account on feedback_ticket (account_id, id desc)`.execute(db);
  await sql`create index feedback_ticket_brand on feedback_ticket (brand_code, status, id desc)`.execute(db);
  await sql`
    create table feedback_reply (
      id bigserial primary key,
      ticket_id bigint not null references feedback_ticket (id),
      author text not null check (author in ('player', 'support')),
      operator_name text,
      body text not null,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index feedback_reply_ticket on feedback_reply (ticket_id, id)`.execute(db);
  await sql`
    create table chat_room (
      id bigserial primary key,
      brand_code text not null references brand (code),
      account_id bigint references account (id),
      visitor_key_hash bytea unique,
      status text not null default 'waiting' check (status in ('waiting', 'active', 'closed')),
      operator_id bigint references support_operator (id),
      player_unread integer not null default 0,
      support_unread integer not null default 0,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      check ((account_id is null) <> (visitor_key_hash is null))
    )`.execute(db);
  await sql`create index chat_room_account on chat_room (account_id, id desc)`.execute(db);
  await sql`create index chat_room_brand on chat_room (brand_code, status, id desc)`.execute(db);
  await sql`
    create table support_file (
      id uuid primary key,
      brand_code text not null references brand (code),
      ticket_id bigint references feedback_ticket (id),
      room_id bigint references chat_room (id),
      content_type text not null check (content_type in ('image/png', 'image/jpeg')),
      bytes integer not null,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index support_file_ticket on support_file (ticket_id)`.execute(db);
  await sql`
    create table chat_message (
      id bigserial primary key,
      room_id bigint not null references chat_room (id),
      sender text not null check (sender in ('player', 'support', 'system')),
      operator_name text,
      body text not null,
      file_id uuid references support_file (id),
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index chat_message_room on chat_message (room_id, id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'chat_message',
    'support_file',
    'chat_room',
    'feedback_reply',
    'feedback_ticket',
    'support_operator_session',
    'support_operator',
  ]) {
    await sql`drop table if exists ${sql.table(table)}`.execute(db);
  }
}
