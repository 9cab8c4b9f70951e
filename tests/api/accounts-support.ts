/**
 * Shared helpers of the accounts API suites (tests/api/accounts-*.test.ts): requests with a brand host, an IP
 * and a token, envelope assertions, account fixtures inserted straight into the database, the dev outbox and
 * captcha, and an independent RFC 6238 TOTP.
 */
import { createHmac } from 'node:crypto';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import { expect } from 'vitest';
import { hashPassword } from '@/server/auth/passwords';
import { randomCode } from '@/server/auth/tokens';
import { insertAccount, usernameKey } from '@/server/modules/accounts/accounts.repository';
import { type Envelope, envelope, type TestApp } from './helpers';

export const AURORA = 'aurora.localhost';
export const LOTUS = 'lotus.localhost';
export const SIAM = 'siam.localhost';

export type Response = LightMyRequestResponse;

let ipCounter = 0;
/** A fresh client address per call: keeps per-IP rate limits and risk counters of unrelated requests apart. */
export function freshIp(): string {
  ipCounter += 1;
  return `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
}

export interface CallOptions {
  host?: string;
  /** JSON body (any value, serialised as is), unless `raw` or `form` is given. */
  body?: unknown;
  /** A raw body string with its content type. */
  raw?: { payload: string; contentType: string };
  /** A form-encoded body. */
  form?: Record<string, string>;
  token?: string;
  ip?: string;
  cookie?: string;
  headers?: Record<string, string>;
}

/** One request through app.inject with a brand host (aurora by default) and a fresh IP unless one is given. */
export function call(t: TestApp, method: InjectOptions['method'], url: string, opts: CallOptions = {}) {
  const headers: Record<string, string> = { host: opts.host ?? AURORA, ...(opts.headers ?? {}) };
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  if (opts.cookie) headers.cookie = opts.cookie;
  let payload: string | undefined;
  if (opts.form) {
    payload = new URLSearchParams(opts.form).toString();
    headers['content-type'] = 'application/x-www-form-urlencoded';
  } else if (opts.raw) {
    payload = opts.raw.payload;
    headers['content-type'] = opts.raw.contentType;
  } else if (opts.body !== undefined) {
    payload = JSON.stringify(opts.body);
    headers['content-type'] = 'application/json';
  }
  return t.app.inject({
    method,
    url,
    headers,
    remoteAddress: opts.ip ?? freshIp(),
    ...(payload === undefined ? {} : { payload }),
  });
}

/** Asserts a 200 envelope with success and returns its value. */
export function expectOk<T = unknown>(response: Response): T {
  expect(response.statusCode, response.body).toBe(200);
  const body = envelope<T>(response);
  expect(body.success).toBe(true);
  expect(body.code).toBe('OK');
  return body.value;
}

/** Asserts an error envelope with the status and code and a non-empty translated message. */
export function expectError<T = unknown>(response: Response, status: number, code: string): Envelope<T> {
  expect(response.statusCode, response.body).toBe(status);
  expect(String(response.headers['content-type'])).toMatch(/^application\/json/);
  const body = envelope<T>(response);
  expect(body, response.body).toMatchObject({ success: false, code });
  expect(body.message).not.toBe('');
  return body;
}

/** Every Set-Cookie header of a response, as a list. */
export function setCookies(response: Response): string[] {
  const header = response.headers['set-cookie'];
  if (header === undefined) return [];
  return Array.isArray(header) ? header.map(String) : [String(header)];
}

/** The `name=value` pair of a named cookie set by a response (for a Cookie request header). */
export function cookiePair(response: Response, name: string): string {
  const found = setCookies(response).find((c) => c.startsWith(`${name}=`));
  if (!found) throw new Error(`no ${name} cookie in ${JSON.stringify(setCookies(response))}`);
  return found.split(';')[0]!;
}

// ------------------------------------------------------------------------------------------------------------
// Fixtures.

const hashes = new Map<string, Promise<string>>();
/** argon2 hashes are slow on purpose: one per distinct password per test file. */
export function hashOf(password: string): Promise<string> {
  let hash = hashes.get(password);
  if (!hash) {
    hash = hashPassword(password);
    hashes.set(password, hash);
  }
  return hash;
}

let nameCounter = 0;
/** A username unique in this test file that satisfies letterFirstAlnum 6–16. */
export function uniqueName(prefix = 'user'): string {
  nameCounter += 1;
  return `${prefix}${nameCounter}${randomCode(4, 'abcdefghjkmnpqrstuvwxyz')}`.slice(0, 16);
}

let mobileCounter = 0;
/** A mobile number of the given length, unique in this test file (each file has its own database). */
export function uniqueMobile(digits: number): string {
  mobileCounter += 1;
  return `9${String(mobileCounter).padStart(digits - 1, '0')}`;
}

export interface FixtureInput {
  brand?: string;
  username?: string;
  password?: string;
  type?: number;
  affiliateCode?: string | null;
  uplineId?: bigint | null;
  email?: string | null;
  mobileNum?: string | null;
  countryDialingCode?: string | null;
  status?: 'active' | 'disabled';
}

export interface Fixture {
  id: bigint;
  brand: string;
  username: string;
  password: string;
  referralCode: string;
  affiliateCode: string | null;
}

export const DEFAULT_PASSWORD = 'Passw0rd2026';

/** Inserts an account (and its team-tree rows) directly, like the demo seed does. */
export async function makeAccount(t: TestApp, input: FixtureInput = {}): Promise<Fixture> {
  const brand = input.brand ?? 'aurora';
  const username = input.username ?? uniqueName();
  const password = input.password ?? DEFAULT_PASSWORD;
  const referralCode = randomCode(8);
  const id = await t.db.transaction().execute(async (trx) =>
    insertAccount(trx, {
      brand_code: brand,
      username,
      username_key: usernameKey(username),
      type: input.type ?? 0,
      status: input.status ?? 'active',
      password_hash: await hashOf(password),
      affiliate_code: input.affiliateCode ?? null,
      upline_id: input.uplineId ?? null,
      email: input.email ?? null,
      mobile_num: input.mobileNum ?? null,
      country_dialing_code: input.mobileNum ? (input.countryDialingCode ?? '63') : null,
      referral_code: referralCode,
      register_method: 'TEST',
    }),
  );
  return { id, brand, username, password, referralCode, affiliateCode: input.affiliateCode ?? null };
}

export const hostOf = (brand: string) => `${brand}.localhost`;

export interface LoginValue {
  token: string;
  firstTimeLogin: boolean;
  passwordExpired: boolean;
  mustChangePassword: boolean;
  account: MemberInfo;
}

export interface MemberInfo {
  id: string;
  account: string;
  userName: string;
  nickname: string;
  type: number;
  isAgent: boolean;
  isTrial: boolean;
  vipLevel: number;
  mobileNum: string | null;
  countryDialingCode: string | null;
  email: string | null;
  payeeName: string | null;
  affiliateCode: string | null;
  referralCode: string;
  icon: string | null;
  firstTimeLogin: boolean;
  passwordExpired: boolean;
  mustChangePassword: boolean;
  totpEnabled: boolean;
  createdAt: string;
}

/** POST /wps/session/login by password. */
export function passwordLogin(
  t: TestApp,
  who: { username: string; password: string },
  opts: { host?: string; ip?: string; cookie?: string; extra?: Record<string, unknown> } = {},
) {
  return call(t, 'POST', '/wps/session/login', {
    host: opts.host ?? AURORA,
    ...(opts.ip ? { ip: opts.ip } : {}),
    ...(opts.cookie ? { cookie: opts.cookie } : {}),
    body: { type: 'username', username: who.username, password: who.password, ...(opts.extra ?? {}) },
  });
}

/** A successful password login of a fixture on its own brand; returns the login value. */
export async function loginOk(
  t: TestApp,
  who: { username: string; password: string; brand?: string },
  opts: { ip?: string; extra?: Record<string, unknown> } = {},
): Promise<LoginValue> {
  const value = expectOk<LoginValue>(
    await passwordLogin(t, who, { host: hostOf(who.brand ?? 'aurora'), ...opts }),
  );
  expect(value.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  return value;
}

export async function memberInfo(t: TestApp, token: string, host = AURORA) {
  return expectOk<MemberInfo>(await call(t, 'GET', '/wps/member/info', { host, token }));
}

// ------------------------------------------------------------------------------------------------------------
// Dev outbox and captcha.

export interface OutboxMessage {
  channel: 'sms' | 'email';
  to: string;
  subject: string;
  body: string;
  code: string | null;
  createdAt: string;
}

export async function outbox(t: TestApp, to: string, host = AURORA): Promise<OutboxMessage[]> {
  return expectOk<OutboxMessage[]>(
    await call(t, 'GET', `/__dev/outbox?to=${encodeURIComponent(to)}`, { host }),
  );
}

/** The code of the newest message sent to a destination. */
export async function lastCode(t: TestApp, to: string, host = AURORA): Promise<string> {
  const [newest] = await outbox(t, to, host);
  expect(newest, `no message to ${to}`).toBeDefined();
  expect(newest!.code).toMatch(/^\d{6}$/);
  return newest!.code!;
}

/** The answer of the captcha held by a cookie (GET /__dev/captcha). */
export async function captchaAnswer(t: TestApp, cookie: string, host = AURORA): Promise<string> {
  const value = expectOk<{ answer: string | null }>(await call(t, 'GET', '/__dev/captcha', { host, cookie }));
  expect(value.answer).toMatch(/^[A-Za-z0-9]{4,6}$/);
  return value.answer!;
}

/** A fresh captcha: its cookie and its answer. */
export async function solvedCaptcha(t: TestApp, host = AURORA): Promise<{ cookie: string; answer: string }> {
  const response = await call(t, 'GET', '/wps/captcha', { host });
  const image = expectOk<string>(response);
  expect(image).toMatch(/^data:image\/svg\+xml/);
  const cookie = cookiePair(response, 'mq_captcha');
  return { cookie, answer: await captchaAnswer(t, cookie, host) };
}

/** Moves a timestamp column of matching rows into the past (simulated time). */
export async function agePast(
  t: TestApp,
  table: 'session' | 'verification_code' | 'auth_throttle' | 'login_challenge' | 'captcha' | 'account',
  column: string,
  interval: string,
  where: { column: string; value: unknown },
) {
  await sql`update ${sql.table(table)} set ${sql.ref(column)} = now() - ${interval}::interval where ${sql.ref(where.column)} = ${where.value}`.execute(
    t.db,
  );
}

// ------------------------------------------------------------------------------------------------------------
// RFC 6238 TOTP, written independently of src/server/lib/totp.ts.

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

function fromBase32(text: string): Buffer {
  const bits = [...text.replace(/=+$/, '').toUpperCase()]
    .map((c) => {
      const v = BASE32.indexOf(c);
      if (v < 0) throw new Error(`not base32: ${c}`);
      return v.toString(2).padStart(5, '0');
    })
    .join('');
  const bytes: number[] = [];
  for (let i = 0; i + 8 <= bits.length; i += 8) bytes.push(Number.parseInt(bits.slice(i, i + 8), 2));
  return Buffer.from(bytes);
}

/** HOTP (RFC 4226) of a counter, 6 digits, HMAC-SHA1. */
export function hotp(secretBase32: string, counter: number): string {
  const message = Buffer.alloc(8);
  message.writeUInt32BE(Math.floor(counter / 2 ** 32), 0);
  message.writeUInt32BE(counter % 2 ** 32, 4);
  const mac = createHmac('sha1', fromBase32(secretBase32)).update(message).digest();
  const offset = mac[19]! & 0x0f;
  const value =
    ((mac[offset]! & 0x7f) << 24) | (mac[offset + 1]! << 16) | (mac[offset + 2]! << 8) | mac[offset + 3]!;
  return (value % 1_000_000).toString().padStart(6, '0');
}

/** The RFC 6238 time step (30 s) of a moment. */
export const totpStep = (now = Date.now()) => Math.floor(now / 30_000);

/** Waits, when a 30 s step is about to end, until the next one starts: codes computed now stay valid. */
export async function awayFromStepEdge(marginMs = 3_000): Promise<void> {
  const left = 30_000 - (Date.now() % 30_000);
  if (left < marginMs) await new Promise((resolve) => setTimeout(resolve, left + 100));
}

// ------------------------------------------------------------------------------------------------------------
// Registration.

/** A valid aurora username registration body (the captcha is added by registerOn). */
export function auroraForm(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    username: uniqueName('reg'),
    password: DEFAULT_PASSWORD,
    confirmPassword: DEFAULT_PASSWORD,
    agreeTerms: true,
    registerMethod: 'WEB',
    ...overrides,
  };
}

/** PUT a registration with a freshly solved captcha of the brand (unless the body already carries one). */
export async function registerWithCaptcha(
  t: TestApp,
  body: Record<string, unknown>,
  opts: { host?: string; path?: string; ip?: string } = {},
) {
  const host = opts.host ?? AURORA;
  const captcha = await solvedCaptcha(t, host);
  return call(t, 'PUT', opts.path ?? '/wps/member/register', {
    host,
    cookie: captcha.cookie,
    ...(opts.ip ? { ip: opts.ip } : {}),
    body: { captcha: captcha.answer, ...body },
  });
}

export interface RegisterValue {
  token: string | null;
  account: MemberInfo;
}
