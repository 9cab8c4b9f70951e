import type { CustomFetch } from 'openid-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadBrands } from '@/server/brands/load-brands';
import { type DevIdp, startDevIdp } from '@/server/modules/social/dev-idp';
import { defaultBrandsDir } from '@/server/paths';
import { call, expectError, LOTUS, uniqueName } from './accounts-support';
import { createTestApp, type TestApp } from './helpers';
import { type SocialAttempt, socialAttempt, withFlow } from './social-support';

/**
 * Every refusal of issue 17 against the real development provider: each lands on the login screen with its reason,
 * and nothing is created or linked. Token-level attacks rewrite the provider's real token response on its way to
 * the server (the HTTP client hook of buildApp), as a network attacker or a broken provider would.
 */
const brands = loadBrands(defaultBrandsDir).brands;
let idp: DevIdp;
/** A second provider with the same signing keys at another issuer URL. */
let otherIdp: DevIdp;
let t: TestApp;
let otherIssuerApp: TestApp;
let skewedApp: TestApp;

/** Rewrites the next token responses' JSON while set. */
let rewrite: ((body: Record<string, unknown>) => Record<string, unknown>) | undefined;
/** ID tokens the token endpoint issued, newest last, per app. */
const issued: Record<string, string[]> = { main: [], other: [] };

function hook(name: string): CustomFetch {
  return async (url, options) => {
    const response = await fetch(url, options as RequestInit);
    if (!url.endsWith('/token') || response.status !== 200) return response;
    let body = (await response.json()) as Record<string, unknown>;
    issued[name]!.push(String(body.id_token));
    if (rewrite && name === 'main') body = rewrite(body);
    return new Response(JSON.stringify(body), { status: 200, headers: response.headers });
  };
}

beforeAll(async () => {
  idp = await startDevIdp({ brands, port: 0 });
  otherIdp = await startDevIdp({ brands, port: 0, keys: idp.keys });
  // One at a time: PostgreSQL refuses concurrent CREATE DATABASE from the same template.
  t = await createTestApp({ env: { SOCIAL_DEV_ISSUER: idp.issuer }, social: { fetch: hook('main') } });
  otherIssuerApp = await createTestApp({
    env: { SOCIAL_DEV_ISSUER: otherIdp.issuer },
    social: { fetch: hook('other') },
  });
  // This server's clock runs an hour ahead of the provider's: every ID token it receives has expired.
  skewedApp = await createTestApp({
    env: { SOCIAL_DEV_ISSUER: idp.issuer },
    social: { clockSkewSeconds: 3600 },
  });
});
afterAll(async () => {
  await Promise.all([t?.close(), otherIssuerApp?.close(), skewedApp?.close()]);
  await Promise.all([idp?.close(), otherIdp?.close()]);
});

/** Nothing was created or linked, and the attempt left nothing to finish. */
async function nothingCreated(app: TestApp, attempt: SocialAttempt) {
  expect(await app.db.selectFrom('social_identity').select('id').execute()).toEqual([]);
  expect(
    await app.db.selectFrom('account').select('id').where('register_method', '=', 'SOCIAL').execute(),
  ).toEqual([]);
  expectError(await withFlow(app, attempt, '/wps/session/social/result'), 400, 'social_flow_expired');
}

const fresh = () => `sec${uniqueName('x').slice(1, 9)}`;

