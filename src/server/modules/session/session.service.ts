import { randomBytes } from 'node:crypto';
import { ACCOUNT_TYPE, type LoginPath } from '@/core/account-types';
import type { LoginBody } from '@/core/api/identity';
import { accountPolicy } from '@/core/brand';
import { WHITELABEL_FLAGS } from '@/core/whitelabel';
import { hashPassword, verifyPassword } from '@/server/auth/passwords';
import { randomCode } from '@/server/auth/tokens';
import { contextOf } from '@/server/context';
import { AppError, tooManyRequests } from '@/server/errors';
import { findByMobile, findByUsername, insertAccount, usernameKey } from '../accounts/accounts.repository';
import { captchaIdFrom, issueCaptcha } from '../captcha/captcha.cookie';
import { consumeCaptcha } from '../captcha/captcha.service';
import { ensureTrialDemo } from '../demo/demo-credits';
import { consumeCode, phoneDestination } from '../verification/codes';
import { finishLogin, type LoginAnswer, refuse } from './finish-login';
import { newIpChallenge } from './login-challenge';
import { brandOf, flags, type LoginCtx } from './login-context';
import { clearFailures, LOGIN_POLICY, recordFailure, throttleState } from './throttle';

/** The login call's body: the contract's (src/core/api/identity.ts). */
export type LoginInput = LoginBody;

/** POST /wps/session/login: password login (with risk-based captcha) or SMS-code login. */
export async function login(ctx: LoginCtx, input: LoginInput): Promise<LoginAnswer> {
  const path = input.loginPath ?? 'member';
  return input.type === 'sms' ? smsLogin(ctx, input, path) : passwordLogin(ctx, input, path);
}

async function passwordLogin(ctx: LoginCtx, input: LoginInput, path: LoginPath): Promise<LoginAnswer> {
  const { app, request, reply } = ctx;
  const brand = brandOf(ctx);
  const username = input.username?.trim() ?? '';
  // Never trimmed: a space is a legitimate password character (registration keeps it too).
  const password = input.password ?? '';
  if (!username || !password.trim()) throw new AppError('empty_credentials');
  const userKey = usernameKey(username);
  const [ipState, userState] = await Promise.all([
    throttleState(app.db, brand, 'login-ip', request.ip),
    throttleState(app.db, brand, 'login-user', userKey),
  ]);
  if (ipState.blockedUntil) throw tooManyRequests(ipState.blockedUntil);
  if (userState.blockedUntil) {
    const seconds = Math.ceil((userState.blockedUntil.getTime() - Date.now()) / 1000);
    throw new AppError('login_throttled', { seconds: Math.max(seconds, 1), count: Math.max(seconds, 1) });
  }
  const captchaNeeded =
    accountPolicy(request.brand.config).humanVerification === 'captcha' ||
    ipState.failures >= LOGIN_POLICY.captchaAfter ||
    userState.failures >= LOGIN_POLICY.captchaAfter;
  if (captchaNeeded && !(await consumeCaptcha(contextOf(request), captchaIdFrom(request), input.captcha))) {
    const captcha = await issueCaptcha(contextOf(request), reply);
    throw new AppError(input.captcha ? 'captcha_invalid' : 'captcha_required', {}, 400, { captcha });
  }
  const account = await findByUsername(app.db, brand, username);
  if (!(await verifyPassword(account?.password_hash, password)) || !account) {
    const [userFailures, ipFailures] = await Promise.all([
      recordFailure(app.db, brand, 'login-user', userKey, LOGIN_POLICY.userBlockSeconds),
      recordFailure(app.db, brand, 'login-ip', request.ip, LOGIN_POLICY.ipBlockSeconds),
    ]);
    const wantCaptcha = Math.max(userFailures, ipFailures) >= LOGIN_POLICY.captchaAfter || captchaNeeded;
    const captcha = wantCaptcha ? await issueCaptcha(contextOf(request), reply) : undefined;
    throw new AppError('login_failed', {}, 401, captcha ? { captcha } : null);
  }
  await clearFailures(app.db, brand, 'login-user', userKey);
  refuse(account, path);
  await newIpChallenge(ctx, account, path, input.rememberMe);
  return finishLogin(ctx, account, path, input.rememberMe);
}

function dialingCode(ctx: LoginCtx, given?: string): string {
  const countries = ctx.request.brand.registerFields.mobile.countries;
  const code = given?.replace(/^\+/, '') || countries[0]!.countryDialingCode;
  if (!countries.some((c) => c.countryDialingCode === code)) {
    throw new AppError('field_invalid', {}, 400, { fields: { countryDialingCode: { code: 'pattern' } } });
  }
  return code;
}

async function smsLogin(ctx: LoginCtx, input: LoginInput, path: LoginPath): Promise<LoginAnswer> {
  const { app } = ctx;
  if (!flags(ctx)(WHITELABEL_FLAGS.codeLogin)) throw new AppError('feature_disabled');
  const mobile = input.mobileNum?.trim() ?? '';
  if (!/^\d{6,15}$/.test(mobile)) {
    throw new AppError('field_invalid', {}, 400, {
      fields: { mobileNum: { code: mobile ? 'pattern' : 'required' } },
    });
  }
  const code = dialingCode(ctx, input.countryDialingCode);
  await consumeCode(app.db, app.secret, {
    brand: brandOf(ctx),
    purpose: 'login',
    destination: phoneDestination(code, mobile),
    code: input.verificationCode,
  });
  const account = await findByMobile(app.db, brandOf(ctx), code, mobile);
  if (!account) throw new AppError('login_failed');
  refuse(account, path);
  return finishLogin(ctx, account, path, input.rememberMe);
}

/** POST /wps/session/login/freeplay: a fresh trial account with its demo credits (spec §6) and a session. */
export async function freePlay(ctx: LoginCtx): Promise<LoginAnswer> {
  const { app } = ctx;
  if (!flags(ctx)(WHITELABEL_FLAGS.freePlay)) throw new AppError('feature_disabled');
  const username = `trial${randomCode(10, 'abcdefghjkmnpqrstuvwxyz23456789')}`;
  const passwordHash = await hashPassword(randomBytes(24).toString('base64url'));
  // The account and its demo credits (the brand's freePlayBalance, never ledger money) in one transaction.
  const id = await app.db.transaction().execute(async (trx) => {
    const created = await insertAccount(trx, {
      brand_code: brandOf(ctx),
      username,
      username_key: usernameKey(username),
      type: ACCOUNT_TYPE.trial,
      password_hash: passwordHash,
      referral_code: randomCode(8),
      register_ip: ctx.request.ip,
      register_method: 'FREEPLAY',
    });
    await ensureTrialDemo(trx, ctx.request.brand, created);
    return created;
  });
  const account = await app.db
    .selectFrom('account')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return finishLogin(ctx, account, 'member');
}
