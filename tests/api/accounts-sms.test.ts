/**
 * SMS codes (docs/accounts-api.md "SMS and email codes"): POST /wps/verification/sms/noLogin and
 * /wps/verification/sms/register, SMS login on lotus through the dev outbox, expiry, single use, wrong tries,
 * the resend countdown and the per-address limit.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  agePast,
  call,
  expectError,
  expectOk,
  type Fixture,
  freshIp,
  LOTUS,
  type LoginValue,
  lastCode,
  makeAccount,
  memberInfo,
  outbox,
  uniqueMobile,
} from './accounts-support';
import { createTestApp, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const DIAL = '84';
const destination = (mobile: string) => `+${DIAL}${mobile}`;

/** A lotus player with a bound mobile number. */
async function lotusPlayer(type = 0): Promise<Fixture & { mobile: string }> {
  const mobile = uniqueMobile(9);
  const account = await makeAccount(t, {
    brand: 'lotus',
    mobileNum: mobile,
    countryDialingCode: DIAL,
    type,
    ...(type === 41 ? { affiliateCode: `OF${mobile}` } : {}),
  });
  return { ...account, mobile };
}

function sendLoginCode(mobile: string, ip = freshIp(), purpose: 'login' | 'reset' = 'login') {
  return call(t, 'POST', '/wps/verification/sms/noLogin', {
    host: LOTUS,
    ip,
    body: { mobileNum: mobile, countryDialingCode: DIAL, purpose },
  });
}

function smsLogin(mobile: string, verificationCode: string, extra: Record<string, unknown> = {}) {
  return call(t, 'POST', '/wps/session/login', {
    host: LOTUS,
    body: { type: 'sms', mobileNum: mobile, countryDialingCode: DIAL, verificationCode, ...extra },
  });
}

const otherThan = (code: string) => (code === '000000' ? '999999' : '000000');