describe('social sign-in refusals', () => {
  it('a replayed callback (same state, same cookie) is refused', async () => {
    const attempt = await socialAttempt(t, { login: fresh() });
    expect(attempt.landing).toBe('/login?social=google');
    const replay = await call(t, 'GET', attempt.callbackUrl, {
      ip: attempt.ip,
      cookie: attempt.cookie,
    });
    // (the first answer is still waiting for the SPA; the replay itself gets nothing)
    expect(replay.headers.location).toBe('/login?socialError=social_state_invalid');
  });

  it('a forged state is refused and spends the attempt', async () => {
    const attempt = await socialAttempt(t, {
      login: fresh(),
      alter: (url) => url.searchParams.set('state', 'forged-state-value'),
    });
    expect(attempt.landing).toBe('/login?socialError=social_state_invalid');
    await nothingCreated(t, attempt);
  });

  it('a callback without the browser cookie is refused', async () => {
    const attempt = await socialAttempt(t, { login: fresh() });
    const foreign = await call(t, 'GET', attempt.callbackUrl);
    expect(foreign.headers.location).toBe('/login?socialError=social_state_invalid');
  });

  it('a user who cancels at the provider lands on the login screen with "cancelled"', async () => {
    const attempt = await socialAttempt(t, { login: 'cancel' });
    expect(attempt.landing).toBe('/login?socialError=social_cancelled');
    await nothingCreated(t, attempt);
  });

  it('an identity whose email is not verified creates and links nothing', async () => {
    const attempt = await socialAttempt(t, { login: 'chai' });
    expect(attempt.landing).toBe('/login?socialError=social_email_unverified');
    await nothingCreated(t, attempt);
  });

  it("a provider error (the token endpoint refuses the code) shows as the provider's error", async () => {
    const attempt = await socialAttempt(t, {
      login: fresh(),
      alter: (url) => url.searchParams.set('code', 'not-a-code-the-provider-issued'),
    });
    expect(attempt.landing).toBe('/login?socialError=social_provider_error');
    await nothingCreated(t, attempt);
  });

  it('a tampered ID token (one signature byte changed) is refused', async () => {
    rewrite = (body) => {
      const [header, payload, signature] = String(body.id_token).split('.');
      const flipped = `${signature!.slice(0, 10)}${signature![10] === 'A' ? 'B' : 'A'}${signature!.slice(11)}`;
      return { ...body, id_token: `${header}.${payload}.${flipped}` };
    };
    try {
      const attempt = await socialAttempt(t, { login: fresh() });
      expect(attempt.landing).toBe('/login?socialError=social_token_invalid');
      await nothingCreated(t, attempt);
    } finally {
      rewrite = undefined;
    }
  });

  it('a tampered ID token payload (another subject, signature kept) is refused', async () => {
    rewrite = (body) => {
      const [header, payload, signature] = String(body.id_token).split('.');
      const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString('utf8'));
      const forged = Buffer.from(JSON.stringify({ ...claims, sub: 'dev-alice' })).toString('base64url');
      return { ...body, id_token: `${header}.${forged}.${signature}` };
    };
    try {
      const attempt = await socialAttempt(t, { login: fresh() });
      expect(attempt.landing).toBe('/login?socialError=social_token_invalid');
      await nothingCreated(t, attempt);
    } finally {
      rewrite = undefined;
    }
  });

  it("a real ID token issued to another client (lotus's) is refused", async () => {
    await socialAttempt(t, { login: fresh(), host: LOTUS });
    const lotusToken = issued.main!.at(-1)!;
    expect(JSON.parse(Buffer.from(lotusToken.split('.')[1]!, 'base64url').toString()).aud).toBe(
      'lotus-google',
    );
    rewrite = (body) => ({ ...body, id_token: lotusToken });
    try {
      const attempt = await socialAttempt(t, { login: fresh() });
      expect(attempt.landing).toBe('/login?socialError=social_token_invalid');
      expect(await t.db.selectFrom('social_identity').select('id').execute()).toEqual([]);
    } finally {
      rewrite = undefined;
    }
  });

  it('a real ID token from another issuer (same signing keys) is refused', async () => {
    await socialAttempt(otherIssuerApp, { login: fresh() });
    const foreign = issued.other!.at(-1)!;
    const claims = JSON.parse(Buffer.from(foreign.split('.')[1]!, 'base64url').toString());
    expect(claims).toMatchObject({ iss: otherIdp.issuer, aud: 'aurora-google' });
    rewrite = (body) => ({ ...body, id_token: foreign });
    try {
      const attempt = await socialAttempt(t, { login: fresh() });
      expect(attempt.landing).toBe('/login?socialError=social_token_invalid');
      await nothingCreated(t, attempt);
    } finally {
      rewrite = undefined;
    }
  });

  it('an expired ID token is refused', async () => {
    const attempt = await socialAttempt(skewedApp, { login: fresh() });
    expect(attempt.landing).toBe('/login?socialError=social_token_invalid');
    await nothingCreated(skewedApp, attempt);
  });

  it('an unknown provider or a bad return address never leaves the site', async () => {
    const unknown = await call(t, 'GET', '/wps/session/social/facebook/start');
    expect(unknown.headers.location).toBe('/login?socialError=social_provider_unknown');
    for (const returnTo of ['https://evil.example/', '//evil.example/x', '/\\evil.example']) {
      const attempt = await call(
        t,
        'GET',
        `/wps/session/social/google/start?returnTo=${encodeURIComponent(returnTo)}`,
      );
      const flow = await t.db
        .selectFrom('social_flow')
        .select('return_to')
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow();
      expect(attempt.statusCode).toBe(302);
      expect(flow.return_to).toBe('/');
    }
  });

  it('suspicious failures count against the address like failed password logins', async () => {
    const ip = '10.251.0.7';
    const before = await t.db
      .selectFrom('auth_throttle')
      .select('failures')
      .where('key', '=', ip)
      .executeTakeFirst();
    expect(before).toBeUndefined();
    await socialAttempt(t, { login: fresh(), ip, alter: (url) => url.searchParams.set('state', 'x') });
    const after = await t.db
      .selectFrom('auth_throttle')
      .select(['failures', 'scope'])
      .where('key', '=', ip)
      .executeTakeFirstOrThrow();
    expect(after).toEqual({ failures: 1, scope: 'login-ip' });
  });
});
