/**
 * POST /wps/session/login after failed attempts (docs/accounts-api.md): the risk captcha on aurora and the
 * throttles per account and per IP.
 */
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { setupSuite, t } from './accounts-login-suite';
import {
  call,
  captchaAnswer,
  cookiePair,
  expectError,
  expectOk,
  freshIp,
  LOTUS,
  type LoginValue,
  loginOk,
  makeAccount,
  passwordLogin,
  type Response,
  solvedCaptcha,
  uniqueName,
} from './accounts-support';

setupSuite();

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
