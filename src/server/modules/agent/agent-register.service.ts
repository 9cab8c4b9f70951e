import { randomInt } from 'node:crypto';
import { ACCOUNT_TYPE } from '@/core/account-types';
import type { RegisteredDownline } from '@/core/api/agents';
import type { Brand } from '@/core/brand';
import { validateField, validateRegistrationForm } from '@/core/field-rules';
import { hashPassword, PASSWORD_MAX, PASSWORD_MIN } from '@/server/auth/passwords';
import { randomCode } from '@/server/auth/tokens';
import { findByMobile, insertAccount, isUniqueViolation, usernameKey } from '@/server/domains/identity';
import { AppError } from '@/server/errors';
import type { AgentCtx } from './agent.service';

/**
 * POST /wps/agent/team/register (docs/agent-api.md): an agent opens an account below itself. The body carries
 * the brand's enabled registration fields (checked by the same rules as member registration) without password,
 * captcha, terms or SMS code; the server generates a one-time password, stores it with argon2id, and marks the
 * account so its first login answers firstTimeLogin and mustChangePassword (the first-login flow).
 */

const SENIOR_TYPES: readonly number[] = [ACCOUNT_TYPE.agentSenior, ACCOUNT_TYPE.agentOnlySenior];
/** Fields a downline registration never takes from the agent. */
const NOT_ASKED = ['password', 'confirmPassword', 'captcha', 'verificationCode', 'paymentPassword'] as const;
const ALPHABET = 'abcdefghjkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ';
const DIGITS = '23456789';

const str = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** A random password that satisfies the brand's password rule (letters and digits, within its lengths). */
export function oneTimePassword(brand: Brand): string {
  const rule = brand.registerFields.fields.password;
  const min = Math.max(PASSWORD_MIN, typeof rule.minLength === 'number' ? rule.minLength : PASSWORD_MIN);
  const max = Math.min(PASSWORD_MAX, typeof rule.maxLength === 'number' ? rule.maxLength : PASSWORD_MAX);
  const length = Math.min(max, Math.max(min, 10));
  for (let attempt = 0; attempt < 50; attempt++) {
    const chars = Array.from({ length }, (_, i) =>
      i % 3 === 2 ? DIGITS[randomInt(DIGITS.length)]! : ALPHABET[randomInt(ALPHABET.length)]!,
    );
    const password = chars.join('');
    if (!validateField({ ...rule, required: true, minLength: min, maxLength: max }, password))
      return password;
  }
  throw new Error(`no one-time password satisfies the password rule of ${brand.config.code}`);
}

export async function registerDownline(
  ctx: AgentCtx,
  body: Record<string, unknown>,
  ip: string,
): Promise<RegisteredDownline> {
  const source = body !== null && typeof body === 'object' ? body : {};
  const kind = source.kind ?? 'player';
  if (kind !== 'player' && kind !== 'agent')
    throw new AppError('field_invalid', {}, 400, { fields: { kind: { code: 'pattern' } } });
  if (kind === 'agent' && !SENIOR_TYPES.includes(ctx.agent.type)) throw new AppError('subagent_not_allowed');

  const fields = ctx.brand.registerFields;
  const errors = validateRegistrationForm(fields, source, {
    mode: 'username',
    smsVerification: false,
    captchaShown: false,
  });
  for (const name of NOT_ASKED) delete errors[name];
  if (Object.keys(errors).length > 0) throw new AppError('field_invalid', {}, 400, { fields: errors });

  const brand = ctx.brand.config.code;
  const username = str(source.username);
  const mobile = str(source.mobileNum) || null;
  let dialingCode: string | null = null;
  if (mobile) {
    const countries = fields.mobile.countries;
    dialingCode = str(source.countryDialingCode).replace(/^\+/, '') || countries[0]!.countryDialingCode;
    if (!countries.some((c) => c.countryDialingCode === dialingCode))
      throw new AppError('field_invalid', {}, 400, { fields: { countryDialingCode: { code: 'pattern' } } });
    if (await findByMobile(ctx.db, brand, dialingCode, mobile)) throw new AppError('mobile_taken');
  }
  const password = oneTimePassword(ctx.brand);
  const passwordHash = await hashPassword(password);
  const type =
    kind === 'player'
      ? ACCOUNT_TYPE.player
      : ctx.agent.type === ACCOUNT_TYPE.agentOnlySenior
        ? ACCOUNT_TYPE.agentOnly
        : ACCOUNT_TYPE.agent;
  const profile: Record<string, string> = {};
  for (const key of ['qqNum', 'line', 'whatsapp', 'facebook', 'wechat', 'idNumber'] as const) {
    if (str(source[key])) profile[key] = str(source[key]).slice(0, 100);
  }
  try {
    await ctx.db.transaction().execute((trx) =>
      insertAccount(trx, {
        brand_code: brand,
        username,
        username_key: usernameKey(username),
        type,
        password_hash: passwordHash,
        must_change_password: true,
        first_login_done: false,
        nickname: str(source.nickname).slice(0, 32) || null,
        mobile_num: mobile,
        country_dialing_code: dialingCode,
        email: str(source.email) || null,
        payee_name: str(source.payeeName) || null,
        profile,
        affiliate_code: kind === 'agent' ? randomCode(10) : null,
        referral_code: randomCode(8),
        upline_id: ctx.agent.id,
        register_ip: ip,
        register_method: 'AGENT',
      }),
    );
  } catch (error) {
    if (isUniqueViolation(error, 'account_username_key')) throw new AppError('username_taken');
    if (isUniqueViolation(error, 'account_mobile_key')) throw new AppError('mobile_taken');
    throw error;
  }
  return { account: username, kind, oneTimePassword: password };
}
