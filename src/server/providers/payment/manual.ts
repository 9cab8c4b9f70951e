import type { PaymentMethodConfig } from '@/core/brand';
import { type PaymentProvider, SignatureError } from './provider';

/**
 * Manual bank transfer: the deposit page shows the operator's receiving account and the order number as the
 * transfer reference; an operator confirms the deposit with `npm run ops -- confirm-deposit`. Payouts are made by
 * hand before the operator approves, so they are done at approval. There are no provider callbacks.
 */
export function manualProvider(method: PaymentMethodConfig): PaymentProvider {
  const account = method.manual!;
  return {
    kind: 'manual',
    createDeposit: (order) => ({
      type: 'bank',
      bankName: account.bankName,
      accountName: account.accountName,
      accountNo: account.accountNo,
      reference: order.orderNo,
    }),
    verifyCallback: () => {
      throw new SignatureError('manual bank transfers have no provider callback');
    },
    payout: async () => 'done',
    verifyPayoutCallback: () => {
      throw new SignatureError('manual bank transfers have no provider callback');
    },
  };
}
