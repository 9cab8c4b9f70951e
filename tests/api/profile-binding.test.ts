/**
 * "My account" (issue 27, Profile and binding): GET/PUT /wps/member/profile and binding a mobile number or an email
 * address with codes read from the dev outbox — wrong, expired and reused codes, a number or address taken, the
 * proof of the old number, the brand's minimum age, the locked real name and names in the brand's script.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AURORA,
  call,
  expectError,
  expectOk,
  hostOf,
  LOTUS,
  lastCode,
  loginOk,
  makeAccount,
  memberInfo,
  outbox,
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

interface Profile {
  fields: { name: string; value: string | null; required: boolean; locked: boolean; patternId: string }[];
  mobileNum: string | null;
  countryDialingCode: string | null;
  email: string | null;
  minimumAge: number;
}

/** A logged-in player of a brand (optionally with a bound mobile). */
async function player(brand = 'aurora', input: { mobileNum?: string; countryDialingCode?: string } = {}) {
  const fixture = await makeAccount(t, { brand, ...input });
  const { token } = await loginOk(t, fixture);
  return { ...fixture, token, host: hostOf(brand) };
}
type Player = Awaited<ReturnType<typeof player>>;

const get = (p: Player) => call(t, 'GET', '/wps/member/profile', { host: p.host, token: p.token });
const put = (p: Player, body: Record<string, unknown>) =>
  call(t, 'PUT', '/wps/member/profile', { host: p.host, token: p.token, body });
const post = (p: Player, url: string, body: Record<string, unknown>) =>
  call(t, 'POST', url, { host: p.host, token: p.token, body });
const field = (profile: Profile, name: string) => profile.fields.find((f) => f.name === name);

