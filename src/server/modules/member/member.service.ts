import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { ACCOUNT_TYPE } from '@/core/account-types';
import { ageOn } from '@/core/age';
import { accountPolicy, minimumAge } from '@/core/brand';
import { validateField, validateRegistrationForm } from '@/core/field-rules';
import { EMAIL_RESET_CODE_MINUTES } from '@/core/verification';
import { WHITELABEL_FLAGS, whitelabelLookup } from '@/core/whitelabel';
import { hashPassword, PASSWORD_MAX, PASSWORD_MIN, verifyPassword } from '@/server/auth/passwords';
import { randomCode } from '@/server/auth/tokens';
import { contextOf } from '@/server/context';
import { AppError } from '@/server/errors';
import { matchTotp, newTotpSecret, otpauthUrl } from '@/server/lib/totp';
import {
  findAgentByAffiliateCode,
  findByMobile,
  findByReferralCode,
  findByUsername,
  insertAccount,
  isUniqueViolation,
  usernameKey,
} from '../accounts/accounts.repository';
import { fromAccountRow, memberInfo } from '../accounts/member-info';
import { bodyString, profileFromBody } from '../accounts/profile';
import { captchaIdFrom } from '../captcha/captcha.cookie';
import { consumeCaptcha } from '../captcha/captcha.service';
import { finishLogin, type LoginAnswer } from '../session/finish-login';
import { deliverCode } from '../session/login-challenge';
import { revokeOtherSessions } from '../session/session.repository';
import { settleSessionChanges } from '../session/session-cache';
import { consumeCode, issueCode, phoneDestination } from '../verification/codes';

interface Ctx {
  app: FastifyInstance;
  request: FastifyRequest;
  reply: FastifyReply;
}

const brandOf = (ctx: Ctx) => ctx.request.brand.config.code;
const str = bodyString;

function fieldErrors(fields: Record<string, unknown>): never {
  throw new AppError('field_invalid', {}, 400, { fields });
}

/** The brand's password rule (register-fields.json "password"), within the platform's 8–64 bounds. */
export function checkNewPassword(ctx: Ctx, password: unknown, field = 'password'): string {
  const rule = ctx.request.brand.registerFields.fields.password;
  const min = Math.max(PASSWORD_MIN, typeof rule.minLength === 'number' ? rule.minLength : PASSWORD_MIN);
  const max = Math.min(PASSWORD_MAX, typeof rule.maxLength === 'number' ? rule.maxLength : PASSWORD_MAX);
  const error = validateField({ ...rule, required: true, minLength: min, maxLength: max }, password);
  if (error) fieldErrors({ [field]: error });
  return password as string;
}

function dialingCodeOf(ctx: Ctx, given: unknown): string {
  const countries = ctx.request.brand.registerFields.mobile.countries;
  const code = str(given).replace(/^\+/, '') || countries[0]!.countryDialingCode;
  if (!countries.some((c) => c.countryDialingCode === code))
    fieldErrors({ countryDialingCode: { code: 'pattern' } });
  return code;
}

function mobileOf(ctx: Ctx, value: unknown, field = 'mobileNum'): string {
  const mobile = str(value);
  const digits = ctx.request.brand.registerFields.mobile.digits;
  if (!mobile) fieldErrors({ [field]: { code: 'required' } });
  if (mobile.length !== digits || !/^\d+$/.test(mobile))
    fieldErrors({ [field]: { code: 'phoneDigits', digits } });
  return mobile;
}

export type RegisterMode = 'username' | 'mobile';

/**
 * Age gates (spec §1, §5, §9): a brand with the birthday check needs the player's confirmation of being 21 or
 * older; a birthday, when sent, must be a real date at least the brand's minimum age (21 or 18) ago.
 */
function checkAge(ctx: Ctx, body: Record<string, unknown>) {
  const policy = accountPolicy(ctx.request.brand.config);
  const age = minimumAge(policy);
  if (policy.birthdayCheck && body.ageConfirmed !== true)
    throw new AppError('age_confirmation_required', { age });
  const birthday = str(body.birthday);
  if (!birthday) return;
  const years = ageOn(birthday, new Date());
  if (years === null) fieldErrors({ birthday: { code: 'pattern', patternId: 'date', min: '*', max: '*' } });
  if (years < age) throw new AppError('age_below_minimum', { age });
}

