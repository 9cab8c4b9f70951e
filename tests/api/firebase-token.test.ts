/**
 * Third-party phone verification at mobile registration (spec §4: firebaseChannel sms + firebaseIdToken, issue 27):
 * a Firebase phone sign-in ID token replaces our SMS code. Verified against a local key set published like
 * Google's (self-signed certificates by key id, Cache-Control max-age): the right token registers; a token with the
 * wrong audience, issuer, expiry, key id, signature or phone number is refused and no account is made; a brand
 * without a Firebase project refuses the fields instead of ignoring them.
 */
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyBrandsDir, patchJson, removeTempDirs } from '../support/brand-dirs';
import {
  type KeyServer,
  makeSigningKey,
  phoneClaims,
  type SigningKey,
  signToken,
  startKeyServer,
} from '../support/firebase-keys';
import {
  call,
  DEFAULT_PASSWORD,
  expectError,
  expectOk,
  LOTUS,
  type LoginValue,
  loginOk,
  memberInfo,
  outbox,
  registerWithCaptcha,
  SIAM,
  uniqueMobile,
  uniqueName,
} from './accounts-support';
import { createTestApp, type TestApp } from './helpers';

const PROJECT = 'marquee-lotus-test';
let t: TestApp;
let keyServer: KeyServer;
let key: SigningKey;
let stranger: SigningKey;

beforeAll(async () => {
  key = makeSigningKey('lotus-key-1');
  stranger = makeSigningKey('stranger-key');
  keyServer = await startKeyServer([key], 3600);
  const brandsDir = copyBrandsDir(['lotus', 'siam']);
  patchJson(join(brandsDir, 'lotus', 'brand.json'), { '/accounts/firebaseProjectId': PROJECT });
  t = await createTestApp({ brandsDir, env: { FIREBASE_CERTS_URL: keyServer.url } });
}, 60_000);
afterAll(async () => {
  await t?.close();
  await keyServer?.close();
  removeTempDirs();
});

/** A lotus mobile registration (REGMOBVERF3 on: without a third-party token it needs our SMS code). */
const lotusForm = (mobileNum: string, extra: Record<string, unknown> = {}) => ({
  username: uniqueName('fb'),
  mobileNum,
  countryDialingCode: '84',
  password: DEFAULT_PASSWORD,
  confirmPassword: DEFAULT_PASSWORD,
  payeeName: 'Nguyễn Văn An',
  agreeTerms: true,
  registerMethod: 'WEB',
  ...extra,
});

/** In English (lotus speaks Vietnamese by default), so the messages can be read in the assertions. */
const register = (body: Record<string, unknown>) =>
  call(t, 'PUT', '/wps/member/register/mobile', { host: LOTUS, body, headers: { 'accept-language': 'en' } });

const tokenFor = (mobile: string, extra: Record<string, unknown> = {}, signer = key) =>
  signToken(signer, { ...phoneClaims(PROJECT, `+84${mobile}`), ...extra });

async function accountsWithMobile(mobile: string): Promise<number> {
  const rows = await t.db.selectFrom('account').select('id').where('mobile_num', '=', mobile).execute();
  return rows.length;
}

describe('a verified Firebase ID token replaces the SMS code', () => {
  it('registers and logs in with the token and no SMS code; the keys are fetched once and cached', async () => {
    const mobile = uniqueMobile(9);
    const form = lotusForm(mobile, {
      firebaseChannel: 'sms',
      firebaseIdToken: tokenFor(mobile),
      login: true,
    });
    const value = expectOk<LoginValue>(await register(form));
    expect(value.account).toMatchObject({ userName: form.username, mobileNum: mobile });
    expect((await memberInfo(t, value.token, LOTUS)).mobileNum).toBe(mobile);
    await loginOk(t, { username: form.username, password: DEFAULT_PASSWORD, brand: 'lotus' });
    // No code of ours was sent to the number.
    expect(await outbox(t, `+84${mobile}`, LOTUS)).toEqual([]);

    const second = uniqueMobile(9);
    expectOk(
      await register(lotusForm(second, { firebaseChannel: 'sms', firebaseIdToken: tokenFor(second) })),
    );
    expect(keyServer.hits()).toBe(1);
  });

  it('still asks for the SMS code when no token is sent', async () => {
    const refused = expectError<{ fields: Record<string, unknown> }>(
      await register(lotusForm(uniqueMobile(9))),
      400,
      'field_invalid',
    );
    expect(refused.value.fields).toEqual({ verificationCode: { code: 'required' } });
  });
});

