/**
 * PUT /wps/member/register and /wps/member/register/mobile (docs/accounts-api.md): field rules of the brand's
 * register-fields.json (the same module as the client), duplicates, captcha, invitation (affiliate) codes and
 * the team tree, referral codes, SMS-verified mobile registration, the encrypted form.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { RegisterFields } from '@/core/brand';
import { validateRegistrationForm } from '@/core/field-rules';
import { findByUsername } from '@/server/modules/accounts/accounts.repository';
import { accountCount, setupSuite, t } from './accounts-register-suite';
import {
  auroraForm,
  call,
  DEFAULT_PASSWORD,
  expectError,
  expectOk,
  LOTUS,
  type LoginValue,
  loginOk,
  memberInfo,
  type RegisterValue,
  registerWithCaptcha,
  SIAM,
  solvedCaptcha,
  uniqueMobile,
  uniqueName,
} from './accounts-support';

setupSuite();

describe('GET /wps/system/setting/register', () => {
  it('serves each brand’s register-fields.json', async () => {
    for (const brand of t.brands) {
      const value = expectOk(
        await call(t, 'GET', '/wps/system/setting/register', { host: `${brand.config.code}.localhost` }),
      );
      expect(value).toEqual(brand.registerFields);
    }
  });
});

describe('username registration on aurora', () => {
  it('creates a player (no token without login: true) who can then log in', async () => {
    const form = auroraForm({ email: 'New.Player@Example.com', payeeName: 'Ana Cruz' });
    const value = expectOk<RegisterValue>(await registerWithCaptcha(t, form));
    expect(value.token).toBeNull();
    expect(value.account).toMatchObject({
      account: form.username,
      type: 0,
      isTrial: false,
      isAgent: false,
      email: 'New.Player@Example.com',
      payeeName: 'Ana Cruz',
      affiliateCode: null,
    });
    expect(value.account.referralCode).toMatch(/^[A-Z2-9]{8}$/);
    const row = await findByUsername(t.db, 'aurora', String(form.username));
    expect(row?.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(row?.register_method).toBe('WEB');
    expect(row?.upline_id).toBeNull();
    const login = await loginOk(t, { username: String(form.username), password: DEFAULT_PASSWORD });
    expect(login.firstTimeLogin).toBe(true);
  });

  it('logs the new player in with login: true', async () => {
    const form = auroraForm({ login: true });
    const value = expectOk<LoginValue>(await registerWithCaptcha(t, form));
    expect(value.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect((await memberInfo(t, value.token)).userName).toBe(form.username);
  });

  it('refuses a taken username in any letter case (409 username_taken) and writes nothing', async () => {
    const form = auroraForm();
    expectOk(await registerWithCaptcha(t, form));
    const before = await accountCount();
    for (const username of [form.username, String(form.username).toUpperCase()]) {
      expectError(await registerWithCaptcha(t, auroraForm({ username })), 409, 'username_taken');
    }
    expect(await accountCount()).toBe(before);
  });

  it('refuses a taken mobile number (409 mobile_taken)', async () => {
    const mobileNum = uniqueMobile(10);
    expectOk(await registerWithCaptcha(t, auroraForm({ mobileNum })));
    const before = await accountCount();
    expectError(await registerWithCaptcha(t, auroraForm({ mobileNum })), 409, 'mobile_taken');
    expect(await accountCount()).toBe(before);
  });

  it('refuses registration where the brand has the mode off (feature_disabled)', async () => {
    expectError(
      await registerWithCaptcha(t, auroraForm({ mobileNum: uniqueMobile(10) }), {
        path: '/wps/member/register/mobile',
      }),
      403,
      'feature_disabled',
    );
    expectError(
      await call(t, 'PUT', '/wps/member/register', { host: LOTUS, body: auroraForm() }),
      403,
      'feature_disabled',
    );
  });

  it('requires the terms to be accepted', async () => {
    for (const agreeTerms of [undefined, false]) {
      const body = expectError<{ fields: Record<string, unknown> }>(
        await registerWithCaptcha(t, auroraForm({ agreeTerms })),
        400,
        'field_invalid',
      );
      expect(body.value.fields).toEqual({ agreeTerms: { code: 'required' } });
    }
  });

  it('checks the captcha: missing cookie, wrong answer, reused answer', async () => {
    const before = await accountCount();
    expectError(
      await call(t, 'PUT', '/wps/member/register', { body: auroraForm({ captcha: 'ABCD' }) }),
      400,
      'captcha_invalid',
    );
    const captcha = await solvedCaptcha(t);
    const wrong = captcha.answer === 'ZZZZ' ? 'YYYY' : 'ZZZZ';
    expectError(
      await call(t, 'PUT', '/wps/member/register', {
        cookie: captcha.cookie,
        body: auroraForm({ captcha: wrong }),
      }),
      400,
      'captcha_invalid',
    );
    expectError(
      await call(t, 'PUT', '/wps/member/register', {
        cookie: captcha.cookie,
        body: auroraForm({ captcha: captcha.answer }),
      }),
      400,
      'captcha_invalid',
    );
    expect(await accountCount()).toBe(before);
  });
});

describe('field rules (register-fields.json, the same module as the client)', () => {
  let aurora: RegisterFields;
  beforeAll(async () => {
    aurora = expectOk<RegisterFields>(await call(t, 'GET', '/wps/system/setting/register'));
  });

  const cases: [string, Record<string, unknown>, Record<string, unknown>][] = [
    ['a too short username', { username: 'abc' }, { username: { code: 'length', min: 6, max: 16 } }],
    ['a too long username', { username: 'a'.repeat(17) }, { username: { code: 'length' } }],
    ['a username not starting with a letter', { username: '1abcdefg' }, { username: { code: 'pattern' } }],
    ['a username with a symbol', { username: 'abc_defg' }, { username: { code: 'pattern' } }],
    ['a missing username', { username: undefined }, { username: { code: 'required' } }],
    [
      'a password without a digit',
      { password: 'abcdefghi', confirmPassword: 'abcdefghi' },
      { password: { code: 'pattern', patternId: 'lettersAndDigits' } },
    ],
    [
      'a too short password',
      { password: 'abc123', confirmPassword: 'abc123' },
      { password: { code: 'length', min: 8, max: 20 } },
    ],
    [
      'a different confirmation',
      { confirmPassword: 'Other12345' },
      { confirmPassword: { code: 'mismatch' } },
    ],
    ['a bad email', { email: 'not-an-email' }, { email: { code: 'pattern', patternId: 'email' } }],
    [
      'a mobile number of the wrong length',
      { mobileNum: '12345' },
      { mobileNum: { code: 'phoneDigits', digits: 10 } },
    ],
    ['a mobile number with letters', { mobileNum: '91712345ab' }, { mobileNum: { code: 'phoneDigits' } }],
    [
      'a payee name of one word',
      { payeeName: 'Ana' },
      { payeeName: { code: 'pattern', patternId: 'fullName' } },
    ],
    ['an affiliate code with symbols', { affiliateCode: 'AG-01!' }, { affiliateCode: { code: 'pattern' } }],
    ['a referral code too short', { referralCode: 'AB' }, { referralCode: { code: 'length' } }],
    ['a missing captcha', { captcha: undefined }, { captcha: { code: 'required' } }],
    ['a non-string value', { username: 12345678 }, { username: {} }],
    [
      'several bad fields at once',
      { username: '9', email: 'x@', mobileNum: '1' },
      { username: {}, email: {}, mobileNum: {} },
    ],
  ];

  for (const [name, change, expected] of cases) {
    it(`answers field_invalid for ${name}, exactly as the client rules say, and writes nothing`, async () => {
      const body: Record<string, unknown> = { ...auroraForm(), captcha: 'ABCD', ...change };
      for (const key of Object.keys(body)) if (body[key] === undefined) delete body[key];
      const before = await accountCount();
      const error = expectError<{ fields: Record<string, unknown> }>(
        await call(t, 'PUT', '/wps/member/register', { body }),
        400,
        'field_invalid',
      );
      expect(error.value.fields).toMatchObject(expected);
      expect(Object.keys(error.value.fields).sort()).toEqual(Object.keys(expected).sort());
      // The server says what the shared client validator says (JSON: a number stays a number here).
      expect(error.value.fields).toEqual(
        validateRegistrationForm(aurora, JSON.parse(JSON.stringify(body)), {
          mode: 'username',
          smsVerification: false,
          captchaShown: true,
        }),
      );
      expect(await accountCount()).toBe(before);
    });
  }

  it('applies each brand’s own rules: siam wants a strong password and a Thai or English payee name', async () => {
    const weak = expectError<{ fields: Record<string, unknown> }>(
      await call(t, 'PUT', '/wps/member/register', {
        host: SIAM,
        body: {
          username: uniqueName('siam'),
          password: 'Abcdefg12',
          confirmPassword: 'Abcdefg12',
          payeeName: 'Somchai 1',
          captcha: 'ABCD',
          agreeTerms: true,
        },
      }),
      400,
      'field_invalid',
    );
    expect(weak.value.fields).toEqual({
      password: { code: 'pattern', patternId: 'strongPassword', min: 8, max: 32 },
      payeeName: { code: 'pattern', patternId: 'thaiEnglishSpaces', min: 3, max: 50 },
    });
    const ok = expectOk<RegisterValue>(
      await registerWithCaptcha(
        t,
        {
          username: uniqueName('siam'),
          password: 'Siam-Pass1!',
          confirmPassword: 'Siam-Pass1!',
          payeeName: 'สมชาย ใจดี',
          agreeTerms: true,
          ageConfirmed: true,
        },
        { host: SIAM },
      ),
    );
    expect(ok.account.payeeName).toBe('สมชาย ใจดี');
  });
});
