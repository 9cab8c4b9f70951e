import { randomBytes } from 'node:crypto';
import { type Kysely, sql } from 'kysely';

/** Accounts, the team tree, sessions and everything login, registration and recovery need. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table server_secret (id smallint primary key default 1 check (id = 1), secret bytea not null)`.execute(
    db,
  );
  await sql`insert into server_secret (secret) values (${randomBytes(32)})`.execute(db);

  await db.schema
    .createTable('account')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('brand_code', 'text', (c) => c.notNull().references('brand.code'))
    .addColumn('username', 'text', (c) => c.notNull())
    .addColumn('username_key', 'text', (c) => c.notNull())
    .addColumn('type', 'smallint', (c) => c.notNull().defaultTo(0))
    .addColumn('status', 'text', (c) =>
      c.notNull().defaultTo('active').check(sql`status in ('active', 'disabled')`),
    )
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('password_changed_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('must_change_password', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('first_login_done', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('payment_password_hash', 'text')
    .addColumn('nickname', 'text')
    .addColumn('mobile_num', 'text')
    .addColumn('country_dialing_code', 'text')
    .addColumn('email', 'text')
    .addColumn('payee_name', 'text')
    .addColumn('profile', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('icon', 'text')
    .addColumn('vip_level', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('affiliate_code', 'text')
    .addColumn('referral_code', 'text', (c) => c.notNull())
    .addColumn('upline_id', 'bigint', (c) => c.references('account.id'))
    .addColumn('referrer_id', 'bigint', (c) => c.references('account.id'))
    .addColumn('totp_secret', 'text')
    .addColumn('totp_enabled', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('totp_last_step', 'bigint')
    .addColumn('register_ip', 'text')
    .addColumn('register_domain', 'text')
    .addColumn('register_method', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('last_login_at', 'timestamptz')
    .execute();
  await sql`create unique index account_username_key on account (brand_code, username_key)`.execute(db);
  await sql`create unique index account_mobile_key on account (brand_code, country_dialing_code, mobile_num) where mobile_num is not null`.execute(
    db,
  );
  await sql`create unique index account_affiliate_key on account (brand_code, affiliate_code) where affiliate_code is not null`.execute(
    db,
  );
  await sql`create unique index account_referral_key on account (brand_code, referral_code)`.execute(db);
  await sql`create index account_email on account (brand_code, lower(email)) where email is not null`.execute(
    db,
  );

  // The team tree as a closure table: one row per (ancestor, descendant) including (self, self) at depth 0,
  // so a whole team at any depth is one indexed range read.
  await db.schema
    .createTable('account_closure')
    .addColumn('ancestor_id', 'bigint', (c) => c.notNull().references('account.id'))
    .addColumn('descendant_id', 'bigint', (c) => c.notNull().references('account.id'))
    .addColumn('depth', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('account_closure_pk', ['ancestor_id', 'descendant_id'])
    .execute();
  await sql`create index account_closure_descendant on account_closure (descendant_id, depth)`.execute(db);

  await db.schema
    .createTable('session')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('token_hash', 'bytea', (c) => c.notNull().unique())
    .addColumn('account_id', 'bigint', (c) => c.notNull().references('account.id'))
    .addColumn('brand_code', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('member', 'agent')`))
    .addColumn('ip', 'text')
    .addColumn('user_agent', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('last_seen_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('revoked_at', 'timestamptz')
    .execute();
  await sql`create index session_account on session (account_id) where revoked_at is null`.execute(db);

  await db.schema
    .createTable('device_token')
    .addColumn('token_hash', 'bytea', (c) => c.primaryKey())
    .addColumn('account_id', 'bigint', (c) => c.notNull().references('account.id'))
    .addColumn('brand_code', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('known_ip')
    .addColumn('account_id', 'bigint', (c) => c.notNull().references('account.id'))
    .addColumn('ip', 'text', (c) => c.notNull())
    .addColumn('first_seen_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('known_ip_pk', ['account_id', 'ip'])
    .execute();

  await db.schema
    .createTable('auth_throttle')
    .addColumn('brand_code', 'text', (c) => c.notNull())
    .addColumn('scope', 'text', (c) => c.notNull())
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('failures', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('window_start', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('blocked_until', 'timestamptz')
    .addPrimaryKeyConstraint('auth_throttle_pk', ['brand_code', 'scope', 'key'])
    .execute();

  await db.schema
    .createTable('captcha')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('brand_code', 'text', (c) => c.notNull())
    .addColumn('answer', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .execute();

  await db.schema
    .createTable('verification_code')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('brand_code', 'text', (c) => c.notNull())
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('channel', 'text', (c) => c.notNull())
    .addColumn('destination', 'text', (c) => c.notNull())
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .execute();
  await sql`create index verification_code_lookup on verification_code (brand_code, purpose, destination, created_at desc)`.execute(
    db,
  );

  await db.schema
    .createTable('login_challenge')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('account_id', 'bigint', (c) => c.notNull().references('account.id'))
    .addColumn('brand_code', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('ip', 'text', (c) => c.notNull())
    .addColumn('remember_me', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .execute();

  await db.schema
    .createTable('outbox')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('brand_code', 'text', (c) => c.notNull())
    .addColumn('channel', 'text', (c) => c.notNull())
    .addColumn('destination', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'outbox',
    'login_challenge',
    'verification_code',
    'captcha',
    'auth_throttle',
    'known_ip',
    'device_token',
    'session',
    'account_closure',
    'account',
    'server_secret',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
