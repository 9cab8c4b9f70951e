import { randomBytes } from 'node:crypto';
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
  findByUsername,
  insertAccount,
  isUniqueViolation,
  usernameKey,
} from '../accounts/accounts.repository';
import { bodyString, profileFromBody } from '../accounts/profile';
import { consumeCode, phoneDestination } from '../verification/codes';
import { brandOf } from './social.service';
import { choiceFlow, linkOnce, type SignIn } from './social-choice';

const str = bodyString;
const fieldErrors = (fields: Record<string, unknown>): never => {
  throw new AppError('field_invalid', {}, 400, { fields });
};

/** Fields a social registration never asks for: the provider proved the person; no password is chosen. */
const NOT_ASKED = ['password', 'confirmPassword', 'captcha'] as const;

/** What a social registration uses: the database, the brand, the caller's IP, the secret (SMS codes). */
type RegisterCtx = Pick<ServiceContext, 'db' | 'brand' | 'client' | 'secret'>;

/**
 * POST /wps/session/social/register: a new account from the pending identity of this browser's flow, with the
 * brand's required registration fields (pre-filled from the claims on the choice screen), linked in the same
 * transaction; the flow is used up (the route expires its cookie and signs in). The account gets a random
 * password it can replace through password recovery. `domain` is the host the registration came through.
 */
export async function socialRegister(
  ctx: RegisterCtx,
  flowToken: string | undefined,
  body: Record<string, unknown>,
  domain: string,
): Promise<SignIn> {
  const { db } = ctx;
  const brand = brandOf(ctx);
  const choice = await choiceFlow(ctx, flowToken);
  const on = whitelabelLookup(ctx.brand.whitelabel);
  const mode = on(WHITELABEL_FLAGS.usernameRegistration) ? 'username' : 'mobile';
  if (mode === 'mobile' && !on(WHITELABEL_FLAGS.mobileRegistration)) throw new AppError('feature_disabled');
  if (body.agreeTerms !== true) fieldErrors({ agreeTerms: { code: 'required' } });
  const fields = ctx.brand.registerFields;
  const smsVerification = on(WHITELABEL_FLAGS.registrationSmsVerification);
  const password = `${randomBytes(24).toString('base64url')}Aa1`;
  const errors = validateRegistrationForm(
    fields,
    { ...body, password, confirmPassword: password },
    { mode, smsVerification, captchaShown: false },
  );
  for (const name of NOT_ASKED) delete errors[name];
  if (Object.keys(errors).length > 0) fieldErrors(errors);
  const policy = accountPolicy(ctx.brand.config);
  if (policy.birthdayCheck && body.ageConfirmed !== true)
    throw new AppError('age_confirmation_required', { age: minimumAge(policy) });
  const birthday = str(body.birthday);
  if (birthday) {
    const years = ageOn(birthday, new Date());
    if (years === null)
      return fieldErrors({ birthday: { code: 'pattern', patternId: 'date', min: '*', max: '*' } });
    if (years < minimumAge(policy)) throw new AppError('age_below_minimum', { age: minimumAge(policy) });
  }
  const affiliateCode = str(body.affiliateCode);
  const upline = affiliateCode ? await findAgentByAffiliateCode(db, brand, affiliateCode) : undefined;
  if (affiliateCode && !upline) throw new AppError('invitation_code_error');

  const mobile = str(body.mobileNum) || null;
  const countries = fields.mobile.countries;
  const dialingCode = mobile
    ? str(body.countryDialingCode).replace(/^\+/, '') || countries[0]!.countryDialingCode
    : null;
  if (dialingCode && !countries.some((c) => c.countryDialingCode === dialingCode))
    fieldErrors({ countryDialingCode: { code: 'pattern' } });
  if (mobile && dialingCode && (await findByMobile(db, brand, dialingCode, mobile)))
    throw new AppError('mobile_taken');
  if (smsVerification) {
    if (!mobile || !dialingCode) return fieldErrors({ mobileNum: { code: 'required' } });
    await consumeCode(db, ctx.secret, {
      brand,
      purpose: 'register',
      destination: phoneDestination(dialingCode, mobile),
      code: body.verificationCode,
    });
  }
  let username = str(body.username);
  if (!username) username = `s${randomCode(10, 'abcdefghjkmnpqrstuvwxyz23456789')}`;
  if (await findByUsername(db, brand, username)) throw new AppError('username_taken');
  const passwordHash = await hashPassword(password);
  const profile = profileFromBody(body);
  let accountId: bigint;
  try {
    accountId = await db.transaction().execute(async (trx) => {
      const id = await insertAccount(trx, {
        brand_code: brand,
        username,
        username_key: usernameKey(username),
        password_hash: passwordHash,
        mobile_num: mobile,
        country_dialing_code: dialingCode,
        email: str(body.email) || null,
        payee_name: str(body.payeeName) || null,
        profile,
        referral_code: randomCode(8),
        upline_id: upline?.id ?? null,
        register_link_id: upline?.link_id ?? null,
        register_ip: ctx.client.ip,
        register_domain: domain,
        register_method: 'SOCIAL',
      });
      await linkOnce(ctx, choice, id, trx);
      return id;
    });
  } catch (error) {
    if (isUniqueViolation(error, 'account_username_key')) throw new AppError('username_taken');
    if (isUniqueViolation(error, 'account_mobile_key')) throw new AppError('mobile_taken');
    throw error;
  }
  return { accountId, returnTo: choice.return_to, path: 'member' };
}
