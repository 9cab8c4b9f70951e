import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as client from 'openid-client';
import { accountPolicy } from '@/core/brand';
import type { SocialErrorCode } from '@/core/social';
import { verifyPassword } from '@/server/auth/passwords';
import { hashToken } from '@/server/auth/tokens';
import { AppError, tooManyRequests } from '@/server/errors';
import { matchTotp } from '@/server/lib/totp';
import {
  type AccountRow,
  findById,
  findByUsername,
  isUniqueViolation,
  usernameKey,
} from '../accounts/accounts.repository';
import { fromAccountRow, memberInfo } from '../accounts/member-info';
import { finishLogin, refuse } from '../session/finish-login';
import { newIpChallenge } from '../session/login-challenge';
import { clearFailures, LOGIN_POLICY, recordFailure, throttleState } from '../session/throttle';
import { SocialError } from './adapter';
import type { SocialProvider, SocialRegistry } from './providers';
import {
  advanceFlow,
  findFlow,
  findIdentity,
  identityOfAccount,
  insertFlow,
  insertIdentity,
} from './social.repository';
import type { SocialClaims } from './social.tables';

export const SOCIAL_COOKIE = 'mq_social';
const START_TTL_MS = 10 * 60_000;
const CHOICE_TTL_MS = 15 * 60_000;

declare module 'fastify' {
  interface FastifyInstance {
    /** The social sign-in providers of every brand (modules/social). */
    social: SocialRegistry;
  }
}

export interface Ctx {
  app: FastifyInstance;
  request: FastifyRequest;
  reply: FastifyReply;
}

const brandOf = (ctx: Ctx) => ctx.request.brand.config.code;

function flowCookie(token: string, maxAgeSeconds: number): string {
  // Lax: the provider's redirect back is a top-level GET navigation, which carries it.
  return `${SOCIAL_COOKIE}=${token}; Path=/wps/session/social; HttpOnly; Secure; SameSite=Lax; Max-Age=${maxAgeSeconds}`;
}

function flowTokenHash(request: FastifyRequest): Buffer | undefined {
  const token = request.cookies[SOCIAL_COOKIE];
  return token && /^[A-Za-z0-9_-]{43}$/.test(token) ? hashToken(token) : undefined;
}

/** Only a path of this site: never another origin (an open redirect). */
export function safeReturnTo(value: unknown): string {
  if (typeof value !== 'string' || !/^\/(?![/\\])[\x21-\x7e]{0,300}$/.test(value)) return '/';
  return value;
}

/** The screen a social attempt comes back to: the agent login or the member login popup. */
const landing = (path: 'member' | 'agent') => (path === 'agent' ? '/agent' : '/login');

export function redirectUri(request: FastifyRequest, providerId: string): string {
  return `${request.protocol}://${request.host}/wps/session/social/${providerId}/callback`;
}

/** Providers a screen shows: the member screens get all; the agent login only those the brand lets agents use. */
export function listProviders(ctx: Ctx, path: 'member' | 'agent') {
  const agentsAllowed = accountPolicy(ctx.request.brand.config).socialAgentLogin;
  return ctx.app.social
    .list(brandOf(ctx))
    .filter((p) => path === 'member' || (agentsAllowed && p.agents))
    .map((p) => ({
      id: p.id,
      kind: p.kind,
      displayName: p.displayName,
      icon: p.icon,
      startUrl: `/wps/session/social/${p.id}/start`,
    }));
}

function providerFor(ctx: Ctx, id: string, path: 'member' | 'agent'): SocialProvider {
  const provider = ctx.app.social.get(brandOf(ctx), id);
  const agentsAllowed = accountPolicy(ctx.request.brand.config).socialAgentLogin && provider?.agents;
  if (!provider || (path === 'agent' && !agentsAllowed)) throw new SocialError('social_provider_unknown');
  return provider;
}

async function ipGate(ctx: Ctx) {
  const state = await throttleState(ctx.app.db, brandOf(ctx), 'login-ip', ctx.request.ip);
  if (state.blockedUntil) throw tooManyRequests(state.blockedUntil);
}

/** Where a failed attempt lands: the login screen with the reason (nothing was created or linked). */
export function errorLocation(path: 'member' | 'agent', code: SocialErrorCode | 'too_many_requests'): string {
  return `${landing(path)}?socialError=${code}`;
}

