/**
 * Shared helpers of the money API suites (tests/api/wallet-*.test.ts): requests with a brand host and token,
 * envelope assertions, players inserted straight into the database with a session, funding through the ledger,
 * sandbox payments and signed provider callbacks.
 */
import { randomUUID } from 'node:crypto';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { Brand } from '@/core/brand';
import { hashPassword } from '@/server/auth/passwords';
import { randomCode } from '@/server/auth/tokens';
import { insertAccount, usernameKey } from '@/server/modules/accounts/accounts.repository';
import { ownedAccount, systemAccount, transfer } from '@/server/modules/ledger/ledger.service';
import { createSession } from '@/server/modules/session/session.repository';
import type { WalletCtx } from '@/server/modules/wallet/wallet.context';
import { methodOf } from '@/server/providers/payment/registry';
import { providerSecret, sign } from '@/server/providers/payment/signature';
import { type Envelope, envelope, type TestApp } from './helpers';

export type Response = LightMyRequestResponse;
export const hostOf = (brand: string) => `${brand}.localhost`;

let ip = 0;
const nextIp = () => {
  ip += 1;
  return `10.9.${(ip >> 8) & 255}.${ip & 255}`;
};

export interface CallOptions {
  brand?: string;
  token?: string;
  body?: unknown;
  raw?: { payload: string | Buffer; contentType: string };
  headers?: Record<string, string>;
}

export function call(t: TestApp, method: InjectOptions['method'], url: string, opts: CallOptions = {}) {
  const headers: Record<string, string> = { host: hostOf(opts.brand ?? 'aurora'), ...(opts.headers ?? {}) };
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  let payload: string | Buffer | undefined;
  if (opts.raw) {
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
    remoteAddress: nextIp(),
    ...(payload === undefined ? {} : { payload }),
  });
}

export function expectOk<T = Record<string, unknown>>(response: Response): T {
  expect(response.statusCode, response.body).toBe(200);
  const body = envelope<T>(response);
  expect(body.success).toBe(true);
  return body.value;
}

export function expectError<T = unknown>(response: Response, status: number, code: string): Envelope<T> {
  expect(response.statusCode, response.body).toBe(status);
  const body = envelope<T>(response);
  expect(body, response.body).toMatchObject({ success: false, code });
  expect(body.message).not.toBe('');
  expect(body.message).not.toBe(code);
  return body;
}

export const key = () => randomUUID();

const hashes = new Map<string, Promise<string>>();
export const hashOf = (password: string) => {
  let hash = hashes.get(password);
  if (!hash) {
    hash = hashPassword(password);
    hashes.set(password, hash);
  }
  return hash;
};

export const LOGIN_PASSWORD = 'Passw0rd2026';
export const PAY_PASSWORD = '246810';

export interface Player {
  id: bigint;
  brand: string;
  username: string;
  token: string;
  type: number;
}

let counter = 0;
export async function makePlayer(
  t: TestApp,
  input: {
    brand?: string;
    type?: number;
    uplineId?: bigint | null;
    payeeName?: string | null;
    paymentPassword?: string | null;
    username?: string;
  } = {},
): Promise<Player> {
  counter += 1;
  const brand = input.brand ?? 'aurora';
  const username = input.username ?? `wal${counter}${randomCode(5, 'abcdefghjkmnpqrstuvwxyz')}`;
  const type = input.type ?? 0;
  const id = await t.db.transaction().execute(async (trx) =>
    insertAccount(trx, {
      brand_code: brand,
      username,
      username_key: usernameKey(username),
      type,
      password_hash: await hashOf(LOGIN_PASSWORD),
      payment_password_hash:
        input.paymentPassword === null ? null : await hashOf(input.paymentPassword ?? PAY_PASSWORD),
      payee_name: input.payeeName === undefined ? 'Juan Dela Cruz' : input.payeeName,
      upline_id: input.uplineId ?? null,
      affiliate_code: [1, 2, 41, 42].includes(type) ? `AG${randomCode(8)}` : null,
      referral_code: randomCode(8),
      register_method: 'TEST',
    }),
  );
  const token = await createSession(
    t.db,
    { accountId: id, brandCode: brand, kind: 'member', ip: '10.0.0.1' },
    { idleMinutes: 60, maxHours: 24 },
  );
  return { id, brand, username, token, type };
}

