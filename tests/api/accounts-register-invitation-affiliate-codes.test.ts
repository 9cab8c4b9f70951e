/**
 * PUT /wps/member/register and /wps/member/register/mobile (docs/accounts-api.md): field rules of the brand's
 * register-fields.json (the same module as the client), duplicates, captcha, invitation (affiliate) codes and
 * the team tree, referral codes, SMS-verified mobile registration, the encrypted form.
 */
import { join } from 'node:path';
import AES from 'crypto-js/aes.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findByUsername, teamOf } from '@/server/modules/accounts/accounts.repository';
import { copyBrandsDir, patchJson, removeTempDirs } from '../support/brand-dirs';
import { accountCount, setupSuite, t } from './accounts-register-suite';
import {
  AURORA,
  auroraForm,
  call,
  DEFAULT_PASSWORD,
  expectError,
  expectOk,
  type Fixture,
  LOTUS,
  type LoginValue,
  lastCode,
  loginOk,
  makeAccount,
  memberInfo,
  passwordLogin,
  type RegisterValue,
  registerWithCaptcha,
  SIAM,
  solvedCaptcha,
  uniqueMobile,
  uniqueName,
} from './accounts-support';
import { createTestApp, type TestApp } from './helpers';

setupSuite();

describe('invitation (affiliate) codes and the team tree', () => {
  let top: Fixture;
  let sub: Fixture;
  beforeAll(async () => {
    top = await makeAccount(t, { type: 1, affiliateCode: 'AGTREE01' });
    sub = await makeAccount(t, { type: 1, affiliateCode: 'AGTREE02', uplineId: top.id });
  });

  it('checks a code with GET /wps/agent/affiliate', async () => {
    expect(expectOk(await call(t, 'GET', '/wps/agent/affiliate?code=AGTREE01&domain=aurora.localhost'))).toBe(
      true,
    );
    expect(expectOk(await call(t, 'GET', '/wps/agent/affiliate?code=agtree02'))).toBe(true);
    for (const query of ['?code=NOPE0000', '?code=', '', `?code=${'A'.repeat(40)}`]) {
      expectError(await call(t, 'GET', `/wps/agent/affiliate${query}`), 400, 'invitation_code_error');
    }
    expectError(
      await call(t, 'GET', '/wps/agent/affiliate?code=AGTREE01', { host: LOTUS }),
      400,
      'invitation_code_error',
    );
  });

  it('refuses an unknown code, a player’s code and a disabled agent’s code before the captcha', async () => {
    const player = await makeAccount(t);
    const disabled = await makeAccount(t, { type: 1, affiliateCode: 'AGOFF001', status: 'disabled' });
    const before = await accountCount();
    for (const affiliateCode of ['NOPE0000', player.referralCode, disabled.affiliateCode]) {
      // No captcha cookie at all: the invitation code is checked first (spec order).
      expectError(
        await call(t, 'PUT', '/wps/member/register', {
          body: auroraForm({ affiliateCode, captcha: 'ABCD' }),
        }),
        400,
        'invitation_code_error',
      );
    }
    expect(await accountCount()).toBe(before);
  });

  it('links a player to the agent of the code, at any depth (closure rows: teamOf)', async () => {
    const direct = expectOk<RegisterValue>(
      await registerWithCaptcha(t, auroraForm({ affiliateCode: 'AGTREE01' })),
    );
    const deep = expectOk<RegisterValue>(
      await registerWithCaptcha(t, auroraForm({ affiliateCode: 'agtree02' })),
    );
    const directRow = await findByUsername(t.db, 'aurora', direct.account.userName);
    const deepRow = await findByUsername(t.db, 'aurora', deep.account.userName);
    expect(directRow?.upline_id).toBe(top.id);
    expect(deepRow?.upline_id).toBe(sub.id);

    const team = await teamOf(t.db, top.id);
    expect(team.map((m) => ({ username: m.username, depth: m.depth }))).toEqual(
      expect.arrayContaining([
        { username: sub.username, depth: 1 },
        { username: direct.account.userName, depth: 1 },
        { username: deep.account.userName, depth: 2 },
      ]),
    );
    expect(team).toHaveLength(3);
    const subTeam = await teamOf(t.db, sub.id);
    expect(subTeam.map((m) => [m.username, m.depth])).toEqual([[deep.account.userName, 1]]);
    expect(await teamOf(t.db, deepRow!.id)).toEqual([]);
  });

  it('accepts the code of an agent-only account (type 41)', async () => {
    const office = await makeAccount(t, { type: 41, affiliateCode: 'OFTREE01' });
    const value = expectOk<RegisterValue>(
      await registerWithCaptcha(t, auroraForm({ affiliateCode: 'OFTREE01' })),
    );
    expect((await teamOf(t.db, office.id)).map((m) => m.username)).toEqual([value.account.userName]);
  });
});

