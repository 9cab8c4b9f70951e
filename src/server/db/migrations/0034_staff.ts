import { type Kysely, sql } from 'kysely';

/**
 * The back office (issue 26, docs/back-office.md): staff accounts apart from players and agents, their roles per
 * brand, their sessions (token hashes only) and login history, two-person approvals, and the one audit log
 * (ops_action) gaining who-as-staff, from where, and before/after.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table staff (
      id bigint generated always as identity primary key,
      username text not null,
      display_name text not null,
      password_hash text not null,
      totp_secret text not null,
      totp_last_step bigint not null default 0,
      status text not null default 'active' check (status in ('active', 'locked')),
      failed_logins integer not null default 0,
      created_by text not null,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create unique index staff_username on staff (lower(username))`.execute(db);
  await sql`
    create table staff_role (
      staff_id bigint not null references staff (id),
      brand_code text not null references brand (code),
      role text not null check (role in ('owner', 'finance', 'risk', 'support', 'marketing', 'auditor')),
      primary key (staff_id, brand_code, role)
    )`.execute(db);
  await sql`
    create table staff_session (
      id bigint generated always as identity primary key,
      staff_id bigint not null references staff (id),
      token_hash bytea not null unique,
      ip text not null,
      user_agent text,
      created_at timestamptz not null default now(),
      last_seen_at timestamptz not null default now(),
      ended_at timestamptz
    )`.execute(db);
  await sql`create index staff_session_staff on staff_session (staff_id, created_at desc)`.execute(db);
  await sql`
    create table staff_login (
      id bigint generated always as identity primary key,
      staff_id bigint references staff (id),
      username text not null,
      outcome text not null check (outcome in ('ok', 'bad_password', 'bad_code', 'locked')),
      ip text not null,
      user_agent text,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index staff_login_staff on staff_login (staff_id, created_at desc)`.execute(db);
  await sql`
    create table office_approval (
      id bigint generated always as identity primary key,
      brand_code text not null references brand (code),
      kind text not null,
      target text not null,
      amount bigint,
      payload jsonb not null,
      reason text not null,
      requested_by bigint not null references staff (id),
      status text not null default 'pending' check (status in ('pending', 'approved', 'rejected')),
      decided_by bigint references staff (id),
      decision_reason text,
      decided_at timestamptz,
      created_at timestamptz not null default now(),
      check ((status = 'pending') = (decided_at is null)),
      check (decided_by is null or decided_by <> requested_by)
    )`.execute(db);
  await sql`create index office_approval_pending on office_approval (brand_code, created_at) where status = 'pending'`.execute(
    db,
  );
  await sql`
    alter table ops_action
      add column staff_id bigint references staff (id),
      add column ip text,
      add column before jsonb,
      add column after jsonb`.execute(db);
  await sql`create index ops_action_brand on ops_action (brand_code, id desc)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index ops_action_brand`.execute(db);
  await sql`alter table ops_action drop column staff_id, drop column ip, drop column before, drop column after`.execute(
    db,
  );
  await sql`drop table office_approval`.execute(db);
  await sql`drop table staff_login`.execute(db);
  await sql`drop table staff_session`.execute(db);
  await sql`drop table staff_role`.execute(db);
  await sql`drop table staff`.execute(db);
}
