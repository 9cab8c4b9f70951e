/**
 * Deposits (docs/money.md "Deposit"): methods per brand, order creation with exact amount rules and client
 * idempotency keys, the sandbox PSP (hosted page, QR, signed asynchronous callback from the job queue), manual
 * bank transfers confirmed by an operator, and forged, replayed or mismatched callbacks.
 */
import { describe, expect, it } from 'vitest';
import { type DepositValue, deposit, setupSuite, t } from './wallet-deposit-suite';
import { call, expectError, expectOk, key, makePlayer } from './wallet-support';

setupSuite();

describe('deposit methods', () => {
  it('lists the brand methods with limits in the brand currency and the tutorial', async () => {
    const player = await makePlayer(t);
    const value = expectOk<{
      currency: string;
      minorUnits: number;
      tutorial: string;
      methods: { code: string; provider: string; name: string; min: string; max: string }[];
    }>(await call(t, 'GET', '/wps/cashier/deposit/methods', player));
    expect(value.currency).toBe('PHP');
    expect(value.minorUnits).toBe(2);
    expect(value.tutorial).toMatch(/reference/);
    expect(value.methods).toEqual([
      expect.objectContaining({ code: 'GCASH_QR', provider: 'sandbox', min: '100.00', max: '50000.00' }),
      expect.objectContaining({ code: 'BDO_BANK', provider: 'manual', min: '500.00', max: '100000.00' }),
    ]);
    const lotus = await makePlayer(t, { brand: 'lotus' });
    const vnd = expectOk<{ methods: { code: string; name: string; min: string; fee: unknown }[] }>(
      await call(t, 'GET', '/wps/cashier/deposit/methods', { ...lotus, headers: { 'x-language': 'en' } }),
    );
    expect(vnd.methods[0]).toMatchObject({
      code: 'MOMO_SANDBOX',
      name: 'MoMo e-wallet (sandbox)',
      min: '50000',
    });
    expect(vnd.methods[0]!.fee).toEqual({ percentBp: 100, fixed: '0' });
  });
});

describe('creating a deposit order', () => {
  it('answers the order with a redirect and QR for the sandbox and a bank account for manual', async () => {
    const player = await makePlayer(t);
    const sandbox = expectOk<DepositValue>(
      await deposit(player, { method: 'GCASH_QR', amount: '150.5', idempotencyKey: key() }),
    );
    expect(sandbox).toMatchObject({
      status: 'pending',
      amount: '150.50',
      fee: '0.00',
      creditAmount: '150.50',
      currency: 'PHP',
    });
    expect(sandbox.orderNo).toMatch(/^D\d{6}[A-Z0-9]{10}$/);
    expect(sandbox.action).toEqual({
      type: 'redirect',
      url: `/sandbox-pay/${sandbox.orderNo}`,
      qrPayload: `SANDBOXPAY:${sandbox.orderNo}:150.50:PHP`,
    });
    const manual = expectOk<DepositValue>(
      await deposit(player, { method: 'BDO_BANK', amount: '500', idempotencyKey: key() }),
    );
    expect(manual.action).toEqual({
      type: 'bank',
      bankName: 'BDO Unibank',
      accountName: 'Aurora Play Ltd',
      accountNo: '0012-3456-7890',
      reference: manual.orderNo,
    });
  });

  it.each([
    ['-100', 400, 'amount_not_positive'],
    ['0', 400, 'amount_not_positive'],
    ['0.00', 400, 'amount_not_positive'],
    ['100.001', 400, 'amount_too_precise'],
    ['99.99', 400, 'amount_below_minimum'],
    ['50000.01', 400, 'amount_above_maximum'],
    ['1e5', 400, 'amount_invalid'],
    ['abc', 400, 'amount_invalid'],
    ['', 400, 'amount_invalid'],
    [' 100', 400, 'amount_invalid'],
    [150, 400, 'amount_invalid'],
    [150.5, 400, 'amount_invalid'],
    [null, 400, 'amount_invalid'],
  ])('refuses amount %j with %i %s and stores nothing', async (amount, status, code) => {
    const player = await makePlayer(t);
    const body = expectError(
      await deposit(player, { method: 'GCASH_QR', amount, idempotencyKey: key() }),
      status,
      code,
    );
    if (code === 'amount_below_minimum') expect(body.message).toContain('₱100.00');
    if (code === 'amount_above_maximum') expect(body.message).toContain('₱50,000.00');
    const rows = await t.db
      .selectFrom('payment_deposit')
      .select('id')
      .where('account_id', '=', player.id)
      .execute();
    expect(rows).toHaveLength(0);
  });

  it('uses the currency decimals: VND takes no decimals', async () => {
    const player = await makePlayer(t, { brand: 'lotus' });
    expectError(
      await deposit(player, { method: 'MOMO_SANDBOX', amount: '100000.5', idempotencyKey: key() }),
      400,
      'amount_not_whole',
    );
    const ok = expectOk<DepositValue>(
      await deposit(player, { method: 'MOMO_SANDBOX', amount: '100000', idempotencyKey: key() }),
    );
    expect(ok).toMatchObject({ amount: '100000', fee: '1000', creditAmount: '99000', currency: 'VND' });
  });

  it('refuses an unknown method, a missing key and a malformed key', async () => {
    const player = await makePlayer(t);
    expectError(
      await deposit(player, { method: 'NOPE', amount: '200', idempotencyKey: key() }),
      400,
      'payment_method_unknown',
    );
    expectError(
      await deposit(player, { method: 'GCASH_QR', amount: '200' }),
      400,
      'idempotency_key_required',
    );
    expectError(
      await deposit(player, { method: 'GCASH_QR', amount: '200', idempotencyKey: 'short' }),
      400,
      'invalid_request',
    );
  });

  it('answers a retried request with the first order; other data under the same key is a 409', async () => {
    const player = await makePlayer(t);
    const k = key();
    const first = expectOk<DepositValue>(
      await deposit(player, { method: 'GCASH_QR', amount: '200' }, { 'idempotency-key': k }),
    );
    const again = await Promise.all(
      Array.from({ length: 5 }, () =>
        deposit(player, { method: 'GCASH_QR', amount: '200', idempotencyKey: k }),
      ),
    );
    for (const response of again) expect(expectOk<DepositValue>(response)).toEqual(first);
    expectError(
      await deposit(player, { method: 'GCASH_QR', amount: '201', idempotencyKey: k }),
      409,
      'idempotency_conflict',
    );
    // Keys are per player: another player may use the same key.
    const other = await makePlayer(t);
    expect(
      expectOk<DepositValue>(await deposit(other, { method: 'GCASH_QR', amount: '201', idempotencyKey: k }))
        .orderNo,
    ).not.toBe(first.orderNo);
  });

  it('shows an order only to its owner', async () => {
    const owner = await makePlayer(t);
    const other = await makePlayer(t);
    const order = expectOk<DepositValue>(
      await deposit(owner, { method: 'GCASH_QR', amount: '300', idempotencyKey: key() }),
    );
    expect(
      expectOk<DepositValue>(await call(t, 'GET', `/wps/cashier/deposit/${order.orderNo}`, owner)).status,
    ).toBe('pending');
    expectError(
      await call(t, 'GET', `/wps/cashier/deposit/${order.orderNo}`, other),
      404,
      'deposit_not_found',
    );
    const list = expectOk<{ content: DepositValue[]; total: number }>(
      await call(t, 'GET', '/wps/cashier/deposits', owner),
    );
    expect(list.total).toBe(1);
    expect(expectOk<{ total: number }>(await call(t, 'GET', '/wps/cashier/deposits', other)).total).toBe(0);
  });
});
