/**
 * POST /wps/session/login (docs/accounts-api.md): password login, the risk captcha, throttles, roles, brand
 * isolation, remember-me, the encrypted {payload} form and what member info may carry.
 */
import AES from 'crypto-js/aes.js';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupSuite, t } from './accounts-login-suite';
import {
  AURORA,
  call,
  cookiePair,
  expectError,
  expectOk,
  type Fixture,
  LOTUS,
  type LoginValue,
  loginOk,
  makeAccount,
  memberInfo,
  passwordLogin,
  SIAM,
  setCookies,
  solvedCaptcha,
  uniqueName,
} from './accounts-support';
import { createTestApp, type TestApp } from './helpers';

setupSuite();

/** A login refused for the password, carrying what the failed response says. */

/** The captcha a failed login handed out: the image in value.captcha and the cookie naming its answer. */

describe('siam: human verification "captcha" on every password login', () => {
  let account: Fixture;
  beforeAll(async () => {
    account = await makeAccount(t, { brand: 'siam', password: 'Siam-Pass1!' });
  });

  it('demands the captcha on the first attempt, before looking at the password', async () => {
    const required = expectError<{ captcha: string }>(
      await passwordLogin(t, account, { host: SIAM }),
      400,
      'captcha_required',
    );
    expect(required.value.captcha).toMatch(/^data:image\/svg\+xml/);
    expectError(
      await passwordLogin(t, { username: uniqueName('ghost'), password: 'x' }, { host: SIAM }),
      400,
      'captcha_required',
    );
  });

  it('logs in with the right answer, each time with a new captcha', async () => {
    for (let i = 0; i < 2; i++) {
      const captcha = await solvedCaptcha(t, SIAM);
      const value = expectOk<LoginValue>(
        await passwordLogin(t, account, {
          host: SIAM,
          cookie: captcha.cookie,
          extra: { captcha: captcha.answer },
        }),
      );
      expect(value.account.userName).toBe(account.username);
      expectError(
        await passwordLogin(t, account, {
          host: SIAM,
          cookie: captcha.cookie,
          extra: { captcha: captcha.answer },
        }),
        400,
        'captcha_invalid',
      );
    }
  });

  it('still answers login_failed for a wrong password behind a right captcha', async () => {
    const captcha = await solvedCaptcha(t, SIAM);
    const failed = expectError<{ captcha: string }>(
      await passwordLogin(
        t,
        { ...account, password: 'Wrong-pass-1!' },
        { host: SIAM, cookie: captcha.cookie, extra: { captcha: captcha.answer } },
      ),
      401,
      'login_failed',
    );
    expect(failed.value.captcha).toMatch(/^data:image\/svg\+xml/);
  });
});

describe('roles (spec §6)', () => {
  async function tryLogin(account: Fixture, loginPath: 'member' | 'agent') {
    return passwordLogin(t, account, { extra: { loginPath } });
  }

  it('refuses agent-only types 41 and 42 on the member site, lets them into the agent area', async () => {
    for (const type of [41, 42]) {
      const office = await makeAccount(t, { type, affiliateCode: `OF${type}${uniqueName('x').slice(-4)}` });
      expectError(await tryLogin(office, 'member'), 403, 'non_member_login');
      expectError(await passwordLogin(t, office), 403, 'non_member_login');
      const value = expectOk<LoginValue>(await tryLogin(office, 'agent'));
      expect(value.account).toMatchObject({ type, isAgent: true });
      // The password is checked before the role: a wrong one says nothing about the account.
      expectError(await passwordLogin(t, { ...office, password: 'Wrong12345' }), 401, 'login_failed');
    }
  });

  it('refuses a player on the agent area with non_agent_login', async () => {
    const player = await makeAccount(t);
    expectError(await tryLogin(player, 'agent'), 403, 'non_agent_login');
    expectOk(await tryLogin(player, 'member'));
  });

  it('lets agents of types 1 and 2 into both', async () => {
    for (const type of [1, 2]) {
      const agent = await makeAccount(t, { type, affiliateCode: `AG${type}${uniqueName('x').slice(-4)}` });
      expect(expectOk<LoginValue>(await tryLogin(agent, 'member')).account).toMatchObject({
        type,
        isAgent: true,
      });
      expectOk(await tryLogin(agent, 'agent'));
    }
  });
});

