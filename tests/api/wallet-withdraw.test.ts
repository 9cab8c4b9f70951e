/**
 * Withdrawals (docs/money.md "Withdraw"): the payment password (set, change, throttle), bound payee accounts
 * (payee name rules), the request (limits, withdrawable, daily count, idempotency, sealed body), and the operator
 * decisions (approve → paid with the payout provider, reject → returned) with their inbox messages.
 */
import { describe, expect, it } from 'vitest';
import {
  balance,
  call,
  expectError,
  expectOk,
  fund,
  key,
  LOGIN_PASSWORD,
  makePlayer,
} from './wallet-support';
import { bindPayee, type Payee, readyPlayer, setupSuite, t, withdraw } from './wallet-withdraw-suite';

setupSuite();

describe('payment password', () => {
  it('is set once with the login password, then changed with the old one', async () => {
    const player = await makePlayer(t, { paymentPassword: null });
    expect(expectOk(await call(t, 'GET', '/wps/member/paymentPassword', player))).toEqual({ isSet: false });
    const set = (body: Record<string, unknown>) =>
      call(t, 'POST', '/wps/member/paymentPassword', { ...player, body });
    expectError(
      await set({ loginPassword: 'wrong', newPaymentPassword: '135790', confirmPaymentPassword: '135790' }),
      400,
      'old_password_wrong',
    );
    expectError(
      await set({
        loginPassword: LOGIN_PASSWORD,
        newPaymentPassword: '12ab56',
        confirmPaymentPassword: '12ab56',
      }),
      400,
      'field_invalid',
    );
    expectError(
      await set({
        loginPassword: LOGIN_PASSWORD,
        newPaymentPassword: '135790',
        confirmPaymentPassword: '135791',
      }),
      400,
      'password_mismatch',
    );
    expect(
      expectOk(
        await set({
          loginPassword: LOGIN_PASSWORD,
          newPaymentPassword: '135790',
          confirmPaymentPassword: '135790',
        }),
      ),
    ).toBe(true);
    expectError(
      await set({
        loginPassword: LOGIN_PASSWORD,
        newPaymentPassword: '135790',
        confirmPaymentPassword: '135790',
      }),
      409,
      'payment_password_exists',
    );
    const change = (body: Record<string, unknown>) =>
      call(t, 'PUT', '/wps/member/paymentPassword', { ...player, body });
    expectError(
      await change({
        oldPaymentPassword: '000000',
        newPaymentPassword: '975310',
        confirmPaymentPassword: '975310',
      }),
      400,
      'payment_password_wrong',
    );
    expect(
      expectOk(
        await change({
          oldPaymentPassword: '135790',
          newPaymentPassword: '975310',
          confirmPaymentPassword: '975310',
        }),
      ),
    ).toBe(true);
    expect(expectOk(await call(t, 'GET', '/wps/member/paymentPassword', player))).toEqual({ isSet: true });
  });

  it('is required for a withdrawal, and 5 wrong tries lock it for 15 minutes', async () => {
    const { player, payee } = await readyPlayer();
    const unset = await makePlayer(t, { paymentPassword: null });
    await fund(t, unset, 100_000n);
    const unsetPayee = await bindPayee(unset);
    expectError(
      await withdraw(unset, { amount: '200', payeeAccountId: unsetPayee.id, idempotencyKey: key() }),
      400,
      'payment_password_not_set',
    );
    for (let i = 0; i < 5; i++) {
      expectError(
        await withdraw(player, {
          amount: '200',
          payeeAccountId: payee.id,
          paymentPassword: '999999',
          idempotencyKey: key(),
        }),
        400,
        'payment_password_wrong',
      );
    }
    const locked = expectError(
      await withdraw(player, { amount: '200', payeeAccountId: payee.id, idempotencyKey: key() }),
      429,
      'payment_password_locked',
    );
    expect(locked.message).toMatch(/15/);
    expect(await balance(t, player)).toBe('1000.00');
  });
});