/** PUT /wps/member/register and /wps/member/register/mobile. */
export async function register(ctx: Ctx, body: Record<string, unknown>, mode: RegisterMode) {
  const { app, request } = ctx;
  const brand = brandOf(ctx);
  const on = whitelabelLookup(request.brand.whitelabel);
  if (
    !on(mode === 'username' ? WHITELABEL_FLAGS.usernameRegistration : WHITELABEL_FLAGS.mobileRegistration)
  ) {
    throw new AppError('feature_disabled');
  }
  if (body.agreeTerms !== true) fieldErrors({ agreeTerms: { code: 'required' } });
  const fields = request.brand.registerFields;
  const smsVerification = on(WHITELABEL_FLAGS.registrationSmsVerification);
  const withPassword = mode === 'username' || on(WHITELABEL_FLAGS.mobilePasswordRegistration);
  const errors = validateRegistrationForm(fields, body, {
    mode,
    smsVerification,
    captchaShown: fields.fields.captcha.enabled,
  });
  if (!withPassword) {
    delete errors.password;
    delete errors.confirmPassword;
  }
  if (Object.keys(errors).length > 0) fieldErrors(errors);
  checkAge(ctx, body);

  // Spec order: the affiliate (invitation) code is checked first, then human verification, then the SMS code.
  const affiliateCode = str(body.affiliateCode);
  const upline = affiliateCode ? await findAgentByAffiliateCode(app.db, brand, affiliateCode) : undefined;
  if (affiliateCode && !upline) throw new AppError('invitation_code_error');
  const referralCode = str(body.referralCode);
  const referrer = referralCode ? await findByReferralCode(app.db, brand, referralCode) : undefined;
  if (referralCode && (!referrer || referrer.type !== ACCOUNT_TYPE.player))
    throw new AppError('referral_code_invalid');
  if (
    fields.fields.captcha.enabled &&
    !(await consumeCaptcha(contextOf(request), captchaIdFrom(request), body.captcha))
  ) {
    throw new AppError('captcha_invalid');
  }

  const mobile = str(body.mobileNum) || null;
  const dialingCode = mobile ? dialingCodeOf(ctx, body.countryDialingCode) : null;
  // Checked before naming the account: a mobile registration's generated username would otherwise collide first.
  if (mobile && dialingCode && (await findByMobile(app.db, brand, dialingCode, mobile))) {
    throw new AppError('mobile_taken');
  }
  if (smsVerification) {
    if (!mobile || !dialingCode) fieldErrors({ mobileNum: { code: 'required' } });
    await consumeCode(app.db, app.secret, {
      brand,
      purpose: 'register',
      destination: phoneDestination(dialingCode, mobile),
      code: body.verificationCode,
    });
  }
  let username = str(body.username);
  if (!username) {
    // Mobile registration names the account after the number; if someone chose that name, add a suffix.
    username = `m${dialingCode ?? ''}${mobile ?? randomCode(8)}`;
    if (await findByUsername(app.db, brand, username)) username += randomCode(3, 'abcdefghjkmnpqrstuvwxyz');
  }
  const password = withPassword ? String(body.password) : randomBytes(24).toString('base64url');
  if (withPassword) checkNewPassword(ctx, password);
  const passwordHash = await hashPassword(password);
  const paymentPassword = str(body.paymentPassword);
  const profile = profileFromBody(body);
  let id: bigint;
  try {
    id = await app.db.transaction().execute(async (trx) =>
      insertAccount(trx, {
        brand_code: brand,
        username,
        username_key: usernameKey(username),
        password_hash: passwordHash,
        payment_password_hash: paymentPassword ? await hashPassword(paymentPassword) : null,
        mobile_num: mobile,
        country_dialing_code: dialingCode,
        email: str(body.email) || null,
        payee_name: str(body.payeeName) || null,
        profile,
        referral_code: randomCode(8),
        upline_id: upline?.id ?? null,
        register_link_id: upline?.link_id ?? null,
        referrer_id: referrer?.id ?? null,
        register_ip: request.ip,
        register_domain: str(body.domain).slice(0, 253) || request.hostname,
        register_method: 'WEB',
      }),
    );
  } catch (error) {
    if (isUniqueViolation(error, 'account_username_key')) throw new AppError('username_taken');
    if (isUniqueViolation(error, 'account_mobile_key')) throw new AppError('mobile_taken');
    throw error;
  }
  const account = await app.db
    .selectFrom('account')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  if (body.login === true) return finishLogin(ctx, account, 'member');
  return { token: null, account: memberInfo(request.brand.config, fromAccountRow(account)) };
}

