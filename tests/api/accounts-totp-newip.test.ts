/**
 * New-IP verification (aurora: accounts.newIpVerification) and the authenticator (TOTP, RFC 6238): a login from
 * an address never seen for an account with a bound factor answers 428 verification_required; the token comes
 * after POST /wps/session/login/verify with an email, SMS or TOTP code. TOTP codes are computed here with an
 * independent implementation (accounts-support.ts).
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  awayFromStepEdge,
  call,
  expectError,
  expectOk,
  type Fixture,
  freshIp,
  hotp,
  type LoginValue,
  lastCode,
  loginOk,
  makeAccount,
  memberInfo,
  outbox,
  passwordLogin,
  SIAM,
  solvedCaptcha,
  totpStep,
  uniqueMobile,
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

interface Challenge {
  challengeId: string;
  methods: ('sms' | 'email' | 'totp')[];
}

const verify = (ip: string, body: Record<string, unknown>) =>
  call(t, 'POST', '/wps/session/login/verify', { ip, body });
const sendChallenge = (ip: string, challengeId: string, method: string) =>
  call(t, 'POST', '/wps/session/login/challenge/send', { ip, body: { challengeId, method } });

async function challenged(
  account: Fixture,
  ip: string,
  extra: Record<string, unknown> = {},
): Promise<Challenge> {
  const body = expectError<Challenge>(
    await passwordLogin(t, account, { ip, extra }),
    428,
    'verification_required',
  );
  expect(body.value.challengeId).toMatch(/^[0-9a-f-]{36}$/);
  return body.value;
}

describe('the test TOTP implementation', () => {
  it('matches the RFC 6238 SHA-1 test vectors (6 digits)', () => {
    // Secret "12345678901234567890" in base32; T = 59, 1111111109, 1234567890, 2000000000 s.
    const secret = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';
    expect(hotp(secret, Math.floor(59 / 30))).toBe('287082');
    expect(hotp(secret, Math.floor(1111111109 / 30))).toBe('081804');
    expect(hotp(secret, Math.floor(1234567890 / 30))).toBe('005924');
    expect(hotp(secret, Math.floor(2000000000 / 30))).toBe('279037');
  });
});

describe('new-IP verification by email (aurora)', () => {
  it('lets the first login in, then challenges a new address and completes with the mailed code', async () => {
    const email = `${uniqueName('ip')}@example.com`;
    const account = await makeAccount(t, { email });
    const home = freshIp();
    await loginOk(t, account, { ip: home });
    await loginOk(t, account, { ip: home });

    const away = freshIp();
    const challenge = await challenged(account, away, { rememberMe: true });
    expect(challenge.methods).toEqual(['email']);
    // No session was issued for the challenged login.
    const sessions = await t.db
      .selectFrom('session')
      .select('ip')
      .where('account_id', '=', account.id)
      .execute();
    expect(sessions.map((s) => s.ip)).not.toContain(away);

    // Nothing to send by SMS: no phone is bound.
    expectError(await sendChallenge(away, challenge.challengeId, 'sms'), 403, 'feature_disabled');
    // One send per second per address.
    expectError(await sendChallenge(away, challenge.challengeId, 'email'), 429, 'too_many_requests');
    await new Promise((resolve) => setTimeout(resolve, 1_050));
    expect(
      expectOk<{ expiredMinutes: number }>(await sendChallenge(away, challenge.challengeId, 'email'))
        .expiredMinutes,
    ).toBe(1);
    const code = await lastCode(t, email);

    // The challenge belongs to the address that started it.
    expectError(
      await verify(freshIp(), { challengeId: challenge.challengeId, method: 'email', code }),
      400,
      'verification_code_expired',
    );
    expectError(
      await verify(away, {
        challengeId: challenge.challengeId,
        method: 'email',
        code: code === '000000' ? '111111' : '000000',
      }),
      400,
      'verification_code_invalid',
    );
    const response = await verify(away, { challengeId: challenge.challengeId, method: 'email', code });
    const value = expectOk<LoginValue>(response);
    expect(value.account.userName).toBe(account.username);
    await memberInfo(t, value.token);
    // rememberMe given at login is honoured when the challenge completes.
    expect(String(response.headers['set-cookie'])).toMatch(/mq_device=/);

    // The challenge and the code are single use; the address is now known.
    expectError(
      await verify(away, { challengeId: challenge.challengeId, method: 'email', code }),
      400,
      'verification_code_expired',
    );
    await loginOk(t, account, { ip: away });
  });

  it('offers every bound factor and completes by SMS', async () => {
    const mobile = uniqueMobile(10);
    const account = await makeAccount(t, { email: `${uniqueName('ip')}@example.com`, mobileNum: mobile });
    await loginOk(t, account, { ip: freshIp() });
    const away = freshIp();
    const challenge = await challenged(account, away);
    expect(challenge.methods).toEqual(['sms', 'email']);
    expectOk(await sendChallenge(away, challenge.challengeId, 'sms'));
    const code = await lastCode(t, `+63${mobile}`);
    expectOk(await verify(away, { challengeId: challenge.challengeId, method: 'sms', code }));
  });

  it('lets an account with no factor bound in from anywhere (nothing to verify with)', async () => {
    const account = await makeAccount(t);
    await loginOk(t, account, { ip: freshIp() });
    await loginOk(t, account, { ip: freshIp() });
  });

  it('does not challenge where the brand has it off (lotus)', async () => {
    const account = await makeAccount(t, { brand: 'lotus', email: `${uniqueName('ip')}@example.com` });
    await loginOk(t, account, { ip: freshIp() });
    await loginOk(t, account, { ip: freshIp() });
  });

  it('expires an unfinished challenge, and after 5 wrong codes', async () => {
    const email = `${uniqueName('ip')}@example.com`;
    const account = await makeAccount(t, { email });
    await loginOk(t, account, { ip: freshIp() });
    const away = freshIp();
    const old = await challenged(account, away);
    await t.db
      .updateTable('login_challenge')
      .set({ expires_at: sql<Date>`now() - interval '1 second'` })
      .where('id', '=', old.challengeId)
      .execute();
    expectError(await sendChallenge(away, old.challengeId, 'email'), 400, 'verification_code_expired');

    const fresh = await challenged(account, away);
    for (let i = 0; i < 5; i++) {
      expectError(
        await verify(away, { challengeId: fresh.challengeId, method: 'totp', code: '123456' }),
        400,
        'verification_code_invalid',
      );
    }
    expectError(
      await verify(away, { challengeId: fresh.challengeId, method: 'totp', code: '123456' }),
      400,
      'verification_code_expired',
    );
    expectError(
      await verify(away, {
        challengeId: '00000000-0000-4000-8000-000000000000',
        method: 'email',
        code: '123456',
      }),
      400,
      'verification_code_expired',
    );
  });

  it('challenges on siam too, behind its captcha', async () => {
    const account = await makeAccount(t, {
      brand: 'siam',
      password: 'Siam-Pass1!',
      email: `${uniqueName('ip')}@example.com`,
    });
    const login = async (ip: string) => {
      const captcha = await solvedCaptcha(t, SIAM);
      return passwordLogin(t, account, {
        host: SIAM,
        ip,
        cookie: captcha.cookie,
        extra: { captcha: captcha.answer },
      });
    };
    expectOk(await login(freshIp()));
    expectError(await login(freshIp()), 428, 'verification_required');
  });
});

describe('authenticator (TOTP)', () => {
  async function enrol(token: string): Promise<string> {
    const value = expectOk<{ secret: string; otpauthUrl: string }>(
      await call(t, 'POST', '/wps/member/totp', { token, body: {} }),
    );
    expect(value.secret).toMatch(/^[A-Z2-7]{32}$/);
    const url = new URL(value.otpauthUrl);
    expect(url.protocol).toBe('otpauth:');
    expect(url.searchParams.get('secret')).toBe(value.secret);
    expect(url.searchParams.get('period')).toBe('30');
    expect(url.searchParams.get('digits')).toBe('6');
    return value.secret;
  }

  it('enrols, enables with a current code, and verifies a new-IP login; no code works twice', async () => {
    await awayFromStepEdge();
    const account = await makeAccount(t);
    const home = freshIp();
    const { token } = await loginOk(t, account, { ip: home });
    const secret = await enrol(token);
    expect((await memberInfo(t, token)).totpEnabled).toBe(false);

    const enableWith = (code: string) =>
      call(t, 'POST', '/wps/member/totp/enable', { token, body: { code } });
    const now = totpStep();
    expectError(await enableWith(hotp(secret, now + 5)), 400, 'verification_code_invalid');
    expectError(await enableWith('abcdef'), 400, 'verification_code_invalid');
    const used = hotp(secret, now);
    expect(expectOk(await enableWith(used))).toBe(true);
    expect((await memberInfo(t, token)).totpEnabled).toBe(true);
    expectError(await enableWith(hotp(secret, now + 1)), 400, 'verification_code_invalid');

    const away = freshIp();
    const challenge = await challenged(account, away);
    expect(challenge.methods).toEqual(['totp']);
    // The code that enabled the authenticator is spent.
    expectError(
      await verify(away, { challengeId: challenge.challengeId, method: 'totp', code: used }),
      400,
      'verification_code_invalid',
    );
    const next = hotp(secret, now + 1);
    const value = expectOk<LoginValue>(
      await verify(away, { challengeId: challenge.challengeId, method: 'totp', code: next }),
    );
    expect(value.account).toMatchObject({ userName: account.username, totpEnabled: true });

    const elsewhere = freshIp();
    const again = await challenged(account, elsewhere);
    expectError(
      await verify(elsewhere, { challengeId: again.challengeId, method: 'totp', code: next }),
      400,
      'verification_code_invalid',
    );
    // Email is not an offered factor for this account.
    expectError(
      await verify(elsewhere, { challengeId: again.challengeId, method: 'email', code: '123456' }),
      400,
      'verification_code_invalid',
    );
  });

  it('disables with a newer code than the last one used', async () => {
    await awayFromStepEdge();
    const account = await makeAccount(t);
    const { token } = await loginOk(t, account, { ip: freshIp() });
    const secret = await enrol(token);
    const now = totpStep();
    // Enabled with the previous step's code (still accepted), disabled with the current one.
    expectOk(
      await call(t, 'POST', '/wps/member/totp/enable', { token, body: { code: hotp(secret, now - 1) } }),
    );
    const disable = (code: string) => call(t, 'POST', '/wps/member/totp/disable', { token, body: { code } });
    expectError(await disable(hotp(secret, now - 1)), 400, 'verification_code_invalid');
    expectError(await disable('1'.repeat(13)), 400, 'invalid_request');
    expect(expectOk(await disable(hotp(secret, now)))).toBe(true);
    expect((await memberInfo(t, token)).totpEnabled).toBe(false);
    expectError(await disable(hotp(secret, now + 1)), 400, 'verification_code_invalid');
    // Without a factor the account logs in from a new address directly.
    await loginOk(t, account, { ip: freshIp() });
  });

  it('needs a session and refuses disable before enrolment', async () => {
    expectError(await call(t, 'POST', '/wps/member/totp', { body: {} }), 401, 'unauthorized');
    const { token } = await loginOk(t, await makeAccount(t), { ip: freshIp() });
    expectError(
      await call(t, 'POST', '/wps/member/totp/disable', { token, body: { code: '123456' } }),
      400,
      'verification_code_invalid',
    );
    expectError(
      await call(t, 'POST', '/wps/member/totp/enable', { token, body: { code: '123456' } }),
      400,
      'verification_code_invalid',
    );
  });

  it('does not reveal the secret in member info or the outbox', async () => {
    const account = await makeAccount(t);
    const { token } = await loginOk(t, account, { ip: freshIp() });
    const secret = await enrol(token);
    expect(JSON.stringify(await memberInfo(t, token))).not.toContain(secret);
    expect(JSON.stringify(await outbox(t, ''))).not.toContain(secret);
  });
});

describe('parallel verification attempts', () => {
  it('shares a challenge’s 5 tries among guesses sent at the same moment', async () => {
    const account = await makeAccount(t, { email: `${uniqueName('ip')}@example.com` });
    await loginOk(t, account, { ip: freshIp() });
    const away = freshIp();
    const challenge = await challenged(account, away);
    const answers = await Promise.all(
      Array.from({ length: 24 }, (_, i) =>
        verify(away, { challengeId: challenge.challengeId, method: 'totp', code: String(100000 + i) }),
      ),
    );
    for (const answer of answers) expect(answer.statusCode).toBe(400);
    const row = await t.db
      .selectFrom('login_challenge')
      .select('attempts')
      .where('id', '=', challenge.challengeId)
      .executeTakeFirstOrThrow();
    expect(row.attempts).toBeLessThanOrEqual(5);
    expectError(
      await verify(away, { challengeId: challenge.challengeId, method: 'email', code: '123456' }),
      400,
      'verification_code_expired',
    );
  });

  it('accepts one TOTP code once even when two logins send it at the same moment', async () => {
    await awayFromStepEdge();
    const account = await makeAccount(t);
    const { token } = await loginOk(t, account, { ip: freshIp() });
    const { secret } = expectOk<{ secret: string }>(
      await call(t, 'POST', '/wps/member/totp', { token, body: {} }),
    );
    const now = totpStep();
    expectOk(
      await call(t, 'POST', '/wps/member/totp/enable', { token, body: { code: hotp(secret, now - 1) } }),
    );
    const [ipA, ipB] = [freshIp(), freshIp()];
    const [a, b] = [await challenged(account, ipA), await challenged(account, ipB)];
    const code = hotp(secret, now);
    const answers = await Promise.all([
      verify(ipA, { challengeId: a.challengeId, method: 'totp', code }),
      verify(ipB, { challengeId: b.challengeId, method: 'totp', code }),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 400]);
  });
});