describe('SMS login on lotus', () => {
  it('sends a 6-digit code through the SMS adapter and logs in with it', async () => {
    const player = await lotusPlayer();
    const sent = expectOk<{ expiredMinutes: number }>(await sendLoginCode(player.mobile));
    expect(sent).toEqual({ expiredMinutes: 2 });
    const [message] = await outbox(t, destination(player.mobile), LOTUS);
    expect(message).toMatchObject({ channel: 'sms', to: destination(player.mobile) });
    expect(message!.code).toMatch(/^\d{6}$/);
    expect(message!.body).toContain(message!.code!);

    const value = expectOk<LoginValue>(await smsLogin(player.mobile, message!.code!));
    expect(value.account).toMatchObject({ userName: player.username, mobileNum: player.mobile });
    expect((await memberInfo(t, value.token, LOTUS)).userName).toBe(player.username);
  });

  it('accepts each code once: a second use fails', async () => {
    const player = await lotusPlayer();
    expectOk(await sendLoginCode(player.mobile));
    const code = await lastCode(t, destination(player.mobile), LOTUS);
    expectOk(await smsLogin(player.mobile, code));
    expectError(await smsLogin(player.mobile, code), 400, 'verification_code_invalid');
  });

  it('refuses an expired code with verification_code_expired', async () => {
    const player = await lotusPlayer();
    expectOk(await sendLoginCode(player.mobile));
    const code = await lastCode(t, destination(player.mobile), LOTUS);
    await t.db
      .updateTable('verification_code')
      .set({ expires_at: sql<Date>`now() - interval '1 second'` })
      .where('destination', '=', destination(player.mobile))
      .execute();
    expectError(await smsLogin(player.mobile, code), 400, 'verification_code_expired');
  });

  it('counts wrong codes: the right one still works after 4, a code is burnt after 5', async () => {
    const player = await lotusPlayer();
    expectOk(await sendLoginCode(player.mobile));
    const code = await lastCode(t, destination(player.mobile), LOTUS);
    for (let i = 0; i < 4; i++) {
      expectError(await smsLogin(player.mobile, otherThan(code)), 400, 'verification_code_invalid');
    }
    expectOk(await smsLogin(player.mobile, code));

    const other = await lotusPlayer();
    expectOk(await sendLoginCode(other.mobile));
    const burnt = await lastCode(t, destination(other.mobile), LOTUS);
    for (let i = 0; i < 5; i++) {
      expectError(await smsLogin(other.mobile, otherThan(burnt)), 400, 'verification_code_invalid');
    }
    expectError(await smsLogin(other.mobile, burnt), 400, 'verification_code_invalid');
  });

  it('refuses malformed codes and codes of another purpose or number', async () => {
    const player = await lotusPlayer();
    for (const bad of ['', '12', 'abcdef', '１２３４５６']) {
      expectError(await smsLogin(player.mobile, bad), 400, 'verification_code_invalid');
    }
    // A reset code does not log in.
    expectOk(await sendLoginCode(player.mobile, freshIp(), 'reset'));
    const resetCode = await lastCode(t, destination(player.mobile), LOTUS);
    expectError(await smsLogin(player.mobile, resetCode), 400, 'verification_code_invalid');
    // A code sent to one number does not open another account.
    const other = await lotusPlayer();
    expectOk(await sendLoginCode(other.mobile));
    const otherCode = await lastCode(t, destination(other.mobile), LOTUS);
    expectError(await smsLogin(player.mobile, otherCode), 400, 'verification_code_invalid');
  });

  it('applies roles to SMS login too', async () => {
    const office = await lotusPlayer(41);
    expectOk(await sendLoginCode(office.mobile));
    const code = await lastCode(t, destination(office.mobile), LOTUS);
    expectError(await smsLogin(office.mobile, code), 403, 'non_member_login');
  });

  it('validates the number: digits of the brand, a dialing code it offers', async () => {
    const short = expectError<{ fields: Record<string, unknown> }>(
      await call(t, 'POST', '/wps/verification/sms/noLogin', {
        host: LOTUS,
        body: { mobileNum: '12345678', countryDialingCode: DIAL, purpose: 'login' },
      }),
      400,
      'field_invalid',
    );
    expect(short.value.fields).toEqual({ mobileNum: { code: 'phoneDigits', digits: 9 } });
    expectError(
      await call(t, 'POST', '/wps/verification/sms/noLogin', {
        host: LOTUS,
        body: { mobileNum: uniqueMobile(9), countryDialingCode: '63', purpose: 'login' },
      }),
      400,
      'field_invalid',
    );
  });

  it('sends nothing to a number without an account', async () => {
    const mobile = uniqueMobile(9);
    const response = await sendLoginCode(mobile);
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expectError(response, 404, 'user_not_found');
    expect(await outbox(t, destination(mobile), LOTUS)).toEqual([]);
  });
});

