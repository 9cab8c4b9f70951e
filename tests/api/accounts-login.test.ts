/**
 * POST /wps/session/login (docs/accounts-api.md): password login, the risk captcha, throttles, roles, brand
 * isolation, remember-me, the encrypted {payload} form and what member info may carry.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '../../src/server/auth/tokens';
import { settleSessionChanges } from '../../src/server/modules/session/session-cache';
import {
  agePast,
  call,
  captchaAnswer,
  cookiePair,
  expectError,
  expectOk,
  type Fixture,
  freshIp,
  LOTUS,
  type LoginValue,
  loginOk,
  makeAccount,
  memberInfo,
  passwordLogin,
  type Response,
  solvedCaptcha,
  uniqueName,
} from './accounts-support';
import { createTestApp, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const DOCUMENTED_MEMBER_INFO = [
  'id',
  'account',
  'userName',
  'nickname',
  'type',
  'isAgent',
  'isTrial',
  'vipLevel',
  'mobileNum',
  'email',
  'payeeName',
  'affiliateCode',
  'referralCode',
  'icon',
  'firstTimeLogin',
  'passwordExpired',
  'totpEnabled',
  'createdAt',
];

/** Member info never carries a secret: no hash, secret or password field, no argon2 string, not the password. */
function expectNoSecrets(value: unknown, password: string) {
  const text = JSON.stringify(value);
  expect(text).not.toContain('$argon2');
  expect(text).not.toContain(password);
  const keys: string[] = [];
  const walk = (node: unknown) => {
    if (node && typeof node === 'object')
      for (const [key, child] of Object.entries(node)) {
        keys.push(key);
        walk(child);
      }
  };
  walk(value);
  for (const key of keys) {
    expect(key).not.toMatch(/hash|secret|salt|^password$|paymentPassword|token/i);
  }
}