describe('brand isolation', () => {
  it('does not know an account of another brand', async () => {
    const account = await makeAccount(t);
    const onLotus = expectError(await passwordLogin(t, account, { host: LOTUS }), 401, 'login_failed');
    expect(onLotus.value).toBeNull();
    await loginOk(t, account);
  });

  it('refuses a token of aurora on lotus (401) and keeps it working on aurora', async () => {
    const account = await makeAccount(t);
    const { token } = await loginOk(t, account);
    expectError(await call(t, 'GET', '/wps/member/info', { host: LOTUS, token }), 401, 'unauthorized');
    expectError(await call(t, 'DELETE', '/wps/session/logout', { host: LOTUS, token }), 401, 'unauthorized');
    expectError(await call(t, 'GET', '/wps/member/info', { host: SIAM, token }), 401, 'unauthorized');
    await memberInfo(t, token, AURORA);
  });

  it('keeps the same username apart in two brands', async () => {
    const username = uniqueName('twin');
    const aurora = await makeAccount(t, { username, password: 'AuroraPass1' });
    const lotus = await makeAccount(t, { brand: 'lotus', username, password: 'LotusPass1' });
    await loginOk(t, aurora);
    await loginOk(t, lotus);
    expectError(await passwordLogin(t, { username, password: 'LotusPass1' }), 401, 'login_failed');
    expectError(
      await passwordLogin(t, { username, password: 'AuroraPass1' }, { host: LOTUS }),
      401,
      'login_failed',
    );
  });
});

describe('remember-me', () => {
  it('sets an httpOnly, Secure, SameSite=Strict device cookie that names the user, never the password', async () => {
    const account = await makeAccount(t);
    const response = await passwordLogin(t, account, { extra: { rememberMe: true } });
    expectOk(response);
    const cookies = setCookies(response);
    const device = cookies.find((c) => c.startsWith('mq_device='));
    expect(device).toBeDefined();
    expect(device).toMatch(/;\s*HttpOnly/i);
    expect(device).toMatch(/;\s*Secure/i);
    expect(device).toMatch(/;\s*SameSite=Strict/i);
    expect(device).toMatch(/;\s*Max-Age=86400/i);
    for (const cookie of cookies) {
      expect(cookie).not.toContain(account.password);
      expect(cookie).not.toContain(encodeURIComponent(account.password));
      expect(cookie).not.toContain(Buffer.from(account.password).toString('base64'));
    }
    const pair = cookiePair(response, 'mq_device');

    expect(expectOk(await call(t, 'GET', '/wps/session/remembered', { cookie: pair }))).toBe(
      account.username,
    );
    expect(expectOk(await call(t, 'GET', '/wps/session/remembered'))).toBeNull();
    expect(
      expectOk(await call(t, 'GET', '/wps/session/remembered', { host: LOTUS, cookie: pair })),
    ).toBeNull();

    const forget = await call(t, 'DELETE', '/wps/session/remembered', { cookie: pair });
    expect(expectOk(forget)).toBe(true);
    expect(setCookies(forget).find((c) => c.startsWith('mq_device='))).toMatch(/Max-Age=0/);
    expect(expectOk(await call(t, 'GET', '/wps/session/remembered', { cookie: pair }))).toBeNull();
  });

  it('sets no device cookie without rememberMe; rememberMe false forgets the device', async () => {
    const account = await makeAccount(t);
    const plain = await passwordLogin(t, account);
    expectOk(plain);
    expect(setCookies(plain).filter((c) => c.startsWith('mq_device='))).toEqual([]);

    const remembered = await passwordLogin(t, account, { extra: { rememberMe: true } });
    const pair = cookiePair(remembered, 'mq_device');
    const unticked = await passwordLogin(t, account, { cookie: pair, extra: { rememberMe: false } });
    expectOk(unticked);
    expect(setCookies(unticked).find((c) => c.startsWith('mq_device='))).toMatch(/Max-Age=0/);
    expect(expectOk(await call(t, 'GET', '/wps/session/remembered', { cookie: pair }))).toBeNull();
  });

  it('forgets the device after one day', async () => {
    const account = await makeAccount(t);
    const pair = cookiePair(await passwordLogin(t, account, { extra: { rememberMe: true } }), 'mq_device');
    await t.db
      .updateTable('device_token')
      .set({ expires_at: sql<Date>`now() - interval '1 second'` })
      .where('account_id', '=', account.id)
      .execute();
    expect(expectOk(await call(t, 'GET', '/wps/session/remembered', { cookie: pair }))).toBeNull();
  });
});