/** GET /wps/session/social/<id>/start: a fresh state, nonce and PKCE verifier bound to this browser; 302 onwards. */
export async function startFlow(
  ctx: Ctx,
  id: string,
  returnTo: unknown,
  path: 'member' | 'agent',
): Promise<string> {
  const provider = providerFor(ctx, id, path);
  await ipGate(ctx);
  const token = randomBytes(32).toString('base64url');
  const secrets = {
    state: client.randomState(),
    nonce: client.randomNonce(),
    codeVerifier: client.randomPKCECodeVerifier(),
    redirectUri: redirectUri(ctx.request, provider.id),
  };
  const url = await provider.adapter.authorizationUrl(secrets);
  await insertFlow(ctx.app.db, {
    tokenHash: hashToken(token),
    brand: brandOf(ctx),
    providerId: provider.id,
    loginPath: path,
    state: secrets.state,
    nonce: secrets.nonce,
    codeVerifier: secrets.codeVerifier,
    returnTo: safeReturnTo(returnTo),
    ip: ctx.request.ip,
    expiresAt: new Date(Date.now() + START_TTL_MS),
  });
  ctx.reply.header('set-cookie', flowCookie(token, START_TTL_MS / 1000));
  return url.href;
}

/**
 * GET /wps/session/social/<id>/callback: consumes the started flow once (a replay finds nothing), checks the
 * state, lets the adapter verify the provider's answer, then leaves the flow ready for the SPA: a linked identity
 * to log in, an unknown one to choose between a new account and linking an existing one. Returns where to go.
 */
export async function callback(ctx: Ctx, id: string, query: Record<string, string>): Promise<string> {
  const { app, request } = ctx;
  const hash = flowTokenHash(request);
  const flow = hash ? await findFlow(app.db, hash, brandOf(ctx), 'started') : undefined;
  const path = flow?.login_path ?? 'member';
  try {
    await ipGate(ctx);
    // No attempt of this browser (no cookie, an old one): nothing to verify, nothing counted.
    if (!flow) throw new SocialError('social_state_invalid');
    if (flow.provider_id !== id) throw new SocialError('social_state_invalid', true);
    // Single use from here on: whatever happens next, this state never verifies again.
    if (!(await advanceFlow(app.db, flow.id, 'started', 'done')))
      throw new SocialError('social_state_invalid', true);
    // The provider's own error answer (a cancel, a refusal) comes first: it may carry our state or none.
    if (typeof query.error === 'string') {
      throw new SocialError(query.error === 'access_denied' ? 'social_cancelled' : 'social_provider_error');
    }
    if (typeof query.state !== 'string' || query.state !== flow.state)
      throw new SocialError('social_state_invalid', true);
    const provider = providerFor(ctx, id, path);
    const identity = await provider.adapter.verify(query, {
      state: flow.state,
      nonce: flow.nonce,
      codeVerifier: flow.code_verifier,
      redirectUri: redirectUri(request, id),
    });
    const linked = await findIdentity(app.db, brandOf(ctx), id, identity.subject);
    if (linked) {
      await advanceFlow(app.db, flow.id, 'done', 'login', {
        accountId: linked.account_id,
        subject: identity.subject,
        issuer: identity.issuer,
        expiresAt: new Date(Date.now() + START_TTL_MS),
      });
    } else {
      if (path === 'agent') throw new SocialError('social_not_linked');
      // Never on an email the provider has not verified: no pre-filled address, no account, no link.
      if (identity.claims.email && !identity.claims.emailVerified)
        throw new SocialError('social_email_unverified');
      await advanceFlow(app.db, flow.id, 'done', 'choice', {
        subject: identity.subject,
        issuer: identity.issuer,
        claims: identity.claims,
        expiresAt: new Date(Date.now() + CHOICE_TTL_MS),
      });
    }
    return `${landing(path)}?social=${encodeURIComponent(id)}`;
  } catch (error) {
    if (error instanceof AppError && error.code === 'too_many_requests')
      return errorLocation(path, 'too_many_requests');
    if (!(error instanceof SocialError)) throw error;
    if (error.suspicious) {
      await recordFailure(app.db, brandOf(ctx), 'login-ip', request.ip, LOGIN_POLICY.ipBlockSeconds);
    }
    return errorLocation(path, error.code);
  }
}

