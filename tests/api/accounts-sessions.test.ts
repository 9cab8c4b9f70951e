/**
 * Sessions (docs/accounts-api.md "Sessions"): logout, idle and absolute expiry from the brand policy, password
 * change (other sessions revoked, the current one kept) and free play (trial accounts and their refusals).
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '@/server/auth/tokens';
import { settleSessionChanges } from '@/server/modules/session/session-cache';
import {
  AURORA,
  call,
  DEFAULT_PASSWORD,
  expectError,
  expectOk,
  freshIp,
  LOTUS,
  type LoginValue,
  loginOk,
  makeAccount,
  memberInfo,
  passwordLogin,
  SIAM,
} from './accounts-support';
import { createTestApp, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

async function sessionOf(token: string) {
  return t.db
    .selectFrom('session')
    .selectAll()
    .where('token_hash', '=', hashToken(token))
    .executeTakeFirstOrThrow();
}

describe('logout', () => {
  it('revokes the token and only that token', async () => {
    const account = await makeAccount(t);
    const first = await loginOk(t, account);
    const second = await loginOk(t, account);
    expect(expectOk(await call(t, 'DELETE', '/wps/session/logout', { token: first.token }))).toBe(true);
    expectError(await call(t, 'GET', '/wps/member/info', { token: first.token }), 401, 'unauthorized');
    expectError(await call(t, 'DELETE', '/wps/session/logout', { token: first.token }), 401, 'unauthorized');
    expect((await sessionOf(first.token)).revoked_at).toBeInstanceOf(Date);
    await memberInfo(t, second.token);
  });

  it('answers 401 without a token', async () => {
    expectError(await call(t, 'DELETE', '/wps/session/logout'), 401, 'unauthorized');
  });
});

describe('expiry from the brand policy', () => {
  it('sets the absolute expiry per brand (aurora 24 h, lotus 12 h)', async () => {
    for (const [brand, hours] of [
      ['aurora', 24],
      ['lotus', 12],
    ] as const) {
      const account = await makeAccount(t, { brand });
      const { token } = await loginOk(t, account);
      const row = await sessionOf(token);
      const lifetime = (row.expires_at.getTime() - row.created_at.getTime()) / 3_600_000;
      expect(lifetime).toBeGreaterThan(hours - 0.01);
      expect(lifetime).toBeLessThan(hours + 0.01);
    }
  });

  it('ends a session left idle longer than the brand allows (aurora 60 minutes)', async () => {
    const account = await makeAccount(t);
    const { token } = await loginOk(t, account);
    const { id } = await sessionOf(token);
    await t.db
      .updateTable('session')
      .set({ last_seen_at: sql<Date>`now() - interval '59 minutes'` })
      .where('id', '=', id)
      .execute();
    await settleSessionChanges(t.db);
    // Still alive, and the call counts as activity.
    await memberInfo(t, token);
    expect(Date.now() - (await sessionOf(token)).last_seen_at.getTime()).toBeLessThan(60_000);
    await t.db
      .updateTable('session')
      .set({ last_seen_at: sql<Date>`now() - interval '61 minutes'` })
      .where('id', '=', id)
      .execute();
    await settleSessionChanges(t.db);
    expectError(await call(t, 'GET', '/wps/member/info', { token }), 401, 'unauthorized');
  });

  it('uses each brand’s idle limit (lotus 30 minutes)', async () => {
    const account = await makeAccount(t, { brand: 'lotus' });
    const { token } = await loginOk(t, account);
    await t.db
      .updateTable('session')
      .set({ last_seen_at: sql<Date>`now() - interval '31 minutes'` })
      .where('token_hash', '=', hashToken(token))
      .execute();
    await settleSessionChanges(t.db);
    expectError(await call(t, 'GET', '/wps/member/info', { host: LOTUS, token }), 401, 'unauthorized');
  });

  it('ends an active session at its absolute expiry', async () => {
    const account = await makeAccount(t);
    const { token } = await loginOk(t, account);
    await t.db
      .updateTable('session')
      .set({ expires_at: sql<Date>`now() - interval '1 second'`, last_seen_at: sql<Date>`now()` })
      .where('token_hash', '=', hashToken(token))
      .execute();
    await settleSessionChanges(t.db);
    expectError(await call(t, 'GET', '/wps/member/info', { token }), 401, 'unauthorized');
  });
});

describe('POST /wps/member/password (change password)', () => {
  const NEW = 'Changed2026';

  it('checks the old password, the brand rule and the confirmation', async () => {
    const account = await makeAccount(t);
    const { token } = await loginOk(t, account);
    const change = (body: Record<string, unknown>) =>
      call(t, 'POST', '/wps/member/password', { token, body });
    expectError(
      await change({ oldPassword: 'Wrong12345', newPassword: NEW, confirmNewPassword: NEW }),
      400,
      'old_password_wrong',
    );
    expectError(
      await change({ oldPassword: account.password, newPassword: NEW, confirmNewPassword: `${NEW}x` }),
      400,
      'password_mismatch',
    );
    const weak = expectError<{ fields: Record<string, unknown> }>(
      await change({
        oldPassword: account.password,
        newPassword: 'onlyletters',
        confirmNewPassword: 'onlyletters',
      }),
      400,
      'field_invalid',
    );
    expect(weak.value.fields).toEqual({
      newPassword: { code: 'pattern', patternId: 'lettersAndDigits', min: 8, max: 20 },
    });
    const short = expectError<{ fields: Record<string, unknown> }>(
      await change({ oldPassword: account.password, newPassword: 'ab1', confirmNewPassword: 'ab1' }),
      400,
      'field_invalid',
    );
    expect(short.value.fields).toHaveProperty('newPassword.code', 'length');
    expectError(await change({ oldPassword: account.password, newPassword: NEW }), 400, 'invalid_request');
    expectError(
      await call(t, 'POST', '/wps/member/password', {
        body: { oldPassword: account.password, newPassword: NEW, confirmNewPassword: NEW },
      }),
      401,
      'unauthorized',
    );
    // Nothing changed.
    await loginOk(t, account);
  });

  it('changes the password, revokes every other session and keeps the current one', async () => {
    const account = await makeAccount(t);
    const current = await loginOk(t, account);
    const other = await loginOk(t, account);
    const elsewhere = await loginOk(t, account);
    expect(
      expectOk(
        await call(t, 'POST', '/wps/member/password', {
          token: current.token,
          body: { oldPassword: account.password, newPassword: NEW, confirmNewPassword: NEW },
        }),
      ),
    ).toBe(true);
    await memberInfo(t, current.token);
    for (const token of [other.token, elsewhere.token]) {
      expectError(await call(t, 'GET', '/wps/member/info', { token }), 401, 'unauthorized');
    }
    expectError(await passwordLogin(t, account), 401, 'login_failed');
    const again = await loginOk(t, { ...account, password: NEW });
    expect(again.passwordExpired).toBe(false);
    const row = await t.db
      .selectFrom('account')
      .select(['password_changed_at', 'must_change_password'])
      .where('id', '=', account.id)
      .executeTakeFirstOrThrow();
    expect(Date.now() - row.password_changed_at.getTime()).toBeLessThan(60_000);
    expect(row.must_change_password).toBe(false);
  });

  it('clears passwordExpired and mustChangePassword', async () => {
    const account = await makeAccount(t);
    await t.db
      .updateTable('account')
      .set({ must_change_password: true, password_changed_at: sql<Date>`now() - interval '200 days'` })
      .where('id', '=', account.id)
      .execute();
    const login = await loginOk(t, account);
    expect(login).toMatchObject({ passwordExpired: true, mustChangePassword: true });
    // Until the one-time password is changed the server refuses every write but the change itself (and the
    // first-login mark, logout); reads still answer so the client can show the change form.
    const icon = () => call(t, 'POST', '/wps/member/info/icon', { token: login.token, body: { icon: 'a3' } });
    expectError(await icon(), 403, 'password_change_required');
    expect((await memberInfo(t, login.token)).mustChangePassword).toBe(true);
    expectOk(await call(t, 'POST', '/wps/session/firstLogin', { token: login.token, body: {} }));
    expectOk(
      await call(t, 'POST', '/wps/member/password', {
        token: login.token,
        body: { oldPassword: account.password, newPassword: NEW, confirmNewPassword: NEW },
      }),
    );
    expect(await memberInfo(t, login.token)).toMatchObject({
      passwordExpired: false,
      mustChangePassword: false,
    });
    expectOk(await icon());
  });
});

describe('free play (trial accounts)', () => {
  it('creates a type 4 account with a session on aurora (FREEPLAY3 on)', async () => {
    const value = expectOk<LoginValue>(await call(t, 'POST', '/wps/session/login/freeplay', { body: {} }));
    expect(value.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(value.account).toMatchObject({ type: 4, isTrial: true, isAgent: false });
    const info = await memberInfo(t, value.token);
    expect(info).toMatchObject({ type: 4, isTrial: true });
    const row = await t.db
      .selectFrom('account')
      .select(['type', 'register_method', 'brand_code'])
      .where('id', '=', BigInt(info.id))
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ type: 4, register_method: 'FREEPLAY', brand_code: 'aurora' });
    // Each free play is a new trial account.
    const second = expectOk<LoginValue>(await call(t, 'POST', '/wps/session/login/freeplay', { body: {} }));
    expect(second.account.id).not.toBe(value.account.id);
  });

  it('refuses a trial account on member-center calls with 403 in_need_true_account', async () => {
    const { token } = expectOk<LoginValue>(
      await call(t, 'POST', '/wps/session/login/freeplay', { body: {} }),
    );
    expectError(
      await call(t, 'POST', '/wps/member/info/icon', { token, body: { icon: 'a1' } }),
      403,
      'in_need_true_account',
    );
    expectError(await call(t, 'POST', '/wps/member/totp', { token, body: {} }), 403, 'in_need_true_account');
    for (const path of ['/wps/member/totp/enable', '/wps/member/totp/disable']) {
      expectError(
        await call(t, 'POST', path, { token, body: { code: '123456' } }),
        403,
        'in_need_true_account',
      );
    }
    // A real account may do these.
    const { token: real } = await loginOk(t, await makeAccount(t));
    expect(
      expectOk(await call(t, 'POST', '/wps/member/info/icon', { token: real, body: { icon: 'a1' } })),
    ).toBe(true);
    expect((await memberInfo(t, real)).icon).toBe('a1');
  });

  it('refuses free play where FREEPLAY3 is off (lotus) and writes nothing', async () => {
    const before = await t.db
      .selectFrom('account')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    expectError(
      await call(t, 'POST', '/wps/session/login/freeplay', { host: LOTUS, body: {} }),
      403,
      'feature_disabled',
    );
    const after = await t.db
      .selectFrom('account')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    expect(after.n).toBe(before.n);
    expectOk(await call(t, 'POST', '/wps/session/login/freeplay', { host: SIAM, body: {} }));
  });

  it('limits free play to 5 accounts a minute per address', async () => {
    const ip = freshIp();
    for (let i = 0; i < 5; i++)
      expectOk(await call(t, 'POST', '/wps/session/login/freeplay', { ip, body: {} }));
    expectError(
      await call(t, 'POST', '/wps/session/login/freeplay', { ip, body: {} }),
      429,
      'too_many_requests',
    );
  });
});

describe('profile icon', () => {
  it('accepts only the built-in avatars', async () => {
    const { token } = await loginOk(t, await makeAccount(t, { password: DEFAULT_PASSWORD }));
    for (const icon of ['a0', 'a13', 'x', '../a1']) {
      expectError(
        await call(t, 'POST', '/wps/member/info/icon', { host: AURORA, token, body: { icon } }),
        400,
        'field_invalid',
      );
    }
    expectOk(await call(t, 'POST', '/wps/member/info/icon', { token, body: { icon: 'a12' } }));
  });
});
