import { afterAll, beforeAll } from 'vitest';
import { createTestApp, type TestApp } from './helpers';
import { call, expectOk, fund, makePlayer, PAY_PASSWORD, type Player } from './wallet-support';

/** Setup and helpers shared by wallet-withdraw.test.ts and wallet-withdraw-withdrawal-request.test.ts: call setupSuite() once per file. */
export let t: TestApp;

export interface Payee {
  id: string;
  kind: string;
  bankCode: string;
  bankName: string;
  accountNo: string;
  holderName: string;
}

export async function bindPayee(player: Player, body: Record<string, unknown> = {}) {
  return expectOk<Payee>(
    await call(t, 'POST', '/wps/member/bankAccounts', {
      ...player,
      body: { bankCode: 'BDO', accountNo: '001234567890', holderName: 'Juan Dela Cruz', ...body },
    }),
  );
}

export const withdraw = (
  player: Player,
  body: Record<string, unknown>,
  headers: Record<string, string> = {},
) =>
  call(t, 'POST', '/wps/cashier/withdraw', {
    ...player,
    body: { paymentPassword: PAY_PASSWORD, ...body },
    headers,
  });

export async function readyPlayer(minor = 100_000n, input: Parameters<typeof makePlayer>[1] = {}) {
  const player = await makePlayer(t, input);
  await fund(t, player, minor);
  const payee = await bindPayee(player);
  return { player, payee };
}

/** The suite's app: created before the file's tests, closed after them. */
export function setupSuite() {
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });
}
