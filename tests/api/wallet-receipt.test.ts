/**
 * Withdrawal receipt confirmation (spec §4): received, partly received (received and remaining amounts), not
 * received (proof images required: png or jpg by magic bytes, ≤ 5 MB each, ≤ 3), all received; the forced receipt
 * after the brand's minutes; bad uploads answer a clear error and store nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { approveWithdrawal } from '@/server/modules/wallet/withdrawal/decision';
import { createTestApp, type TestApp } from './helpers';
import {
  call,
  expectError,
  expectOk,
  fund,
  JPEG,
  key,
  makePlayer,
  multipart,
  PAY_PASSWORD,
  type Player,
  PNG,
  walletCtx,
} from './wallet-support';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

interface Receipt {
  status: string;
  receivedAmount: string | null;
  remainingAmount: string | null;
  proofs: number;
  warning: string | null;
}

/** A player with an approved (paid) withdrawal of 500.00 awaiting confirmation. */
async function paidWithdrawal(approve = true): Promise<{ player: Player; orderNo: string }> {
  const player = await makePlayer(t);
  await fund(t, player, 100_000n);
  const payee = expectOk<{ id: string }>(
    await call(t, 'POST', '/wps/member/bankAccounts', {
      ...player,
      body: { bankCode: 'BPI', accountNo: '2223334445', holderName: 'Juan Dela Cruz' },
    }),
  );
  const { orderNo } = expectOk<{ orderNo: string }>(
    await call(t, 'POST', '/wps/cashier/withdraw', {
      ...player,
      body: { amount: '500', payeeAccountId: payee.id, paymentPassword: PAY_PASSWORD, idempotencyKey: key() },
    }),
  );
  if (approve) await approveWithdrawal(walletCtx(t), orderNo, { actor: 'ops' });
  return { player, orderNo };
}

const confirm = (
  player: Player,
  orderNo: string,
  body: ReturnType<typeof multipart> | Record<string, unknown>,
) =>
  call(t, 'POST', `/wps/cashier/withdrawals/${orderNo}/receipt`, {
    ...player,
    ...('payload' in body && Buffer.isBuffer(body.payload)
      ? { raw: body as ReturnType<typeof multipart> }
      : { body }),
  });

const proofCount = async (orderNo: string) =>
  (
    await t.db
      .selectFrom('withdrawal_proof as p')
      .innerJoin('withdrawal as w', 'w.id', 'p.withdrawal_id')
      .select('p.id')
      .where('w.order_no', '=', orderNo)
      .execute()
  ).length;

describe('confirming receipt', () => {
  it('received (JSON) closes the receipt', async () => {
    const { player, orderNo } = await paidWithdrawal();
    const value = expectOk<{ receipt: Receipt }>(await confirm(player, orderNo, { status: 'received' }));
    expect(value.receipt).toMatchObject({
      status: 'received',
      receivedAmount: '500.00',
      remainingAmount: '0.00',
      warning: null,
    });
    expectError(await confirm(player, orderNo, { status: 'not_received' }), 409, 'receipt_not_allowed');
    // A double submit of the same answer is answered again.
    expect(
      expectOk<{ receipt: Receipt }>(await confirm(player, orderNo, { status: 'received' })).receipt.status,
    ).toBe('received');
  });

  it('partly received computes the remaining amount, then all received', async () => {
    const { player, orderNo } = await paidWithdrawal();
    expectError(
      await confirm(player, orderNo, { status: 'partial', receivedAmount: '500' }),
      400,
      'amount_above_maximum',
    );
    expectError(
      await confirm(player, orderNo, { status: 'partial', receivedAmount: '0' }),
      400,
      'amount_not_positive',
    );
    expectError(
      await confirm(player, orderNo, { status: 'partial', receivedAmount: '1.234' }),
      400,
      'amount_too_precise',
    );
    expectError(await confirm(player, orderNo, { status: 'partial' }), 400, 'amount_invalid');
    const partial = expectOk<{ receipt: Receipt }>(
      await confirm(player, orderNo, multipart({ status: 'partial', receivedAmount: '320.50' }, [])),
    );
    expect(partial.receipt).toMatchObject({
      status: 'partial',
      receivedAmount: '320.50',
      remainingAmount: '179.50',
    });
    expect(partial.receipt.warning).not.toBeNull();
    const all = expectOk<{ receipt: Receipt }>(await confirm(player, orderNo, { status: 'all_received' }));
    expect(all.receipt).toMatchObject({
      status: 'all_received',
      receivedAmount: '500.00',
      remainingAmount: '0.00',
    });
  });

  it('not received needs proof images; png and jpg by magic bytes are stored', async () => {
    const { player, orderNo } = await paidWithdrawal();
    expectError(await confirm(player, orderNo, { status: 'not_received' }), 400, 'proof_required');
    expectError(
      await confirm(player, orderNo, multipart({ status: 'not_received' }, [])),
      400,
      'proof_required',
    );
    const value = expectOk<{ receipt: Receipt }>(
      await confirm(
        player,
        orderNo,
        multipart({ status: 'not_received' }, [
          { filename: 'a.png', contentType: 'image/png', data: PNG },
          // The declared type is not trusted: this is a JPEG by its bytes.
          { filename: 'b.bin', contentType: 'application/octet-stream', data: JPEG },
        ]),
      ),
    );
    expect(value.receipt).toMatchObject({
      status: 'not_received',
      receivedAmount: '0.00',
      remainingAmount: '500.00',
      proofs: 2,
    });
    const stored = await t.db
      .selectFrom('withdrawal_proof')
      .select(['content_type', 'size', 'data'])
      .orderBy('id')
      .execute();
    expect(stored.slice(-2).map((p) => p.content_type)).toEqual(['image/png', 'image/jpeg']);
    expect(stored.at(-2)!.data.equals(PNG)).toBe(true);
    // Money arrived later.
    expect(
      expectOk<{ receipt: Receipt }>(await confirm(player, orderNo, { status: 'all_received' })).receipt
        .status,
    ).toBe('all_received');
  });
});

