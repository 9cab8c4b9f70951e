/**
 * Bad input on every POST/PUT call of docs/accounts-api.md: each field replaced by wrong types, huge strings
 * (100 KB), unicode, control characters and injection-looking text; whole bodies missing, extended, of the wrong
 * shape, malformed or of another content type. Every answer is a 4xx envelope with a code and a translated
 * message — never a 5xx, never a success — and nothing is written (no account, session or code).
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  AURORA,
  type CallOptions,
  call,
  DEFAULT_PASSWORD,
  LOTUS,
  loginOk,
  makeAccount,
  type Response,
  uniqueMobile,
} from './accounts-support';
import { createTestApp, envelope, type TestApp } from './helpers';

let t: TestApp;
let token: string;
let takenMobile: string;
beforeAll(async () => {
  t = await createTestApp();
  const player = await makeAccount(t, { password: DEFAULT_PASSWORD });
  token = (await loginOk(t, player)).token;
  takenMobile = uniqueMobile(9);
  await makeAccount(t, { brand: 'lotus', mobileNum: takenMobile, countryDialingCode: '84' });
});
afterAll(async () => {
  await t?.close();
});

interface Route {
  method: 'POST' | 'PUT';
  url: string;
  host?: string;
  auth?: boolean;
  form?: boolean;
  /** A body that is refused as it stands (4xx) but gets as far as possible: each fuzzed field is one change. */
  base: Record<string, unknown>;
  /** Fields to fuzz that the base does not carry. */
  more?: string[];
  /** The base is the one valid body of a call without fields ({}): it is not sent. */
  baseOk?: boolean;
}

const UUID = '7b4f5a5e-1f0c-4c2a-9a57-1d2b3c4d5e6f';

/** Refused bases: an unknown user, no captcha, a taken number, an unknown challenge, no TOTP enrolled… */
const ROUTES: Route[] = [
  {
    method: 'POST',
    url: '/wps/session/login',
    base: {
      type: 'username',
      username: 'fuzzghost1',
      password: 'Fuzz12345',
      loginPath: 'member',
      rememberMe: true,
    },
    more: ['captcha', 'mobileNum', 'countryDialingCode', 'verificationCode'],
  },
  {
    method: 'POST',
    url: '/wps/session/login',
    host: LOTUS,
    base: { type: 'sms', mobileNum: '912345678', countryDialingCode: '84', verificationCode: '123456' },
  },
  {
    method: 'POST',
    url: '/wps/session/login/verify',
    base: { challengeId: UUID, method: 'email', code: '123456' },
  },
  { method: 'POST', url: '/wps/session/login/challenge/send', base: { challengeId: UUID, method: 'email' } },
  { method: 'POST', url: '/wps/session/login/freeplay', host: LOTUS, base: {} },
  { method: 'POST', url: '/wps/session/login/freeplay', base: {}, baseOk: true },
  { method: 'POST', url: '/wps/session/firstLogin', auth: true, base: {}, baseOk: true },
  { method: 'POST', url: '/wps/member/totp', auth: true, base: {}, baseOk: true },
  {
    method: 'PUT',
    url: '/wps/member/register',
    base: {
      username: 'fuzzreg01',
      password: 'Fuzz12345',
      confirmPassword: 'Fuzz12345',
      captcha: 'ABCD',
      email: 'fuzz@example.com',
      mobileNum: '9170000000',
      payeeName: 'Ana Cruz',
      affiliateCode: 'NOPE0000',
      referralCode: 'NOPE0000',
      agreeTerms: true,
      login: true,
      domain: 'aurora.localhost',
      registerUrl: 'https://aurora.localhost/register',
      registerMethod: 'WEB',
      countryDialingCode: '63',
    },
    more: ['verificationCode', 'qqNum', 'paymentPassword', 'idNumber', 'firebaseIdToken'],
  },
  {
    method: 'PUT',
    url: '/wps/member/register/mobile',
    host: LOTUS,
    base: {
      mobileNum: '912345000',
      countryDialingCode: '84',
      verificationCode: '123456',
      password: 'Fuzz12345',
      confirmPassword: 'Fuzz12345',
      payeeName: 'NGUYEN VAN AN',
      wechat: 'wx123',
      agreeTerms: true,
      login: true,
    },
    more: ['username', 'affiliateCode'],
  },
  {
    method: 'POST',
    url: '/wps/member/password',
    auth: true,
    base: { oldPassword: 'Wrong12345', newPassword: 'Fuzz12345', confirmNewPassword: 'Fuzz12345' },
  },
  {
    method: 'POST',
    url: '/wps/member/password/email',
    form: true,
    base: { username: 'fuzzghost1', email: 'fuzz@example.com' },
  },
  {
    method: 'POST',
    url: '/wps/member/password/reset',
    base: { username: 'fuzzghost1', code: '123456', newPassword: 'Fuzz12345' },
  },
  {
    method: 'POST',
    url: '/wps/member/password/verification',
    host: LOTUS,
    base: {
      newPassword: 'Fuzz12345',
      mobileNum: '912345001',
      countryDialingCode: '84',
      verificationCode: '123456',
    },
  },
  {
    method: 'POST',
    url: '/wps/verification/sms/noLogin',
    host: LOTUS,
    base: { mobileNum: '912345002', countryDialingCode: '84', purpose: 'login' },
    more: ['mobileNo', 'username'],
  },
  {
    method: 'POST',
    url: '/wps/verification/sms/register',
    host: LOTUS,
    // The number is taken once beforeAll has run (see takenBase).
    base: { mobileNo: 'TAKEN', countryDialingCode: '84' },
    more: ['purpose'],
  },
  { method: 'POST', url: '/wps/member/info/icon', auth: true, base: { icon: 'a99' } },
  { method: 'POST', url: '/wps/member/totp/enable', auth: true, base: { code: '123456' } },
  { method: 'POST', url: '/wps/member/totp/disable', auth: true, base: { code: '123456' } },
];

