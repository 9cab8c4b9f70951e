import { type Kysely, sql } from 'kysely';

/**
 * Brand switches without a restart (issue 26, docs/back-office.md "Brand switches"): a runtime override of one
 * switch of a brand folder (maintenance, region blocks, a vendor's maintenance, a promotion, an announcement),
 * applied on top of the folder on every instance. One row per brand and switch; removing the row returns the
 * switch to the folder's value. Who changed what is in ops_action (before/after); the row keeps the last writer.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table brand_override (
      brand_code text not null references brand (code),
      switch text not null check (switch ~ '^(maintenance|region|vendor:[A-Z0-9]{2,12}|promotion:[a-z0-9][a-z0-9-]{1,39}|notice:[a-z0-9][a-z0-9-]{0,39}|popup:[a-z0-9][a-z0-9-]{0,39})$'),
      value jsonb not null,
      version bigint not null default 1 check (version > 0),
      updated_by text not null,
      updated_at timestamptz not null default now(),
      primary key (brand_code, switch)
    )`.execute(db);
  // Acknowledged changes, as the session cache's (0009): each instance's listener row records the last barrier it
  // processed; a change's writer numbers a barrier after it and waits until every live listener has seen it.
  await sql`
    create table brand_override_listener (
      id uuid primary key,
      seen bigint not null,
      heartbeat_at timestamptz not null default now()
    )`.execute(db);
  await sql`create sequence brand_override_barrier_seq`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop sequence brand_override_barrier_seq`.execute(db);
  await sql`drop table brand_override_listener`.execute(db);
  await sql`drop table brand_override`.execute(db);
}
