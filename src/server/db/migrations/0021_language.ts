import { type Kysely, sql } from 'kysely';

/** The account columns the session cache holds (0009_shared_limits), plus language from here on. */
const CACHED_BEFORE = [
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

/** Re-creates the session-cache trigger of account (0009) over `columns`: a change of one drops cached copies. */
async function cacheTrigger(db: Kysely<unknown>, columns: string[]): Promise<void> {
  const list = sql.raw(columns.join(', '));
  const tuple = (row: string) => sql.raw(`(${columns.map((c) => `${row}.${c}`).join(', ')})`);
  await sql`drop trigger session_cache_account on account`.execute(db);
  await sql`
    create trigger session_cache_account after update of ${list} on account
      for each row when (${tuple('old')} is distinct from ${tuple('new')})
      execute function session_cache_notify()`.execute(db);
}

/**
 * The member's interface language (spec §7 "Language update"): a code of src/core/languages.ts the member chose,
 * or null (never chosen). It follows the member to another device, and server texts sent to them use it. The
 * session cache carries it (member info), so a change drops cached sessions like any other cached column.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('account').addColumn('language', 'text').execute();
  await cacheTrigger(db, [...CACHED_BEFORE, 'language']);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await cacheTrigger(db, CACHED_BEFORE);
  await db.schema.alterTable('account').dropColumn('language').execute();
}
