import { type Kysely, sql } from 'kysely';
import { isStaffRole, type StaffRole } from '@/core/office/roles';
import { hashPassword, PASSWORD_MAX, PASSWORD_MIN, verifyPassword } from '@/server/auth/passwords';
import { hashToken, newToken } from '@/server/auth/tokens';
import type { Database } from '@/server/db/database';
import { recordOpsAction } from '@/server/domains/system';
import { AppError } from '@/server/errors';
import { matchTotp, newTotpSecret, otpauthUrl } from '@/server/lib/totp';
import { openTotpSecret, sealTotpSecret } from './totp-seal';

/**
 * Staff accounts of the back office (docs/back-office.md): password (argon2id) and a TOTP code, always both;
 * sessions as random bearer tokens stored hashed, ended after STAFF_IDLE_MS without a request; every login
 * attempt in staff_login. Roles are per brand (staff_role): a member of several brands (an operator group) has a
 * row per brand.
 */

/** A session with no request for this long is over (the console signs out; the server refuses the token). */
export const STAFF_IDLE_MS = 15 * 60_000;
/** A session is at most this old, however active. */
export const STAFF_SESSION_MAX_MS = 12 * 60 * 60_000;
/** Wrong passwords or codes in a row that lock the account (an owner unlocks it: ops staff-unlock). */
export const STAFF_LOCK_AFTER = 10;
/** last_seen_at is written at most this often per session. */
const TOUCH_MS = 30_000;
const USERNAME = /^[a-z][a-z0-9_.-]{2,31}$/;

export interface StaffMember {
  id: bigint;
  username: string;
  displayName: string;
  /** Roles per brand code. */
  roles: Record<string, StaffRole[]>;
  sessionId: bigint;
}

type Db = Kysely<Database>;

export interface NewStaff {
  username: string;
  displayName?: string;
  password: string;
  /** The password's hash when the caller has it already (the demo seed hashes its one password once). */
  passwordHash?: string;
  roles: { brand: string; role: string }[];
  /** Who creates them (an owner's username, or `cli:<name>`). */
  by: string;
}

/** Creates a staff member; answers the TOTP secret and its otpauth URI (shown once, for the authenticator app). */
export { hashPassword as hashStaffPassword };

