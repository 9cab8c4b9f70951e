import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadBrands } from '@/server/brands/load-brands';
import { type DevIdp, startDevIdp } from '@/server/modules/social/dev-idp';
import { defaultBrandsDir } from '@/server/paths';
import {
  AURORA,
  call,
  DEFAULT_PASSWORD,
  expectError,
  expectOk,
  LOTUS,
  type LoginValue,
  makeAccount,
  uniqueName,
} from './accounts-support';
import { createTestApp, type TestApp } from './helpers';
import { socialAttempt, withFlow } from './social-support';

interface Choice {
  kind: 'choice';
  returnTo: string;
  provider: { id: string; displayName: string };
  prefill: { username: string; email: string; payeeName: string };
}
interface LoginResult {
  kind: 'login';
  returnTo: string;
  login: LoginValue;
}

let idp: DevIdp;
let t: TestApp;

beforeAll(async () => {
  idp = await startDevIdp({ brands: loadBrands(defaultBrandsDir).brands, port: 0 });
  t = await createTestApp({ env: { SOCIAL_DEV_ISSUER: idp.issuer } });
});
afterAll(async () => {
  await t?.close();
  await idp?.close();
});

const identities = (accountId?: bigint) => {
  let query = t.db.selectFrom('social_identity').selectAll();
  if (accountId !== undefined) query = query.where('account_id', '=', accountId);
  return query.execute();
};

