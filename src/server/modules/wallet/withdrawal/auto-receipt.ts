import { sql } from 'kysely';
import type { WalletCtx } from '../wallet.context';

export const WITHDRAWAL_JOB = { autoReceipt: 'withdrawal.auto_receipt' };

/**
 * The auto-receipt job: still awaiting at the due time → auto_received (the forced receipt of spec §4). Answers
 * the due time when it is not reached yet (the job then runs again then), else undefined.
 */
export async function autoReceipt(
  ctx: Pick<WalletCtx, 'db'>,
  withdrawalId: bigint,
): Promise<Date | undefined> {
  const result = await ctx.db
    .updateTable('withdrawal')
    .set({ receipt_status: 'auto_received', received_amount: sql`amount`, receipt_at: new Date() })
    .where('id', '=', withdrawalId)
    .where('receipt_status', '=', 'awaiting')
    .where('receipt_due_at', '<=', sql<Date>`now()`)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 1) return undefined;
  const row = await ctx.db
    .selectFrom('withdrawal')
    .select(['receipt_status', 'receipt_due_at'])
    .where('id', '=', withdrawalId)
    .executeTakeFirst();
  return row?.receipt_status === 'awaiting' && row.receipt_due_at ? row.receipt_due_at : undefined;
}
