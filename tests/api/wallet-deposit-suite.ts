import { afterAll, beforeAll } from 'vitest';
import { createTestApp, type TestApp } from './helpers';
import { call, type Player } from './wallet-support';

/** Setup and helpers shared by wallet-deposit.test.ts and wallet-deposit-sandbox-psp.test.ts: call setupSuite() once per file. */
export let t: TestApp;

export interface DepositValue {
  orderNo: string;
  method: string;
  status: string;
  amount: string;
  fee: string;
  creditAmount: string;
  currency: string;
  action: { type: string; url?: string; qrPayload?: string; reference?: string; accountNo?: string } | null;
}

export const deposit = (
  player: Player,
  body: Record<string, unknown>,
  headers: Record<string, string> = {},
) => call(t, 'POST', '/wps/cashier/deposit', { ...player, body, headers });

/** The suite's app: created before the file's tests, closed after them. */
export function setupSuite() {
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });
}