const HUGE = 100 * 1024;
/** Values a field should never accept (or, where the field is free text, that must still end in a 4xx). */
const BAD_VALUES: [string, unknown][] = [
  ['zero', 0],
  ['a big number', 1e20],
  ['a negative float', -1.5],
  ['NaN-like', 'NaN'],
  ['true', true],
  ['false', false],
  ['an object', { $gt: '' }],
  ['an empty array', []],
  ['an array', ['x', 'y']],
  ['a one-item array', ['Fuzz12345']],
  ['null', null],
  ['an empty string', ''],
  ['spaces', '   '],
  ['100 KB of letters', 'a'.repeat(HUGE)],
  ['100 KB of digits', '9'.repeat(HUGE)],
  ['100 KB of emoji', '😀'.repeat(HUGE / 4)],
  ['emoji', '😀🎰🔥'],
  ['CJK', '名字测试'],
  ['Thai', 'สวัสดีครับ'],
  ['right-to-left override', '\u202Eadmin'],
  ['a NUL character', 'ab\u0000cd'],
  ['a lone surrogate', 'ab\ud800cd'],
  ['control characters', '\n\r\t\b\f'],
  ['SQL', "' OR '1'='1' --"],
  ['HTML', '<script>alert(1)</script>'],
  ['a path', '../../etc/passwd'],
  ['a percent escape', '%00%0a'],
  ['a prototype key', '__proto__'],
];

function requestFor(route: Route, body: unknown, extra: CallOptions = {}): Promise<Response> {
  const opts: CallOptions = { host: route.host ?? AURORA, ...(route.auth ? { token } : {}), ...extra };
  if (route.form && body !== null && typeof body === 'object' && !Array.isArray(body) && !extra.raw) {
    const fields = Object.fromEntries(
      Object.entries(body as Record<string, unknown>).map(([k, v]) => [
        k,
        typeof v === 'string' ? v : (JSON.stringify(v) ?? ''),
      ]),
    );
    return call(t, route.method, route.url, { ...opts, form: fields });
  }
  return call(t, route.method, route.url, { ...opts, ...(extra.raw ? {} : { body }) });
}

const failures: string[] = [];
beforeEach(() => {
  failures.length = 0;
});

/** Records (rather than throws) a non-4xx or malformed answer, so one run lists every problem. */
function check(label: string, response: Response) {
  let problem: string | undefined;
  if (response.statusCode < 400 || response.statusCode >= 500) problem = `status ${response.statusCode}`;
  else {
    try {
      const body = envelope(response);
      if (body.success !== false) problem = 'success is not false';
      else if (typeof body.code !== 'string' || body.code === '') problem = 'empty code';
      else if (typeof body.message !== 'string' || body.message === '') problem = 'empty message';
      else if (body.message === body.code) problem = `untranslated message ${body.message}`;
    } catch (error) {
      problem = String(error);
    }
  }
  if (problem) failures.push(`${label}: ${problem} — ${response.body.slice(0, 160)}`);
}

