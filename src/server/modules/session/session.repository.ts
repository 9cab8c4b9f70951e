import { type Kysely, sql } from 'kysely';
import { newToken } from '@/server/auth/tokens';
import { preparedQuery } from '@/server/db/connect';
import type { Database } from '@/server/db/database';
import type { SessionLimitCopy } from '../protection/limits-session';
import { settleSessionChanges } from './session-cache';

export interface SessionPolicy {
  idleMinutes: number;
  maxHours: number;
}

export async function createSession(
  db: Kysely<Database>,
  input: { accountId: bigint; brandCode: string; kind: 'member' | 'agent'; ip: string; userAgent?: string },
  policy: SessionPolicy,
): Promise<string> {
  const { token, hash } = newToken();
  await db
    .insertInto('session')
    .values({
      token_hash: hash,
      account_id: input.accountId,
      brand_code: input.brandCode,
      kind: input.kind,
      ip: input.ip,
      user_agent: input.userAgent?.slice(0, 300) ?? null,
      expires_at: new Date(Date.now() + policy.maxHours * 3_600_000),
    })
    .execute();
  return token;
}

export interface LiveSession {
  sessionId: bigint;
  kind: 'member' | 'agent';
  brandCode: string;
  expiresAt: Date;
  lastSeenAt: Date;
  id: bigint;
  username: string;
  type: number;
  status: 'active' | 'disabled';
  nickname: string | null;
  vipLevel: number;
  mobileNum: string | null;
  countryDialingCode: string | null;
  email: string | null;
  payeeName: string | null;
  affiliateCode: string | null;
  referralCode: string;
  icon: string | null;
  firstLoginDone: boolean;
  passwordChangedAt: Date;
  mustChangePassword: boolean;
  totpEnabled: boolean;
  createdAt: Date;
  /** The member's chosen language (0021_language), null when never chosen. */
  language: string | null;
  /** The account has an upline (agent) to transfer to (spec §6: members may transfer to an upline). */
  hasUpline: boolean;
  /** When the session began (its time limit counts from here). */
  startedAt: Date;
  /**
   * The account's session time limit (player_limit kind 'session', minutes), its raise or removal waiting for
   * pendingAt (pendingMinutes null: removed then): the session limit check needs no query per call. A change of
   * the limit notifies the session cache (migration 0040), as an account change does.
   */
  sessionLimit: SessionLimitCopy | null;
}

/**
 * The live session of a bearer token in this brand, with its account: one indexed query, run as a named
 * (prepared) statement because every authenticated call makes it.
 */
export async function findLiveSession(
  db: Kysely<Database>,
  tokenHash: Buffer,
  brandCode: string,
  idleMinutes: number,
): Promise<LiveSession | undefined> {
  const rows = await preparedQuery<LiveSession>(
    db,
    'live-session-5',
    `select s.id as "sessionId", s.kind, s.brand_code as "brandCode", s.expires_at as "expiresAt",
       s.last_seen_at as "lastSeenAt", a.id, a.username, a.type, a.status,
       a.nickname, a.vip_level as "vipLevel", a.mobile_num as "mobileNum",
       a.country_dialing_code as "countryDialingCode", a.email, a.payee_name as "payeeName",
       a.affiliate_code as "affiliateCode", a.referral_code as "referralCode", a.icon,
       a.first_login_done as "firstLoginDone", a.password_changed_at as "passwordChangedAt",
       a.must_change_password as "mustChangePassword", a.totp_enabled as "totpEnabled", a.created_at as "createdAt",
       a.language, a.upline_id is not null as "hasUpline", s.created_at as "startedAt",
       case when l.account_id is null then null else json_build_object('minutes', l.amount::int,
         'pendingMinutes', l.pending_amount::int, 'pendingAt', l.pending_at) end as "sessionLimit"
     from session s join account a on a.id = s.account_id
       left join player_limit l on l.account_id = a.id and l.kind = 'session' and l.period = 'session'
     where s.token_hash = $1 and s.brand_code = $2 and s.revoked_at is null and s.expires_at > now()
       and s.last_seen_at > now() - make_interval(mins => $3)`,
    [tokenHash, brandCode, idleMinutes],
  );
  return rows[0];
}

export async function touchSession(db: Kysely<Database>, sessionId: bigint) {
  await db
    .updateTable('session')
    .set({ last_seen_at: sql<Date>`now()` })
    .where('id', '=', sessionId)
    .execute();
}

/**
 * Revokes a session and returns once every server instance has dropped its cached copy (session-cache.ts): the
 * token never passes again after this resolves. Not for use inside a transaction (the change must commit first).
 */
export async function revokeSession(db: Kysely<Database>, sessionId: bigint) {
  await db.updateTable('session').set({ revoked_at: sql<Date>`now()` }).where('id', '=', sessionId).execute();
  await settleSessionChanges(db);
}

/**
 * Revokes every session of an account except one (password change keeps the session that changed it), settled
 * on every instance before it returns, like revokeSession.
 */
export async function revokeOtherSessions(db: Kysely<Database>, accountId: bigint, keep?: bigint) {
  let query = db
    .updateTable('session')
    .set({ revoked_at: sql<Date>`now()` })
    .where('account_id', '=', accountId)
    .where('revoked_at', 'is', null);
  if (keep !== undefined) query = query.where('id', '!=', keep);
  await query.execute();
  await settleSessionChanges(db);
}