describe('the encrypted {payload} form', () => {
  let key: string;
  beforeAll(async () => {
    key = expectOk<{ encryptKey: string }>(await call(t, 'GET', '/wps/system/bootstrap')).encryptKey;
    expect(key).toMatch(/^[0-9a-f]{32}$/);
  });
  const seal = (body: unknown, passphrase = key) => AES.encrypt(JSON.stringify(body), passphrase).toString();

  it('logs in with the body encrypted by the bootstrap key', async () => {
    const account = await makeAccount(t);
    const payload = seal({ type: 'username', username: account.username, password: account.password });
    const value = expectOk<LoginValue>(await call(t, 'POST', '/wps/session/login', { body: { payload } }));
    expect(value.account.userName).toBe(account.username);
    const wrong = seal({ type: 'username', username: account.username, password: 'Wrong12345' });
    expectError(
      await call(t, 'POST', '/wps/session/login', { body: { payload: wrong } }),
      401,
      'login_failed',
    );
  });

  it('validates the opened body like a plain one', async () => {
    const payload = seal({ username: 'someone', password: 'x', isAdmin: true });
    expectError(await call(t, 'POST', '/wps/session/login', { body: { payload } }), 400, 'invalid_request');
  });

  it('answers 400 to a garbage payload, a payload under another key or of a non-object', async () => {
    for (const payload of [
      'garbage',
      '',
      'U2FsdGVkX1+AAAAAAAAAAA==',
      seal({ username: 'a', password: 'b' }, 'not-the-key'),
      seal([1, 2]),
      seal('text'),
      AES.encrypt('not json', key).toString(),
    ]) {
      const response = await call(t, 'POST', '/wps/session/login', { body: { payload } });
      expect(response.statusCode, `${payload}: ${response.body}`).toBe(400);
      expectError(response, 400, 'invalid_request');
    }
  });

  it('uses a key per brand: aurora’s key does not open lotus calls', async () => {
    const lotusKey = expectOk<{ encryptKey: string }>(
      await call(t, 'GET', '/wps/system/bootstrap', { host: LOTUS }),
    ).encryptKey;
    expect(lotusKey).not.toBe(key);
    const payload = seal({ type: 'username', username: 'abcdef', password: 'abcdefgh1' });
    expectError(
      await call(t, 'POST', '/wps/session/login', { host: LOTUS, body: { payload } }),
      400,
      'invalid_request',
    );
  });
});

describe('translated messages', () => {
  it('answers in the request language, else the brand default', async () => {
    const login = (host: string, headers: Record<string, string> = {}) =>
      call(t, 'POST', '/wps/session/login', {
        host,
        headers,
        body: { username: uniqueName('ghost'), password: 'Wrong12345' },
      });
    expect(expectError(await login(AURORA), 401, 'login_failed').message).toBe(
      'Incorrect username or password',
    );
    expect(expectError(await login(LOTUS), 401, 'login_failed').message).toBe(
      'Tên đăng nhập hoặc mật khẩu không đúng',
    );
    expect(expectError(await login(LOTUS, { 'x-language': 'en' }), 401, 'login_failed').message).toBe(
      'Incorrect username or password',
    );
  });
});

describe('development helpers in production', () => {
  let prod: TestApp;
  beforeAll(async () => {
    prod = await createTestApp({ env: { NODE_ENV: 'production' } });
  });
  afterAll(async () => {
    await prod?.close();
  });

  it('does not serve the outbox or captcha answers (404)', async () => {
    for (const url of ['/__dev/outbox', '/__dev/outbox?to=x@example.com', '/__dev/captcha']) {
      expectError(await call(prod, 'GET', url), 404, 'not_found');
    }
  });
});