describe('password login', () => {
  let player: Fixture;
  beforeAll(async () => {
    player = await makeAccount(t, { email: null });
  });

  it('issues a token with the login flags and the member info', async () => {
    const value = await loginOk(t, player);
    expect(value).toMatchObject({
      firstTimeLogin: true,
      passwordExpired: false,
      mustChangePassword: false,
      account: {
        account: player.username,
        userName: player.username,
        type: 0,
        isAgent: false,
        isTrial: false,
      },
    });
    for (const key of DOCUMENTED_MEMBER_INFO) expect(value.account).toHaveProperty(key);
    expectNoSecrets(value.account, player.password);
    expect(JSON.stringify(value)).not.toContain(player.password);
    const info = await memberInfo(t, value.token);
    expect(info).toEqual(value.account);
  });

  it('accepts the username in any case', async () => {
    const value = await loginOk(t, { ...player, username: player.username.toUpperCase() });
    expect(value.account.userName).toBe(player.username);
  });

  it('answers a wrong password and an unknown user the same way: 401 login_failed', async () => {
    const wrong = expectError(
      await passwordLogin(t, { ...player, password: 'Wrong12345' }),
      401,
      'login_failed',
    );
    const unknown = expectError(
      await passwordLogin(t, { username: uniqueName('ghost'), password: 'Wrong12345' }),
      401,
      'login_failed',
    );
    expect(wrong.message).toBe(unknown.message);
    expect(wrong.value).toBeNull();
    expect(unknown.value).toBeNull();
  });

  it('refuses empty credentials with 400 empty_credentials', async () => {
    expectError(
      await passwordLogin(t, { username: player.username, password: '' }),
      400,
      'empty_credentials',
    );
    expectError(await passwordLogin(t, { username: '  ', password: 'x' }), 400, 'empty_credentials');
    expectError(await call(t, 'POST', '/wps/session/login', { body: {} }), 400, 'empty_credentials');
  });

  it('starts a new session at each login, and only the SHA-256 of a token is stored', async () => {
    const a = await loginOk(t, player);
    const b = await loginOk(t, player);
    expect(a.token).not.toBe(b.token);
    await memberInfo(t, a.token);
    await memberInfo(t, b.token);
    const rows = await t.db
      .selectFrom('session')
      .select(['token_hash'])
      .where('account_id', '=', player.id)
      .execute();
    const stored = rows.map((r) => Buffer.from(r.token_hash).toString('hex'));
    expect(stored).toContain(hashToken(a.token).toString('hex'));
    const dump = JSON.stringify(
      await t.db.selectFrom('session').selectAll().where('account_id', '=', player.id).execute(),
      (_key, v) => (typeof v === 'bigint' ? v.toString() : v),
    );
    expect(dump).not.toContain(a.token);
  });

  it('reports an expired password (brand policy, 90 days on aurora) and a one-time password', async () => {
    const aged = await makeAccount(t);
    await agePast(t, 'account', 'password_changed_at', '91 days', { column: 'id', value: aged.id });
    expect((await loginOk(t, aged)).passwordExpired).toBe(true);
    const fresh = await makeAccount(t);
    await agePast(t, 'account', 'password_changed_at', '89 days', { column: 'id', value: fresh.id });
    expect((await loginOk(t, fresh)).passwordExpired).toBe(false);
    await t.db
      .updateTable('account')
      .set({ must_change_password: true })
      .where('id', '=', fresh.id)
      .execute();
    expect((await loginOk(t, fresh)).mustChangePassword).toBe(true);
  });

  it('clears firstTimeLogin through POST /wps/session/firstLogin', async () => {
    const account = await makeAccount(t);
    const { token, firstTimeLogin } = await loginOk(t, account);
    expect(firstTimeLogin).toBe(true);
    expect(expectOk(await call(t, 'POST', '/wps/session/firstLogin', { token, body: {} }))).toBe(true);
    expect((await memberInfo(t, token)).firstTimeLogin).toBe(false);
    expect((await loginOk(t, account)).firstTimeLogin).toBe(false);
    expectError(await call(t, 'POST', '/wps/session/firstLogin', { body: {} }), 401, 'unauthorized');
  });

  it('refuses a disabled account at login (after the password) and on its live sessions', async () => {
    const account = await makeAccount(t);
    const { token } = await loginOk(t, account);
    await t.db.updateTable('account').set({ status: 'disabled' }).where('id', '=', account.id).execute();
    await settleSessionChanges(t.db);
    expectError(await passwordLogin(t, account), 403, 'account_disabled');
    expectError(await passwordLogin(t, { ...account, password: 'Wrong12345' }), 401, 'login_failed');
    expectError(await call(t, 'GET', '/wps/member/info', { token }), 403, 'account_disabled');
  });

  it('refuses SMS login where the brand has it off (aurora SMSLOGIN3)', async () => {
    expectError(
      await call(t, 'POST', '/wps/session/login', {
        body: { type: 'sms', mobileNum: '9171234567', countryDialingCode: '63', verificationCode: '123456' },
      }),
      403,
      'feature_disabled',
    );
  });
});

describe('member info', () => {
  it('answers 401 unauthorized without, with a malformed and with an unknown token', async () => {
    expectError(await call(t, 'GET', '/wps/member/info'), 401, 'unauthorized');
    expectError(await call(t, 'GET', '/wps/member/info', { token: 'short' }), 401, 'unauthorized');
    expectError(
      await call(t, 'GET', '/wps/member/info', { headers: { authorization: 'Basic abc' } }),
      401,
      'unauthorized',
    );
    expectError(await call(t, 'GET', '/wps/member/info', { token: 'A'.repeat(43) }), 401, 'unauthorized');
  });

  it('never carries the password or a hash, even with every profile field and TOTP set', async () => {
    const account = await makeAccount(t, { email: 'full@example.com', mobileNum: '9170000001' });
    await t.db
      .updateTable('account')
      .set({
        totp_secret: 'JBSWY3DPEHPK3PXP',
        payment_password_hash: 'pp-hash-value',
        payee_name: 'Ana Cruz',
      })
      .where('id', '=', account.id)
      .execute();
    // The first login from this IP: no new-IP challenge yet (nothing known).
    const { token } = await loginOk(t, account);
    const info = await memberInfo(t, token);
    expectNoSecrets(info, account.password);
    expect(JSON.stringify(info)).not.toContain('JBSWY3DPEHPK3PXP');
    expect(JSON.stringify(info)).not.toContain('pp-hash-value');
    expect(info).toMatchObject({ email: 'full@example.com', mobileNum: '9170000001', payeeName: 'Ana Cruz' });
  });
});

/** A login refused for the password, carrying what the failed response says. */
async function failLogin(username: string, ip = freshIp(), cookie?: string, captcha?: string) {
  return passwordLogin(
    t,
    { username, password: 'Wrong-pass-1' },
    { ip, ...(cookie ? { cookie } : {}), extra: captcha ? { captcha } : {} },
  );
}