describe('resend countdown and limits', () => {
  it('refuses a new code while the countdown runs (429 sms_throttled), allows it after', async () => {
    const player = await lotusPlayer();
    expectOk(await sendLoginCode(player.mobile));
    const first = await lastCode(t, destination(player.mobile), LOTUS);
    const throttled = expectError(await sendLoginCode(player.mobile), 429, 'sms_throttled');
    expect(throttled.message).toMatch(/\b(1[01]\d|120)\b/);
    expect(await outbox(t, destination(player.mobile), LOTUS)).toHaveLength(1);

    // The countdown is expiredMinutes × 60 s (2 minutes on lotus).
    await agePast(t, 'verification_code', 'created_at', '2 minutes 1 second', {
      column: 'destination',
      value: destination(player.mobile),
    });
    expectOk(await sendLoginCode(player.mobile));
    const second = await lastCode(t, destination(player.mobile), LOTUS);
    expect(await outbox(t, destination(player.mobile), LOTUS)).toHaveLength(2);
    // Only the newest code counts.
    if (second !== first) expectError(await smsLogin(player.mobile, first), 400, 'verification_code_invalid');
    expectOk(await smsLogin(player.mobile, second));
  });

  it('allows one send per second per address', async () => {
    const ip = freshIp();
    const [a, b] = [await lotusPlayer(), await lotusPlayer()];
    expectOk(await sendLoginCode(a.mobile, ip));
    expectError(await sendLoginCode(b.mobile, ip), 429, 'too_many_requests');
  });

  it('allows 10 sends per address in 15 minutes, then 5 minutes of too_many_requests', async () => {
    const ip = freshIp();
    // Nine sends from this address already (sending them for real takes 9 s at one per second).
    await t.db
      .insertInto('auth_throttle')
      .values({ brand_code: 'lotus', scope: 'sms-ip', key: ip, failures: 9 })
      .execute();
    const [a, b] = [await lotusPlayer(), await lotusPlayer()];
    expectOk(await sendLoginCode(a.mobile, ip));
    await new Promise((resolve) => setTimeout(resolve, 1_050));
    expectError(await sendLoginCode(b.mobile, ip), 429, 'too_many_requests');
    expect(await outbox(t, destination(b.mobile), LOTUS)).toEqual([]);
    const row = await t.db
      .selectFrom('auth_throttle')
      .select(sql<number>`extract(epoch from blocked_until - now())`.as('left'))
      .where('scope', '=', 'sms-ip')
      .where('key', '=', ip)
      .executeTakeFirstOrThrow();
    expect(Number(row.left)).toBeGreaterThan(290);
    expect(Number(row.left)).toBeLessThanOrEqual(300);
    // Another address is not affected.
    expectOk(await sendLoginCode(b.mobile));
  });
});

describe('POST /wps/verification/sms/register', () => {
  it('sends a registration code to a free number', async () => {
    const mobile = uniqueMobile(9);
    expect(
      expectOk(
        await call(t, 'POST', '/wps/verification/sms/register', {
          host: LOTUS,
          body: { mobileNo: mobile, countryDialingCode: DIAL },
        }),
      ),
    ).toEqual({ expiredMinutes: 2 });
    await lastCode(t, destination(mobile), LOTUS);
  });

  it('refuses a number that already has an account (409 mobile_taken) and sends nothing', async () => {
    const player = await lotusPlayer();
    expectError(
      await call(t, 'POST', '/wps/verification/sms/register', {
        host: LOTUS,
        body: { mobileNo: player.mobile, countryDialingCode: DIAL },
      }),
      409,
      'mobile_taken',
    );
    expect(await outbox(t, destination(player.mobile), LOTUS)).toEqual([]);
  });
});

describe('parallel guesses', () => {
  it('uses a code once even when it is sent many times at the same moment', async () => {
    const player = await lotusPlayer();
    expectOk(await sendLoginCode(player.mobile));
    const code = await lastCode(t, destination(player.mobile), LOTUS);
    const answers = await Promise.all(Array.from({ length: 12 }, () => smsLogin(player.mobile, code)));
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    for (const answer of answers.filter((a) => a.statusCode !== 200)) {
      expectError(answer, 400, 'verification_code_invalid');
    }
  });

  it('evaluates at most 5 guesses of a code, however many arrive at once', async () => {
    const player = await lotusPlayer();
    expectOk(await sendLoginCode(player.mobile));
    const code = await lastCode(t, destination(player.mobile), LOTUS);
    const answers = await Promise.all(
      Array.from({ length: 24 }, () => smsLogin(player.mobile, otherThan(code))),
    );
    for (const answer of answers) expectError(answer, 400, 'verification_code_invalid');
    const row = await t.db
      .selectFrom('verification_code')
      .select('attempts')
      .where('destination', '=', destination(player.mobile))
      .executeTakeFirstOrThrow();
    expect(row.attempts).toBeLessThanOrEqual(5);
    expectError(await smsLogin(player.mobile, code), 400, 'verification_code_invalid');
  });
});
