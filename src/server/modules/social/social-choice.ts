import type { Transaction } from 'kysely';
import { verifyPassword } from '@/server/auth/passwords';
import type { ServiceContext } from '@/server/context';
import type { Database } from '@/server/db/database';
import { AppError, tooManyRequests } from '@/server/errors';
import { matchTotp } from '@/server/lib/totp';
import {
  type AccountRow,
  findById,
  findByUsername,
  isUniqueViolation,
  usernameKey,
} from '../accounts/accounts.repository';
import { finishLogin, refuse } from '../session/finish-login';
import { newIpChallenge } from '../session/login-challenge';
import type { LoginCtx } from '../session/login-context';
import { clearFailures, LOGIN_POLICY, recordFailure, throttleState } from '../session/throttle';
import { advanceFlow, findFlow, identityOfAccount, insertIdentity } from './social.repository';
import { brandOf, flowHash, type LoginPath, type SocialCtx } from './social.service';
import type { SocialClaims } from './social.tables';

/**
 * What the provider round trip left for this browser (docs/social-sign-in.md): a linked identity logs in; an
 * unknown one is linked to an existing account or becomes a new one (social-register.ts). A call that uses the
 * flow up answers a SignIn; the route then expires the flow cookie and calls signIn for the session.
 */

/** A flow used up by a sign-in: the account to log in, where the SPA goes next, the login path. */
export interface SignIn {
  accountId: bigint;
  returnTo: string;
  path: LoginPath;
}

type FlowCtx = Pick<ServiceContext, 'db' | 'brand'>;

/** The flow of this browser's token waiting for the choice (link or register), with its verified identity. */
export async function choiceFlow(ctx: FlowCtx, flowToken: string | undefined) {
  const hash = flowHash(flowToken);
  const flow = hash ? await findFlow(ctx.db, hash, brandOf(ctx), 'choice') : undefined;
  if (!flow?.subject || !flow.issuer) throw new AppError('social_flow_expired');
  return { ...flow, subject: flow.subject, issuer: flow.issuer, claims: (flow.claims ?? {}) as SocialClaims };
}

export type Choice = Awaited<ReturnType<typeof choiceFlow>>;

/** Registration fields pre-filled from the provider's claims (what the choice screen shows). */
export function prefill(claims: SocialClaims) {
  const username = (claims.username ?? claims.email?.split('@')[0] ?? '')
    .replace(/[^A-Za-z0-9]/g, '')
    .slice(0, 16);
  return {
    username: /^[A-Za-z]/.test(username) ? username.toLowerCase() : '',
    email: claims.email ?? '',
    payeeName: claims.name ?? '',
  };
}

/**
 * POST /wps/session/social/result: what the callback left for this browser. A linked identity's flow is used up
 * (kind login: the route expires the cookie and signs in); an unknown one answers the choice with pre-filled fields.
 */
export async function result(ctx: Pick<SocialCtx, 'db' | 'brand' | 'social'>, flowToken: string | undefined) {
  const hash = flowHash(flowToken);
  const login = hash ? await findFlow(ctx.db, hash, brandOf(ctx), 'login') : undefined;
  if (login?.account_id) {
    if (!(await advanceFlow(ctx.db, login.id, 'login', 'done'))) throw new AppError('social_flow_expired');
    const signIn: SignIn = { accountId: login.account_id, returnTo: login.return_to, path: login.login_path };
    return { kind: 'login' as const, signIn };
  }
  const choice = await choiceFlow(ctx, flowToken);
  const provider = ctx.social.get(brandOf(ctx), choice.provider_id);
  return {
    kind: 'choice' as const,
    returnTo: choice.return_to,
    provider: { id: choice.provider_id, displayName: provider?.displayName ?? choice.provider_id },
    prefill: prefill(choice.claims),
  };
}

/** The login answer of a social sign-in: the forced password change never applies after one (spec §4). */
export async function socialLogin(ctx: LoginCtx, account: AccountRow, path: LoginPath) {
  refuse(account, path);
  await newIpChallenge(ctx, account, path);
  const answer = await finishLogin(ctx, account, path);
  return {
    ...answer,
    passwordExpired: false,
    mustChangePassword: false,
    account: { ...answer.account, passwordExpired: false, mustChangePassword: false },
  };
}

