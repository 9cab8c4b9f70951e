import type { Selectable, Transaction } from 'kysely';
import type { Withdrawal as WithdrawalView } from '@/core/api/money';
import type { Language } from '@/core/languages';
import type { Database, WithdrawalTable } from '@/server/db/database';
import { AppError } from '@/server/errors';
import { translate } from '@/server/i18n';
import { bankName, maskAccountNo } from '../security.service';
import { brandCode, money, payments, priced, type WalletCtx } from '../wallet.context';

export type { WithdrawalView };
export type WithdrawalRow = Selectable<WithdrawalTable>;

/** A withdrawal as the player sees it (request, list, receipt answers). */
export function withdrawalView(
  ctx: WalletCtx,
  row: WithdrawalRow,
  language: Language,
  proofs = 0,
): WithdrawalView {
  const minutes = payments(ctx).receiptMinutes;
  return {
    orderNo: row.order_no,
    amount: money(ctx, row.amount),
    currency: row.currency,
    status: row.status,
    payoutStatus: row.payout_status,
    payee: {
      bankCode: row.bank_code,
      bankName: bankName(ctx, row.bank_code),
      accountNo: maskAccountNo(row.account_no),
      holderName: row.holder_name,
    },
    createdAt: row.created_at.toISOString(),
    decidedAt: row.decided_at?.toISOString() ?? null,
    reason: row.decision_reason,
    receipt: row.receipt_status
      ? {
          status: row.receipt_status,
          receivedAmount: row.received_amount === null ? null : money(ctx, row.received_amount),
          remainingAmount: row.received_amount === null ? null : money(ctx, row.amount - row.received_amount),
          dueAt: row.receipt_due_at?.toISOString() ?? null,
          confirmedAt: row.receipt_at?.toISOString() ?? null,
          proofs,
          warning:
            row.receipt_status === 'awaiting' || row.receipt_status === 'partial'
              ? translate(language, 'withdrawal_receipt_warning', { minutes })
              : null,
        }
      : null,
  };
}

/** A withdrawal of the context's brand by its order number (operator side), else withdrawal_not_found. */
export async function withdrawalByOrder(ctx: WalletCtx, orderNo: string): Promise<WithdrawalRow> {
  const row = await ctx.db
    .selectFrom('withdrawal')
    .selectAll()
    .where('order_no', '=', orderNo)
    .where('brand_code', '=', brandCode(ctx))
    .executeTakeFirst();
  if (!row) throw new AppError('withdrawal_not_found');
  return row;
}

/** A withdrawal read under a row lock for the rest of the transaction (decisions, receipts, payout callbacks). */
export function lockWithdrawal(trx: Transaction<Database>, id: bigint): Promise<WithdrawalRow> {
  return trx.selectFrom('withdrawal').selectAll().where('id', '=', id).forUpdate().executeTakeFirstOrThrow();
}

/** The parameters of the inbox messages about a withdrawal (approved, rejected). */
export const messageParams = (ctx: WalletCtx, row: WithdrawalRow, reason?: string | null) => ({
  amount: priced(ctx, row.amount),
  orderNo: row.order_no,
  reason: reason ?? '',
});
