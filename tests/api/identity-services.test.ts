/**
 * Member registration, the social link and the support desk's login as services (issue 25 item 3), called without
 * a server through serviceContext({ db, brand, client, secret }) on a connection of their own. What the routes
 * read from the request comes in as values (the captcha cookie's id, the host, the social flow cookie's token);
 * what they turn into cookies or answers comes back as data (a SignIn for the flow cookie's end, a bearer token).
 */
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Brand } from '@/core/brand';
import { hashToken } from '@/server/auth/tokens';
import { serviceContext } from '@/server/context';
import { connect } from '@/server/db/connect';
import type { Database } from '@/server/db/database';
import { AppError } from '@/server/errors';
import { newCaptcha, peekCaptcha } from '@/server/modules/captcha/captcha.service';
import { register } from '@/server/modules/member/member-register';
import {
  advanceFlow,
  findFlow,
  identityOfAccount,
  insertFlow,
} from '@/server/modules/social/social.repository';
import { choiceFlow, link, signIn } from '@/server/modules/social/social-choice';
import {
  operatorByToken,
  operatorLogin,
  operatorLogout,
  upsertOperator,
} from '@/server/modules/support/operators.service';
import { supportCommand } from '../../scripts/lib/ops-support';
import { auroraForm, freshIp, makeAccount, memberInfo, uniqueName } from './accounts-support';
import { createTestApp, type TestApp } from './helpers';

let t: TestApp;
let db: Kysely<Database>;
let secret: Buffer;
const brands = new Map<string, Brand>();

beforeAll(async () => {
  t = await createTestApp();
  db = connect(t.config.databaseUrl!, 1);
  for (const brand of t.brands) brands.set(brand.config.code, brand);
  ({ secret } = await db.selectFrom('server_secret').select('secret').executeTakeFirstOrThrow());
}, 60_000);
afterAll(async () => {
  await db?.destroy();
  await t?.close();
});

/** A context for one caller of a brand: its own address and browser. */
const contextFor = (ip: string, brand = 'aurora') =>
  serviceContext({
    db,
    brand: brands.get(brand)!,
    secret,
    config: t.config,
    client: { ip, userAgent: 'service-test/1' },
  });

/** The AppError a call is refused with (fails the test when it answers). */
async function refusal(call: Promise<unknown>): Promise<AppError> {
  const outcome = await call.then(
    () => undefined,
    (error: unknown) => error,
  );
  expect(outcome).toBeInstanceOf(AppError);
  return outcome as AppError;
}

describe('member registration without a server', () => {
  it('takes the captcha id and host from its caller, records the caller and answers a session the API accepts', async () => {
    const ip = freshIp();
    const ctx = contextFor(ip);
    const wrong = await newCaptcha(ctx);
    const refusedName = uniqueName('svc');
    const refused = await refusal(
      register(ctx, auroraForm({ username: refusedName, captcha: 'nope' }), 'username', {
        captchaId: wrong.id,
        host: 'aurora.example',
      }),
    );
    expect(refused.code).toBe('captcha_invalid');
    expect(
      await db.selectFrom('account').select('id').where('username', '=', refusedName).executeTakeFirst(),
    ).toBeUndefined();

    const captcha = await newCaptcha(ctx);
    const answer = await peekCaptcha(db, captcha.id);
    const username = uniqueName('svc');
    const registered = await register(
      ctx,
      auroraForm({ username, captcha: answer, login: true }),
      'username',
      { captchaId: captcha.id, host: 'aurora.example' },
    );
    expect(registered.account.userName).toBe(username);
    expect((await memberInfo(t, registered.token!)).userName).toBe(username);
    const row = await db
      .selectFrom('account')
      .select(['brand_code', 'register_ip', 'register_domain', 'register_method'])
      .where('username', '=', username)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({
      brand_code: 'aurora',
      register_ip: ip,
      register_domain: 'aurora.example',
      register_method: 'WEB',
    });
  });
});

/** A flow of this browser waiting for the choice (as the callback leaves it), and its token (the cookie's value). */
async function choiceWaiting(subject: string) {
  const token = randomBytes(32).toString('base64url');
  await insertFlow(db, {
    tokenHash: hashToken(token),
    brand: 'aurora',
    providerId: 'google',
    loginPath: 'member',
    state: 's',
    nonce: 'n',
    codeVerifier: 'v',
    returnTo: '/rng',
    ip: '192.0.2.1',
    expiresAt: new Date(Date.now() + 60_000),
  });
  const flow = await findFlow(db, hashToken(token), 'aurora', 'started');
  expect(await advanceFlow(db, flow!.id, 'started', 'done')).toBe(true);
  expect(
    await advanceFlow(db, flow!.id, 'done', 'choice', {
      subject,
      issuer: 'https://idp.example',
      claims: { email: `${subject}@example.com`, emailVerified: true },
      expiresAt: new Date(Date.now() + 60_000),
    }),
  ).toBe(true);
  return token;
}

