/**
 * Deposits (docs/money.md "Deposit"): methods per brand, order creation with exact amount rules and client
 * idempotency keys, the sandbox PSP (hosted page, QR, signed asynchronous callback from the job queue), manual
 * bank transfers confirmed by an operator, and forged, replayed or mismatched callbacks.
 */
import { describe, expect, it } from 'vitest';
import { checkLedger } from '@/server/modules/ledger/ledger.check';
import { decideDeposit } from '@/server/modules/wallet/deposit.service';
import { sandboxAllowed } from '@/server/providers/payment/registry';
import { type DepositValue, deposit, setupSuite, t } from './wallet-deposit-suite';
import {
  balance,
  call,
  expectError,
  expectOk,
  key,
  ledgerRows,
  makePlayer,
  messagesOf,
  type Player,
  postCallback,
  runJobs,
  sandboxDeposit,
  signFor,
  walletCtx,
} from './wallet-support';

setupSuite();

describe('the sandbox PSP', () => {
  it('serves an escaped hosted page with the amount, a QR and Pay / Fail, without external assets', async () => {
    const player = await makePlayer(t);
    const order = expectOk<DepositValue>(
      await deposit(player, { method: 'GCASH_QR', amount: '1234.5', idempotencyKey: key() }),
    );
    const page = await call(t, 'GET', order.action!.url!, { brand: 'aurora' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(String(page.headers['content-security-policy'])).toContain("default-src 'none'");
    expect(page.body).toContain('₱1,234.50');
    expect(page.body).toContain('<svg');
    expect(page.body).toContain(`SANDBOXPAY:${order.orderNo}:1234.50:PHP`);
    expect(page.body).toMatch(/value="pay"/);
    expect(page.body).toMatch(/value="fail"/);
    expect(page.body).not.toMatch(/<script|https?:\/\//);
    expect((await call(t, 'GET', '/sandbox-pay/DXXXXXXXXXXXX', { brand: 'aurora' })).statusCode).toBe(404);
  });

  it('credits on the signed success callback, with the "deposit credited" message in the same transaction', async () => {
    const player = await makePlayer(t);
    const orderNo = await sandboxDeposit(t, player, '250.75');
    expect(await balance(t, player)).toBe('250.75');
    const order = expectOk<DepositValue>(await call(t, 'GET', `/wps/cashier/deposit/${orderNo}`, player));
    expect(order).toMatchObject({ status: 'credited', action: null });
    const messages = await messagesOf(t, player);
    expect(messages.map((m) => m.kind)).toEqual(['deposit_credited']);
    // The amount travels as minor units with its currency (src/core/message-params.ts).
    expect(messages[0]!.params).toMatchObject({ amount: { money: '25075', currency: 'PHP' }, orderNo });
    // The page now shows the final state.
    const page = await call(t, 'GET', `/sandbox-pay/${orderNo}`, { brand: 'aurora' });
    expect(page.body).toContain('credited');
    expect(page.body).not.toMatch(/value="pay"/);
    // "Return to the merchant" leads back to the deposit page following this order.
    expect(page.body).toContain(`href="/member?page=depositv2&amp;order=${orderNo}`);
    expect((await checkLedger(t.db)).ok).toBe(true);
  });

  it('posts the fee to the house and credits the rest (lotus 1 %)', async () => {
    const player = await makePlayer(t, { brand: 'lotus' });
    await sandboxDeposit(t, player, '200000', 'pay', 'MOMO_SANDBOX');
    expect(await balance(t, player)).toBe('198000');
    const kinds = (await ledgerRows(t))
      .filter((r) => r.brand_code === 'lotus')
      .map((r) => [r.kind, r.amount]);
    expect(kinds).toEqual([
      ['deposit', 198000n],
      ['deposit_fee', 2000n],
    ]);
  });

  it('fails on the failure callback with the "deposit failed" message and no posting', async () => {
    const player = await makePlayer(t);
    const before = (await ledgerRows(t)).length;
    const orderNo = await sandboxDeposit(t, player, '300', 'fail');
    expect(await balance(t, player)).toBe('0.00');
    expect(
      expectOk<DepositValue>(await call(t, 'GET', `/wps/cashier/deposit/${orderNo}`, player)).status,
    ).toBe('failed');
    expect((await messagesOf(t, player)).map((m) => m.kind)).toEqual(['deposit_failed']);
    expect((await ledgerRows(t)).length).toBe(before);
  });

  it('decides once: a second button press does not schedule another callback', async () => {
    const player = await makePlayer(t);
    const order = expectOk<DepositValue>(
      await deposit(player, { method: 'GCASH_QR', amount: '400', idempotencyKey: key() }),
    );
    for (const action of ['pay', 'fail', 'pay']) {
      await call(t, 'POST', order.action!.url!, {
        brand: 'aurora',
        raw: { payload: `action=${action}`, contentType: 'application/x-www-form-urlencoded' },
      });
    }
    await runJobs(t);
    expect(await balance(t, player)).toBe('400.00');
  });
});

describe('provider callbacks', () => {
  const body = (orderNo: string, amount: string, status = 'success', currency = 'PHP') =>
    JSON.stringify({ orderNo, status, amount, currency, providerTxnId: `T${orderNo}` });

  async function pendingOrder(player: Player, amount = '500') {
    return expectOk<DepositValue>(
      await deposit(player, { method: 'GCASH_QR', amount, idempotencyKey: key() }),
    );
  }

  it('refuses a forged or missing signature with 401 and posts nothing', async () => {
    const player = await makePlayer(t);
    const order = await pendingOrder(player);
    const raw = body(order.orderNo, '50000');
    const before = (await ledgerRows(t)).length;
    expectError(await postCallback(t, 'aurora', 'GCASH_QR', raw, 'ab'.repeat(32)), 401, 'invalid_signature');
    expectError(await postCallback(t, 'aurora', 'GCASH_QR', raw, null), 401, 'invalid_signature');
    expectError(await postCallback(t, 'aurora', 'GCASH_QR', raw, 'not-hex'), 401, 'invalid_signature');
    // A valid signature of another body does not fit this one.
    const otherSig = signFor(t, 'aurora', 'GCASH_QR', body(order.orderNo, '50001'));
    expectError(await postCallback(t, 'aurora', 'GCASH_QR', raw, otherSig), 401, 'invalid_signature');
    // Signed with another method's secret.
    const lotusSig = signFor(t, 'lotus', 'MOMO_SANDBOX', raw);
    expectError(await postCallback(t, 'aurora', 'GCASH_QR', raw, lotusSig), 401, 'invalid_signature');
    expect((await ledgerRows(t)).length).toBe(before);
    expect(await balance(t, player)).toBe('0.00');
    expect(await messagesOf(t, player)).toHaveLength(0);
  });

  it('is idempotent under replays, including concurrent ones', async () => {
    const player = await makePlayer(t);
    const order = await pendingOrder(player);
    const raw = body(order.orderNo, '50000');
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => postCallback(t, 'aurora', 'GCASH_QR', raw)),
    );
    const values = answers.map((a) => expectOk<{ status: string; replayed: boolean }>(a));
    expect(values.every((v) => v.status === 'credited')).toBe(true);
    expect(values.filter((v) => !v.replayed)).toHaveLength(1);
    expect(await balance(t, player)).toBe('500.00');
    expect(await messagesOf(t, player)).toHaveLength(1);
    // A contradicting callback after settlement is a conflict, nothing moves.
    expectError(
      await postCallback(t, 'aurora', 'GCASH_QR', body(order.orderNo, '50000', 'failed')),
      409,
      'deposit_finalised',
    );
    expect(await balance(t, player)).toBe('500.00');
  });

  it('refuses an amount or currency that does not match the order, and unknown orders or methods', async () => {
    const player = await makePlayer(t);
    const order = await pendingOrder(player);
    expectError(
      await postCallback(t, 'aurora', 'GCASH_QR', body(order.orderNo, '50001')),
      400,
      'callback_mismatch',
    );
    expectError(
      await postCallback(t, 'aurora', 'GCASH_QR', body(order.orderNo, '50000', 'success', 'USD')),
      400,
      'callback_mismatch',
    );
    expectError(
      await postCallback(t, 'aurora', 'GCASH_QR', body('D260101AAAAAAAAAA', '50000')),
      404,
      'deposit_not_found',
    );
    expectError(
      await postCallback(t, 'aurora', 'NOPE', body(order.orderNo, '50000'), 'ab'.repeat(32)),
      404,
      'not_found',
    );
    expectError(await postCallback(t, 'aurora', 'GCASH_QR', 'not json'), 400, 'invalid_request');
    expectError(await postCallback(t, 'aurora', 'GCASH_QR', '{"orderNo":1}'), 400, 'invalid_request');
    // A manual method has no callback: any signature is refused.
    expectError(
      await postCallback(t, 'aurora', 'BDO_BANK', body(order.orderNo, '50000'), 'ab'.repeat(32)),
      401,
      'invalid_signature',
    );
    expect(await balance(t, player)).toBe('0.00');
    // The order is still payable afterwards.
    expectOk(await postCallback(t, 'aurora', 'GCASH_QR', body(order.orderNo, '50000')));
    expect(await balance(t, player)).toBe('500.00');
  });
});

describe('production servers', () => {
  it('turn the sandbox PSP off unless SANDBOX_PAYMENTS=1', () => {
    expect(sandboxAllowed({ NODE_ENV: 'test' })).toBe(true);
    expect(sandboxAllowed({ NODE_ENV: 'production' })).toBe(false);
    expect(sandboxAllowed({ NODE_ENV: 'production', SANDBOX_PAYMENTS: '1' })).toBe(true);
  });
});

describe('manual bank transfer', () => {
  it('is credited when an operator confirms it (audited), once', async () => {
    const player = await makePlayer(t);
    const order = expectOk<DepositValue>(
      await deposit(player, { method: 'BDO_BANK', amount: '800', idempotencyKey: key() }),
    );
    const ctx = walletCtx(t);
    const first = await decideDeposit(ctx, order.orderNo, 'confirm', {
      actor: 'alice',
      reason: 'seen on statement',
    });
    expect(first).toMatchObject({ status: 'credited', replayed: false });
    expect((await decideDeposit(ctx, order.orderNo, 'confirm', { actor: 'alice' })).replayed).toBe(true);
    await expect(
      decideDeposit(ctx, order.orderNo, 'reject', { actor: 'bob', reason: 'x' }),
    ).rejects.toMatchObject({
      code: 'deposit_finalised',
    });
    expect(await balance(t, player)).toBe('800.00');
    const actions = await t.db
      .selectFrom('ops_action')
      .selectAll()
      .where('target', '=', order.orderNo)
      .execute();
    expect(actions).toEqual([
      expect.objectContaining({ actor: 'alice', action: 'deposit.confirm', reason: 'seen on statement' }),
    ]);
  });

  it('cannot be used to credit a PSP deposit by hand; a pending PSP deposit can be rejected', async () => {
    const player = await makePlayer(t);
    const order = expectOk<DepositValue>(
      await deposit(player, { method: 'GCASH_QR', amount: '800', idempotencyKey: key() }),
    );
    await expect(
      decideDeposit(walletCtx(t), order.orderNo, 'confirm', { actor: 'alice' }),
    ).rejects.toMatchObject({
      code: 'deposit_not_manual',
    });
    await decideDeposit(walletCtx(t), order.orderNo, 'reject', { actor: 'alice', reason: 'abandoned' });
    expect((await messagesOf(t, player)).map((m) => m.kind)).toEqual(['deposit_failed']);
  });
});
