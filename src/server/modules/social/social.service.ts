import { randomBytes } from 'node:crypto';
import { accountPolicy } from '@/core/brand';
import type { SocialErrorCode } from '@/core/social';
import { hashToken } from '@/server/auth/tokens';
import type { ServiceContext } from '@/server/context';
import { AppError, tooManyRequests } from '@/server/errors';
import { LOGIN_POLICY, recordFailure, throttleState } from '../session/throttle';
import { SocialError } from './adapter';
import type { SocialProvider, SocialRegistry } from './providers';
import type { FlowCookie } from './social.cookie';
import { advanceFlow, findFlow, findIdentity, insertFlow } from './social.repository';

/**
 * The browser's round trip to a provider (docs/social-sign-in.md): the buttons, the start and the callback.
 * What the round trip left is taken up by social-choice.ts (log in, link) and social-register.ts (a new account).
 * The flow cookie is the routes' (social.cookie.ts): they pass its token in and set what these return.
 */

/** What social sign-in uses of the service context, and the providers of every brand (app.social). */
export type SocialCtx = Pick<ServiceContext, 'db' | 'brand' | 'client'> & { social: SocialRegistry };

export type LoginPath = 'member' | 'agent';

const START_TTL_MS = 10 * 60_000;
const CHOICE_TTL_MS = 15 * 60_000;

export const brandOf = (ctx: Pick<ServiceContext, 'brand'>) => ctx.brand.config.code;

/** The stored hash of a flow token (the cookie's value); none without a token. */
export const flowHash = (token: string | undefined) => (token ? hashToken(token) : undefined);

/** Only a path of this site: never another origin (an open redirect). */
export function safeReturnTo(value: unknown): string {
  if (typeof value !== 'string' || !/^\/(?![/\\])[\x21-\x7e]{0,300}$/.test(value)) return '/';
  return value;
}

/** The screen a social attempt comes back to: the agent login or the member login popup. */
const landing = (path: LoginPath) => (path === 'agent' ? '/agent' : '/login');

/** Where the provider sends the browser back: this site's origin (as the browser reached it) and the provider. */
export function redirectUri(origin: string, providerId: string): string {
  return `${origin}/wps/session/social/${providerId}/callback`;
}

/** Providers a screen shows: the member screens get all; the agent login only those the brand lets agents use. */
export function listProviders(ctx: Pick<SocialCtx, 'brand' | 'social'>, path: LoginPath) {
  const agentsAllowed = accountPolicy(ctx.brand.config).socialAgentLogin;
  return ctx.social
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

function providerFor(ctx: Pick<SocialCtx, 'brand' | 'social'>, id: string, path: LoginPath): SocialProvider {
  const provider = ctx.social.get(brandOf(ctx), id);
  const agentsAllowed = accountPolicy(ctx.brand.config).socialAgentLogin && provider?.agents;
  if (!provider || (path === 'agent' && !agentsAllowed)) throw new SocialError('social_provider_unknown');
  return provider;
}

async function ipGate(ctx: Pick<SocialCtx, 'db' | 'brand' | 'client'>) {
  const state = await throttleState(ctx.db, brandOf(ctx), 'login-ip', ctx.client.ip);
  if (state.blockedUntil) throw tooManyRequests(state.blockedUntil);
}

/** Where a failed attempt lands: the login screen with the reason (nothing was created or linked). */
export function errorLocation(path: LoginPath, code: SocialErrorCode | 'too_many_requests'): string {
  return `${landing(path)}?socialError=${code}`;
}

/**
 * GET /wps/session/social/<id>/start: a fresh state, nonce and PKCE verifier, kept server-side under a new flow
 * token; answers the provider's URL and the flow cookie that binds the attempt to this browser.
 */
export async function startFlow(
  ctx: SocialCtx,
  id: string,
  returnTo: unknown,
  path: LoginPath,
  origin: string,
): Promise<{ location: string; flow: FlowCookie }> {
  const provider = providerFor(ctx, id, path);
  await ipGate(ctx);
  const token = randomBytes(32).toString('base64url');
  // Loaded by the first social sign-in, not at every server start.
  const client = await import('openid-client');
  const secrets = {
    state: client.randomState(),
    nonce: client.randomNonce(),
    codeVerifier: client.randomPKCECodeVerifier(),
    redirectUri: redirectUri(origin, provider.id),
  };
  const url = await provider.adapter.authorizationUrl(secrets);
  await insertFlow(ctx.db, {
    tokenHash: hashToken(token),
    brand: brandOf(ctx),
    providerId: provider.id,
    loginPath: path,
    state: secrets.state,
    nonce: secrets.nonce,
    codeVerifier: secrets.codeVerifier,
    returnTo: safeReturnTo(returnTo),
    ip: ctx.client.ip,
    expiresAt: new Date(Date.now() + START_TTL_MS),
  });
  return { location: url.href, flow: { token, maxAge: START_TTL_MS / 1000 } };
}

/**
 * GET /wps/session/social/<id>/callback: consumes the started flow of this browser's token once (a replay finds
 * nothing), checks the state, lets the adapter verify the provider's answer, then leaves the flow ready for the
 * SPA: a linked identity to log in, an unknown one to choose between a new account and linking an existing one.
 * Returns where to go.
 */
export async function callback(
  ctx: SocialCtx,
  id: string,
  query: Record<string, string>,
  flowToken: string | undefined,
  origin: string,
): Promise<string> {
  const hash = flowHash(flowToken);
  const flow = hash ? await findFlow(ctx.db, hash, brandOf(ctx), 'started') : undefined;
  const path = flow?.login_path ?? 'member';
  try {
    await ipGate(ctx);
    // No attempt of this browser (no cookie, an old one): nothing to verify, nothing counted.
    if (!flow) throw new SocialError('social_state_invalid');
    if (flow.provider_id !== id) throw new SocialError('social_state_invalid', true);
    // Single use from here on: whatever happens next, this state never verifies again.
    if (!(await advanceFlow(ctx.db, flow.id, 'started', 'done')))
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
      redirectUri: redirectUri(origin, id),
    });
    const linked = await findIdentity(ctx.db, brandOf(ctx), id, identity.subject);
    if (linked) {
      await advanceFlow(ctx.db, flow.id, 'done', 'login', {
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
      await advanceFlow(ctx.db, flow.id, 'done', 'choice', {
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
      await recordFailure(ctx.db, brandOf(ctx), 'login-ip', ctx.client.ip, LOGIN_POLICY.ipBlockSeconds);
    }
    return errorLocation(path, error.code);
  }
}
