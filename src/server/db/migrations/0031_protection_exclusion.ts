import { type Kysely, sql } from 'kysely';

/**
 * Responsible gaming (issue 27, docs/responsible-gaming.md): a player's take-a-break (cool-off) and
 * self-exclusion. A row is never changed nor removed once written — a break ends by its end time alone and a
 * self-exclusion can never be lifted early, by anyone: the trigger protection_exclusion_frozen refuses every
 * update and delete. `operator_group` (brand.json operatorGroup mirrored in brand.operator_group, else the brand code) with the player's mobile and
 * email at the time lets the sister brands of one operator find the same person.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table brand add column operator_group text`.execute(db);
  await sql`
    create table protection_exclusion (
      id bigserial primary key,
      account_id bigint not null references account (id),
      brand_code text not null,
      operator_group text not null,
      kind text not null check (kind in ('break', 'self_exclusion')),
      period text not null,
      starts_at timestamptz not null,
      ends_at timestamptz,
      mobile text,
      email text,
      recorded_by text not null,
      reason text,
      created_at timestamptz not null default now(),
      check (ends_at is null or ends_at > starts_at),
      check (ends_at is not null or kind = 'self_exclusion')
    )`.execute(db);
  await sql`create index protection_exclusion_account on protection_exclusion (account_id, ends_at)`.execute(
    db,
  );
  await sql`create index protection_exclusion_mobile on protection_exclusion (operator_group, mobile)
    where mobile is not null`.execute(db);
  await sql`create index protection_exclusion_email on protection_exclusion (operator_group, lower(email))
    where email is not null`.execute(db);
  await sql`
    create function protection_exclusion_frozen() returns trigger language plpgsql as $$
    begin
      raise exception 'an exclusion is never changed nor lifted' using errcode = 'P0001';
    end $$`.execute(db);
  await sql`
    create trigger protection_exclusion_frozen before update or delete on protection_exclusion
    for each row execute function protection_exclusion_frozen()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table protection_exclusion`.execute(db);
  await sql`drop function protection_exclusion_frozen`.execute(db);
  await sql`alter table brand drop column operator_group`.execute(db);
}
