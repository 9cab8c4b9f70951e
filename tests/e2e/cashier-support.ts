import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import { E2E_PORT } from '../../playwright.config';
import { banner, createAccount, expect, logIn, PASSWORD, pageFetch, test } from './accounts-support';
import { brandUrl } from './support';

const root = resolve(import.meta.dirname, '../..');

/**
 * The operators' CLI (`npm run ops`, scripts/ops.ts) on the e2e server's own database and brand folders: serve.mjs
 * writes their paths to test-results/e2e-server-<port>.json. The CLI reaches the running embedded PostgreSQL on its
 * port, goes through the same services as the API and records every action, exactly as an operator would. Like the
 * e2e server it runs the build (dist/ops/ops.mjs, bundled by `npm run build`: no TypeScript compile per call).
 */
export function ops(...args: string[]): string {
  const info = JSON.parse(
    readFileSync(join(root, 'test-results', `e2e-server-${E2E_PORT}.json`), 'utf8'),
  ) as {
    dataDir: string;
    brandsDir: string;
  };
  const bundled = join(root, 'dist/ops/ops.mjs');
  const cli = existsSync(bundled) ? [bundled] : ['--import', 'tsx', 'scripts/ops.ts'];
  return execFileSync(process.execPath, [...cli, ...args], {
    cwd: root,
    env: { ...process.env, DATA_DIR: info.dataDir, BRANDS_DIR: info.brandsDir, DATABASE_URL: '' },
    encoding: 'utf8',
    timeout: 60_000,
  });
}

/** Credits a player's main wallet through an operator adjustment (a recorded ops action). */
export function fund(username: string, amount: string, brand = 'aurora'): void {
  const out = ops(
    'adjust',
    '--brand',
    brand,
    '--user',
    username,
    '--amount',
    amount,
    '--reason',
    'e2e',
    '--by',
    'e2e',
  );
  expect(out).toContain('recorded');
}

/** The payee name aurora accounts of this suite register with (the bank holder name must equal it). */
export const REAL_NAME = 'Juan Dela Cruz';
export const PAYMENT_PASSWORD = '246810';

/** A fresh aurora player with a real name, logged in through the header. */
export async function auroraPlayer(page: Page, extra: Record<string, string> = {}) {
  const account = await createAccount(page, 'aurora', { payeeName: REAL_NAME, ...extra });
  await logIn(page, account.username, account.password);
  const token = (await page.evaluate(() => sessionStorage.getItem('token'))) as string;
  return { ...account, token };
}

/** Money setup through the API when a test is about something else: payment password and a bound bank account. */
export async function apiPaymentSetup(page: Page, token: string): Promise<string> {
  const set = await pageFetch(page, '/wps/member/paymentPassword', {
    method: 'POST',
    token,
    body: {
      loginPassword: PASSWORD,
      newPaymentPassword: PAYMENT_PASSWORD,
      confirmPaymentPassword: PAYMENT_PASSWORD,
    },
  });
  expect(set.status, JSON.stringify(set.body)).toBe(200);
  const payee = await pageFetch<{ id: string }>(page, '/wps/member/bankAccounts', {
    method: 'POST',
    token,
    body: { bankCode: 'BDO', accountNo: '0012 3456 7890', holderName: REAL_NAME },
  });
  expect(payee.status, JSON.stringify(payee.body)).toBe(200);
  return payee.body.value.id;
}

/** A withdrawal requested through the API (sealed calls also take plain JSON); its order number. */
export async function apiWithdrawal(page: Page, token: string, payeeAccountId: string, amount: string) {
  const answer = await page.evaluate(
    async ({ token, body }) => {
      const response = await fetch('/wps/cashier/withdraw', {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${token}`,
          'idempotency-key': `e2e-${Date.now()}-${Math.random().toString(36).slice(2)}`,
        },
        body: JSON.stringify(body),
      });
      return { status: response.status, body: await response.json() };
    },
    { token, body: { amount, payeeAccountId, paymentPassword: PAYMENT_PASSWORD } },
  );
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.value.orderNo as string;
}

/** A transfer to the upline through the API (payment password set). */
export async function apiUplineTransfer(page: Page, token: string, amount: string): Promise<void> {
  const status = await page.evaluate(
    async ({ token, amount, paymentPassword }) => {
      const response = await fetch('/wps/member/transfer/upline', {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${token}`,
          'idempotency-key': `e2e-${Date.now()}-${Math.random().toString(36).slice(2)}`,
        },
        body: JSON.stringify({ amount, paymentPassword }),
      });
      return response.status;
    },
    { token, amount, paymentPassword: PAYMENT_PASSWORD },
  );
  expect(status).toBe(200);
}

/** The header's balance (desktop layout). */
export const headerBalance = (page: Page) => banner(page).getByTestId('header-balance');

/** The member center's page menu. */
export const memberMenu = (page: Page) => page.getByRole('navigation', { name: 'Member center' });

export async function openMemberPage(page: Page, name: string): Promise<void> {
  await memberMenu(page).getByRole('link', { name, exact: false }).first().click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

/** A real PNG generated here (1×1, one colour): signature, IHDR, IDAT (zlib) and IEND chunks with their CRCs. */
export function tinyPng(rgb: [number, number, number] = [40, 160, 90]): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(1, 0); // width
  header.writeUInt32BE(1, 4); // height
  header[8] = 8; // bit depth
  header[9] = 2; // colour type: truecolour
  const pixels = Buffer.from([0, ...rgb]); // filter byte + one RGB pixel
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

export { brandUrl, test };
