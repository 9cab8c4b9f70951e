import { beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '@/server/auth/tokens';
import { settleSessionChanges } from '@/server/modules/session/session-cache';
import { setupSuite, t } from './accounts-login-suite';
import {
  agePast,
  call,
  expectError,
  expectOk,
  type Fixture,
  loginOk,
  makeAccount,
  memberInfo,
  passwordLogin,
  uniqueName,
} from './accounts-support';

setupSuite();

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