/** The captcha a failed login handed out: the image in value.captcha and the cookie naming its answer. */
async function captchaFrom(response: Response) {
  const value = (JSON.parse(response.body) as { value: { captcha?: string } | null }).value;
  expect(value?.captcha).toMatch(/^data:image\/svg\+xml/);
  const cookie = cookiePair(response, 'mq_captcha');
  return { cookie, answer: await captchaAnswer(t, cookie) };
}

describe('captcha after failed attempts (aurora: human verification off, the risk rule applies)', () => {
  it('is demanded after 3 failures for a username, then required, checked and single use', async () => {
    const account = await makeAccount(t);
    // Three failures from three addresses: only the username counter reaches 3.
    const first = expectError(await failLogin(account.username), 401, 'login_failed');
    expect(first.value).toBeNull();
    expectError(await failLogin(account.username), 401, 'login_failed');
    const third = await failLogin(account.username);
    expectError<{ captcha: string }>(third, 401, 'login_failed');
    await captchaFrom(third);

    const ip = freshIp();
    const required = expectError<{ captcha: string }>(
      await passwordLogin(t, account, { ip }),
      400,
      'captcha_required',
    );
    expect(required.value.captcha).toMatch(/^data:image\/svg\+xml/);

    const wrongTry = await solvedCaptcha(t);
    const invalid = expectError<{ captcha: string }>(
      await passwordLogin(t, account, {
        ip,
        cookie: wrongTry.cookie,
        extra: { captcha: `${wrongTry.answer}x` },
      }),
      400,
      'captcha_invalid',
    );
    expect(invalid.value.captcha).toMatch(/^data:image\/svg\+xml/);
    // A wrong answer consumed that captcha: its right answer no longer works.
    expectError(
      await passwordLogin(t, account, { ip, cookie: wrongTry.cookie, extra: { captcha: wrongTry.answer } }),
      400,
      'captcha_invalid',
    );

    const good = await solvedCaptcha(t);
    const value = expectOk<LoginValue>(
      await passwordLogin(t, account, { ip, cookie: good.cookie, extra: { captcha: good.answer } }),
    );
    expect(value.account.userName).toBe(account.username);
    // A success clears the username's failures: the next login needs no captcha (fresh address).
    await loginOk(t, account);
  });

  it('is demanded after 3 failures from one address, whatever the usernames, and every answer is single use', async () => {
    const ip = freshIp();
    for (let i = 0; i < 3; i++) expectError(await failLogin(uniqueName('nobody'), ip), 401, 'login_failed');
    const account = await makeAccount(t);
    expectError(await passwordLogin(t, account, { ip }), 400, 'captcha_required');
    // Elsewhere the same account logs in without a captcha.
    await loginOk(t, account);

    const captcha = await solvedCaptcha(t);
    expectOk(
      await passwordLogin(t, account, { ip, cookie: captcha.cookie, extra: { captcha: captcha.answer } }),
    );
    // The address still has its failures; the used captcha does not open a second login.
    expectError(
      await passwordLogin(t, account, { ip, cookie: captcha.cookie, extra: { captcha: captcha.answer } }),
      400,
      'captcha_invalid',
    );
  });

  it('refuses an expired captcha and a captcha of another brand', async () => {
    const ip = freshIp();
    for (let i = 0; i < 3; i++) expectError(await failLogin(uniqueName('nobody'), ip), 401, 'login_failed');
    const account = await makeAccount(t);
    const expired = await solvedCaptcha(t);
    const id = expired.cookie.split('=')[1]!;
    await t.db
      .updateTable('captcha')
      .set({ expires_at: sql<Date>`now() - interval '1 second'` })
      .where('id', '=', id)
      .execute();
    expectError(
      await passwordLogin(t, account, { ip, cookie: expired.cookie, extra: { captcha: expired.answer } }),
      400,
      'captcha_invalid',
    );
    const lotusCaptcha = await solvedCaptcha(t, LOTUS);
    expectError(
      await passwordLogin(t, account, {
        ip,
        cookie: lotusCaptcha.cookie,
        extra: { captcha: lotusCaptcha.answer },
      }),
      400,
      'captcha_invalid',
    );
  });

  it('rate-limits captcha images per address (a burst of 10 in 10 s), not across addresses', async () => {
    const ip = freshIp();
    for (let i = 0; i < 10; i++) expectOk(await call(t, 'GET', '/wps/captcha', { ip }));
    expectError(await call(t, 'GET', '/wps/captcha', { ip }), 429, 'too_many_requests');
    expectOk(await call(t, 'GET', '/wps/captcha', { ip: freshIp() }));
  });
});

