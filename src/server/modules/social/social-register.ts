import { randomBytes } from 'node:crypto';
import { ageOn } from '@/core/age';
import { accountPolicy, minimumAge } from '@/core/brand';
import { validateRegistrationForm } from '@/core/field-rules';
import { WHITELABEL_FLAGS, whitelabelLookup } from '@/core/whitelabel';
import { hashPassword } from '@/server/auth/passwords';
import { randomCode } from '@/server/auth/tokens';
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
import { type Ctx, choiceFlow, linkOnce, socialLogin } from './social.service';

const str = bodyString;
const fieldErrors = (fields: Record<string, unknown>): never => {
  throw new AppError('field_invalid', {}, 400, { fields });
};

/** Fields a social registration never asks for: the provider proved the person; no password is chosen. */
const NOT_ASKED = ['password', 'confirmPassword', 'captcha'] as const;

/**
 * POST /wps/session/social/register: a new account from the pending identity, with the brand's required
 * registration fields (pre-filled from the claims on the choice screen), linked in the same transaction, then a
 * session. The account gets a random password it can replace through password recovery.
 */
export async function socialRegister(ctx: Ctx, body: Record<string, unknown>) {
  const { app, request } = ctx;
  const brand = request.brand.config.code;
  const choice = await choiceFlow(ctx);
  const on = whitelabelLookup(request.brand.whitelabel);
  const mode = on(WHITELABEL_FLAGS.usernameRegistration) ? 'username' : 'mobile';
  if (mode === 'mobile' && !on(WHITELABEL_FLAGS.mobileRegistration)) throw new AppError('feature_disabled');
  if (body.agreeTerms !== true) fieldErrors({ agreeTerms: { code: 'required' } });
  const fields = request.brand.registerFields;
  const smsVerification = on(WHITELABEL_FLAGS.registrationSmsVerification);
  const password = `${randomBytes(24).toString('base64url')}Aa1`;
  const errors = validateRegistrationForm(
    fields,
    { ...body, password, confirmPassword: password },
    { mode, smsVerification, captchaShown: false },
  );
  for (const name of NOT_ASKED) delete errors[name];
  if (Object.keys(errors).length > 0) fieldErrors(errors);
  const policy = accountPolicy(request.brand.config);
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
  const upline = affiliateCode ? await findAgentByAffiliateCode(app.db, brand, affiliateCode) : undefined;
  if (affiliateCode && !upline) throw new AppError('invitation_code_error');

  const mobile = str(body.mobileNum) || null;
  const countries = fields.mobile.countries;
  const dialingCode = mobile
    ? str(body.countryDialingCode).replace(/^\+/, '') || countries[0]!.countryDialingCode
    : null;
  if (dialingCode && !countries.some((c) => c.countryDialingCode === dialingCode))
    fieldErrors({ countryDialingCode: { code: 'pattern' } });
  if (mobile && dialingCode && (await findByMobile(app.db, brand, dialingCode, mobile)))
    throw new AppError('mobile_taken');
  if (smsVerification) {
    if (!mobile || !dialingCode) return fieldErrors({ mobileNum: { code: 'required' } });
    await consumeCode(app.db, app.secret, {
      brand,
      purpose: 'register',
      destination: phoneDestination(dialingCode, mobile),
      code: body.verificationCode,
    });
  }
  let username = str(body.username);
  if (!username) username = `s${randomCode(10, 'abcdefghjkmnpqrstuvwxyz23456789')}`;
  if (await findByUsername(app.db, brand, username)) throw new AppError('username_taken');
  const passwordHash = await hashPassword(password);
  const profile = profileFromBody(body);
  let accountId: bigint;
  try {
    accountId = await app.db.transaction().execute(async (trx) => {
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
        register_ip: request.ip,
        register_domain: request.hostname,
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
  ctx.reply.header(
    'set-cookie',
    'mq_social=; Path=/wps/session/social; HttpOnly; Secure; SameSite=Lax; Max-Age=0',
  );
  const account = await app.db
    .selectFrom('account')
    .selectAll()
    .where('id', '=', accountId)
    .executeTakeFirstOrThrow();
  return {
    kind: 'login' as const,
    returnTo: choice.return_to,
    login: await socialLogin(ctx, account, 'member'),
  };
}
