import { randomBytes } from 'node:crypto';
import { ACCOUNT_TYPE } from '@/core/account-types';
import { ageOn } from '@/core/age';
import { accountPolicy, minimumAge } from '@/core/brand';
import { validateRegistrationForm } from '@/core/field-rules';
import { WHITELABEL_FLAGS, whitelabelLookup } from '@/core/whitelabel';
import { hashPassword } from '@/server/auth/passwords';
import { randomCode } from '@/server/auth/tokens';
import type { ServiceContext } from '@/server/context';
import { AppError } from '@/server/errors';
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
import { profileFromBody } from '../accounts/profile';
import { consumeCaptcha } from '../captcha/captcha.service';
import { finishLogin } from '../session/finish-login';
import { consumeCode, phoneDestination } from '../verification/codes';
import { brandOf, checkNewPassword, dialingCodeOf, fieldErrors, str } from './member-fields';
import { thirdPartyPhoneProof, verifyPhoneProof } from './phone-proof';

export type RegisterMode = 'username' | 'mobile';

/**
 * Age gates (spec §1, §5, §9): a brand with the birthday check needs the player's confirmation of being 21 or
 * older; a birthday, when sent, must be a real date at least the brand's minimum age (21 or 18) ago.
 */
function checkAge(ctx: Pick<ServiceContext, 'brand'>, body: Record<string, unknown>) {
  const policy = accountPolicy(ctx.brand.config);
  const age = minimumAge(policy);
  if (policy.birthdayCheck && body.ageConfirmed !== true)
    throw new AppError('age_confirmation_required', { age });
  const birthday = str(body.birthday);
  if (!birthday) return;
  const years = ageOn(birthday, new Date());
  if (years === null) fieldErrors({ birthday: { code: 'pattern', patternId: 'date', min: '*', max: '*' } });
  if (years < age) throw new AppError('age_below_minimum', { age });
}

/** What a registration uses: the database, the brand, the caller (IP, browser), the secret (SMS codes). */
type RegisterCtx = Pick<ServiceContext, 'db' | 'brand' | 'client' | 'secret' | 'config' | 'now'>;

/** What the route passes from the request: the caller's captcha (its cookie) and the host it came through. */
export interface RegisterRequest {
  captchaId: string | undefined;
  host: string;
}

/**
 * PUT /wps/member/register and /wps/member/register/mobile: a new account by the brand's registration fields;
 * with `login`, its session (finishLogin), else its member info.
 */
export async function register(
  ctx: RegisterCtx,
  body: Record<string, unknown>,
  mode: RegisterMode,
  from: RegisterRequest,
) {
  const { db } = ctx;
  const brand = brandOf(ctx);
  const on = whitelabelLookup(ctx.brand.whitelabel);
  if (
    !on(mode === 'username' ? WHITELABEL_FLAGS.usernameRegistration : WHITELABEL_FLAGS.mobileRegistration)
  ) {
    throw new AppError('feature_disabled');
  }
  if (body.agreeTerms !== true) fieldErrors({ agreeTerms: { code: 'required' } });
  const fields = ctx.brand.registerFields;
  const smsVerification = on(WHITELABEL_FLAGS.registrationSmsVerification);
  const withPassword = mode === 'username' || on(WHITELABEL_FLAGS.mobilePasswordRegistration);
  // Third-party phone verification (spec §4): a Firebase ID token proves the number instead of our SMS code.
  const thirdParty = thirdPartyPhoneProof(ctx, body);
  const errors = validateRegistrationForm(fields, body, {
    mode,
    smsVerification: smsVerification && !thirdParty,
    captchaShown: fields.fields.captcha.enabled,
  });
  // A mobile sign-up chooses its username too (issue 27) where the brand's register-fields require one; only a
  // brand that makes it optional still names an account sent without one after its number.
  const usernameRule = fields.fields.username;
  if (mode === 'mobile' && usernameRule.enabled && usernameRule.required && !str(body.username))
    errors.username = { code: 'required' };
  if (!withPassword) {
    delete errors.password;
    delete errors.confirmPassword;
  }
  if (Object.keys(errors).length > 0) fieldErrors(errors);
  checkAge(ctx, body);

  // Spec order: the affiliate (invitation) code is checked first, then human verification, then the SMS code.
  const affiliateCode = str(body.affiliateCode);
  const upline = affiliateCode ? await findAgentByAffiliateCode(db, brand, affiliateCode) : undefined;
  if (affiliateCode && !upline) throw new AppError('invitation_code_error');
  const referralCode = str(body.referralCode);
  const referrer = referralCode ? await findByReferralCode(db, brand, referralCode) : undefined;
  if (referralCode && (!referrer || referrer.type !== ACCOUNT_TYPE.player))
    throw new AppError('referral_code_invalid');
  if (fields.fields.captcha.enabled && !(await consumeCaptcha(ctx, from.captchaId, body.captcha))) {
    throw new AppError('captcha_invalid');
  }

  const mobile = str(body.mobileNum) || null;
  const dialingCode = mobile ? dialingCodeOf(ctx, body.countryDialingCode) : null;
  // Checked before naming the account: a mobile registration's generated username would otherwise collide first.
  if (mobile && dialingCode && (await findByMobile(db, brand, dialingCode, mobile))) {
    throw new AppError('mobile_taken');
  }
  if (thirdParty) {
    if (!mobile || !dialingCode) fieldErrors({ mobileNum: { code: 'required' } });
    await verifyPhoneProof(ctx, thirdParty, phoneDestination(dialingCode, mobile));
  } else if (smsVerification) {
    if (!mobile || !dialingCode) fieldErrors({ mobileNum: { code: 'required' } });
    await consumeCode(db, ctx.secret, {
      brand,
      purpose: 'register',
      destination: phoneDestination(dialingCode, mobile),
      code: body.verificationCode,
    });
  }
  let username = str(body.username);
  if (!username) {
    // A brand whose username is optional names a mobile account after the number; if someone chose that name, add
    // a suffix.
    username = `m${dialingCode ?? ''}${mobile ?? randomCode(8)}`;
    if (await findByUsername(db, brand, username)) username += randomCode(3, 'abcdefghjkmnpqrstuvwxyz');
  }
  const password = withPassword ? String(body.password) : randomBytes(24).toString('base64url');
  if (withPassword) checkNewPassword(ctx, password);
  const passwordHash = await hashPassword(password);
  const paymentPassword = str(body.paymentPassword);
  const profile = profileFromBody(body);
  let id: bigint;
  try {
    id = await db.transaction().execute(async (trx) =>
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
        register_ip: ctx.client.ip,
        register_domain: str(body.domain).slice(0, 253) || from.host,
        register_method: 'WEB',
      }),
    );
  } catch (error) {
    if (isUniqueViolation(error, 'account_username_key')) throw new AppError('username_taken');
    if (isUniqueViolation(error, 'account_mobile_key')) throw new AppError('mobile_taken');
    throw error;
  }
  const account = await db.selectFrom('account').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  if (body.login === true) return finishLogin(ctx, account, 'member');
  return { token: null, account: memberInfo(ctx.brand.config, fromAccountRow(account)) };
}

/** GET /wps/agent/affiliate: is the invitation code an active agent of this brand? */
export async function checkAffiliate(ctx: Pick<ServiceContext, 'db' | 'brand'>, code: unknown) {
  const value = str(code);
  if (!value || value.length > 40 || !(await findAgentByAffiliateCode(ctx.db, brandOf(ctx), value))) {
    throw new AppError('invitation_code_error');
  }
  return true;
}
