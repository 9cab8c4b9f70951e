import { sql } from 'kysely';
import { accountPolicy } from '@/core/brand';
import { validateField } from '@/core/field-rules';
import { EMAIL_RESET_CODE_MINUTES } from '@/core/verification';
import { hashPassword, verifyPassword } from '@/server/auth/passwords';
import type { ServiceContext } from '@/server/context';
import { AppError, tooManyRequests } from '@/server/errors';
import { findByMobile, findByUsername } from '../accounts/accounts.repository';
import { finishLogin, type LoginAnswer } from '../session/finish-login';
import { deliverCode } from '../session/login-challenge';
import { revokeOtherSessions } from '../session/session.repository';
import { recordFailure, throttleState } from '../session/throttle';
import { consumeCode, issueCode, phoneDestination } from '../verification/codes';
import { brandOf, checkNewPassword, dialingCodeOf, fieldErrors, mobileOf, str } from './member-fields';

/** Passwords of members: changing one, recovering one by an emailed or texted code, and sending those codes. */

/** What sending a code uses: the database, the brand, the secret (code hashes), messaging, the language. */
type DeliverCtx = Pick<ServiceContext, 'db' | 'brand' | 'secret' | 'messaging' | 'language'>;
/** What a reset uses: codes (db, secret) and the login it ends with (the caller's IP and browser). */
type ResetCtx = Pick<ServiceContext, 'db' | 'brand' | 'secret' | 'client'>;

/** SMS sends: at most 10 per IP in 15 minutes, then 5 minutes of "too many requests" (spec §8). */
async function smsIpGate(ctx: Pick<ServiceContext, 'db' | 'brand' | 'client'>) {
  const state = await throttleState(ctx.db, brandOf(ctx), 'sms-ip', ctx.client.ip);
  if (state.blockedUntil) throw tooManyRequests(state.blockedUntil);
  // The 10th send is allowed and starts the block: the 11th is refused.
  await recordFailure(ctx.db, brandOf(ctx), 'sms-ip', ctx.client.ip, (sends) => (sends >= 10 ? 300 : 0));
}

/** POST /wps/member/password: the old password, a new one by the brand rule, confirmation equal. */
export async function changePassword(
  ctx: Pick<ServiceContext, 'db' | 'brand' | 'session'>,
  body: { oldPassword?: string; newPassword?: string; confirmNewPassword?: string },
) {
  const { db } = ctx;
  const session = ctx.session!;
  const newPassword = checkNewPassword(ctx, body.newPassword, 'newPassword');
  if (body.confirmNewPassword !== newPassword) throw new AppError('password_mismatch');
  const account = await db
    .selectFrom('account')
    .select(['password_hash'])
    .where('id', '=', session.id)
    .executeTakeFirstOrThrow();
  if (!(await verifyPassword(account.password_hash, body.oldPassword ?? '')))
    throw new AppError('old_password_wrong');
  await setPassword(ctx, session.id, newPassword);
  await revokeOtherSessions(db, session.id, session.sessionId);
  return true;
}

async function setPassword(ctx: Pick<ServiceContext, 'db'>, accountId: bigint, password: string) {
  await ctx.db
    .updateTable('account')
    .set({
      password_hash: await hashPassword(password),
      password_changed_at: sql<Date>`now()`,
      must_change_password: false,
    })
    .where('id', '=', accountId)
    .execute();
}

