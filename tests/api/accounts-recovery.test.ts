/**
 * Password recovery (docs/accounts-api.md): forgot password by email (form post, mailed code, POST
 * /wps/member/password/reset) and reset by phone (SMS code, POST /wps/member/password/verification), both
 * ending in an automatic login that revokes the account's other sessions.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  call,
  expectError,
  expectOk,
  type Fixture,
  freshIp,
  LOTUS,
  type LoginValue,
  lastCode,
  loginOk,
  makeAccount,
  memberInfo,
  outbox,
  passwordLogin,
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

const NEW = 'Recovered2026';

describe('forgot password by email (aurora)', () => {
  let account: Fixture;
  let email: string;
  /** One address for this account: aurora verifies new addresses of accounts with a bound email. */
  const home = freshIp();
  beforeAll(async () => {
    email = `${uniqueName('mail')}@example.com`;
    account = await makeAccount(t, { email: email.replace(/^./, (c) => c.toUpperCase()) });
  });

  const forgot = (form: Record<string, string>, ip = freshIp()) =>
    call(t, 'POST', '/wps/member/password/email', { form, ip });
  const reset = (body: Record<string, unknown>, ip = home) =>
    call(t, 'POST', '/wps/member/password/reset', { body, ip });

  it('answers user_not_found when the username and the email do not match, and mails nothing', async () => {
    expectError(
      await forgot({ username: account.username, email: 'other@example.com' }),
      404,
      'user_not_found',
    );
    expectError(await forgot({ username: uniqueName('ghost'), email }), 404, 'user_not_found');
    const noEmail = await makeAccount(t);
    expectError(await forgot({ username: noEmail.username, email }), 404, 'user_not_found');
    expect(await outbox(t, email)).toEqual([]);
    expect(await outbox(t, 'other@example.com')).toEqual([]);
  });

  it('validates the form fields', async () => {
    const bad = expectError<{ fields: Record<string, unknown> }>(
      await forgot({ username: '1', email: 'not-an-email' }),
      400,
      'field_invalid',
    );
    expect(Object.keys(bad.value.fields).sort()).toEqual(['email', 'username']);
    expectError(await forgot({ username: account.username }), 400, 'invalid_request');
  });

  it('mails a code, resets the password with it, logs in and revokes the old sessions', async () => {
    const before = await loginOk(t, account, { ip: home });

    // Username and email in any letter case.
    expect(
      expectOk(await forgot({ username: account.username.toUpperCase(), email: email.toUpperCase() })),
    ).toBe(true);
    const [mail] = await outbox(t, email);
    expect(mail).toMatchObject({ channel: 'email', to: email });
    expect(mail!.subject).not.toBe('');
    const code = mail!.code!;
    expect(code).toMatch(/^\d{6}$/);

    // A code sent while this one is valid is refused.
    expectError(await forgot({ username: account.username, email }), 429, 'sms_throttled');

    // A weak password is refused before the code is used; a wrong code counts as a wrong try.
    const weak = expectError<{ fields: Record<string, unknown> }>(
      await reset({ username: account.username, code, newPassword: 'short' }),
      400,
      'field_invalid',
    );
    expect(weak.value.fields).toHaveProperty('newPassword');
    expectError(
      await reset({
        username: account.username,
        code: code === '000000' ? '111111' : '000000',
        newPassword: NEW,
      }),
      400,
      'verification_code_invalid',
    );
    // The code belongs to this account only.
    const other = await makeAccount(t, { email: `${uniqueName('mail')}@example.com` });
    expectError(
      await reset({ username: other.username, code, newPassword: NEW }),
      400,
      'verification_code_invalid',
    );

    const value = expectOk<LoginValue>(await reset({ username: account.username, code, newPassword: NEW }));
    expect(value.account.userName).toBe(account.username);
    await memberInfo(t, value.token);
    expectError(await call(t, 'GET', '/wps/member/info', { token: before.token }), 401, 'unauthorized');

    // Single use.
    expectError(
      await reset({ username: account.username, code, newPassword: 'Another2026' }),
      400,
      'verification_code_invalid',
    );

    expectError(await passwordLogin(t, account, { ip: home }), 401, 'login_failed');
    await loginOk(t, { ...account, password: NEW }, { ip: home });
  });

  it('refuses an expired code', async () => {
    const mail = `${uniqueName('mail')}@example.com`;
    const target = await makeAccount(t, { email: mail });
    expectOk(await forgot({ username: target.username, email: mail }));
    const code = await lastCode(t, mail);
    await t.db
      .updateTable('verification_code')
      .set({ expires_at: sql<Date>`now() - interval '1 second'` })
      .where('destination', '=', mail)
      .execute();
    expectError(
      await reset({ username: target.username, code, newPassword: NEW }),
      400,
      'verification_code_expired',
    );
    await loginOk(t, target);
  });

  it('limits the form to 3 posts a minute per address', async () => {
    const ip = freshIp();
    for (let i = 0; i < 3; i++) {
      expectError(
        await forgot({ username: uniqueName('ghost'), email: 'x@example.com' }, ip),
        404,
        'user_not_found',
      );
    }
    expectError(
      await forgot({ username: uniqueName('ghost'), email: 'x@example.com' }, ip),
      429,
      'too_many_requests',
    );
  });
});