describe('referral codes (player invites player)', () => {
  it('links the new player to the referrer, outside the team tree', async () => {
    const referrer = expectOk<RegisterValue>(await registerWithCaptcha(t, auroraForm()));
    const code = referrer.account.referralCode;
    const friend = expectOk<RegisterValue>(
      await registerWithCaptcha(t, auroraForm({ referralCode: code.toLowerCase() })),
    );
    const row = await findByUsername(t.db, 'aurora', friend.account.userName);
    expect(row?.referrer_id?.toString()).toBe(referrer.account.id);
    expect(row?.upline_id).toBeNull();
    expect(await teamOf(t.db, BigInt(referrer.account.id))).toEqual([]);
  });

  it('refuses an unknown referral code and the code of an agent', async () => {
    const agent = await makeAccount(t, { type: 1, affiliateCode: 'AGREF001' });
    const before = await accountCount();
    for (const referralCode of ['ZZZZ9999', agent.referralCode]) {
      expectError(await registerWithCaptcha(t, auroraForm({ referralCode })), 400, 'referral_code_invalid');
    }
    expect(await accountCount()).toBe(before);
  });
});

describe('mobile registration with an SMS code (lotus: REGMOBVERF3, MOBILENUMPASSREG3, 9 digits, +84)', () => {
  const lotusForm = (mobileNum: string, extra: Record<string, unknown> = {}) => ({
    username: uniqueName('lotus'),
    mobileNum,
    countryDialingCode: '84',
    password: DEFAULT_PASSWORD,
    confirmPassword: DEFAULT_PASSWORD,
    payeeName: 'NGUYEN VAN AN',
    agreeTerms: true,
    registerMethod: 'WEB',
    ...extra,
  });
  async function sendRegisterCode(mobileNo: string) {
    expectOk(
      await call(t, 'POST', '/wps/verification/sms/register', {
        host: LOTUS,
        body: { mobileNo, countryDialingCode: '84' },
      }),
    );
    return lastCode(t, `+84${mobileNo}`, LOTUS);
  }

  it('registers with the code from the outbox and logs in', async () => {
    const mobile = uniqueMobile(9);
    const code = await sendRegisterCode(mobile);
    const value = expectOk<LoginValue>(
      await call(t, 'PUT', '/wps/member/register/mobile', {
        host: LOTUS,
        body: lotusForm(mobile, { verificationCode: code, login: true }),
      }),
    );
    expect(value.account).toMatchObject({ mobileNum: mobile, type: 0 });
    expect((await memberInfo(t, value.token, LOTUS)).mobileNum).toBe(mobile);
    // The username and password chosen at registration log in.
    await loginOk(t, { username: value.account.userName, password: DEFAULT_PASSWORD, brand: 'lotus' });
  });

  it('requires the code, refuses a wrong one, and a field error does not burn it', async () => {
    const mobile = uniqueMobile(9);
    const before = await accountCount();
    const missing = expectError<{ fields: Record<string, unknown> }>(
      await call(t, 'PUT', '/wps/member/register/mobile', { host: LOTUS, body: lotusForm(mobile) }),
      400,
      'field_invalid',
    );
    expect(missing.value.fields).toEqual({ verificationCode: { code: 'required' } });
    const code = await sendRegisterCode(mobile);
    const wrong = code === '000000' ? '111111' : '000000';
    expectError(
      await call(t, 'PUT', '/wps/member/register/mobile', {
        host: LOTUS,
        body: lotusForm(mobile, { verificationCode: wrong }),
      }),
      400,
      'verification_code_invalid',
    );
    const badPayee = expectError<{ fields: Record<string, unknown> }>(
      await call(t, 'PUT', '/wps/member/register/mobile', {
        host: LOTUS,
        body: lotusForm(mobile, { verificationCode: code, payeeName: 'Nguyen V4n An' }),
      }),
      400,
      'field_invalid',
    );
    expect(badPayee.value.fields).toMatchObject({ payeeName: { code: 'pattern', patternId: 'fullName' } });
    const shortMobile = expectError<{ fields: Record<string, unknown> }>(
      await call(t, 'PUT', '/wps/member/register/mobile', {
        host: LOTUS,
        body: lotusForm('12345678', { verificationCode: code }),
      }),
      400,
      'field_invalid',
    );
    expect(shortMobile.value.fields).toEqual({ mobileNum: { code: 'phoneDigits', digits: 9 } });
    expect(await accountCount()).toBe(before);
    expectOk(
      await call(t, 'PUT', '/wps/member/register/mobile', {
        host: LOTUS,
        body: lotusForm(mobile, { verificationCode: code }),
      }),
    );
    expect(await accountCount()).toBe(before + 1);
  });

  it('refuses a code sent to another number', async () => {
    const code = await sendRegisterCode(uniqueMobile(9));
    expectError(
      await call(t, 'PUT', '/wps/member/register/mobile', {
        host: LOTUS,
        body: lotusForm(uniqueMobile(9), { verificationCode: code }),
      }),
      400,
      'verification_code_invalid',
    );
  });
});