describe('social link without a server', () => {
  it('links the flow of the token it is given to a proven account, uses the flow up and signs in', async () => {
    const account = await makeAccount(t);
    const ip = freshIp();
    const token = await choiceWaiting(`sub-${uniqueName()}`);

    const wrong = await refusal(
      link(contextFor(ip), token, { username: account.username, password: 'Wrong0pass' }),
    );
    expect(wrong.code).toBe('login_failed');
    // A wrong password leaves the choice waiting.
    expect((await choiceFlow(contextFor(ip), token)).provider_id).toBe('google');

    const done = await link(contextFor(ip), token, {
      username: account.username,
      password: account.password,
    });
    expect(done).toEqual({ accountId: account.id, returnTo: '/rng', path: 'member' });
    expect(await identityOfAccount(db, account.id, 'google')).toBeDefined();
    // Used up: the route expires the cookie; the same token finds no choice any more.
    expect((await refusal(choiceFlow(contextFor(ip), token))).code).toBe('social_flow_expired');

    const answer = await signIn(contextFor(ip), done);
    expect(answer.kind).toBe('login');
    expect(answer.returnTo).toBe('/rng');
    expect((await memberInfo(t, answer.login.token)).userName).toBe(account.username);
    const session = await db
      .selectFrom('session')
      .select(['ip', 'user_agent'])
      .where('account_id', '=', account.id)
      .executeTakeFirstOrThrow();
    expect(session).toEqual({ ip, user_agent: 'service-test/1' });
  });
});

describe('support desk login without a server', () => {
  it("refuses an agent at another brand's desk without writing a token, and logs in at its own", async () => {
    const username = uniqueName('desk');
    // The ops command (npm run ops -- support-agent) creates the agent through the service, recorded with who.
    const created = await supportCommand(db, 'support-agent', undefined, {
      by: 'service-test',
      user: username,
      password: 'Desk-pass-2026',
      name: 'Lotus Desk',
      brands: 'lotus',
      brandCodes: [...brands.keys()],
    });
    expect(created).toBe(0);
    const recorded = await db
      .selectFrom('ops_action')
      .select(['actor', 'action'])
      .where('target', '=', `support:${username}`)
      .execute();
    expect(recorded).toEqual([{ actor: 'service-test', action: 'support_agent' }]);
    const row = await db
      .selectFrom('support_operator')
      .select('id')
      .where('username', '=', username)
      .executeTakeFirstOrThrow();
    const sessions = () =>
      db
        .selectFrom('support_operator_session')
        .select('token_hash')
        .where('operator_id', '=', row.id)
        .execute();

    const elsewhere = await refusal(operatorLogin(contextFor(freshIp()), username, 'Desk-pass-2026'));
    expect(elsewhere.code).toBe('support_login_failed');
    expect(await sessions()).toEqual([]);
    const wrong = await refusal(operatorLogin(contextFor(freshIp(), 'lotus'), username, 'wrong'));
    expect(wrong.code).toBe('support_login_failed');

    const login = await operatorLogin(contextFor(freshIp(), 'lotus'), username, 'Desk-pass-2026');
    expect(login.operator).toEqual({
      id: String(row.id),
      username,
      displayName: 'Lotus Desk',
      brands: ['lotus'],
    });
    expect(await operatorByToken({ db }, login.token)).toEqual({
      id: row.id,
      username,
      displayName: 'Lotus Desk',
      brands: ['lotus'],
    });
    await operatorLogout({ db }, login.token);
    expect(await operatorByToken({ db }, login.token)).toBeUndefined();
    expect(await sessions()).toEqual([]);

    // Upserting again replaces the password: the old one no longer logs in.
    await upsertOperator(
      { db },
      { username, displayName: 'Lotus Desk', password: 'Desk-pass-2027', brands: ['lotus'] },
    );
    const old = await refusal(operatorLogin(contextFor(freshIp(), 'lotus'), username, 'Desk-pass-2026'));
    expect(old.code).toBe('support_login_failed');
    expect(
      (await operatorLogin(contextFor(freshIp(), 'lotus'), username, 'Desk-pass-2027')).operator.username,
    ).toBe(username);
  });
});