describe('failed-attempt throttling', () => {
  /** A failed login that passes the captcha (solved on a fresh address). */
  async function failWithCaptcha(username: string) {
    const captcha = await solvedCaptcha(t);
    return failLogin(username, freshIp(), captcha.cookie, captcha.answer);
  }

  async function blockedSeconds(username: string): Promise<number> {
    const row = await t.db
      .selectFrom('auth_throttle')
      .select(sql<number>`extract(epoch from blocked_until - now())`.as('left'))
      .where('brand_code', '=', 'aurora')
      .where('scope', '=', 'login-user')
      .where('key', '=', username.toLowerCase())
      .executeTakeFirstOrThrow();
    return Number(row.left);
  }

  it('blocks a username briefly from the 5th failure (login_throttled 429), then lets the owner in', async () => {
    const account = await makeAccount(t);
    for (let i = 0; i < 3; i++) expectError(await failLogin(account.username), 401, 'login_failed');
    expectError(await failWithCaptcha(account.username), 401, 'login_failed');
    expectError(await failWithCaptcha(account.username), 401, 'login_failed');

    const captcha = await solvedCaptcha(t);
    const blocked = expectError(
      await passwordLogin(t, account, { cookie: captcha.cookie, extra: { captcha: captcha.answer } }),
      429,
      'login_throttled',
    );
    expect(blocked.value).toBeNull();
    expect(blocked.message).toMatch(/\d/);
    const left = await blockedSeconds(account.username);
    expect(left).toBeGreaterThan(0);
    expect(left).toBeLessThanOrEqual(2);
    // Another username from anywhere is not affected.
    await loginOk(t, await makeAccount(t));

    // The block is short: once it has passed, the right password (with a captcha) gets in.
    await t.db
      .updateTable('auth_throttle')
      .set({ blocked_until: sql<Date>`now() - interval '1 second'` })
      .where('scope', '=', 'login-user')
      .where('key', '=', account.username.toLowerCase())
      .execute();
    const next = await solvedCaptcha(t);
    expectOk(await passwordLogin(t, account, { cookie: next.cookie, extra: { captcha: next.answer } }));
  });

  it('caps the per-username block at 30 seconds however many failures', async () => {
    const account = await makeAccount(t);
    await t.db
      .insertInto('auth_throttle')
      .values({
        brand_code: 'aurora',
        scope: 'login-user',
        key: account.username.toLowerCase(),
        failures: 40,
      })
      .execute();
    expectError(await failWithCaptcha(account.username), 401, 'login_failed');
    const left = await blockedSeconds(account.username);
    expect(left).toBeGreaterThan(25);
    expect(left).toBeLessThanOrEqual(30);
    const message = expectError(await passwordLogin(t, account), 429, 'login_throttled').message;
    expect(message).toMatch(/\b(2\d|30)\b/);
  });

  it('blocks an address for 5 minutes after 30 failures in the window (429 too_many_requests)', async () => {
    const ip = freshIp();
    await t.db
      .insertInto('auth_throttle')
      .values({ brand_code: 'aurora', scope: 'login-ip', key: ip, failures: 29 })
      .execute();
    const captcha = await solvedCaptcha(t);
    expectError(
      await failLogin(uniqueName('nobody'), ip, captcha.cookie, captcha.answer),
      401,
      'login_failed',
    );
    const account = await makeAccount(t);
    expectError(await passwordLogin(t, account, { ip }), 429, 'too_many_requests');
    const row = await t.db
      .selectFrom('auth_throttle')
      .select(sql<number>`extract(epoch from blocked_until - now())`.as('left'))
      .where('scope', '=', 'login-ip')
      .where('key', '=', ip)
      .executeTakeFirstOrThrow();
    expect(Number(row.left)).toBeGreaterThan(290);
    expect(Number(row.left)).toBeLessThanOrEqual(300);
    await loginOk(t, account);
  });
});