/** POST /wps/member/password: the old password, a new one by the brand rule, confirmation equal. */
export async function changePassword(
  ctx: Ctx,
  body: { oldPassword?: string; newPassword?: string; confirmNewPassword?: string },
) {
  const { app, request } = ctx;
  const session = request.session!;
  const newPassword = checkNewPassword(ctx, body.newPassword, 'newPassword');
  if (body.confirmNewPassword !== newPassword) throw new AppError('password_mismatch');
  const account = await app.db
    .selectFrom('account')
    .select(['password_hash'])
    .where('id', '=', session.id)
    .executeTakeFirstOrThrow();
  if (!(await verifyPassword(account.password_hash, body.oldPassword ?? '')))
    throw new AppError('old_password_wrong');
  await setPassword(ctx, session.id, newPassword);
  await revokeOtherSessions(app.db, session.id, session.sessionId);
  return true;
}

async function setPassword(ctx: Ctx, accountId: bigint, password: string) {
  await ctx.app.db
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
export async function forgotByEmail(ctx: Ctx, body: { username?: string; email?: string }) {
  const { app, request } = ctx;
  const username = str(body.username);
  const email = str(body.email).toLowerCase();
  const fields = request.brand.registerFields.fields;
  const errors: Record<string, unknown> = {};
  const u = validateField({ ...fields.username, required: true }, username);
  const e = validateField(
    { ...fields.email, required: true, patternId: 'email', acceptedPattern: '*' },
    email,
  );
  if (u) errors.username = u;
  if (e) errors.email = e;
  if (Object.keys(errors).length) fieldErrors(errors);
  const account = await findByUsername(app.db, brandOf(ctx), username);
  if (!account || account.email?.toLowerCase() !== email) throw new AppError('user_not_found');
  const minutes = EMAIL_RESET_CODE_MINUTES;
  const code = await issueCode(app.db, app.secret, {
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
  ctx: Ctx,
  body: { username?: string; code?: string; newPassword?: string },
) {
  const { app } = ctx;
  const account = await findByUsername(app.db, brandOf(ctx), str(body.username));
  if (!account?.email) throw new AppError('verification_code_invalid');
  const password = checkNewPassword(ctx, body.newPassword, 'newPassword');
  await consumeCode(app.db, app.secret, {
    brand: brandOf(ctx),
    purpose: 'reset',
    destination: account.email.toLowerCase(),
    code: body.code,
  });
  return completeReset(ctx, account.id, password);
}

/** POST /wps/member/password/verification: the SMS code and a new password, then an automatic login. */
export async function resetByPhone(
  ctx: Ctx,
  body: { newPassword?: string; mobileNum?: string; countryDialingCode?: string; verificationCode?: string },
) {
  const { app } = ctx;
  const mobile = mobileOf(ctx, body.mobileNum);
  const dialingCode = dialingCodeOf(ctx, body.countryDialingCode);
  const password = checkNewPassword(ctx, body.newPassword, 'newPassword');
  await consumeCode(app.db, app.secret, {
    brand: brandOf(ctx),
    purpose: 'reset',
    destination: phoneDestination(dialingCode, mobile),
    code: body.verificationCode,
  });
  const account = await findByMobile(app.db, brandOf(ctx), dialingCode, mobile);
  if (!account) throw new AppError('user_not_found');
  return completeReset(ctx, account.id, password);
}

async function completeReset(ctx: Ctx, accountId: bigint, password: string): Promise<LoginAnswer> {
  await setPassword(ctx, accountId, password);
  await revokeOtherSessions(ctx.app.db, accountId);
  const account = await ctx.app.db
    .selectFrom('account')
    .selectAll()
    .where('id', '=', accountId)
    .executeTakeFirstOrThrow();
  if (account.status !== 'active') throw new AppError('account_disabled');
  return finishLogin(ctx, account, 'member');
}

/** POST /wps/verification/sms/noLogin (login or password reset) and /wps/verification/sms/register. */
export async function sendSmsCode(
  ctx: Ctx,
  body: Record<string, unknown>,
  purpose: 'login' | 'reset' | 'register',
) {
  const { app, request } = ctx;
  const mobile = mobileOf(ctx, body.mobileNum ?? body.mobileNo);
  const dialingCode = dialingCodeOf(ctx, body.countryDialingCode);
  const existing = await findByMobile(app.db, brandOf(ctx), dialingCode, mobile);
  if (purpose === 'register' && existing) throw new AppError('mobile_taken');
  if (purpose !== 'register' && !existing) throw new AppError('user_not_found');
  const minutes = accountPolicy(request.brand.config).smsCodeMinutes;
  const destination = phoneDestination(dialingCode, mobile);
  const code = await issueCode(app.db, app.secret, {
    brand: brandOf(ctx),
    purpose,
    channel: 'sms',
    destination,
    minutes,
  });
  await deliverCode(ctx, 'sms', destination, code, minutes, existing);
  return { expiredMinutes: minutes };
}

/** GET /wps/agent/affiliate: is the invitation code an active agent of this brand? */
export async function checkAffiliate(ctx: Ctx, code: unknown) {
  const value = str(code);
  if (!value || value.length > 40 || !(await findAgentByAffiliateCode(ctx.app.db, brandOf(ctx), value))) {
    throw new AppError('invitation_code_error');
  }
  return true;
}

export const AVATARS = Array.from({ length: 12 }, (_, i) => `a${i + 1}`);

export async function setIcon(ctx: Ctx, icon: unknown) {
  if (typeof icon !== 'string' || !AVATARS.includes(icon)) fieldErrors({ icon: { code: 'pattern' } });
  await ctx.app.db.updateTable('account').set({ icon }).where('id', '=', ctx.request.session!.id).execute();
  await settleSessionChanges(ctx.app.db);
  return true;
}

/** TOTP enrolment: a new unconfirmed secret and its otpauth URL (the security center shows it as a QR code). */
export async function startTotp(ctx: Ctx) {
  const session = ctx.request.session!;
  const secret = newTotpSecret();
  await ctx.app.db
    .updateTable('account')
    .set({ totp_secret: secret, totp_enabled: false, totp_last_step: null })
    .where('id', '=', session.id)
    .execute();
  await settleSessionChanges(ctx.app.db);
  return { secret, otpauthUrl: otpauthUrl(secret, ctx.request.brand.config.displayName, session.username) };
}

async function checkTotp(ctx: Ctx, code: unknown, requireEnabled: boolean) {
  const session = ctx.request.session!;
  const row = await ctx.app.db
    .selectFrom('account')
    .select(['totp_secret', 'totp_enabled', 'totp_last_step'])
    .where('id', '=', session.id)
    .executeTakeFirstOrThrow();
  if (!row.totp_secret || row.totp_enabled !== requireEnabled)
    throw new AppError('verification_code_invalid');
  const step = matchTotp(row.totp_secret, str(code));
  if (step === undefined || (row.totp_last_step !== null && BigInt(step) <= row.totp_last_step)) {
    throw new AppError('verification_code_invalid');
  }
  return step;
}

export async function enableTotp(ctx: Ctx, code: unknown) {
  const step = await checkTotp(ctx, code, false);
  await ctx.app.db
    .updateTable('account')
    .set({ totp_enabled: true, totp_last_step: step })
    .where('id', '=', ctx.request.session!.id)
    .execute();
  await settleSessionChanges(ctx.app.db);
  return true;
}

export async function disableTotp(ctx: Ctx, code: unknown) {
  await checkTotp(ctx, code, true);
  await ctx.app.db
    .updateTable('account')
    .set({ totp_enabled: false, totp_secret: null, totp_last_step: null })
    .where('id', '=', ctx.request.session!.id)
    .execute();
  await settleSessionChanges(ctx.app.db);
  return true;
}