async function counts() {
  const row = async (table: 'account' | 'session' | 'verification_code' | 'outbox' | 'captcha') =>
    Number(
      (
        await t.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  return {
    account: await row('account'),
    session: await row('session'),
    verification_code: await row('verification_code'),
    outbox: await row('outbox'),
  };
}

function deepNest(levels: number): unknown {
  let node: unknown = 'x';
  for (let i = 0; i < levels; i++) node = { a: node };
  return node;
}

describe('bad input on every POST/PUT call', () => {
  it('answers each fuzzed field with a 4xx envelope and writes nothing', async () => {
    const before = await counts();
    for (const route of ROUTES) {
      const base = { ...route.base };
      if (base.mobileNo === 'TAKEN') base.mobileNo = takenMobile;
      // The base itself is refused.
      if (!route.baseOk) check(`${route.url} base`, await requestFor(route, base));
      for (const field of [...Object.keys(base), ...(route.more ?? [])]) {
        for (const [name, value] of BAD_VALUES) {
          check(`${route.url} ${field}=${name}`, await requestFor(route, { ...base, [field]: value }));
        }
        // The field missing.
        const { [field]: _dropped, ...without } = base;
        check(`${route.url} without ${field}`, await requestFor(route, without));
      }
    }
    expect(failures).toEqual([]);
    expect(await counts()).toEqual(before);
  }, 120_000);

  it('answers malformed and mis-shaped whole bodies with a 4xx envelope and writes nothing', async () => {
    const before = await counts();
    for (const route of ROUTES) {
      const base = { ...route.base };
      if (base.mobileNo === 'TAKEN') base.mobileNo = takenMobile;
      const bodies: [string, unknown][] = [
        ['an empty object', {}],
        ['an extra field', { ...base, isAdmin: true }],
        [
          'many extra fields',
          { ...base, ...Object.fromEntries(Array.from({ length: 500 }, (_, i) => [`k${i}`, i])) },
        ],
        ['an array', [base]],
        ['an empty array', []],
        ['null', null],
        ['a string', 'hello'],
        ['a number', 42],
        ['true', true],
        ['a deep nesting', { ...base, extra: deepNest(500) }],
        ['a 100 KB value in an unknown field', { ...base, padding: 'x'.repeat(HUGE) }],
      ];
      for (const [name, body] of bodies) {
        if (route.baseOk && name === 'an empty object') continue;
        check(`${route.url} body=${name}`, await requestFor(route, body));
      }
      const raws: [string, { payload: string; contentType: string }][] = [
        ['invalid JSON', { payload: '{"username": ', contentType: 'application/json' }],
        ['an empty JSON body', { payload: '', contentType: 'application/json' }],
        ['a __proto__ key', { payload: '{"__proto__": {"isAdmin": true}}', contentType: 'application/json' }],
        [
          'a constructor.prototype key',
          { payload: '{"constructor": {"prototype": {"isAdmin": true}}}', contentType: 'application/json' },
        ],
        ['plain text', { payload: 'username=a&password=b', contentType: 'text/plain' }],
        ['XML', { payload: '<login><username>a</username></login>', contentType: 'application/xml' }],
        [
          'a JSON duplicate key',
          { payload: '{"icon": "a1", "icon": 5, "nope": 1}', contentType: 'application/json' },
        ],
        [
          'a 2 MB body',
          {
            payload: JSON.stringify({ padding: 'x'.repeat(2 * 1024 * 1024) }),
            contentType: 'application/json',
          },
        ],
      ];
      for (const [name, raw] of raws) {
        check(`${route.url} raw=${name}`, await requestFor(route, undefined, { raw }));
      }
      if (route.form) {
        check(
          `${route.url} a JSON body where a form is expected`,
          await call(t, route.method, route.url, {
            host: route.host ?? AURORA,
            body: { username: 123, email: [] },
          }),
        );
        check(
          `${route.url} a form with a huge field`,
          await call(t, route.method, route.url, {
            form: { username: 'a'.repeat(HUGE), email: 'x@example.com' },
          }),
        );
      }
    }
    expect(failures).toEqual([]);
    expect(await counts()).toEqual(before);
  }, 120_000);

  it('answers bad query strings of GET /wps/agent/affiliate with a 4xx envelope', async () => {
    for (const [name, value] of BAD_VALUES) {
      if (typeof value !== 'string' || value.includes('\ud800')) continue;
      check(
        `affiliate code=${name}`,
        await call(t, 'GET', `/wps/agent/affiliate?code=${encodeURIComponent(value)}`),
      );
    }
    check('affiliate encoded surrogate', await call(t, 'GET', '/wps/agent/affiliate?code=%ED%A0%80'));
    check('affiliate NUL in domain', await call(t, 'GET', '/wps/agent/affiliate?code=AGX1&domain=%00'));
    check('affiliate code repeated', await call(t, 'GET', '/wps/agent/affiliate?code=a&code=b'));
    check('affiliate bad escape', await call(t, 'GET', '/wps/agent/affiliate?code=%E0%A4%A'));
    expect(failures).toEqual([]);
  });
});