/** POST /wps/member/password/email (form): mails a reset code when username and email match. */
export async function forgotByEmail(ctx: DeliverCtx, body: { username?: string; email?: string }) {
  const { db } = ctx;
  const username = str(body.username);
  const email = str(body.email).toLowerCase();
  const fields = ctx.brand.registerFields.fields;
  const errors: Record<string, unknown> = {};
  const u = validateField({ ...fields.username, required: true }, username);
  const e = validateField(
    { ...fields.email, required: true, patternId: 'email', acceptedPattern: '*' },
    email,
  );
  if (u) errors.username = u;
  if (e) errors.email = e;
  if (Object.keys(errors).length) fieldErrors(errors);
  const account = await findByUsername(db, brandOf(ctx), username);
  if (!account || account.email?.toLowerCase() !== email) throw new AppError('user_not_found');
  const minutes = EMAIL_RESET_CODE_MINUTES;
  const code = await issueCode(db, ctx.secret, {
    brand: brandOf(ctx),
    purpose: 'reset',
    channel: 'email',
    destination: email,
    minutes,
  });
  await deliverCode(ctx, 'email', email, code, minutes, account);
  return true;
}

/** POST /wps/member/password/reset: the emailed code and a new password, then an automatic login. */
export async function resetByEmailCode(
  ctx: ResetCtx,
  body: { username?: string; code?: string; newPassword?: string },
) {
  const { db } = ctx;
  const account = await findByUsername(db, brandOf(ctx), str(body.username));
  if (!account?.email) throw new AppError('verification_code_invalid');
  const password = checkNewPassword(ctx, body.newPassword, 'newPassword');
  await consumeCode(db, ctx.secret, {
    brand: brandOf(ctx),
    purpose: 'reset',
    destination: account.email.toLowerCase(),
    code: body.code,
  });
  return completeReset(ctx, account.id, password);
}

/** POST /wps/member/password/verification: the SMS code and a new password, then an automatic login. */
export async function resetByPhone(
  ctx: ResetCtx,
  body: { newPassword?: string; mobileNum?: string; countryDialingCode?: string; verificationCode?: string },
) {
  const { db } = ctx;
  const mobile = mobileOf(ctx, body.mobileNum);
  const dialingCode = dialingCodeOf(ctx, body.countryDialingCode);
  const password = checkNewPassword(ctx, body.newPassword, 'newPassword');
  await consumeCode(db, ctx.secret, {
    brand: brandOf(ctx),
    purpose: 'reset',
    destination: phoneDestination(dialingCode, mobile),
    code: body.verificationCode,
  });
  const account = await findByMobile(db, brandOf(ctx), dialingCode, mobile);
  if (!account) throw new AppError('user_not_found');
  return completeReset(ctx, account.id, password);
}

async function completeReset(ctx: ResetCtx, accountId: bigint, password: string): Promise<LoginAnswer> {
  await setPassword(ctx, accountId, password);
  await revokeOtherSessions(ctx.db, accountId);
  const account = await ctx.db
    .selectFrom('account')
    .selectAll()
    .where('id', '=', accountId)
    .executeTakeFirstOrThrow();
  if (account.status !== 'active') throw new AppError('account_disabled');
  return finishLogin(ctx, account, 'member');
}

/** POST /wps/verification/sms/noLogin (login or password reset) and /wps/verification/sms/register. */
export async function sendSmsCode(
  ctx: DeliverCtx & Pick<ServiceContext, 'client'>,
  body: Record<string, unknown>,
  purpose: 'login' | 'reset' | 'register',
) {
  const { db } = ctx;
  await smsIpGate(ctx);
  const mobile = mobileOf(ctx, body.mobileNum ?? body.mobileNo);
  const dialingCode = dialingCodeOf(ctx, body.countryDialingCode);
  const existing = await findByMobile(db, brandOf(ctx), dialingCode, mobile);
  if (purpose === 'register' && existing) throw new AppError('mobile_taken');
  if (purpose !== 'register' && !existing) throw new AppError('user_not_found');
  const minutes = accountPolicy(ctx.brand.config).smsCodeMinutes;
  const destination = phoneDestination(dialingCode, mobile);
  const code = await issueCode(db, ctx.secret, {
    brand: brandOf(ctx),
    purpose,
    channel: 'sms',
    destination,
    minutes,
  });
  await deliverCode(ctx, 'sms', destination, code, minutes, existing);
  return { expiredMinutes: minutes };
}