describe('payee accounts', () => {
  it('binds accounts under the registered payee name and lists them masked', async () => {
    const player = await makePlayer(t);
    const payee = await bindPayee(player, { accountNo: '0012 3456-7890', holderName: '  juan   dela CRUZ ' });
    expect(payee).toMatchObject({
      kind: 'bank',
      bankCode: 'BDO',
      bankName: 'BDO Unibank',
      accountNo: '********7890',
    });
    expect(payee.holderName).toBe('Juan Dela Cruz');
    const list = expectOk<{ accounts: Payee[]; banks: unknown[]; payeeName: string; max: number }>(
      await call(t, 'GET', '/wps/member/bankAccounts', player),
    );
    expect(list.accounts).toHaveLength(1);
    expect(list.payeeName).toBe('Juan Dela Cruz');
    expect(list.max).toBe(5);
    expect(list.banks).toContainEqual({ code: 'GCASH', name: 'GCash', kind: 'ewallet' });
  });

  it('refuses another holder name, an unknown bank, a bad number, a duplicate and more than the limit', async () => {
    const player = await makePlayer(t);
    await bindPayee(player, { accountNo: '1000000001' });
    expectError(
      await call(t, 'POST', '/wps/member/bankAccounts', {
        ...player,
        body: { bankCode: 'BPI', accountNo: '1000000002', holderName: 'Maria Clara' },
      }),
      400,
      'payee_name_mismatch',
    );
    expectError(
      await call(t, 'POST', '/wps/member/bankAccounts', {
        ...player,
        body: { bankCode: 'NOPE', accountNo: '1000000002', holderName: 'Juan Dela Cruz' },
      }),
      400,
      'bank_unknown',
    );
    expectError(
      await call(t, 'POST', '/wps/member/bankAccounts', {
        ...player,
        body: { bankCode: 'BPI', accountNo: '12ab', holderName: 'Juan Dela Cruz' },
      }),
      400,
      'field_invalid',
    );
    expectError(
      await call(t, 'POST', '/wps/member/bankAccounts', {
        ...player,
        body: { bankCode: 'BDO', accountNo: '1000000001', holderName: 'Juan Dela Cruz' },
      }),
      409,
      'payee_account_exists',
    );
    for (let i = 2; i <= 5; i++) await bindPayee(player, { accountNo: `100000000${i}` });
    expectError(
      await call(t, 'POST', '/wps/member/bankAccounts', {
        ...player,
        body: { bankCode: 'GCASH', accountNo: '09171234567', holderName: 'Juan Dela Cruz' },
      }),
      400,
      'payee_account_limit',
    );
  });

  it('sets the payee name from the first binding when the account has none (brand rule checked)', async () => {
    const player = await makePlayer(t, { brand: 'lotus', payeeName: null });
    expectError(
      await call(t, 'POST', '/wps/member/bankAccounts', {
        ...player,
        // lotus's real-name rule (fullName) takes letters of any script, not digits.
        body: { bankCode: 'VCB', accountNo: '0071000999999', holderName: 'Nguyen V4n A' },
      }),
      400,
      'field_invalid',
    );
    await bindPayee(player, { bankCode: 'VCB', accountNo: '0071000999999', holderName: 'NGUYEN VAN A' });
    const info = expectOk<{ payeeName: string }>(await call(t, 'GET', '/wps/member/bankAccounts', player));
    expect(info.payeeName).toBe('NGUYEN VAN A');
    const member = expectOk<{ payeeName: string }>(await call(t, 'GET', '/wps/member/info', player));
    expect(member.payeeName).toBe('NGUYEN VAN A');
  });

  it("removes only the caller's own accounts", async () => {
    const owner = await makePlayer(t);
    const other = await makePlayer(t);
    const payee = await bindPayee(owner);
    expectError(
      await call(t, 'DELETE', `/wps/member/bankAccounts/${payee.id}`, other),
      404,
      'payee_account_not_found',
    );
    expect(expectOk(await call(t, 'DELETE', `/wps/member/bankAccounts/${payee.id}`, owner))).toBe(true);
    expectError(
      await call(t, 'DELETE', `/wps/member/bankAccounts/${payee.id}`, owner),
      404,
      'payee_account_not_found',
    );
  });
});
