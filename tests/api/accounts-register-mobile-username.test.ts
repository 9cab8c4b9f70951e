/**
 * A mobile sign-up chooses its username (issue 27) instead of being named after its number (m66912345678): the API
 * requires one where the brand's register-fields.json makes the username required (every demo brand), and only a
 * brand that makes it optional still names an account sent without one after its number.
 */
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyBrandsDir, patchJson, removeTempDirs } from '../support/brand-dirs';
import {
  expectError,
  expectOk,
  makeAccount,
  type RegisterValue,
  registerWithCaptcha,
  SIAM,
  uniqueMobile,
  uniqueName,
} from './accounts-support';
import { createTestApp, type TestApp } from './helpers';

const PASSWORD = 'Siam-Pass1!';
const path = '/wps/member/register/mobile';

/** siam: mobile registration with a password, no SMS verification, a captcha. */
const siamForm = (mobileNum: string, extra: Record<string, unknown> = {}) => ({
  mobileNum,
  countryDialingCode: '66',
  password: PASSWORD,
  confirmPassword: PASSWORD,
  payeeName: 'Somchai Jaidee',
  agreeTerms: true,
  ageConfirmed: true,
  ...extra,
});

async function accountsWithMobile(t: TestApp, mobile: string): Promise<number> {
  const rows = await t.db.selectFrom('account').select('id').where('mobile_num', '=', mobile).execute();
  return rows.length;
}

describe('a brand whose username is required (the demo brands)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ brandsDir: copyBrandsDir(['siam']) });
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    removeTempDirs();
  });

  it('refuses a mobile sign-up without a username and writes nothing', async () => {
    const mobile = uniqueMobile(9);
    for (const username of [undefined, '', '   ']) {
      const refused = expectError<{ fields: Record<string, unknown> }>(
        await registerWithCaptcha(t, siamForm(mobile, username === undefined ? {} : { username }), {
          host: SIAM,
          path,
        }),
        400,
        'field_invalid',
      );
      expect(refused.value.fields).toEqual({ username: { code: 'required' } });
    }
    expect(await accountsWithMobile(t, mobile)).toBe(0);
  });

  it('names the account as the player chose', async () => {
    const mobile = uniqueMobile(9);
    const username = uniqueName('siam');
    const value = expectOk<RegisterValue>(
      await registerWithCaptcha(t, siamForm(mobile, { username }), { host: SIAM, path }),
    );
    expect(value.account).toMatchObject({ userName: username, mobileNum: mobile });
    const row = await t.db
      .selectFrom('account')
      .select('username')
      .where('mobile_num', '=', mobile)
      .executeTakeFirstOrThrow();
    expect(row.username).toBe(username);
  });

  it('checks the chosen name by the brand rule and refuses a name already taken', async () => {
    const short = expectError<{ fields: Record<string, unknown> }>(
      await registerWithCaptcha(t, siamForm(uniqueMobile(9), { username: 'ab' }), { host: SIAM, path }),
      400,
      'field_invalid',
    );
    expect(short.value.fields).toHaveProperty('username');
    const taken = await makeAccount(t, { brand: 'siam', username: uniqueName('taken') });
    expectError(
      await registerWithCaptcha(t, siamForm(uniqueMobile(9), { username: taken.username }), {
        host: SIAM,
        path,
      }),
      409,
      'username_taken',
    );
  });
});

describe('a brand whose username is optional', () => {
  let t: TestApp;
  beforeAll(async () => {
    const dir = copyBrandsDir(['siam']);
    patchJson(join(dir, 'siam', 'register-fields.json'), { '/fields/username/required': false });
    t = await createTestApp({ brandsDir: dir });
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    removeTempDirs();
  });

  it('names an account sent without one after its number, with a suffix when someone chose that name', async () => {
    const mobile = uniqueMobile(9);
    const plain = expectOk<RegisterValue>(
      await registerWithCaptcha(t, siamForm(mobile), { host: SIAM, path }),
    );
    expect(plain.account.userName).toBe(`m66${mobile}`);

    const next = uniqueMobile(9);
    await makeAccount(t, { brand: 'siam', username: `m66${next}`, password: PASSWORD });
    const value = expectOk<RegisterValue>(await registerWithCaptcha(t, siamForm(next), { host: SIAM, path }));
    expect(value.account.mobileNum).toBe(next);
    expect(value.account.userName).toMatch(new RegExp(`^m66${next}[a-z]{3}$`));
  });

  it('still takes a chosen username', async () => {
    const username = uniqueName('opt');
    const value = expectOk<RegisterValue>(
      await registerWithCaptcha(t, siamForm(uniqueMobile(9), { username }), { host: SIAM, path }),
    );
    expect(value.account.userName).toBe(username);
  });
});
