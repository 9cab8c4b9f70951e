/**
 * Withdrawals (docs/money.md "Withdraw"): the payment password (set, change, throttle), bound payee accounts
 * (payee name rules), the request (limits, withdrawable, daily count, idempotency, sealed body), and the operator
 * decisions (approve → paid with the payout provider, reject → returned) with their inbox messages.
 */
import AES from 'crypto-js/aes.js';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { awardLoyalty } from '@/server/modules/bonus/loyalty-award';
import { checkLedger } from '@/server/modules/ledger/ledger.check';
import { approveWithdrawal, rejectWithdrawal } from '@/server/modules/wallet/withdrawal/decision';
import { handlePayoutCallback } from '@/server/modules/wallet/withdrawal/payout-callback';
import { payloadKey } from '@/server/plugins/payload';
import {
  balance,
  brandOf,
  call,
  expectError,
  expectOk,
  fund,
  key,
  makePlayer,
  messagesOf,
  PAY_PASSWORD,
  postCallback,
  runJobs,
  walletCtx,
} from './wallet-support';
import { bindPayee, readyPlayer, setupSuite, t, withdraw } from './wallet-withdraw-suite';

setupSuite();

interface Withdrawal {
  orderNo: string;
  amount: string;
  status: string;
  payoutStatus: string | null;
  payee: { bankCode: string; accountNo: string; holderName: string };
  reason: string | null;
  receipt: { status: string; dueAt: string; warning: string | null } | null;
}

describe('withdrawal request', () => {
  it('holds the amount and answers the pending withdrawal; info shows limits and what is left', async () => {
    const { player, payee } = await readyPlayer(100_000n);
    const value = expectOk<Withdrawal>(
      await withdraw(player, { amount: '300', payeeAccountId: payee.id, idempotencyKey: key() }),
    );
    expect(value).toMatchObject({ amount: '300.00', status: 'pending', receipt: null, payoutStatus: null });
    expect(value.orderNo).toMatch(/^W[A-Z0-9]{13}$/);
    expect(value.payee).toMatchObject({
      bankCode: 'BDO',
      accountNo: '********7890',
      holderName: 'Juan Dela Cruz',
    });
    expect(await balance(t, player)).toBe('700.00');
    const info = expectOk(await call(t, 'GET', '/wps/cashier/withdraw/info', player));
    expect(info).toMatchObject({
      balance: '700.00',
      withdrawable: '700.00',
      min: '200.00',
      max: '50000.00',
      dailyCount: 3,
      usedToday: 1,
      paymentPasswordSet: true,
    });
    const list = expectOk<{ content: Withdrawal[] }>(
      await call(t, 'GET', '/wps/cashier/withdrawals', player),
    );
    expect(list.content.map((w) => w.orderNo)).toEqual([value.orderNo]);
    expect((await checkLedger(t.db)).ok).toBe(true);
  });

  it.each([
    ['-200', 'amount_not_positive'],
    ['0', 'amount_not_positive'],
    ['200.001', 'amount_too_precise'],
    ['199.99', 'amount_below_minimum'],
    ['50000.01', 'amount_above_maximum'],
    ['two hundred', 'amount_invalid'],
    [200, 'amount_invalid'],
  ])('refuses amount %j (%s) and holds nothing', async (amount, code) => {
    const { player, payee } = await readyPlayer();
    expectError(
      await withdraw(player, { amount, payeeAccountId: payee.id, idempotencyKey: key() }),
      400,
      code,
    );
    expect(await balance(t, player)).toBe('1000.00');
  });

  it('refuses more than the balance, and the refusal stays under its key', async () => {
    const { player, payee } = await readyPlayer(50_000n);
    const k = key();
    const refused = expectError(
      await withdraw(player, { amount: '600', payeeAccountId: payee.id, idempotencyKey: k }),
      400,
      'insufficient_funds',
    );
    expect(refused.message).toContain('500.00');
    await fund(t, player, 50_000n);
    expectError(
      await withdraw(player, { amount: '600', payeeAccountId: payee.id, idempotencyKey: k }),
      400,
      'insufficient_funds',
    );
    expectOk(await withdraw(player, { amount: '600', payeeAccountId: payee.id, idempotencyKey: key() }));
  });

  it("refuses another player's payee account and removed accounts", async () => {
    const { player } = await readyPlayer();
    const other = await makePlayer(t);
    const theirs = await bindPayee(other, { accountNo: '5550001111' });
    expectError(
      await withdraw(player, { amount: '200', payeeAccountId: theirs.id, idempotencyKey: key() }),
      404,
      'payee_account_not_found',
    );
    expectError(
      await withdraw(player, { amount: '200', payeeAccountId: 'abc', idempotencyKey: key() }),
      404,
      'payee_account_not_found',
    );
    expect(await balance(t, player)).toBe('1000.00');
  });

  it('allows the daily count per 24 hours', async () => {
    const { player, payee } = await readyPlayer(500_000n);
    for (let i = 0; i < 3; i++)
      expectOk(await withdraw(player, { amount: '200', payeeAccountId: payee.id, idempotencyKey: key() }));
    expectError(
      await withdraw(player, { amount: '200', payeeAccountId: payee.id, idempotencyKey: key() }),
      400,
      'withdrawal_daily_limit',
    );
    expect(await balance(t, player)).toBe('4400.00');
  });

  it('answers retries with the first withdrawal, also concurrently; other data under the key is a 409', async () => {
    const { player, payee } = await readyPlayer();
    const k = key();
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        withdraw(player, { amount: '250', payeeAccountId: payee.id }, { 'idempotency-key': k }),
      ),
    );
    const values = answers.map((a) => expectOk<Withdrawal>(a));
    expect(new Set(values.map((v) => v.orderNo)).size).toBe(1);
    expect(await balance(t, player)).toBe('750.00');
    expectError(
      await withdraw(player, { amount: '251', payeeAccountId: payee.id, idempotencyKey: k }),
      409,
      'idempotency_conflict',
    );
  });

  it('accepts a sealed (AES) body', async () => {
    const { player, payee } = await readyPlayer();
    const body = {
      amount: '220',
      payeeAccountId: payee.id,
      paymentPassword: PAY_PASSWORD,
      idempotencyKey: key(),
    };
    const payload = AES.encrypt(JSON.stringify(body), payloadKey(t.app.secret, 'aurora')).toString();
    const value = expectOk<Withdrawal>(
      await call(t, 'POST', '/wps/cashier/withdraw', { ...player, body: { payload } }),
    );
    expect(value.amount).toBe('220.00');
  });

  it('withdraws only the free part of the wallet: an open bonus locks the rest (the info shows the same)', async () => {
    const { player, payee } = await readyPlayer();
    await awardLoyalty(t.db, {
      brand: brandOf(t, 'aurora'),
      accountId: player.id,
      program: 'test',
      kind: 'vip_bonus',
      title: { en: 'Test reward' },
      key: `test-reward:${player.id}`,
      source: 'test',
      amount: 60_000n,
      turnoverMultiplier: 1,
      status: 'credited',
    });
    const info = expectOk<{ balance: string; withdrawable: string; locked: string }>(
      await call(t, 'GET', '/wps/cashier/withdraw/info', player),
    );
    expect(info).toMatchObject({ balance: '1600.00', withdrawable: '1000.00', locked: '600.00' });
    const refused = expectError(
      await withdraw(player, { amount: '1001', payeeAccountId: payee.id, idempotencyKey: key() }),
      400,
      'bonus_funds_locked',
    );
    expect(refused.message).toContain('₱1,000.00');
    expect(await balance(t, player)).toBe('1600.00');
    expectOk(await withdraw(player, { amount: '1000', payeeAccountId: payee.id, idempotencyKey: key() }));
  });
});