/** yyyy-MM-dd of the day `years` years before today (UTC), shifted by `days`. */
function yearsAgo(years: number, days = 0): string {
  const d = new Date();
  d.setUTCFullYear(d.getUTCFullYear() - years);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

describe('profile fields', () => {
  it('lists the fields the brand enables with their rules, and saves them', async () => {
    const p = await player();
    const before = expectOk<Profile>(await get(p));
    expect(before.fields.map((f) => f.name)).toEqual(
      expect.arrayContaining(['nickname', 'payeeName', 'birthday', 'address', 'nationality', 'occupation']),
    );
    expect(field(before, 'payeeName')).toMatchObject({ value: null, locked: false, patternId: 'fullName' });
    expect(before.minimumAge).toBe(18);

    const saved = expectOk<Profile>(
      await put(p, { nickname: 'Lucky Ana', address: '12 Rizal Street, Manila', occupation: 'Teacher' }),
    );
    expect(field(saved, 'nickname')?.value).toBe('Lucky Ana');
    expect(field(saved, 'address')?.value).toBe('12 Rizal Street, Manila');
    // The session cache follows: member info shows the new nickname at once.
    expect((await memberInfo(t, p.token)).nickname).toBe('Lucky Ana');
    // An empty string clears an optional field; the others stay.
    const cleared = expectOk<Profile>(await put(p, { occupation: '' }));
    expect(field(cleared, 'occupation')?.value).toBeNull();
    expect(field(cleared, 'address')?.value).toBe('12 Rizal Street, Manila');
  });

  it('refuses a value against its rule and a field the brand does not enable, writing nothing', async () => {
    const p = await player();
    const bad = expectError<{ fields: Record<string, { code: string }> }>(
      await put(p, { nickname: 'Good Name', address: 'x' }),
      400,
      'field_invalid',
    );
    expect(bad.value.fields.address?.code).toBe('length');
    expect(field(expectOk<Profile>(await get(p)), 'nickname')?.value).toBeNull();
    // telegram is not in aurora's accounts.profileFields.
    expectError(await put(p, { telegram: 'ana_cruz' }), 400, 'field_invalid');
    // Unknown keys are refused by the contract.
    expect((await put(p, { favouriteColour: 'blue' })).statusCode).toBe(400);
  });

  it('enforces the minimum age on the birthday: 18 by default, 21 where the brand has the birthday check', async () => {
    const p = await player();
    expectError(await put(p, { birthday: yearsAgo(18, 1) }), 400, 'age_below_minimum');
    expect(field(expectOk<Profile>(await put(p, { birthday: yearsAgo(18) })), 'birthday')?.value).toBe(
      yearsAgo(18),
    );
    expectError(await put(p, { birthday: '2001-02-30' }), 400, 'field_invalid');

    const o = await player('oasis');
    expect(expectOk<Profile>(await get(o)).minimumAge).toBe(21);
    const refused = expectError(await put(o, { birthday: yearsAgo(20) }), 400, 'age_below_minimum');
    expect(refused.message).toMatch(/21/);
    expect(field(expectOk<Profile>(await put(o, { birthday: yearsAgo(21) })), 'birthday')?.value).toBe(
      yearsAgo(21),
    );
  });

  it('locks the real name once it is set (accounts.realNameLockedOnceSet)', async () => {
    const p = await player();
    expectOk(await put(p, { payeeName: 'Ana Cruz' }));
    const profile = expectOk<Profile>(await get(p));
    expect(field(profile, 'payeeName')).toMatchObject({ value: 'Ana Cruz', locked: true });
    expectError(await put(p, { payeeName: 'Maria Santos' }), 403, 'real_name_locked');
    expectError(await put(p, { payeeName: '' }), 403, 'real_name_locked');
    // Sending the same name again changes nothing and is not refused.
    expectOk(await put(p, { payeeName: 'Ana Cruz', nickname: 'Ana' }));
    expect((await memberInfo(t, p.token)).payeeName).toBe('Ana Cruz');
  });

  it('accepts a Vietnamese real name in its own script on the Vietnamese brand', async () => {
    const p = await player('lotus');
    expect(field(expectOk<Profile>(await get(p)), 'payeeName')?.patternId).toBe('fullName');
    const saved = expectOk<Profile>(await put(p, { payeeName: 'Nguyễn Văn An' }));
    expect(field(saved, 'payeeName')?.value).toBe('Nguyễn Văn An');
    const q = await player('lotus');
    expectError(await put(q, { payeeName: 'Nguyen V4n An' }), 400, 'field_invalid');
  });
});

describe('binding a mobile number', () => {
  const LOTUS_DIAL = '84';
  const dest = (mobile: string) => `+${LOTUS_DIAL}${mobile}`;

  it('binds a first number with the code sent to it; wrong and reused codes are refused', async () => {
    const p = await player('lotus');
    const mobile = uniqueMobile(9);
    const sent = expectOk<{ expiredMinutes: number }>(
      await post(p, '/wps/member/profile/mobile/code', {
        target: 'new',
        mobileNum: mobile,
        countryDialingCode: '84',
      }),
    );
    expect(sent.expiredMinutes).toBeGreaterThan(0);
    const code = await lastCode(t, dest(mobile), LOTUS);
    const wrong = code === '000000' ? '111111' : '000000';
    expectError(
      await post(p, '/wps/member/profile/mobile', {
        mobileNum: mobile,
        countryDialingCode: '84',
        code: wrong,
      }),
      400,
      'verification_code_invalid',
    );
    const bound = expectOk<Profile>(
      await post(p, '/wps/member/profile/mobile', { mobileNum: mobile, countryDialingCode: '84', code }),
    );
    expect(bound).toMatchObject({ mobileNum: mobile, countryDialingCode: '84' });
    expect((await memberInfo(t, p.token, LOTUS)).mobileNum).toBe(mobile);
    const q = await player('lotus');
    expectError(
      await post(q, '/wps/member/profile/mobile', { mobileNum: mobile, countryDialingCode: '84', code }),
      409,
      'mobile_taken',
    );
  });

  it('refuses an expired code', async () => {
    const p = await player('lotus');
    const mobile = uniqueMobile(9);
    expectOk(await post(p, '/wps/member/profile/mobile/code', { target: 'new', mobileNum: mobile }));
    const code = await lastCode(t, dest(mobile), LOTUS);
    await t.db
      .updateTable('verification_code')
      .set({ expires_at: sql<Date>`now() - interval '1 second'` })
      .where('destination', '=', dest(mobile))
      .execute();
    expectError(
      await post(p, '/wps/member/profile/mobile', { mobileNum: mobile, code }),
      400,
      'verification_code_expired',
    );
    expect(expectOk<Profile>(await get(p)).mobileNum).toBeNull();
  });

  it('refuses a number another player holds, before sending anything', async () => {
    const taken = uniqueMobile(9);
    await makeAccount(t, { brand: 'lotus', mobileNum: taken, countryDialingCode: LOTUS_DIAL });
    const p = await player('lotus');
    expectError(
      await post(p, '/wps/member/profile/mobile/code', { target: 'new', mobileNum: taken }),
      409,
      'mobile_taken',
    );
    expect(await outbox(t, dest(taken), LOTUS)).toHaveLength(0);
  });

  it('changing a bound number needs the code sent to the old number, or the login password', async () => {
    const old = uniqueMobile(9);
    const p = await player('lotus', { mobileNum: old, countryDialingCode: LOTUS_DIAL });
    const next = uniqueMobile(9);
    expectOk(await post(p, '/wps/member/profile/mobile/code', { target: 'new', mobileNum: next }));
    const code = await lastCode(t, dest(next), LOTUS);
    // No proof of the old number: refused, and the new code is not spent.
    expectError(
      await post(p, '/wps/member/profile/mobile', { mobileNum: next, code }),
      400,
      'old_mobile_proof_required',
    );
    expectError(
      await post(p, '/wps/member/profile/mobile', { mobileNum: next, code, password: 'Wrong-pass-1' }),
      400,
      'old_password_wrong',
    );
    expectError(
      await post(p, '/wps/member/profile/mobile', { mobileNum: next, code, oldCode: '123456' }),
      400,
      'verification_code_invalid',
    );
    expectOk(await post(p, '/wps/member/profile/mobile/code', { target: 'old' }));
    const oldCode = await lastCode(t, dest(old), LOTUS);
    const changed = expectOk<Profile>(
      await post(p, '/wps/member/profile/mobile', { mobileNum: next, code, oldCode }),
    );
    expect(changed.mobileNum).toBe(next);

    // With the login password instead of the old number's code.
    const third = uniqueMobile(9);
    expectOk(await post(p, '/wps/member/profile/mobile/code', { target: 'new', mobileNum: third }));
    const thirdCode = await lastCode(t, dest(third), LOTUS);
    const again = expectOk<Profile>(
      await post(p, '/wps/member/profile/mobile', {
        mobileNum: third,
        code: thirdCode,
        password: p.password,
      }),
    );
    expect(again.mobileNum).toBe(third);
  });

  it('keeps the resend countdown of SMS codes', async () => {
    const p = await player('lotus');
    const mobile = uniqueMobile(9);
    expectOk(await post(p, '/wps/member/profile/mobile/code', { target: 'new', mobileNum: mobile }));
    expectError(
      await post(p, '/wps/member/profile/mobile/code', { target: 'new', mobileNum: mobile }),
      429,
      'sms_throttled',
    );
  });

  it('is for real accounts only', async () => {
    expectError(await call(t, 'GET', '/wps/member/profile', { host: AURORA }), 401, 'unauthorized');
  });
});

describe('binding an email address', () => {
  it('binds with the emailed code; the address is then taken for other players of the brand', async () => {
    const p = await player();
    const email = `${uniqueName('mail')}@example.com`;
    expectOk(await post(p, '/wps/member/profile/email/code', { email }));
    const code = await lastCode(t, email);
    expectError(
      await post(p, '/wps/member/profile/email', { email, code: code === '000000' ? '111111' : '000000' }),
      400,
      'verification_code_invalid',
    );
    const bound = expectOk<Profile>(
      await post(p, '/wps/member/profile/email', { email: email.toUpperCase(), code }),
    );
    expect(bound.email).toBe(email);
    expect((await memberInfo(t, p.token)).email).toBe(email);
    // The code was used once.
    expectError(await post(p, '/wps/member/profile/email', { email, code }), 400, 'email_unchanged');

    const q = await player();
    expectError(await post(q, '/wps/member/profile/email/code', { email }), 409, 'email_taken');
    // Another brand's players are not affected.
    const r = await player('lotus');
    expectOk(await post(r, '/wps/member/profile/email/code', { email }));
  });

  it('refuses a malformed address and an expired code', async () => {
    const p = await player();
    expectError(
      await post(p, '/wps/member/profile/email/code', { email: 'not-an-email' }),
      400,
      'field_invalid',
    );
    const email = `${uniqueName('mail')}@example.com`;
    expectOk(await post(p, '/wps/member/profile/email/code', { email }));
    const code = await lastCode(t, email);
    await t.db
      .updateTable('verification_code')
      .set({ expires_at: sql<Date>`now() - interval '1 second'` })
      .where('destination', '=', email)
      .execute();
    expectError(
      await post(p, '/wps/member/profile/email', { email, code }),
      400,
      'verification_code_expired',
    );
    expect(expectOk<Profile>(await get(p)).email).toBeNull();
  });
});

describe('mobile sign-up', () => {
  it('keeps the username the player chose and a real name in Vietnamese script', async () => {
    const mobile = uniqueMobile(9);
    expectOk(
      await call(t, 'POST', '/wps/verification/sms/register', {
        host: LOTUS,
        body: { mobileNo: mobile, countryDialingCode: '84' },
      }),
    );
    const username = `vn${mobile}`;
    const value = expectOk<{ token: string; account: { userName: string; payeeName: string } }>(
      await call(t, 'PUT', '/wps/member/register/mobile', {
        host: LOTUS,
        body: {
          username,
          mobileNum: mobile,
          countryDialingCode: '84',
          verificationCode: await lastCode(t, `+84${mobile}`, LOTUS),
          password: 'Passw0rd2026',
          confirmPassword: 'Passw0rd2026',
          payeeName: 'Nguyễn Văn An',
          agreeTerms: true,
          login: true,
        },
      }),
    );
    expect(value.account).toMatchObject({ userName: username, payeeName: 'Nguyễn Văn An' });
  });
});
