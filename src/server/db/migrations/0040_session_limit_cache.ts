import { type Kysely, sql } from 'kysely';

/**
 * The session time limit without a query per call (issue 28, docs/shared-limits.md "Session cache"): the cached
 * live session carries its start and the account's session limit. So both must reach every instance's cache:
 * - a change of a session's start (created_at) notifies like its other fields;
 * - a change of an account's session limit row (player_limit kind 'session') notifies the account ("a<id>"), as an
 *   account change does.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger session_cache_update on session`.execute(db);
  await sql`
    create trigger session_cache_update
      after update of revoked_at, expires_at, token_hash, account_id, brand_code, kind, last_seen_at, created_at
      on session
      for each row when (
        (old.revoked_at, old.expires_at, old.token_hash, old.account_id, old.brand_code, old.kind, old.created_at)
          is distinct from
          (new.revoked_at, new.expires_at, new.token_hash, new.account_id, new.brand_code, new.kind, new.created_at)
        or new.last_seen_at < old.last_seen_at)
      execute function session_cache_notify()`.execute(db);
  await sql`
    create function session_limit_notify() returns trigger language plpgsql as $$
    begin
      if tg_op = 'DELETE' then
        if old.kind = 'session' then perform pg_notify('marquee_sessions', 'a' || old.account_id); end if;
        return null;
      end if;
      if new.kind = 'session' or (tg_op = 'UPDATE' and old.kind = 'session') then
        perform pg_notify('marquee_sessions', 'a' || new.account_id);
        if tg_op = 'UPDATE' and old.account_id <> new.account_id then
          perform pg_notify('marquee_sessions', 'a' || old.account_id);
        end if;
      end if;
      return null;
    end $$`.execute(db);
  await sql`
    create trigger player_limit_session_cache after insert or update or delete on player_limit
      for each row execute function session_limit_notify()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger player_limit_session_cache on player_limit`.execute(db);
  await sql`drop function session_limit_notify()`.execute(db);
  await sql`drop trigger session_cache_update on session`.execute(db);
  await sql`
    create trigger session_cache_update
      after update of revoked_at, expires_at, token_hash, account_id, brand_code, kind, last_seen_at on session
      for each row when (
        (old.revoked_at, old.expires_at, old.token_hash, old.account_id, old.brand_code, old.kind)
          is distinct from (new.revoked_at, new.expires_at, new.token_hash, new.account_id, new.brand_code, new.kind)
        or new.last_seen_at < old.last_seen_at)
      execute function session_cache_notify()`.execute(db);
}
