import { AppError } from '@/server/errors';
import { inTransaction, ownedAccount, systemAccount, transfer } from '@/server/modules/ledger/ledger.service';
import { postMessage } from '../inbox.service';
import { verifiedCallback } from '../provider-callback';
import { brandCode, type WalletCtx } from '../wallet.context';
import { lockWithdrawal, messageParams, withdrawalByOrder } from './view';

/**
 * POST /wps/payments/payout-callback/<method>: the provider confirms (paid) or reports a failed payout; a failed
 * payout returns the money (clearing → main wallet) with "withdrawal rejected". Signature first; idempotent.
 */
export async function handlePayoutCallback(
  ctx: WalletCtx,
  methodCode: string,
  rawBody: string,
  signature: unknown,
) {
  const { method, callback } = verifiedCallback(ctx, methodCode, (provider) =>
    provider.verifyPayoutCallback(rawBody, signature),
  );
  const found = await withdrawalByOrder(ctx, callback.orderNo);
  if (found.payout_method !== method.code) throw new AppError('withdrawal_not_found');
  const brand = brandCode(ctx);
  const [cash, clearing] = await Promise.all([
    ownedAccount(ctx.db, brand, found.currency, found.account_id, 'player_cash'),
    systemAccount(ctx.db, brand, found.currency, 'provider_clearing', method.code),
  ]);
  return inTransaction(ctx.db, async (trx) => {
    const row = await lockWithdrawal(trx, found.id);
    const wanted = callback.status === 'paid' ? 'confirmed' : 'failed';
    if (row.payout_status === wanted) return { orderNo: row.order_no, payoutStatus: wanted, replayed: true };
    if (row.status !== 'approved' || row.payout_status !== 'sent')
      throw new AppError('withdrawal_not_pending');
    if (wanted === 'confirmed') {
      await trx
        .updateTable('withdrawal')
        .set({ payout_status: 'confirmed' })
        .where('id', '=', row.id)
        .execute();
    } else {
      const returned = await transfer(trx, {
        brand,
        key: `withdraw-payout-failed:${row.id}`,
        from: clearing,
        to: cash,
        amount: row.amount,
        kind: 'withdrawal_return',
        reference: row.order_no,
        memo: { providerTxnId: callback.providerTxnId, reason: callback.reason ?? null },
      });
      await trx
        .updateTable('withdrawal')
        .set({
          status: 'payout_failed',
          payout_status: 'failed',
          receipt_status: null,
          receipt_due_at: null,
          settle_transfer_id: returned.status === 'posted' ? returned.transferId : row.settle_transfer_id,
          decision_reason: callback.reason ?? 'payout failed',
        })
        .where('id', '=', row.id)
        .execute();
      await postMessage(trx, {
        brand,
        accountId: row.account_id,
        kind: 'withdrawal_rejected',
        params: messageParams(ctx, row, callback.reason ?? 'payout failed'),
      });
    }
    return { orderNo: row.order_no, payoutStatus: wanted, replayed: false };
  });
}