/** The session of a used-up flow (new-IP verification and refusals as for a password): the SPA's login answer. */
export async function signIn(ctx: LoginCtx, done: SignIn) {
  const account = await findById(ctx.db, brandOf(ctx), done.accountId);
  if (!account) throw new AppError('social_flow_expired');
  return {
    kind: 'login' as const,
    returnTo: done.returnTo,
    login: await socialLogin(ctx, account, done.path),
  };
}

/**
 * POST /wps/session/social/link: links the pending identity to an existing account proven by its password (and
 * its authenticator code when enrolled), throttled like a password login. Permanent; the flow is used up.
 */
export async function link(
  ctx: LoginCtx,
  flowToken: string | undefined,
  body: { username: string; password: string; totpCode?: string },
): Promise<SignIn> {
  const { db } = ctx;
  const brand = brandOf(ctx);
  const choice = await choiceFlow(ctx, flowToken);
  const username = body.username.trim();
  if (!username || !body.password.trim()) throw new AppError('empty_credentials');
  const userKey = usernameKey(username);
  const [ipState, userState] = await Promise.all([
    throttleState(db, brand, 'login-ip', ctx.client.ip),
    throttleState(db, brand, 'login-user', userKey),
  ]);
  if (ipState.blockedUntil) throw tooManyRequests(ipState.blockedUntil);
  if (userState.blockedUntil) {
    const seconds = Math.ceil((userState.blockedUntil.getTime() - Date.now()) / 1000);
    throw new AppError('login_throttled', { seconds: Math.max(seconds, 1), count: Math.max(seconds, 1) });
  }
  const account = await findByUsername(db, brand, username);
  if (!(await verifyPassword(account?.password_hash, body.password)) || !account) {
    await Promise.all([
      recordFailure(db, brand, 'login-user', userKey, LOGIN_POLICY.userBlockSeconds),
      recordFailure(db, brand, 'login-ip', ctx.client.ip, LOGIN_POLICY.ipBlockSeconds),
    ]);
    throw new AppError('login_failed');
  }
  refuse(account, 'member');
  if (account.totp_enabled && account.totp_secret) await spendTotp(ctx, account, body.totpCode);
  await clearFailures(db, brand, 'login-user', userKey);
  if (await identityOfAccount(db, account.id, choice.provider_id))
    throw new AppError('social_account_linked');
  await linkOnce(ctx, choice, account.id);
  return { accountId: account.id, returnTo: choice.return_to, path: 'member' };
}

/** The account's authenticator code, used once (a step at or before the last one used is refused). */
async function spendTotp(ctx: FlowCtx, account: AccountRow, code: string | undefined) {
  const step = code ? matchTotp(account.totp_secret!, code) : undefined;
  if (step === undefined) {
    throw new AppError(code ? 'verification_code_invalid' : 'social_totp_required', {}, 400, {
      totpRequired: true,
    });
  }
  const spent = await ctx.db
    .updateTable('account')
    .set({ totp_last_step: step })
    .where('id', '=', account.id)
    .where((eb) => eb.or([eb('totp_last_step', 'is', null), eb('totp_last_step', '<', BigInt(step))]))
    .executeTakeFirst();
  if (Number(spent.numUpdatedRows) !== 1)
    throw new AppError('verification_code_invalid', {}, 400, { totpRequired: true });
}

/**
 * The identity row and the end of the flow in one transaction (the given one, else a new one); either unique
 * key refuses a second link.
 */
export async function linkOnce(
  ctx: FlowCtx,
  choice: Choice,
  accountId: bigint,
  inside?: Transaction<Database>,
) {
  const run = async (trx: Transaction<Database>) => {
    if (!(await advanceFlow(trx, choice.id, 'choice', 'done'))) throw new AppError('social_flow_expired');
    try {
      await insertIdentity(trx, {
        brand: brandOf(ctx),
        providerId: choice.provider_id,
        subject: choice.subject,
        issuer: choice.issuer,
        accountId,
        email: choice.claims.emailVerified ? choice.claims.email : undefined,
      });
    } catch (error) {
      if (isUniqueViolation(error, 'social_identity_subject_key'))
        throw new AppError('social_identity_taken');
      if (isUniqueViolation(error, 'social_identity_account_key'))
        throw new AppError('social_account_linked');
      throw error;
    }
  };
  if (inside) await run(inside);
  else await ctx.db.transaction().execute(run);
}