describe('bad uploads store nothing', () => {
  it.each([
    [
      'a GIF named .png',
      [{ filename: 'x.png', contentType: 'image/png', data: Buffer.from('GIF89a........') }],
      400,
      'proof_invalid_type',
    ],
    [
      'a text file',
      [{ filename: 'x.jpg', contentType: 'image/jpeg', data: Buffer.from('hello') }],
      400,
      'proof_invalid_type',
    ],
    [
      'an image over 5 MB',
      [
        {
          filename: 'big.png',
          contentType: 'image/png',
          data: Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]),
        },
      ],
      413,
      'proof_too_large',
    ],
    [
      'four images',
      Array.from({ length: 4 }, (_, i) => ({ filename: `${i}.png`, contentType: 'image/png', data: PNG })),
      400,
      'proof_too_many',
    ],
    [
      'a good image then a bad one',
      [
        { filename: 'a.png', contentType: 'image/png', data: PNG },
        { filename: 'b.png', contentType: 'image/png', data: Buffer.from('%PDF-1.7') },
      ],
      400,
      'proof_invalid_type',
    ],
  ])('%s', async (_name, files, status, code) => {
    const { player, orderNo } = await paidWithdrawal();
    expectError(await confirm(player, orderNo, multipart({ status: 'not_received' }, files)), status, code);
    expect(await proofCount(orderNo)).toBe(0);
    const [w] = expectOk<{ content: { receipt: Receipt }[] }>(
      await call(t, 'GET', '/wps/cashier/withdrawals', player),
    ).content;
    expect(w!.receipt!.status).toBe('awaiting');
  });

  it('refuses files in another field, proofs with "received", and malformed multipart', async () => {
    const { player, orderNo } = await paidWithdrawal();
    expectError(
      await confirm(
        player,
        orderNo,
        multipart({ status: 'not_received' }, [
          { name: 'file', filename: 'a.png', contentType: 'image/png', data: PNG },
        ]),
      ),
      400,
      'invalid_request',
    );
    expectError(
      await confirm(
        player,
        orderNo,
        multipart({ status: 'received' }, [{ filename: 'a.png', contentType: 'image/png', data: PNG }]),
      ),
      400,
      'invalid_request',
    );
    const broken = await call(t, 'POST', `/wps/cashier/withdrawals/${orderNo}/receipt`, {
      ...player,
      raw: { payload: '--x\r\nnot really', contentType: 'multipart/form-data; boundary=x' },
    });
    expect(broken.statusCode).toBe(400);
    expect(await proofCount(orderNo)).toBe(0);
  });
});

describe('who and when', () => {
  it("refuses another player's withdrawal, unpaid withdrawals and unknown statuses", async () => {
    const { orderNo } = await paidWithdrawal();
    const other = await makePlayer(t);
    expectError(await confirm(other, orderNo, { status: 'received' }), 404, 'withdrawal_not_found');
    const pending = await paidWithdrawal(false);
    expectError(
      await confirm(pending.player, pending.orderNo, { status: 'received' }),
      409,
      'receipt_not_allowed',
    );
    expectError(await confirm(pending.player, pending.orderNo, { status: 'maybe' }), 400, 'invalid_request');
  });

  it('counts as received when not confirmed within the brand minutes (the job)', async () => {
    const { player, orderNo } = await paidWithdrawal();
    // Not due yet: the job does nothing.
    await t.app.jobs.drain();
    const early = await t.db
      .selectFrom('withdrawal')
      .select('receipt_status')
      .where('order_no', '=', orderNo)
      .executeTakeFirstOrThrow();
    expect(early.receipt_status).toBe('awaiting');
    await t.db
      .updateTable('withdrawal')
      .set({ receipt_due_at: new Date(Date.now() - 1000) })
      .where('order_no', '=', orderNo)
      .execute();
    await t.db
      .updateTable('job')
      .set({ run_at: new Date(0) })
      .where('kind', '=', 'withdrawal.auto_receipt')
      .execute();
    await t.app.jobs.drain();
    const [w] = expectOk<{ content: { receipt: Receipt }[] }>(
      await call(t, 'GET', '/wps/cashier/withdrawals', player),
    ).content;
    expect(w!.receipt).toMatchObject({ status: 'auto_received', receivedAmount: '500.00', warning: null });
    expectError(await confirm(player, orderNo, { status: 'not_received' }), 409, 'receipt_not_allowed');
  });
});
