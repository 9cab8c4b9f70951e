import { type Kysely, sql } from 'kysely';

/**
 * State every server instance shares (docs/shared-limits.md):
 *   - rate_limit: request counters of the rate limits, one row per (route, brand, client) and fixed window.
 *     UNLOGGED: counters are worth nothing after a crash (PostgreSQL empties the table), and skipping the WAL keeps
 *     the one upsert per limited request cheap.
 *   - the session cache's revocation channel: triggers NOTIFY `marquee_sessions` inside the transaction that
 *     revokes a session (revoked_at, expiry, token or owner changed, last activity moved back, row deleted) or changes an account, so every
 *     instance drops its cached copy; session_cache_listener and session_barrier_seq let the revoking instance wait
 *     until every live instance has processed the change before it answers.
 */
/** The account columns a cached session carries (session.repository.ts findLiveSession). */
const CACHED_ACCOUNT_COLUMNS = [
  'username',
  'type',
  'status',
  'nickname',
  'vip_level',
  'mobile_num',
  'country_dialing_code',
  'email',
  'payee_name',
  'affiliate_code',
  'referral_code',
  'icon',
  'first_login_done',
  'password_changed_at',
  'must_change_password',
  'totp_enabled',
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create unlogged table rate_limit (
      key text primary key,
      hits integer not null,
      reset_at timestamptz not null
    )`.execute(db);

  await sql`
    create unlogged table session_cache_listener (
      id uuid primary key,
      seen bigint not null,
      heartbeat_at timestamptz not null default now()
    )`.execute(db);
  await sql`create sequence session_barrier_seq`.execute(db);

  await sql`
    create function session_cache_notify() returns trigger language plpgsql as $$
    begin
      if tg_table_name = 'session' then
        perform pg_notify('marquee_sessions', 's' || old.id);
      else
        perform pg_notify('marquee_sessions', 'a' || old.id);
      end if;
      return null;
    end $$`.execute(db);
  await sql`
    create trigger session_cache_update
      after update of revoked_at, expires_at, token_hash, account_id, brand_code, kind, last_seen_at on session
      for each row when (
        (old.revoked_at, old.expires_at, old.token_hash, old.account_id, old.brand_code, old.kind)
          is distinct from (new.revoked_at, new.expires_at, new.token_hash, new.account_id, new.brand_code, new.kind)
        -- Activity only moves last_seen_at forward (no message: a cached copy that is behind just reloads sooner);
        -- moving it back shortens the idle time left, which every cache must learn.
        or new.last_seen_at < old.last_seen_at)
      execute function session_cache_notify()`.execute(db);
  await sql`
    create trigger session_cache_delete after delete on session for each row execute function session_cache_notify()`.execute(
    db,
  );
  const cached = sql.raw(CACHED_ACCOUNT_COLUMNS.join(', '));
  const tuple = (row: string) => sql.raw(`(${CACHED_ACCOUNT_COLUMNS.map((c) => `${row}.${c}`).join(', ')})`);
  await sql`
    create trigger session_cache_account after update of ${cached} on account
      for each row when (${tuple('old')} is distinct from ${tuple('new')})
      execute function session_cache_notify()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger session_cache_account on account`.execute(db);
  await sql`drop trigger session_cache_delete on session`.execute(db);
  await sql`drop trigger session_cache_update on session`.execute(db);
  await sql`drop function session_cache_notify()`.execute(db);
  await sql`drop sequence session_barrier_seq`.execute(db);
  await sql`drop table session_cache_listener`.execute(db);
  await sql`drop table rate_limit`.execute(db);
}