describe('mobile registration without SMS verification (siam)', () => {
  const siamForm = (mobileNum: string) => ({
    username: uniqueName('siam'),
    mobileNum,
    countryDialingCode: '66',
    password: 'Siam-Pass1!',
    confirmPassword: 'Siam-Pass1!',
    payeeName: 'Somchai Jaidee',
    agreeTerms: true,
    ageConfirmed: true,
  });

  it('registers by mobile number and refuses the same number again (409 mobile_taken)', async () => {
    const mobile = uniqueMobile(9);
    const value = expectOk<RegisterValue>(
      await registerWithCaptcha(t, siamForm(mobile), { host: SIAM, path: '/wps/member/register/mobile' }),
    );
    expect(value.account.mobileNum).toBe(mobile);
    const before = await accountCount();
    expectError(
      await registerWithCaptcha(t, siamForm(mobile), { host: SIAM, path: '/wps/member/register/mobile' }),
      409,
      'mobile_taken',
    );
    expect(await accountCount()).toBe(before);
  });

  it('refuses a dialing code the brand does not offer', async () => {
    const error = expectError<{ fields: Record<string, unknown> }>(
      await registerWithCaptcha(
        t,
        { ...siamForm(uniqueMobile(9)), countryDialingCode: '1' },
        { host: SIAM, path: '/wps/member/register/mobile' },
      ),
      400,
      'field_invalid',
    );
    expect(error.value.fields).toHaveProperty('countryDialingCode');
  });
});

describe('the encrypted {payload} form of registration', () => {
  it('registers with the body sealed by the bootstrap key', async () => {
    const key = expectOk<{ encryptKey: string }>(await call(t, 'GET', '/wps/system/bootstrap')).encryptKey;
    const captcha = await solvedCaptcha(t);
    const form = auroraForm({ captcha: captcha.answer, login: true });
    const payload = AES.encrypt(JSON.stringify(form), key).toString();
    const value = expectOk<LoginValue>(
      await call(t, 'PUT', '/wps/member/register', {
        host: AURORA,
        cookie: captcha.cookie,
        body: { payload },
      }),
    );
    expect(value.account.userName).toBe(form.username);
  });
});

describe('a brand whose password rule allows spaces (patternId "any")', () => {
  let spaced: TestApp;
  beforeAll(async () => {
    const dir = copyBrandsDir(['aurora']);
    patchJson(join(dir, 'aurora', 'register-fields.json'), { '/fields/password/patternId': 'any' });
    spaced = await createTestApp({ brandsDir: dir });
  });
  afterAll(async () => {
    await spaced?.close();
    removeTempDirs();
  });

  it('keeps spaces around a password: it logs in exactly as typed', async () => {
    const password = '  Spaced pass1 ';
    const form = auroraForm({ password, confirmPassword: password });
    expectOk(await registerWithCaptcha(spaced, form));
    const username = String(form.username);
    expectOk(await passwordLogin(spaced, { username, password }));
    expectError(await passwordLogin(spaced, { username, password: password.trim() }), 401, 'login_failed');
  });
});