describe('social sign-in with the development provider', () => {
  it('lists the brand providers; the agent login only where the brand allows agents', async () => {
    const aurora = expectOk<{ id: string; startUrl: string }[]>(
      await call(t, 'GET', '/wps/session/social/providers'),
    );
    expect(aurora.map((p) => p.id)).toEqual(['google']);
    expect(aurora[0]!.startUrl).toBe('/wps/session/social/google/start');
    const agents = expectOk<unknown[]>(await call(t, 'GET', '/wps/session/social/providers?loginPath=agent'));
    expect(agents).toHaveLength(1);
    const lotusAgents = expectOk<unknown[]>(
      await call(t, 'GET', '/wps/session/social/providers?loginPath=agent', { host: LOTUS }),
    );
    expect(lotusAgents).toEqual([]);
    const refused = await call(t, 'GET', '/wps/session/social/google/start?loginPath=agent', { host: LOTUS });
    expect(refused.statusCode).toBe(302);
    expect(refused.headers.location).toBe('/agent?socialError=social_provider_unknown');
  });

  it('binds state, nonce and PKCE to the browser with an httpOnly cookie', async () => {
    const start = await call(t, 'GET', '/wps/session/social/google/start?returnTo=/rng');
    expect(start.statusCode).toBe(302);
    const url = new URL(String(start.headers.location));
    expect(url.origin).toBe(idp.issuer);
    for (const name of ['state', 'nonce', 'code_challenge']) expect(url.searchParams.get(name)).toBeTruthy();
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('redirect_uri')).toBe(
      'http://aurora.localhost/wps/session/social/google/callback',
    );
    expect(String(start.headers['set-cookie'])).toMatch(
      /^mq_social=[\w-]{43}; Path=\/wps\/session\/social; HttpOnly/,
    );
  });

  it('first login offers the choice, registers with claims pre-filled, and the second login signs straight in', async () => {
    const name = `erin${uniqueName('x').slice(1, 8)}`;
    const first = await socialAttempt(t, { login: name });
    expect(first.landing).toBe('/login?social=google');
    const choice = expectOk<Choice>(await withFlow(t, first, '/wps/session/social/result'));
    expect(choice).toMatchObject({
      kind: 'choice',
      returnTo: '/rng',
      provider: { id: 'google', displayName: 'Google' },
      prefill: { username: name, email: `${name}@dev-idp.test` },
    });
    // Nothing exists before the player chooses.
    expect(await t.db.selectFrom('account').select('id').where('username_key', '=', name).execute()).toEqual(
      [],
    );
    const created = expectOk<LoginResult>(
      await withFlow(t, first, '/wps/session/social/register', {
        body: { username: choice.prefill.username, email: choice.prefill.email, agreeTerms: true },
      }),
    );
    expect(created.login.token).toMatch(/^[\w-]{43}$/);
    expect(created.login.mustChangePassword).toBe(false);
    expect(created.login.account.userName).toBe(name);
    expect(created.login.account.email).toBe(`${name}@dev-idp.test`);
    // The flow is spent: a second registration with the same cookie creates nothing.
    expectError(
      await withFlow(t, first, '/wps/session/social/register', {
        body: { username: `${name}b`, agreeTerms: true },
      }),
      400,
      'social_flow_expired',
    );

    const second = await socialAttempt(t, { login: name, ip: first.ip });
    expect(second.landing).toBe('/login?social=google');
    const login = expectOk<LoginResult>(await withFlow(t, second, '/wps/session/social/result'));
    expect(login.kind).toBe('login');
    expect(login.login.account.id).toBe(created.login.account.id);
    const info = expectOk<{ userName: string }>(
      await call(t, 'GET', '/wps/member/info', { token: login.login.token }),
    );
    expect(info.userName).toBe(name);
    // The login answer is handed out once.
    expectError(await withFlow(t, second, '/wps/session/social/result'), 400, 'social_flow_expired');
  });

  it('links an existing account by its password, then signs in with the provider; the link is permanent', async () => {
    const player = await makeAccount(t);
    const attempt = await socialAttempt(t, { login: `fay${uniqueName('x').slice(1, 8)}` });
    expectOk<Choice>(await withFlow(t, attempt, '/wps/session/social/result'));
    expectError(
      await withFlow(t, attempt, '/wps/session/social/link', {
        body: { username: player.username, password: 'Wrong0password' },
      }),
      401,
      'login_failed',
    );
    expect(await identities(player.id)).toEqual([]);
    const linked = expectOk<LoginResult>(
      await withFlow(t, attempt, '/wps/session/social/link', {
        body: { username: player.username, password: DEFAULT_PASSWORD },
      }),
    );
    expect(linked.login.account.id).toBe(String(player.id));
    expect(await identities(player.id)).toHaveLength(1);

    // A second identity of the same provider cannot take the linked account.
    const other = await socialAttempt(t, { login: `gus${uniqueName('x').slice(1, 8)}` });
    expectOk<Choice>(await withFlow(t, other, '/wps/session/social/result'));
    expectError(
      await withFlow(t, other, '/wps/session/social/link', {
        body: { username: player.username, password: DEFAULT_PASSWORD },
      }),
      409,
      'social_account_linked',
    );
    expect(await identities(player.id)).toHaveLength(1);
    // No call removes a link.
    for (const method of ['DELETE', 'POST'] as const) {
      const response = await call(t, method, '/wps/session/social/unlink', { body: {} });
      expect(response.statusCode).toBe(404);
    }
  });

  it('asks for the authenticator code when the linked account has one enrolled', async () => {
    const player = await makeAccount(t);
    await t.db
      .updateTable('account')
      .set({ totp_enabled: true, totp_secret: 'JBSWY3DPEHPK3PXP' })
      .where('id', '=', player.id)
      .execute();
    const attempt = await socialAttempt(t, { login: `hal${uniqueName('x').slice(1, 8)}` });
    expectOk<Choice>(await withFlow(t, attempt, '/wps/session/social/result'));
    const body = expectError<{ totpRequired: boolean }>(
      await withFlow(t, attempt, '/wps/session/social/link', {
        body: { username: player.username, password: DEFAULT_PASSWORD },
      }),
      400,
      'social_totp_required',
    );
    expect(body.value.totpRequired).toBe(true);
    expectError(
      await withFlow(t, attempt, '/wps/session/social/link', {
        body: { username: player.username, password: DEFAULT_PASSWORD, totpCode: '000000' },
      }),
      400,
      'verification_code_invalid',
    );
    expect(await identities(player.id)).toEqual([]);
  });

  it('keeps brands apart: an identity linked in one brand is unknown in another', async () => {
    const name = `ivy${uniqueName('x').slice(1, 8)}`;
    const aurora = await socialAttempt(t, { login: name });
    expectOk<LoginResult>(
      await withFlow(t, aurora, '/wps/session/social/register', {
        body: { username: name, agreeTerms: true },
      }),
    );
    const lotus = await socialAttempt(t, { login: name, host: LOTUS });
    expect(lotus.landing).toBe('/login?social=google');
    const choice = expectOk<Choice>(await withFlow(t, lotus, '/wps/session/social/result', { host: LOTUS }));
    expect(choice.kind).toBe('choice');
    // An aurora flow cookie means nothing to lotus.
    expectError(
      await withFlow(t, aurora, '/wps/session/social/result', { host: LOTUS }),
      400,
      'social_flow_expired',
    );
    // Linking the aurora account from lotus: no such account in lotus.
    expectError(
      await withFlow(t, lotus, '/wps/session/social/link', {
        host: LOTUS,
        body: { username: name, password: DEFAULT_PASSWORD },
      }),
      401,
      'login_failed',
    );
  });

  it('agents sign in to the agent area only through a linked identity and where the brand allows it', async () => {
    const agent = await makeAccount(t, { type: 1 });
    const name = `jon${uniqueName('x').slice(1, 8)}`;
    const unknown = await socialAttempt(t, { login: name, loginPath: 'agent' });
    expect(unknown.landing).toBe('/agent?socialError=social_not_linked');
    const member = await socialAttempt(t, { login: name });
    expectOk<LoginResult>(
      await withFlow(t, member, '/wps/session/social/link', {
        body: { username: agent.username, password: DEFAULT_PASSWORD },
      }),
    );
    const again = await socialAttempt(t, { login: name, loginPath: 'agent', ip: member.ip });
    expect(again.landing).toBe('/agent?social=google');
    const login = expectOk<LoginResult>(await withFlow(t, again, '/wps/session/social/result'));
    expect(login.login.account.isAgent).toBe(true);
    // A player's linked identity is refused on the agent login.
    const playerName = `kim${uniqueName('x').slice(1, 8)}`;
    const player = await socialAttempt(t, { login: playerName });
    expectOk(
      await withFlow(t, player, '/wps/session/social/register', {
        body: { username: playerName, agreeTerms: true },
      }),
    );
    const asAgent = await socialAttempt(t, { login: playerName, loginPath: 'agent', ip: player.ip });
    expectError(await withFlow(t, asAgent, '/wps/session/social/result'), 403, 'non_agent_login');
  });

  it('asks for new-IP verification on a social login from an unknown address', async () => {
    const player = await makeAccount(t, { email: `${uniqueName('m')}@example.test` });
    const name = `lia${uniqueName('x').slice(1, 8)}`;
    const first = await socialAttempt(t, { login: name });
    expectOk(
      await withFlow(t, first, '/wps/session/social/link', {
        body: { username: player.username, password: DEFAULT_PASSWORD },
      }),
    );
    const elsewhere = await socialAttempt(t, { login: name });
    expect(elsewhere.ip).not.toBe(first.ip);
    const challenge = expectError<{ challengeId: string; methods: string[] }>(
      await withFlow(t, elsewhere, '/wps/session/social/result'),
      428,
      'verification_required',
    );
    expect(challenge.value.methods).toEqual(['email']);
  });

  it('sends a blocked address back to the login screen without starting', async () => {
    const ip = '10.250.0.9';
    await t.db
      .insertInto('auth_throttle')
      .values({
        brand_code: 'aurora',
        scope: 'login-ip',
        key: ip,
        failures: 30,
        blocked_until: new Date(Date.now() + 60_000),
      })
      .execute();
    const start = await call(t, 'GET', '/wps/session/social/google/start', { ip, host: AURORA });
    expect(start.headers.location).toBe('/login?socialError=too_many_requests');
  });
});