export async function createStaff(
  db: Db,
  secret: Buffer,
  input: NewStaff,
  totpSecret: string = newTotpSecret(),
): Promise<{ id: bigint; totpSecret: string; otpauth: string }> {
  const username = input.username.trim().toLowerCase();
  if (!USERNAME.test(username)) throw new AppError('invalid_request', { field: 'username', detail: '' });
  if (input.password.length < PASSWORD_MIN || input.password.length > PASSWORD_MAX)
    throw new AppError('invalid_request', { field: 'password', detail: '' });
  if (input.roles.length === 0 || input.roles.some((r) => !isStaffRole(r.role)))
    throw new AppError('invalid_request', { field: 'roles', detail: '' });
  const passwordHash = input.passwordHash ?? (await hashPassword(input.password));
  return db.transaction().execute(async (trx) => {
    const taken = await trx
      .selectFrom('staff')
      .select('id')
      .where((eb) => eb(eb.fn('lower', ['username']), '=', username))
      .executeTakeFirst();
    if (taken) throw new AppError('office_staff_exists');
    const codes = [...new Set(input.roles.map((r) => r.brand))];
    const known = await trx.selectFrom('brand').select('code').where('code', 'in', codes).execute();
    if (known.length !== codes.length) throw new AppError('invalid_request', { field: 'roles', detail: '' });
    const { id } = await trx
      .insertInto('staff')
      .values({
        username,
        display_name: input.displayName?.trim() || username,
        password_hash: passwordHash,
        totp_secret: sealTotpSecret(totpSecret, secret),
        created_by: input.by,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('staff_role')
      .values(input.roles.map((r) => ({ staff_id: id, brand_code: r.brand, role: r.role as StaffRole })))
      .execute();
    for (const brand of new Set(input.roles.map((r) => r.brand)))
      await recordOpsAction(trx, {
        brand,
        actor: input.by,
        action: 'staff.create',
        target: `staff:${username}`,
        reason: null,
        after: { username, roles: input.roles.filter((r) => r.brand === brand).map((r) => r.role) },
      });
    return { id, totpSecret, otpauth: otpauthUrl(totpSecret, 'Marquee back office', username) };
  });
}

export interface StaffLoginInput {
  username: string;
  password: string;
  code: string;
  ip: string;
  userAgent: string | undefined;
  now: Date;
}

/** Password and TOTP code → a session token. Every attempt is recorded; wrong answers in a row lock the account. */
export async function staffLogin(
  db: Db,
  secret: Buffer,
  input: StaffLoginInput,
): Promise<{ token: string; staffId: bigint }> {
  const username = input.username.trim().toLowerCase();
  const row = await db
    .selectFrom('staff')
    .selectAll()
    .where((eb) => eb(eb.fn('lower', ['username']), '=', username))
    .executeTakeFirst();
  const record = (outcome: 'ok' | 'bad_password' | 'bad_code' | 'locked') =>
    db
      .insertInto('staff_login')
      .values({
        staff_id: row?.id ?? null,
        username: username.slice(0, 64),
        outcome,
        ip: input.ip,
        user_agent: input.userAgent?.slice(0, 256) ?? null,
      })
      .execute();
  const passwordOk = await verifyPassword(row?.password_hash, input.password);
  if (!row || !passwordOk) {
    await record('bad_password');
    if (row) await failed(db, row.id);
    throw new AppError('office_login_failed');
  }
  if (row.status === 'locked') {
    await record('locked');
    throw new AppError('office_staff_locked');
  }
  const step = matchTotp(openTotpSecret(row.totp_secret, secret), input.code.trim(), input.now.getTime());
  // A used step does not log in again (a code is good once).
  if (step === undefined || step <= Number(row.totp_last_step)) {
    await record('bad_code');
    await failed(db, row.id);
    throw new AppError('office_code_wrong');
  }
  const { token, hash } = newToken();
  await db.transaction().execute(async (trx) => {
    // The step is taken only if no other login used it meanwhile (a code is good once).
    const taken = await trx
      .updateTable('staff')
      .set({ totp_last_step: step, failed_logins: 0 })
      .where('id', '=', row.id)
      .where('totp_last_step', '<', step)
      .where('status', '=', 'active')
      .executeTakeFirst();
    if (taken.numUpdatedRows === 0n) throw new AppError('office_code_wrong');
    await trx
      .insertInto('staff_session')
      .values({
        staff_id: row.id,
        token_hash: hash,
        ip: input.ip,
        user_agent: input.userAgent?.slice(0, 256) ?? null,
        last_seen_at: input.now,
      })
      .execute();
  });
  await record('ok');
  return { token, staffId: row.id };
}

async function failed(db: Db, id: bigint): Promise<void> {
  await db
    .updateTable('staff')
    .set((eb) => ({
      failed_logins: eb('failed_logins', '+', 1),
      status: sql<
        'active' | 'locked'
      >`case when failed_logins >= ${STAFF_LOCK_AFTER - 1} then 'locked' else status end`,
    }))
    .where('id', '=', id)
    .execute();
}

/** The staff member of a live session token (touching it), or undefined (unknown, ended, idle, too old, locked). */
export async function staffByToken(db: Db, token: string, now: Date): Promise<StaffMember | undefined> {
  if (!token) return undefined;
  const row = await db
    .selectFrom('staff_session as s')
    .innerJoin('staff', 'staff.id', 's.staff_id')
    .select([
      's.id as sessionId',
      's.created_at',
      's.last_seen_at',
      's.ended_at',
      'staff.id',
      'staff.username',
      'staff.display_name',
      'staff.status',
    ])
    .where('s.token_hash', '=', hashToken(token))
    .executeTakeFirst();
  if (!row || row.ended_at || row.status !== 'active') return undefined;
  const idle = now.getTime() - row.last_seen_at.getTime();
  if (idle > STAFF_IDLE_MS || now.getTime() - row.created_at.getTime() > STAFF_SESSION_MAX_MS) {
    await db.updateTable('staff_session').set({ ended_at: now }).where('id', '=', row.sessionId).execute();
    return undefined;
  }
  if (idle > TOUCH_MS)
    await db
      .updateTable('staff_session')
      .set({ last_seen_at: now })
      .where('id', '=', row.sessionId)
      .execute();
  return {
    id: row.id,
    username: row.username,
    displayName: row.display_name,
    roles: await rolesOf(db, row.id),
    sessionId: row.sessionId,
  };
}

export async function rolesOf(db: Db, staffId: bigint): Promise<Record<string, StaffRole[]>> {
  const rows = await db
    .selectFrom('staff_role')
    .select(['brand_code', 'role'])
    .where('staff_id', '=', staffId)
    .orderBy('brand_code')
    .orderBy('role')
    .execute();
  const roles: Record<string, StaffRole[]> = {};
  for (const row of rows) {
    roles[row.brand_code] ??= [];
    roles[row.brand_code]?.push(row.role);
  }
  return roles;
}

export async function endStaffSession(db: Db, sessionId: bigint, now: Date): Promise<void> {
  await db
    .updateTable('staff_session')
    .set({ ended_at: now })
    .where('id', '=', sessionId)
    .where('ended_at', 'is', null)
    .execute();
}

/** The staff member's last logins (successful or not), newest first. */
export function staffLogins(db: Db, staffId: bigint, limit = 50) {
  return db
    .selectFrom('staff_login')
    .select(['id', 'outcome', 'ip', 'user_agent', 'created_at'])
    .where('staff_id', '=', staffId)
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

/** Locks or unlocks a staff member (an owner's or the CLI's act, audited per brand of theirs). */
export async function setStaffStatus(
  db: Db,
  input: { username: string; status: 'active' | 'locked'; by: string; reason: string },
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('staff')
      .select(['id', 'status'])
      .where((eb) => eb(eb.fn('lower', ['username']), '=', input.username.trim().toLowerCase()))
      .forUpdate()
      .executeTakeFirst();
    if (!row) throw new AppError('not_found');
    await trx
      .updateTable('staff')
      .set({ status: input.status, failed_logins: 0 })
      .where('id', '=', row.id)
      .execute();
    if (input.status === 'locked')
      await trx
        .updateTable('staff_session')
        .set({ ended_at: new Date() })
        .where('staff_id', '=', row.id)
        .where('ended_at', 'is', null)
        .execute();
    const brands = await trx
      .selectFrom('staff_role')
      .select('brand_code')
      .distinct()
      .where('staff_id', '=', row.id)
      .execute();
    for (const { brand_code } of brands)
      await recordOpsAction(trx, {
        brand: brand_code,
        actor: input.by,
        action: input.status === 'locked' ? 'staff.lock' : 'staff.unlock',
        target: `staff:${input.username}`,
        reason: input.reason,
        before: { status: row.status },
        after: { status: input.status },
      });
  });
}
