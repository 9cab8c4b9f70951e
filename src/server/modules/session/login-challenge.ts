/** The new-IP challenge of a login (a second factor bound to the account proves an unknown IP), and the delivery of codes by SMS or email. */
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { isTrialType, type LoginPath } from '@/core/account-types';
import { accountPolicy } from '@/core/brand';
import type { ServiceContext } from '@/server/context';
import { AppError } from '@/server/errors';
import { translate } from '@/server/i18n';
import { matchTotp } from '@/server/lib/totp';
import type { AccountRow } from '../accounts/accounts.repository';
import { memberLanguage } from '../accounts/language';
import { consumeCode, issueCode, phoneDestination, retractCode } from '../verification/codes';
import { finishLoginOnDevice, type LoginResult, refuse } from './finish-login';
import { brandOf, type LoginCtx } from './login-context';

const CHALLENGE_TTL_MS = 10 * 60_000;

/** What sending a code takes of the service context: the code's HMAC secret, the adapters, the answer's language. */
type DeliverCtx = Pick<ServiceContext, 'db' | 'brand' | 'secret' | 'messaging' | 'language'>;

/** Methods that can prove a new IP belongs to the account owner. */
function secondFactors(account: AccountRow): ('sms' | 'email' | 'totp')[] {
  const methods: ('sms' | 'email' | 'totp')[] = [];
  if (account.mobile_num && account.country_dialing_code) methods.push('sms');
  if (account.email) methods.push('email');
  if (account.totp_enabled && account.totp_secret) methods.push('totp');
  return methods;
}

/**
 * A login from an IP the account has not used before (when the brand asks for it and a second factor is bound):
 * a challenge is recorded and 428 verification_required thrown with its id and methods; otherwise nothing.
 */
export async function newIpChallenge(
  ctx: LoginCtx,
  account: AccountRow,
  path: LoginPath,
  rememberMe?: boolean,
) {
  const { db, client } = ctx;
  if (!accountPolicy(ctx.brand.config).newIpVerification || isTrialType(account.type)) return;
  const seen = await db.selectFrom('known_ip').select(['ip']).where('account_id', '=', account.id).execute();
  if (seen.length === 0 || seen.some((row) => row.ip === client.ip)) return;
  const methods = secondFactors(account);
  // An account with no second factor bound cannot be challenged; its password alone decides (documented).
  if (methods.length === 0) return;
  const challengeId = randomUUID();
  await db
    .insertInto('login_challenge')
    .values({
      id: challengeId,
      account_id: account.id,
      brand_code: brandOf(ctx),
      kind: path,
      ip: client.ip,
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

/** POST /wps/session/login/challenge/send: a code for the new-IP challenge, by SMS or email. */
export async function sendChallengeCode(
  ctx: LoginCtx & DeliverCtx,
  challengeId: string,
  method: 'sms' | 'email',
) {
  const { challenge, account } = await liveChallenge(ctx, challengeId);
  const minutes = accountPolicy(ctx.brand.config).smsCodeMinutes;
  const destination =
    method === 'sms' && account.mobile_num && account.country_dialing_code
      ? phoneDestination(account.country_dialing_code, account.mobile_num)
      : method === 'email' && account.email
        ? account.email.toLowerCase()
        : undefined;
  if (!destination) throw new AppError('feature_disabled');
  const code = await issueCode(ctx.db, ctx.secret, {
    brand: brandOf(ctx),
    purpose: 'newip',
    channel: method,
    destination,
    minutes,
  });
  await deliverCode(ctx, method, destination, code, minutes, account);
  return { expiredMinutes: minutes, challengeId: challenge.id };
}

async function liveChallenge(ctx: LoginCtx, challengeId: string) {
  const { db } = ctx;
  const challenge = await db
    .selectFrom('login_challenge')
    .selectAll()
    .where('id', '=', challengeId)
    .where('brand_code', '=', brandOf(ctx))
    .where('used_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .where('attempts', '<', 5)
    .executeTakeFirst();
  if (!challenge || challenge.ip !== ctx.client.ip) throw new AppError('verification_code_expired');
  const account = await db
    .selectFrom('account')
    .selectAll()
    .where('id', '=', challenge.account_id)
    .executeTakeFirstOrThrow();
  return { challenge, account };
}

/**
 * POST /wps/session/login/verify: completes a new-IP login with an SMS, email or authenticator code; the
 * challenge's remember-me choice applies to the device whose token (from its cookie) is given.
 */
export async function verifyChallenge(
  ctx: LoginCtx & Pick<ServiceContext, 'secret'>,
  input: { challengeId: string; method: string; code: string },
  deviceToken?: string,
): Promise<LoginResult> {
  const { db } = ctx;
  const { challenge, account } = await liveChallenge(ctx, input.challengeId);
  // Claim one of the challenge's tries before checking, atomically: parallel guesses share the 5 tries.
  const claimed = await db
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
    const spent = await db
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
    await consumeCode(db, ctx.secret, {
      brand: brandOf(ctx),
      purpose: 'newip',
      destination,
      code: input.code,
    });
  } else {
    throw new AppError('verification_code_invalid');
  }
  const used = await db
    .updateTable('login_challenge')
    .set({ used_at: sql<Date>`now()` })
    .where('id', '=', challenge.id)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  if (Number(used.numUpdatedRows) !== 1) throw new AppError('verification_code_expired');
  refuse(account, challenge.kind);
  return finishLoginOnDevice(ctx, account, challenge.kind, challenge.remember_me, deviceToken);
}

/**
 * Sends a verification code through the brand's SMS or email adapter, in the account's saved language when the
 * code goes to a known member (and the brand offers it), else in the request language. A code that could not be
 * sent is taken back (the send's error is the answer).
 */
export async function deliverCode(
  ctx: DeliverCtx,
  channel: 'sms' | 'email',
  to: string,
  code: string,
  minutes: number,
  account?: { language: string | null },
) {
  const params = { brand: ctx.brand.config.displayName, code, minutes };
  const language = memberLanguage(ctx.brand.config, account?.language, ctx.language);
  try {
    await ctx.messaging[channel].send({
      brandCode: brandOf(ctx),
      to,
      subject: translate(language, 'message_code_subject', params),
      body: translate(language, 'message_code_body', params),
    });
  } catch (error) {
    await retractCode(ctx.db, ctx.secret, { brand: brandOf(ctx), destination: to, code });
    throw error;
  }
}