describe('a token that does not prove this number for this project is refused, and no account is made', () => {
  const now = Math.floor(Date.now() / 1000);
  it.each([
    ['another project as audience', { aud: 'someone-else-123' }, 'audience'],
    ['the issuer of another project', { iss: 'https://securetoken.google.com/someone-else-123' }, 'issuer'],
    ['an expired token', { exp: now - 10, iat: now - 3700, auth_time: now - 3700 }, 'expired'],
    ['a token issued in the future', { iat: now + 600 }, 'issued_in_future'],
    ['an empty subject', { sub: '' }, 'subject'],
  ])('%s', async (_name, claims, reason) => {
    const mobile = uniqueMobile(9);
    const refused = expectError<{ reason: string }>(
      await register(
        lotusForm(mobile, { firebaseChannel: 'sms', firebaseIdToken: tokenFor(mobile, claims) }),
      ),
      400,
      'phone_verification_invalid',
    );
    expect(refused.value.reason).toBe(reason);
    expect(refused.message).toMatch(/verify your number again/);
    expect(await accountsWithMobile(mobile)).toBe(0);
  });

  it('a key id that is not published, and a signature by another key under the published id', async () => {
    const mobile = uniqueMobile(9);
    const unknown = tokenFor(mobile, {}, stranger);
    const forged = tokenFor(mobile, {}, { ...stranger, kid: key.kid });
    const [head, , signature] = tokenFor(mobile).split('.');
    const otherPayload = Buffer.from(
      JSON.stringify({ ...phoneClaims(PROJECT, `+84${mobile}`), sub: 'someone-else' }),
    ).toString('base64url');
    for (const [token, reason] of [
      [unknown, 'unknown_key'],
      [forged, 'signature'],
      [`${head}.${otherPayload}.${signature}`, 'signature'],
      ['not-a-jwt', 'malformed'],
    ] as const) {
      const refused = expectError<{ reason: string }>(
        await register(lotusForm(mobile, { firebaseChannel: 'sms', firebaseIdToken: token })),
        400,
        'phone_verification_invalid',
      );
      expect(refused.value.reason).toBe(reason);
    }
    expect(await accountsWithMobile(mobile)).toBe(0);
  });

  it('a token for another phone number', async () => {
    const mobile = uniqueMobile(9);
    const other = uniqueMobile(9);
    const refused = expectError(
      await register(lotusForm(mobile, { firebaseChannel: 'sms', firebaseIdToken: tokenFor(other) })),
      400,
      'phone_verification_mismatch',
    );
    expect(refused.message).toMatch(/not the number you entered/);
    expect(await accountsWithMobile(mobile)).toBe(0);
    expect(await accountsWithMobile(other)).toBe(0);
  });

  it('a channel other than sms, or a channel without a token', async () => {
    const mobile = uniqueMobile(9);
    const wrongChannel = expectError<{ fields: Record<string, unknown> }>(
      await register(lotusForm(mobile, { firebaseChannel: 'email', firebaseIdToken: tokenFor(mobile) })),
      400,
      'field_invalid',
    );
    expect(wrongChannel.value.fields).toEqual({ firebaseChannel: { code: 'pattern' } });
    const noToken = expectError<{ fields: Record<string, unknown> }>(
      await register(lotusForm(mobile, { firebaseChannel: 'sms' })),
      400,
      'field_invalid',
    );
    expect(noToken.value.fields).toEqual({ firebaseIdToken: { code: 'required' } });
    expect(await accountsWithMobile(mobile)).toBe(0);
  });
});

describe('a brand without a Firebase project', () => {
  it('refuses firebaseChannel and firebaseIdToken with a clear error instead of ignoring them', async () => {
    const mobile = uniqueMobile(9);
    const body = {
      username: uniqueName('fbsiam'),
      mobileNum: mobile,
      countryDialingCode: '66',
      password: 'Siam-Pass1!',
      confirmPassword: 'Siam-Pass1!',
      payeeName: 'Somchai Jaidee',
      agreeTerms: true,
      ageConfirmed: true,
      firebaseChannel: 'sms',
      firebaseIdToken: signToken(key, phoneClaims(PROJECT, `+66${mobile}`)),
    };
    const refused = expectError(
      await registerWithCaptcha(t, body, { host: SIAM, path: '/wps/member/register/mobile' }),
      403,
      'phone_verification_unavailable',
    );
    // In siam's own language (Thai): the message says to use the SMS code (รหัส SMS).
    expect(refused.message).toMatch(/รหัส SMS/);
    expect(await accountsWithMobile(mobile)).toBe(0);
    // The same registration without the fields goes through (siam does not verify numbers by SMS).
    const { firebaseChannel: _c, firebaseIdToken: _t, ...plain } = body;
    expectOk(await registerWithCaptcha(t, plain, { host: SIAM, path: '/wps/member/register/mobile' }));
    expect(await accountsWithMobile(mobile)).toBe(1);
  });
});
