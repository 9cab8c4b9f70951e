/**
 * Shared helpers of the games API suites (tests/api/games-*.test.ts): a test app with the generated catalogue
 * loaded, accounts with live sessions inserted straight into the database, requests with a brand host and a
 * token, and envelope assertions.
 */
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { ACCOUNT_TYPE } from '@/core/account-types';
import { randomCode } from '@/server/auth/tokens';
import { insertAccount, usernameKey } from '@/server/modules/accounts/accounts.repository';
import { ensureCatalogue } from '@/server/modules/games/catalogue-loader';
import type { GameJson } from '@/server/modules/games/games.service';
import { createSession } from '@/server/modules/session/session.repository';
import { createTestApp, type Envelope, envelope, type TestApp, type TestAppOptions } from './helpers';

export const AURORA = 'aurora.localhost';
export const LOTUS = 'lotus.localhost';
export const SIAM = 'siam.localhost';
export const BRAND_HOSTS = { aurora: AURORA, lotus: LOTUS, siam: SIAM } as const;

export type Response = LightMyRequestResponse;
export type { GameJson };

export interface GamePage {
  games: GameJson[];
  pageNum: number;
  totalPages: number;
  total: number;
}

/** A test app whose database holds the generated catalogue (release dates counted back from today). */
export async function createGamesApp(options: TestAppOptions = {}): Promise<TestApp> {
  const t = await createTestApp({ catalogue: true, ...options });
  await ensureCatalogue(t.db);
  await t.app.games.reload();
  return t;
}

let ipCounter = 0;
const freshIp = () => {
  ipCounter += 1;
  return `10.77.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
};

export interface CallOptions {
  host?: string;
  token?: string;
  body?: unknown;
  headers?: Record<string, string>;
}

export function call(t: TestApp, method: InjectOptions['method'], url: string, opts: CallOptions = {}) {
  const headers: Record<string, string> = { host: opts.host ?? AURORA, ...(opts.headers ?? {}) };
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  if (opts.body !== undefined) headers['content-type'] = 'application/json';
  return t.app.inject({
    method,
    url,
    headers,
    remoteAddress: freshIp(),
    ...(opts.body === undefined ? {} : { payload: JSON.stringify(opts.body) }),
  });
}

export const get = (t: TestApp, url: string, opts: CallOptions = {}) => call(t, 'GET', url, opts);

export function expectOk<T = unknown>(response: Response): T {
  expect(response.statusCode, response.body).toBe(200);
  const body = envelope<T>(response);
  expect(body.success).toBe(true);
  expect(body.code).toBe('OK');
  return body.value;
}

export function expectError(response: Response, status: number, code: string): Envelope {
  expect(response.statusCode, response.body).toBe(status);
  expect(String(response.headers['content-type'])).toMatch(/^application\/json/);
  const body = envelope(response);
  expect(body).toMatchObject({ success: false, code });
  expect(body.message).not.toBe('');
  return body;
}

/** GCSGAME_gameList with the given query (clientType and platform as the SPA sends them). */
export async function gameList(
  t: TestApp,
  query: Record<string, string | number>,
  opts: CallOptions = {},
): Promise<GamePage> {
  return expectOk<GamePage>(await get(t, listUrl(query), opts));
}

export function listUrl(query: Record<string, string | number>): string {
  const params = new URLSearchParams({ clientType: '3', platform: 'W', pageNo: '1', pageSize: '60' });
  for (const [key, value] of Object.entries(query)) params.set(key, String(value));
  return `/wps/relay/GCSGAME_gameList?${params}`;
}

export interface TestAccount {
  id: bigint;
  username: string;
  token: string;
}

let accountCounter = 0;

/** An account of a brand with a live member session (type: player by default, or trial). */
export async function createAccount(
  t: TestApp,
  brand: keyof typeof BRAND_HOSTS = 'aurora',
  type: number = ACCOUNT_TYPE.player,
): Promise<TestAccount> {
  accountCounter += 1;
  const username = `gamer${String(accountCounter).padStart(3, '0')}${randomCode(3).toLowerCase()}`;
  const id = await t.db.transaction().execute((trx) =>
    insertAccount(trx, {
      brand_code: brand,
      username,
      username_key: usernameKey(username),
      type,
      password_hash: 'not-used-by-these-tests',
      referral_code: randomCode(8),
    }),
  );
  const token = await createSession(
    t.db,
    { accountId: id, brandCode: brand, kind: 'member', ip: '10.0.0.1' },
    { idleMinutes: 60, maxHours: 24 },
  );
  return { id, username, token };
}