export function brandOf(t: TestApp, code: string): Brand {
  const brand = t.brands.find((b) => b.config.code === code);
  if (!brand) throw new Error(`no brand ${code}`);
  return brand;
}

export function walletCtx(t: TestApp, brand = 'aurora'): WalletCtx {
  return { db: t.db, secret: t.app.secret, brand: brandOf(t, brand) };
}

/** Credits a player's main wallet from the house (minor units), straight through the ledger. */
export async function fund(t: TestApp, player: Player, minor: bigint) {
  const brand = brandOf(t, player.brand);
  const currency = brand.config.currency.code;
  const house = await systemAccount(t.db, player.brand, currency, 'house');
  const cash = await ownedAccount(t.db, player.brand, currency, player.id, 'player_cash');
  const result = await transfer(t.db, {
    brand: player.brand,
    key: `test-fund:${randomUUID()}`,
    from: house,
    to: cash,
    amount: minor,
    kind: 'adjustment',
  });
  expect(result.status).toBe('posted');
}

export async function balance(t: TestApp, player: Player): Promise<string> {
  return expectOk<{ balance: string }>(await call(t, 'GET', '/wps/v2/wallets/balance', player)).balance;
}

/** Signs a callback body with the method's secret, like its provider would. */
export function signFor(t: TestApp, brand: string, method: string, body: string): string {
  const config = methodOf(brandOf(t, brand), method);
  if (!config) throw new Error(`no method ${method}`);
  return sign(providerSecret(t.app.secret, brand, config), body);
}

export function postCallback(
  t: TestApp,
  brand: string,
  method: string,
  body: string,
  /** null: no X-Signature header; default: a valid signature. */
  signature?: string | null,
  path: 'callback' | 'payout-callback' = 'callback',
) {
  const sig = signature === undefined ? signFor(t, brand, method, body) : signature;
  return call(t, 'POST', `/wps/payments/${path}/${method}`, {
    brand,
    raw: { payload: body, contentType: 'application/json' },
    headers: sig === null ? {} : { 'x-signature': sig },
  });
}

/** Runs every due job now (jobs scheduled later are made due first). */
export async function runJobs(t: TestApp) {
  await t.db
    .updateTable('job')
    .set({ run_at: new Date(0) })
    .where('done_at', 'is', null)
    .execute();
  return t.app.jobs.drain();
}

/** Creates a deposit and pays (or fails) it on the sandbox page; the callback is delivered by the job queue. */
export async function sandboxDeposit(
  t: TestApp,
  player: Player,
  amount: string,
  action: 'pay' | 'fail' = 'pay',
  method = 'GCASH_QR',
) {
  const order = expectOk<{ orderNo: string; action: { url: string } }>(
    await call(t, 'POST', '/wps/cashier/deposit', {
      ...player,
      body: { method, amount, idempotencyKey: key() },
    }),
  );
  const page = await call(t, 'POST', order.action.url, {
    brand: player.brand,
    raw: { payload: `action=${action}`, contentType: 'application/x-www-form-urlencoded' },
  });
  expect(page.statusCode, page.body).toBe(303);
  await runJobs(t);
  return order.orderNo;
}

export async function ledgerRows(t: TestApp) {
  return t.db.selectFrom('ledger_transfer').selectAll().orderBy('id').execute();
}

export async function messagesOf(t: TestApp, player: Player) {
  return t.db
    .selectFrom('inbox_message')
    .selectAll()
    .where('account_id', '=', player.id)
    .orderBy('id')
    .execute();
}

/** A tiny valid PNG (1×1) and a JPEG header, for uploads. */
export const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d4948445200000001000000010806000000' +
    '1f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082',
  'hex',
);
export const JPEG = Buffer.concat([
  Buffer.from([0xff, 0xd8, 0xff, 0xe0]),
  Buffer.alloc(200, 1),
  Buffer.from([0xff, 0xd9]),
]);

/** A multipart/form-data body with fields and files. */
export function multipart(
  fields: Record<string, string>,
  files: { name?: string; filename: string; contentType: string; data: Buffer }[],
) {
  const boundary = `----marquee${randomCode(12)}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  for (const file of files) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.name ?? 'proof'}"; filename="${file.filename}"\r\nContent-Type: ${file.contentType}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}
