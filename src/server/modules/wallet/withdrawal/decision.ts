import { recordOpsAction } from '@/server/domains/system';
import { AppError } from '@/server/errors';
import { enqueue } from '@/server/jobs/queue';
import { inTransaction, ownedAccount, systemAccount, transfer } from '@/server/modules/ledger/ledger.service';
import { methodOf, providerFor } from '@/server/providers/payment/registry';
import { postMessage } from '../inbox.service';
import { brandCode, money, payments, type WalletCtx } from '../wallet.context';
import { WITHDRAWAL_JOB } from './auto-receipt';
import { lockWithdrawal, messageParams, withdrawalByOrder } from './view';

/** What each decision does with the held amount, and how it is written down. */
const DECISIONS = {
  approve: {
    status: 'approved',
    key: 'withdraw-pay',
    kind: 'withdrawal_payout',
    message: 'withdrawal_approved',
    action: 'withdrawal.approve',
  },
  reject: {
    status: 'rejected',
    key: 'withdraw-return',
    kind: 'withdrawal_return',
    message: 'withdrawal_rejected',
    action: 'withdrawal.reject',
  },
} as const;

type Decision = keyof typeof DECISIONS;

/**
 * Decides a pending withdrawal in one transaction, audited. Approve: hold → the payout provider's clearing account
 * (paid), the provider is told to pay, the receipt clock starts (auto-receipt job), "withdrawal approved" is
 * written. Reject: hold → main wallet, "withdrawal rejected" with the reason. The same decision again answers the
 * same; a withdrawal decided otherwise is a 409.
 */
async function decideWithdrawal<D extends Decision>(
  ctx: WalletCtx,
  orderNo: string,
  decision: D,
  by: { actor: string; reason?: string | null },
) {
  const rule = DECISIONS[decision];
  const found = await withdrawalByOrder(ctx, orderNo);
  const method = decision === 'approve' ? methodOf(ctx.brand, found.payout_method) : undefined;
  if (decision === 'approve' && !method) throw new AppError('payment_method_unknown');
  const brand = brandCode(ctx);
  const [hold, to] = await Promise.all([
    ownedAccount(ctx.db, brand, found.currency, found.account_id, 'player_hold'),
    method
      ? systemAccount(ctx.db, brand, found.currency, 'provider_clearing', method.code)
      : ownedAccount(ctx.db, brand, found.currency, found.account_id, 'player_cash'),
  ]);
  return inTransaction(ctx.db, async (trx) => {
    const row = await lockWithdrawal(trx, found.id);
    if (row.status === rule.status) return { orderNo, status: rule.status, replayed: true };
    if (row.status !== 'pending') throw new AppError('withdrawal_not_pending');
    const moved = await transfer(trx, {
      brand,
      key: `${rule.key}:${row.id}`,
      from: hold,
      to,
      amount: row.amount,
      kind: rule.kind,
      reference: row.order_no,
      memo: method ? { by: by.actor } : { by: by.actor, reason: by.reason },
    });
    if (moved.status !== 'posted') throw new Error(`hold of ${row.order_no} does not cover it`);
    const payout = method
      ? await providerFor(ctx.secret, ctx.brand, method).payout(trx, {
          brand,
          orderNo: row.order_no,
          amount: row.amount,
          currency: row.currency,
          bankCode: row.bank_code,
          accountNo: row.account_no,
          holderName: row.holder_name,
        })
      : undefined;
    const due = payout ? new Date(Date.now() + payments(ctx).receiptMinutes * 60_000) : undefined;
    await trx
      .updateTable('withdrawal')
      .set({
        status: rule.status,
        settle_transfer_id: moved.transferId,
        decided_by: by.actor,
        decided_at: new Date(),
        decision_reason: by.reason ?? null,
        ...(payout && due
          ? {
              payout_status: payout === 'done' ? 'confirmed' : 'sent',
              receipt_status: 'awaiting',
              receipt_due_at: due,
            }
          : {}),
      })
      .where('id', '=', row.id)
      .execute();
    if (due) {
      await enqueue(trx, {
        kind: WITHDRAWAL_JOB.autoReceipt,
        payload: { brand, withdrawalId: row.id.toString() },
        runAt: due,
        dedupeKey: `auto-receipt:${row.id}`,
      });
    }
    await postMessage(trx, {
      brand,
      accountId: row.account_id,
      kind: rule.message,
      // The approval message names no reason (an operator's note on an approval stays in the audit).
      params: messageParams(ctx, row, method ? null : by.reason),
    });
    await recordOpsAction(trx, {
      brand,
      actor: by.actor,
      action: rule.action,
      target: row.order_no,
      reason: by.reason ?? null,
      detail: {
        amount: money(ctx, row.amount),
        accountId: row.account_id.toString(),
        ...(payout ? { payout } : {}),
      },
    });
    return { orderNo, status: rule.status, replayed: false };
  });
}

/** Approves a pending withdrawal (see decideWithdrawal). */
export function approveWithdrawal(
  ctx: WalletCtx,
  orderNo: string,
  by: { actor: string; reason?: string | null },
) {
  return decideWithdrawal(ctx, orderNo, 'approve', by);
}

/** Rejects a pending withdrawal with the reason the player reads (see decideWithdrawal). */
export function rejectWithdrawal(ctx: WalletCtx, orderNo: string, by: { actor: string; reason: string }) {
  return decideWithdrawal(ctx, orderNo, 'reject', by);
}
