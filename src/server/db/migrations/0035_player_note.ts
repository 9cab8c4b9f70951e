import { type Kysely, sql } from 'kysely';

/**
 * Player 360 of the back office (issue 26, docs/back-office.md "Player 360"):
 * - player_note: staff notes on a player, append-only (a wrong note is corrected by another note).
 * - the player search's prefix lookups (username, mobile, email, payee name, login/registration address) each
 *   walk an index: text_pattern_ops indexes serve `like 'abc%'` whatever the database's collation.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table player_note (
      id bigint generated always as identity primary key,
      brand_code text not null references brand (code),
      account_id bigint not null references account (id),
      staff_id bigint not null references staff (id),
      text text not null check (length(text) between 1 and 2000),
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index player_note_account on player_note (account_id, id desc)`.execute(db);
  await sql`create trigger player_note_append_only before update or delete on player_note
    for each row execute function ledger_append_only()`.execute(db);

  await sql`create index account_username_prefix on account (brand_code, username_key text_pattern_ops)`.execute(
    db,
  );
  await sql`create index account_mobile_prefix on account (brand_code, mobile_num text_pattern_ops)
    where mobile_num is not null`.execute(db);
  await sql`create index account_email_prefix on account (brand_code, lower(email) text_pattern_ops)
    where email is not null`.execute(db);
  await sql`create index account_payee_prefix on account (brand_code, lower(payee_name) text_pattern_ops)
    where payee_name is not null`.execute(db);
  await sql`create index account_register_ip on account (brand_code, register_ip text_pattern_ops)
    where register_ip is not null`.execute(db);
  await sql`create index payee_account_holder on payee_account (brand_code, lower(holder_name) text_pattern_ops)
    where removed_at is null`.execute(db);
  await sql`create index known_ip_ip on known_ip (ip text_pattern_ops)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index known_ip_ip`.execute(db);
  await sql`drop index payee_account_holder`.execute(db);
  await sql`drop index account_register_ip`.execute(db);
  await sql`drop index account_payee_prefix`.execute(db);
  await sql`drop index account_email_prefix`.execute(db);
  await sql`drop index account_mobile_prefix`.execute(db);
  await sql`drop index account_username_prefix`.execute(db);
  await sql`drop table player_note`.execute(db);
}