/** The login answer of a social sign-in: the forced password change never applies after one (spec §4). */
async function socialLogin(ctx: Ctx, account: AccountRow, path: 'member' | 'agent') {
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

function endFlowCookie(ctx: Ctx) {
  ctx.reply.header('set-cookie', flowCookie('', 0));
}

async function choiceFlow(ctx: Ctx) {
  const hash = flowTokenHash(ctx.request);
  const flow = hash ? await findFlow(ctx.app.db, hash, brandOf(ctx), 'choice') : undefined;
  if (!flow?.subject || !flow.issuer) throw new AppError('social_flow_expired');
  return { ...flow, subject: flow.subject, issuer: flow.issuer, claims: (flow.claims ?? {}) as SocialClaims };
}

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
 * POST /wps/session/social/result: what the callback left for this browser. A linked identity logs in now (new-IP
 * verification and refusals as for a password); an unknown one returns the choice with pre-filled fields.
 */
export async function result(ctx: Ctx) {
  const { app } = ctx;
  const hash = flowTokenHash(ctx.request);
  const login = hash ? await findFlow(app.db, hash, brandOf(ctx), 'login') : undefined;
  if (login?.account_id) {
    if (!(await advanceFlow(app.db, login.id, 'login', 'done'))) throw new AppError('social_flow_expired');
    endFlowCookie(ctx);
    const account = await findById(app.db, brandOf(ctx), login.account_id);
    if (!account) throw new AppError('social_flow_expired');
    return {
      kind: 'login' as const,
      returnTo: login.return_to,
      login: await socialLogin(ctx, account, login.login_path),
    };
  }
  const choice = await choiceFlow(ctx);
  const provider = app.social.get(brandOf(ctx), choice.provider_id);
  return {
    kind: 'choice' as const,
    returnTo: choice.return_to,
    provider: { id: choice.provider_id, displayName: provider?.displayName ?? choice.provider_id },
    prefill: prefill(choice.claims),
  };
}

/**
 * POST /wps/session/social/link: links the pending identity to an existing account proven by its password (and
 * its authenticator code when enrolled), throttled like a password login; then logs in. Permanent.
 */
export async function link(ctx: Ctx, body: { username: string; password: string; totpCode?: string }) {
  const { app, request } = ctx;
  const brand = brandOf(ctx);
  const choice = await choiceFlow(ctx);
  const username = body.username.trim();
  if (!username || !body.password.trim()) throw new AppError('empty_credentials');
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
  const account = await findByUsername(app.db, brand, username);
  if (!(await verifyPassword(account?.password_hash, body.password)) || !account) {
    await Promise.all([
      recordFailure(app.db, brand, 'login-user', userKey, LOGIN_POLICY.userBlockSeconds),
      recordFailure(app.db, brand, 'login-ip', request.ip, LOGIN_POLICY.ipBlockSeconds),
    ]);
    throw new AppError('login_failed');
  }
  refuse(account, 'member');
  if (account.totp_enabled && account.totp_secret) {
    const step = body.totpCode ? matchTotp(account.totp_secret, body.totpCode) : undefined;
    if (step === undefined) {
      throw new AppError(body.totpCode ? 'verification_code_invalid' : 'social_totp_required', {}, 400, {
        totpRequired: true,
      });
    }
    const spent = await app.db
      .updateTable('account')
      .set({ totp_last_step: step })
      .where('id', '=', account.id)
      .where((eb) => eb.or([eb('totp_last_step', 'is', null), eb('totp_last_step', '<', BigInt(step))]))
      .executeTakeFirst();
    if (Number(spent.numUpdatedRows) !== 1)
      throw new AppError('verification_code_invalid', {}, 400, { totpRequired: true });
  }
  await clearFailures(app.db, brand, 'login-user', userKey);
  if (await identityOfAccount(app.db, account.id, choice.provider_id))
    throw new AppError('social_account_linked');
  await linkOnce(ctx, choice, account.id);
  endFlowCookie(ctx);
  return {
    kind: 'login' as const,
    returnTo: choice.return_to,
    login: await socialLogin(ctx, account, 'member'),
  };
}

type Choice = Awaited<ReturnType<typeof choiceFlow>>;

/** The identity row and the end of the flow in one transaction; either unique key refuses a second link. */
export async function linkOnce(
  ctx: Ctx,
  choice: Choice,
  accountId: bigint,
  inside?: Parameters<typeof insertIdentity>[0],
) {
  const run = async (trx: Parameters<typeof insertIdentity>[0]) => {
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
  else await ctx.app.db.transaction().execute(run);
}

export { choiceFlow, socialLogin };

/** Member info of an account row (registration answers). */
export const infoOf = (ctx: Ctx, row: AccountRow) =>
  memberInfo(ctx.request.brand.config, fromAccountRow(row));