describe('operator decisions', () => {
  async function pending(minor = 100_000n, amount = '300', brand = 'aurora') {
    const player = await makePlayer(t, {
      brand,
      ...(brand === 'siam' ? { payeeName: 'Somchai Jaidee' } : {}),
    });
    await fund(t, player, minor);
    const bank = brand === 'siam' ? { bankCode: 'KBANK', holderName: 'Somchai Jaidee' } : {};
    const payee = await bindPayee(player, bank);
    const value = expectOk<Withdrawal>(
      await withdraw(player, { amount, payeeAccountId: payee.id, idempotencyKey: key() }),
    );
    return { player, orderNo: value.orderNo };
  }

  it('approve: hold → provider clearing, "withdrawal approved", receipt clock, sandbox payout confirmed by callback', async () => {
    const { player, orderNo } = await pending();
    const ctx = walletCtx(t);
    expect(await approveWithdrawal(ctx, orderNo, { actor: 'alice', reason: 'ok' })).toMatchObject({
      status: 'approved',
      replayed: false,
    });
    expect((await approveWithdrawal(ctx, orderNo, { actor: 'alice' })).replayed).toBe(true);
    await expect(rejectWithdrawal(ctx, orderNo, { actor: 'bob', reason: 'late' })).rejects.toMatchObject({
      code: 'withdrawal_not_pending',
    });
    const [w] = expectOk<{ content: Withdrawal[] }>(
      await call(t, 'GET', '/wps/cashier/withdrawals', player),
    ).content;
    expect(w).toMatchObject({ status: 'approved', payoutStatus: 'sent', receipt: { status: 'awaiting' } });
    expect(w!.receipt!.warning).toMatch(/30 minutes.*cannot be reversed/);
    expect(new Date(w!.receipt!.dueAt).getTime() - Date.now()).toBeGreaterThan(29 * 60_000);
    expect((await messagesOf(t, player)).map((m) => m.kind)).toEqual(['withdrawal_approved']);
    // The sandbox PSP confirms the payout asynchronously (not the auto-receipt, which is not due yet).
    await t.app.jobs.drain();
    await t.db
      .updateTable('job')
      .set({ run_at: new Date(0) })
      .where('kind', '=', 'sandbox.payout_callback')
      .execute();
    await t.app.jobs.drain();
    const [after] = expectOk<{ content: Withdrawal[] }>(
      await call(t, 'GET', '/wps/cashier/withdrawals', player),
    ).content;
    expect(after).toMatchObject({ payoutStatus: 'confirmed', receipt: { status: 'awaiting' } });
    expect(await balance(t, player)).toBe('700.00');
    const actions = await t.db.selectFrom('ops_action').selectAll().where('target', '=', orderNo).execute();
    expect(actions.map((a) => [a.actor, a.action, a.reason])).toEqual([
      ['alice', 'withdrawal.approve', 'ok'],
    ]);
    expect((await checkLedger(t.db)).ok).toBe(true);
  });

  it('approve with a manual payout method is paid at once (siam)', async () => {
    const { orderNo } = await pending(100_000n, '300', 'siam');
    await approveWithdrawal(walletCtx(t, 'siam'), orderNo, { actor: 'carol' });
    const row = await t.db
      .selectFrom('withdrawal')
      .selectAll()
      .where('order_no', '=', orderNo)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'approved', payout_status: 'confirmed', receipt_status: 'awaiting' });
    const jobs = await t.db
      .selectFrom('job')
      .select('kind')
      .where(sql<boolean>`payload->>'brand' = 'siam'`)
      .execute();
    // No payout callback (the manual method is paid at once): the receipt clock, and the approval's email copy.
    expect(jobs.map((j) => j.kind).sort()).toEqual(['inbox.email', 'withdrawal.auto_receipt']);
  });

  it('reject: hold → main wallet with "withdrawal rejected" and the reason', async () => {
    const { player, orderNo } = await pending();
    const ctx = walletCtx(t);
    await rejectWithdrawal(ctx, orderNo, { actor: 'bob', reason: 'name mismatch at bank' });
    expect(await balance(t, player)).toBe('1000.00');
    const [w] = expectOk<{ content: Withdrawal[] }>(
      await call(t, 'GET', '/wps/cashier/withdrawals', player),
    ).content;
    expect(w).toMatchObject({ status: 'rejected', reason: 'name mismatch at bank', receipt: null });
    const messages = expectOk<{ content: { kind: string; content: string }[] }>(
      await call(t, 'GET', '/wps/member/messages', player),
    );
    expect(messages.content[0]).toMatchObject({ kind: 'withdrawal_rejected' });
    expect(messages.content[0]!.content).toContain('name mismatch at bank');
    await expect(approveWithdrawal(ctx, orderNo, { actor: 'alice' })).rejects.toMatchObject({
      code: 'withdrawal_not_pending',
    });
    const record = expectOk<{ content: { type: string; amount: string }[] }>(
      await call(t, 'GET', '/wps/member/transactions', player),
    );
    expect(record.content.map((r) => [r.type, r.amount])).toEqual([
      ['withdrawal_return', '300.00'],
      ['withdrawal', '-300.00'],
      ['adjustment', '1000.00'],
    ]);
  });

  it('a failed payout returns the money; payout callbacks are signed and idempotent', async () => {
    const { player, orderNo } = await pending();
    const ctx = walletCtx(t);
    await approveWithdrawal(ctx, orderNo, { actor: 'alice' });
    const failed = JSON.stringify({
      orderNo,
      status: 'failed',
      providerTxnId: 'P1',
      reason: 'account closed',
    });
    expectError(
      await postCallback(t, 'aurora', 'GCASH_QR', failed, 'ab'.repeat(32), 'payout-callback'),
      401,
      'invalid_signature',
    );
    expect(
      expectOk(await postCallback(t, 'aurora', 'GCASH_QR', failed, undefined, 'payout-callback')),
    ).toMatchObject({
      payoutStatus: 'failed',
      replayed: false,
    });
    expect(
      expectOk(await postCallback(t, 'aurora', 'GCASH_QR', failed, undefined, 'payout-callback')),
    ).toMatchObject({
      replayed: true,
    });
    expect(await balance(t, player)).toBe('1000.00');
    expect((await messagesOf(t, player)).map((m) => m.kind)).toEqual([
      'withdrawal_approved',
      'withdrawal_rejected',
    ]);
    // The queued "paid" callback of the sandbox now conflicts and is parked, nothing moves.
    await runJobs(t);
    expect(await balance(t, player)).toBe('1000.00');
    await expect(
      handlePayoutCallback(
        ctx,
        'GCASH_QR',
        JSON.stringify({ orderNo, status: 'paid', providerTxnId: 'P2' }),
        'x',
      ),
    ).rejects.toMatchObject({ code: 'invalid_signature' });
    expect((await checkLedger(t.db)).ok).toBe(true);
  });
});
