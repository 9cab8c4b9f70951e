import { randomBytes, randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { ACCOUNT_TYPE, isTrialType, type LoginPath, loginRefusal } from '../../../core/account-types';
import { accountPolicy } from '../../../core/brand';
import { WHITELABEL_FLAGS, whitelabelLookup } from '../../../core/whitelabel';
import { hashPassword, verifyPassword } from '../../auth/passwords';
import { hashToken, newToken, randomCode } from '../../auth/tokens';
import { AppError, tooManyRequests } from '../../errors';
import { translate } from '../../i18n';
import { matchTotp } from '../../lib/totp';
import {
  type AccountRow,
  findByMobile,
  findByUsername,
  insertAccount,
  usernameKey,
} from '../accounts/accounts.repository';
import { memberLanguage } from '../accounts/language';
import { fromAccountRow, memberInfo } from '../accounts/member-info';
import { consumeCaptcha, issueCaptcha } from '../captcha/captcha.service';
import { ensureTrialDemo } from '../demo/demo-credits';
import { consumeCode, issueCode, phoneDestination } from '../verification/codes';
import { createSession } from './session.repository';
import { clearFailures, LOGIN_POLICY, recordFailure, throttleState } from './throttle';

export const DEVICE_COOKIE = 'mq_device';
const DEVICE_TTL_SECONDS = 86_400;
const CHALLENGE_TTL_MS = 10 * 60_000;

export interface LoginInput {
  username?: string;
  password?: string;
  captcha?: string;
  type?: 'username' | 'sms';
  mobileNum?: string;
  countryDialingCode?: string;
  verificationCode?: string;
  loginPath?: LoginPath;
  rememberMe?: boolean;
}

interface Ctx {
  app: FastifyInstance;
  request: FastifyRequest;
  reply: FastifyReply;
}

const brandOf = (ctx: Ctx) => ctx.request.brand.config.code;
const flags = (ctx: Ctx) => whitelabelLookup(ctx.request.brand.whitelabel);

/** The remember-me device token from its cookie (parsed by @fastify/cookie), when well-formed. */
function deviceTokenOf(request: FastifyRequest): string | undefined {
  const token = request.cookies[DEVICE_COOKIE];
  return token && /^[A-Za-z0-9_-]{20,100}$/.test(token) ? token : undefined;
}

function deviceCookie(token: string, maxAge: number): string {
  return `${DEVICE_COOKIE}=${token}; Path=/wps/session; HttpOnly; Secure; SameSite=Strict; Max-Age=${maxAge}`;
}

/** Issues the session and the login answer; records the IP as known and handles the remember-me device token. */
export async function finishLogin(ctx: Ctx, account: AccountRow, kind: LoginPath, rememberMe?: boolean) {
  const { app, request, reply } = ctx;
  const policy = accountPolicy(request.brand.config);
  const token = await createSession(
    app.db,
    {
      accountId: account.id,
      brandCode: brandOf(ctx),
      kind,
      ip: request.ip,
      userAgent: request.headers['user-agent'],
    },
    { idleMinutes: policy.sessionIdleMinutes, maxHours: policy.sessionMaxHours },
  );
  await app.db
    .insertInto('known_ip')
    .values({ account_id: account.id, ip: request.ip })
    .onConflict((oc) => oc.doNothing())
    .execute();
  await app.db
    .updateTable('account')
    .set({ last_login_at: sql<Date>`now()` })
    .where('id', '=', account.id)
    .execute();
  if (rememberMe === true) {
    const device = newToken();
    await app.db
      .insertInto('device_token')
      .values({
        token_hash: device.hash,
        account_id: account.id,
        brand_code: brandOf(ctx),
        expires_at: new Date(Date.now() + DEVICE_TTL_SECONDS * 1000),
      })
      .execute();
    reply.header('set-cookie', deviceCookie(device.token, DEVICE_TTL_SECONDS));
  } else if (rememberMe === false) {
    await forgetDevice(ctx);
  }
  const info = memberInfo(request.brand.config, fromAccountRow(account));
  return {
    token,
    firstTimeLogin: info.firstTimeLogin,
    passwordExpired: info.passwordExpired,
    mustChangePassword: info.mustChangePassword,
    account: info,
  };
}

export type LoginAnswer = Awaited<ReturnType<typeof finishLogin>>;

export function refuse(account: AccountRow, path: LoginPath): void {
  if (account.status !== 'active') throw new AppError('account_disabled');
  const refusal = loginRefusal(account.type, path);
  if (refusal) throw new AppError(refusal);
}

/** Methods that can prove a new IP belongs to the account owner. */
function secondFactors(account: AccountRow): ('sms' | 'email' | 'totp')[] {
  const methods: ('sms' | 'email' | 'totp')[] = [];
  if (account.mobile_num && account.country_dialing_code) methods.push('sms');
  if (account.email) methods.push('email');
  if (account.totp_enabled && account.totp_secret) methods.push('totp');
  return methods;
}

export async function newIpChallenge(ctx: Ctx, account: AccountRow, path: LoginPath, rememberMe?: boolean) {
  const { app, request } = ctx;
  if (!accountPolicy(request.brand.config).newIpVerification || isTrialType(account.type)) return;
  const seen = await app.db
    .selectFrom('known_ip')
    .select(['ip'])
    .where('account_id', '=', account.id)
    .execute();
  if (seen.length === 0 || seen.some((row) => row.ip === request.ip)) return;
  const methods = secondFactors(account);
  // An account with no second factor bound cannot be challenged; its password alone decides (documented).
  if (methods.length === 0) return;
  const challengeId = randomUUID();
  await app.db
    .insertInto('login_challenge')
    .values({
      id: challengeId,
      account_id: account.id,
      brand_code: brandOf(ctx),
      kind: path,
      ip: request.ip,
      remember_me: rememberMe === true,
      expires_at: new Date(Date.now() + CHALLENGE_TTL_MS),
    })
    .execute();
  throw new AppError('verification_required', {}, 428, {
    challengeId,
    methods,
    maskedMobile: account.mobile_num ? `•••${account.mobile_num.slice(-3)}` : null,
    maskedEmail: account.email ? account.email.replace(/^(.).*(@.*)$/, '$1•••$2') : null,
  });
}

/** POST /wps/session/login: password login (with risk-based captcha) or SMS-code login. */
export async function login(ctx: Ctx, input: LoginInput): Promise<LoginAnswer> {
  const path = input.loginPath ?? 'member';
  return input.type === 'sms' ? smsLogin(ctx, input, path) : passwordLogin(ctx, input, path);
}

async function passwordLogin(ctx: Ctx, input: LoginInput, path: LoginPath): Promise<LoginAnswer> {
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
  if (captchaNeeded && !(await consumeCaptcha(app.db, brand, request, input.captcha))) {
    const captcha = await issueCaptcha(app.db, brand, reply);
    throw new AppError(input.captcha ? 'captcha_invalid' : 'captcha_required', {}, 400, { captcha });
  }
  const account = await findByUsername(app.db, brand, username);
  if (!(await verifyPassword(account?.password_hash, password)) || !account) {
    const [userFailures, ipFailures] = await Promise.all([
      recordFailure(app.db, brand, 'login-user', userKey, LOGIN_POLICY.userBlockSeconds),
      recordFailure(app.db, brand, 'login-ip', request.ip, LOGIN_POLICY.ipBlockSeconds),
    ]);
    const wantCaptcha = Math.max(userFailures, ipFailures) >= LOGIN_POLICY.captchaAfter || captchaNeeded;
    const captcha = wantCaptcha ? await issueCaptcha(app.db, brand, reply) : undefined;
    throw new AppError('login_failed', {}, 401, captcha ? { captcha } : null);
  }
  await clearFailures(app.db, brand, 'login-user', userKey);
  refuse(account, path);
  await newIpChallenge(ctx, account, path, input.rememberMe);
  return finishLogin(ctx, account, path, input.rememberMe);
}

function dialingCode(ctx: Ctx, given?: string): string {
  const countries = ctx.request.brand.registerFields.mobile.countries;
  const code = given?.replace(/^\+/, '') || countries[0]!.countryDialingCode;
  if (!countries.some((c) => c.countryDialingCode === code)) {
    throw new AppError('field_invalid', {}, 400, { fields: { countryDialingCode: { code: 'pattern' } } });
  }
  return code;
}

async function smsLogin(ctx: Ctx, input: LoginInput, path: LoginPath): Promise<LoginAnswer> {
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

/** POST /wps/session/login/challenge/send: a code for the new-IP challenge, by SMS or email. */
export async function sendChallengeCode(ctx: Ctx, challengeId: string, method: 'sms' | 'email') {
  const { app, request } = ctx;
  const { challenge, account } = await liveChallenge(ctx, challengeId);
  const minutes = accountPolicy(request.brand.config).smsCodeMinutes;
  const destination =
    method === 'sms' && account.mobile_num && account.country_dialing_code
      ? phoneDestination(account.country_dialing_code, account.mobile_num)
      : method === 'email' && account.email
        ? account.email.toLowerCase()
        : undefined;
  if (!destination) throw new AppError('feature_disabled');
  const code = await issueCode(app.db, app.secret, {
    brand: brandOf(ctx),
    purpose: 'newip',
    channel: method,
    destination,
    minutes,
  });
  await deliverCode(ctx, method, destination, code, minutes, account);
  return { expiredMinutes: minutes, challengeId: challenge.id };
}

async function liveChallenge(ctx: Ctx, challengeId: string) {
  const { app } = ctx;
  const challenge = await app.db
    .selectFrom('login_challenge')
    .selectAll()
    .where('id', '=', challengeId)
    .where('brand_code', '=', brandOf(ctx))
    .where('used_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .where('attempts', '<', 5)
    .executeTakeFirst();
  if (!challenge || challenge.ip !== ctx.request.ip) throw new AppError('verification_code_expired');
  const account = await app.db
    .selectFrom('account')
    .selectAll()
    .where('id', '=', challenge.account_id)
    .executeTakeFirstOrThrow();
  return { challenge, account };
}

/** POST /wps/session/login/verify: completes a new-IP login with an SMS, email or authenticator code. */
export async function verifyChallenge(
  ctx: Ctx,
  input: { challengeId: string; method: string; code: string },
) {
  const { app } = ctx;
  const { challenge, account } = await liveChallenge(ctx, input.challengeId);
  // Claim one of the challenge's tries before checking, atomically: parallel guesses share the 5 tries.
  const claimed = await app.db
    .updateTable('login_challenge')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id', '=', challenge.id)
    .where('attempts', '<', 5)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  if (Number(claimed.numUpdatedRows) !== 1) throw new AppError('verification_code_expired');
  if (input.method === 'totp') {
    const step =
      account.totp_enabled && account.totp_secret ? matchTotp(account.totp_secret, input.code) : undefined;
    if (step === undefined) throw new AppError('verification_code_invalid');
    // Single use even for codes sent at the same moment: only a step newer than the last one used is taken.
    const spent = await app.db
      .updateTable('account')
      .set({ totp_last_step: step })
      .where('id', '=', account.id)
      .where((eb) => eb.or([eb('totp_last_step', 'is', null), eb('totp_last_step', '<', BigInt(step))]))
      .executeTakeFirst();
    if (Number(spent.numUpdatedRows) !== 1) throw new AppError('verification_code_invalid');
  } else if (input.method === 'sms' || input.method === 'email') {
    const destination =
      input.method === 'sms'
        ? phoneDestination(account.country_dialing_code ?? '', account.mobile_num ?? '')
        : (account.email ?? '').toLowerCase();
    await consumeCode(app.db, app.secret, {
      brand: brandOf(ctx),
      purpose: 'newip',
      destination,
      code: input.code,
    });
  } else {
    throw new AppError('verification_code_invalid');
  }
  const used = await app.db
    .updateTable('login_challenge')
    .set({ used_at: sql<Date>`now()` })
    .where('id', '=', challenge.id)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  if (Number(used.numUpdatedRows) !== 1) throw new AppError('verification_code_expired');
  refuse(account, challenge.kind);
  return finishLogin(ctx, account, challenge.kind, challenge.remember_me);
}

/**
 * Sends a verification code through the brand's SMS or email adapter, in the account's saved language when the
 * code goes to a known member (and the brand offers it), else in the request language.
 */
export async function deliverCode(
  ctx: Ctx,
  channel: 'sms' | 'email',
  to: string,
  code: string,
  minutes: number,
  account?: { language: string | null },
) {
  const { app, request } = ctx;
  const params = { brand: request.brand.config.displayName, code, minutes };
  const language = memberLanguage(request.brand.config, account?.language, request.language);
  await app.messaging[channel].send({
    brandCode: brandOf(ctx),
    to,
    subject: translate(language, 'message_code_subject', params),
    body: translate(language, 'message_code_body', params),
  });
}

/** POST /wps/session/login/freeplay: a fresh trial account with its demo credits (spec §6) and a session. */
export async function freePlay(ctx: Ctx): Promise<LoginAnswer> {
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

/** The username remembered on this device (remember-me), if its 1-day device token is still valid. */
export async function rememberedUsername(ctx: Ctx): Promise<string | null> {
  const token = deviceTokenOf(ctx.request);
  if (!token) return null;
  const row = await ctx.app.db
    .selectFrom('device_token as d')
    .innerJoin('account as a', 'a.id', 'd.account_id')
    .select('a.username')
    .where('d.token_hash', '=', hashToken(token))
    .where('d.brand_code', '=', brandOf(ctx))
    .where('d.expires_at', '>', sql<Date>`now()`)
    .executeTakeFirst();
  return row?.username ?? null;
}

/** Unticking remember-me: the device token is deleted on the server and the cookie expires. */
export async function forgetDevice(ctx: Ctx): Promise<void> {
  const token = deviceTokenOf(ctx.request);
  if (token) await ctx.app.db.deleteFrom('device_token').where('token_hash', '=', hashToken(token)).execute();
  ctx.reply.header('set-cookie', deviceCookie('', 0));
}
