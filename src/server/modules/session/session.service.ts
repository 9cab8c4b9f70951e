import { randomBytes } from 'node:crypto';
import { ACCOUNT_TYPE, type LoginPath } from '@/core/account-types';
import type { LoginBody } from '@/core/api/identity';
import { accountPolicy } from '@/core/brand';
import { WHITELABEL_FLAGS } from '@/core/whitelabel';
import { hashPassword, verifyPassword } from '@/server/auth/passwords';
import { randomCode } from '@/server/auth/tokens';
import type { ServiceContext } from '@/server/context';
import { AppError, tooManyRequests } from '@/server/errors';
import { findByMobile, findByUsername, insertAccount, usernameKey } from '../accounts/accounts.repository';
import { consumeCaptcha, refuseWithCaptcha } from '../captcha/captcha.service';
import { ensureTrialDemo } from '../demo/demo-credits';
import { consumeCode, phoneDestination } from '../verification/codes';
import { finishLogin, finishLoginOnDevice, type LoginAnswer, type LoginResult, refuse } from './finish-login';
import { newIpChallenge } from './login-challenge';
import { brandOf, flags, type LoginCtx } from './login-context';
import { clearFailures, LOGIN_POLICY, recordFailure, throttleState } from './throttle';

/** The login call's body: the contract's (src/core/api/identity.ts). */
export type LoginInput = LoginBody;

/** What the browser holds that a login reads (the route takes them from its cookies): captcha id, device token. */
export interface LoginTokens {
  captchaId?: string;
  deviceToken?: string;
}

/**
 * POST /wps/session/login: password login (with risk-based captcha) or SMS-code login. Answers the login and the
 * remember-me device cookie to set or clear; a refusal that shows a new captcha is a CaptchaRefusal (its id is
 * the route's captcha cookie).
 */
export async function login(
  ctx: LoginCtx & Pick<ServiceContext, 'secret'>,
  input: LoginInput,
  tokens: LoginTokens = {},
): Promise<LoginResult> {
  const path = input.loginPath ?? 'member';
  return input.type === 'sms' ? smsLogin(ctx, input, path, tokens) : passwordLogin(ctx, input, path, tokens);
}

async function passwordLogin(
  ctx: LoginCtx,
  input: LoginInput,
  path: LoginPath,
  tokens: LoginTokens,
): Promise<LoginResult> {
  const { db, client } = ctx;
  const brand = brandOf(ctx);
  const username = input.username?.trim() ?? '';
  // Never trimmed: a space is a legitimate password character (registration keeps it too).
  const password = input.password ?? '';
  if (!username || !password.trim()) throw new AppError('empty_credentials');
  const userKey = usernameKey(username);
  const [ipState, userState] = await Promise.all([
    throttleState(db, brand, 'login-ip', client.ip),
    throttleState(db, brand, 'login-user', userKey),
  ]);
  if (ipState.blockedUntil) throw tooManyRequests(ipState.blockedUntil);
  if (userState.blockedUntil) {
    const seconds = Math.ceil((userState.blockedUntil.getTime() - Date.now()) / 1000);
    throw new AppError('login_throttled', { seconds: Math.max(seconds, 1), count: Math.max(seconds, 1) });
  }
  const captchaNeeded =
    accountPolicy(ctx.brand.config).humanVerification === 'captcha' ||
    ipState.failures >= LOGIN_POLICY.captchaAfter ||
    userState.failures >= LOGIN_POLICY.captchaAfter;
  if (captchaNeeded && !(await consumeCaptcha(ctx, tokens.captchaId, input.captcha))) {
    throw await refuseWithCaptcha(ctx, input.captcha ? 'captcha_invalid' : 'captcha_required', 400);
  }
  const account = await findByUsername(db, brand, username);
  if (!(await verifyPassword(account?.password_hash, password)) || !account) {
    const [userFailures, ipFailures] = await Promise.all([
      recordFailure(db, brand, 'login-user', userKey, LOGIN_POLICY.userBlockSeconds),
      recordFailure(db, brand, 'login-ip', client.ip, LOGIN_POLICY.ipBlockSeconds),
    ]);
    const wantCaptcha = Math.max(userFailures, ipFailures) >= LOGIN_POLICY.captchaAfter || captchaNeeded;
    throw wantCaptcha
      ? await refuseWithCaptcha(ctx, 'login_failed', 401)
      : new AppError('login_failed', {}, 401);
  }
  await clearFailures(db, brand, 'login-user', userKey);
  refuse(account, path);
  await newIpChallenge(ctx, account, path, input.rememberMe);
  return finishLoginOnDevice(ctx, account, path, input.rememberMe, tokens.deviceToken);
}

function dialingCode(ctx: Pick<ServiceContext, 'brand'>, given?: string): string {
  const countries = ctx.brand.registerFields.mobile.countries;
  const code = given?.replace(/^\+/, '') || countries[0]!.countryDialingCode;
  if (!countries.some((c) => c.countryDialingCode === code)) {
    throw new AppError('field_invalid', {}, 400, { fields: { countryDialingCode: { code: 'pattern' } } });
  }
  return code;
}

async function smsLogin(
  ctx: LoginCtx & Pick<ServiceContext, 'secret'>,
  input: LoginInput,
  path: LoginPath,
  tokens: LoginTokens,
): Promise<LoginResult> {
  if (!flags(ctx)(WHITELABEL_FLAGS.codeLogin)) throw new AppError('feature_disabled');
  const mobile = input.mobileNum?.trim() ?? '';
  if (!/^\d{6,15}$/.test(mobile)) {
    throw new AppError('field_invalid', {}, 400, {
      fields: { mobileNum: { code: mobile ? 'pattern' : 'required' } },
    });
  }
  const code = dialingCode(ctx, input.countryDialingCode);
  await consumeCode(ctx.db, ctx.secret, {
    brand: brandOf(ctx),
    purpose: 'login',
    destination: phoneDestination(code, mobile),
    code: input.verificationCode,
  });
  const account = await findByMobile(ctx.db, brandOf(ctx), code, mobile);
  if (!account) throw new AppError('login_failed');
  refuse(account, path);
  return finishLoginOnDevice(ctx, account, path, input.rememberMe, tokens.deviceToken);
}

/** POST /wps/session/login/freeplay: a fresh trial account with its demo credits (spec §6) and a session. */
export async function freePlay(ctx: LoginCtx): Promise<LoginAnswer> {
  if (!flags(ctx)(WHITELABEL_FLAGS.freePlay)) throw new AppError('feature_disabled');
  const username = `trial${randomCode(10, 'abcdefghjkmnpqrstuvwxyz23456789')}`;
  const passwordHash = await hashPassword(randomBytes(24).toString('base64url'));
  // The account and its demo credits (the brand's freePlayBalance, never ledger money) in one transaction.
  const id = await ctx.db.transaction().execute(async (trx) => {
    const created = await insertAccount(trx, {
      brand_code: brandOf(ctx),
      username,
      username_key: usernameKey(username),
      type: ACCOUNT_TYPE.trial,
      password_hash: passwordHash,
      referral_code: randomCode(8),
      register_ip: ctx.client.ip,
      register_method: 'FREEPLAY',
    });
    await ensureTrialDemo(trx, ctx.brand, created);
    return created;
  });
  const account = await ctx.db
    .selectFrom('account')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return finishLogin(ctx, account, 'member');
}