describe('reset by phone (lotus)', () => {
  const DIAL = '84';
  let account: Fixture;
  let mobile: string;
  beforeAll(async () => {
    mobile = uniqueMobile(9);
    account = await makeAccount(t, { brand: 'lotus', mobileNum: mobile, countryDialingCode: DIAL });
  });

  const sendResetCode = () =>
    call(t, 'POST', '/wps/verification/sms/noLogin', {
      host: LOTUS,
      body: { mobileNum: mobile, countryDialingCode: DIAL, purpose: 'reset' },
    });
  const resetByPhone = (body: Record<string, unknown>) =>
    call(t, 'POST', '/wps/member/password/verification', {
      host: LOTUS,
      body: { mobileNum: mobile, countryDialingCode: DIAL, ...body },
    });

  it('sets the new password with the SMS code and logs in automatically', async () => {
    const before = await loginOk(t, account);
    expect(expectOk(await sendResetCode())).toEqual({ expiredMinutes: 2 });
    const code = await lastCode(t, `+${DIAL}${mobile}`, LOTUS);

    const weak = expectError<{ fields: Record<string, unknown> }>(
      await resetByPhone({ newPassword: 'abcdefghij', verificationCode: code }),
      400,
      'field_invalid',
    );
    expect(weak.value.fields).toEqual({
      newPassword: { code: 'pattern', patternId: 'lettersAndDigits', min: 8, max: 20 },
    });

    const value = expectOk<LoginValue>(await resetByPhone({ newPassword: NEW, verificationCode: code }));
    expect(value.account).toMatchObject({ userName: account.username, mobileNum: mobile });
    expect((await memberInfo(t, value.token, LOTUS)).userName).toBe(account.username);
    expectError(
      await call(t, 'GET', '/wps/member/info', { host: LOTUS, token: before.token }),
      401,
      'unauthorized',
    );

    expectError(
      await resetByPhone({ newPassword: 'Again2026x', verificationCode: code }),
      400,
      'verification_code_invalid',
    );
    expectError(await passwordLogin(t, account, { host: LOTUS }), 401, 'login_failed');
    await loginOk(t, { ...account, password: NEW });
  });

  it('refuses a login code for a reset, a wrong number format and a missing code', async () => {
    const other = uniqueMobile(9);
    await makeAccount(t, { brand: 'lotus', mobileNum: other, countryDialingCode: DIAL });
    expectOk(
      await call(t, 'POST', '/wps/verification/sms/noLogin', {
        host: LOTUS,
        body: { mobileNum: other, countryDialingCode: DIAL, purpose: 'login' },
      }),
    );
    const loginCode = await lastCode(t, `+${DIAL}${other}`, LOTUS);
    expectError(
      await call(t, 'POST', '/wps/member/password/verification', {
        host: LOTUS,
        body: { mobileNum: other, countryDialingCode: DIAL, newPassword: NEW, verificationCode: loginCode },
      }),
      400,
      'verification_code_invalid',
    );
    const format = expectError<{ fields: Record<string, unknown> }>(
      await call(t, 'POST', '/wps/member/password/verification', {
        host: LOTUS,
        body: { mobileNum: '123', newPassword: NEW, verificationCode: '123456' },
      }),
      400,
      'field_invalid',
    );
    expect(format.value.fields).toEqual({ mobileNum: { code: 'phoneDigits', digits: 9 } });
    expectError(
      await call(t, 'POST', '/wps/member/password/verification', {
        host: LOTUS,
        body: { mobileNum: other, newPassword: NEW },
      }),
      400,
      'invalid_request',
    );
  });
});
