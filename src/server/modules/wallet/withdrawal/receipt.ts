import { sql } from 'kysely';
import type { Language } from '@/core/languages';
import type { ReceiptStatus } from '@/server/db/database';
import { AppError } from '@/server/errors';
import { imageType } from '@/server/lib/image-type';
import { amountFrom, type WalletCtx } from '../wallet.context';
import { lockWithdrawal, type WithdrawalRow, type WithdrawalView, withdrawalView } from './view';

/** The player's withdrawals, newest first, with the number of receipt proofs of each. */
export async function listWithdrawals(
  ctx: WalletCtx,
  accountId: bigint,
  page: { pageNo: number; pageSize: number; status?: string },
  language: Language,
) {
  let base = ctx.db.selectFrom('withdrawal').where('account_id', '=', accountId);
  if (page.status) base = base.where('status', '=', page.status as WithdrawalRow['status']);
  const [rows, count] = await Promise.all([
    base
      .selectAll('withdrawal')
      .select((eb) =>
        eb
          .selectFrom('withdrawal_proof')
          .select(sql<number>`count(*)::int`.as('n'))
          .whereRef('withdrawal_proof.withdrawal_id', '=', 'withdrawal.id')
          .as('proofs'),
      )
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(page.pageSize)
      .offset((page.pageNo - 1) * page.pageSize)
      .execute(),
    base.select(sql<number>`count(*)::int`.as('n')).executeTakeFirst(),
  ]);
  const total = count?.n ?? 0;
  return {
    content: rows.map((r) => withdrawalView(ctx, r, language, r.proofs ?? 0)),
    pageNum: page.pageNo,
    pageSize: page.pageSize,
    total,
    totalPages: Math.ceil(total / page.pageSize),
  };
}

// ------------------------------------------------------------------------------------------------------------
// Receipt confirmation (spec §4).

export const RECEIPT_CHOICES = ['received', 'partial', 'not_received', 'all_received'] as const;
export type ReceiptChoice = (typeof RECEIPT_CHOICES)[number];

/** Which confirmations may follow which state. */
const NEXT: Record<ReceiptStatus, readonly ReceiptChoice[]> = {
  awaiting: ['received', 'partial', 'not_received'],
  partial: ['all_received', 'not_received'],
  not_received: ['all_received'],
  received: [],
  all_received: [],
  auto_received: [],
};

export const PROOF_MAX_BYTES = 5 * 1024 * 1024;
export const PROOF_MAX_FILES = 3;

export interface Proof {
  data: Buffer;
}

/**
 * The player's confirmation of a paid withdrawal: received / partly received (receivedAmount, the remaining
 * amount is computed) / not received (1–3 proof images required) / all received (after partial or not received).
 * Proofs are png or jpg, ≤ 5 MB each, ≤ 3; they are stored with the confirmation in one transaction.
 */
export async function confirmReceipt(
  ctx: WalletCtx,
  accountId: bigint,
  orderNo: string,
  input: { status: unknown; receivedAmount?: unknown; proofs: Proof[] },
  language: Language,
): Promise<WithdrawalView> {
  const choice = RECEIPT_CHOICES.find((c) => c === input.status);
  if (!choice) throw new AppError('invalid_request', { field: 'status', detail: RECEIPT_CHOICES.join(', ') });
  const found = await ctx.db
    .selectFrom('withdrawal')
    .selectAll()
    .where('order_no', '=', orderNo)
    .where('account_id', '=', accountId)
    .executeTakeFirst();
  if (!found) throw new AppError('withdrawal_not_found');
  // The state decides first (a closed receipt is "not allowed" whatever was uploaded); checked again under lock.
  const allowed = (status: ReceiptStatus | null, paid: boolean) =>
    paid && status !== null && (status === choice || NEXT[status].includes(choice));
  if (!allowed(found.receipt_status, found.status === 'approved')) throw new AppError('receipt_not_allowed');
  if (input.proofs.length > PROOF_MAX_FILES) throw new AppError('proof_too_many', { max: PROOF_MAX_FILES });
  const proofs = input.proofs.map((p) => {
    if (p.data.length > PROOF_MAX_BYTES) throw new AppError('proof_too_large', { max: 5 });
    const type = imageType(p.data);
    if (!type) throw new AppError('proof_invalid_type');
    return { ...p, type };
  });
  if (proofs.length > 0 && choice !== 'not_received' && choice !== 'partial') {
    throw new AppError('invalid_request', { field: 'proof', detail: 'only with partial or not_received' });
  }
  if (found.receipt_status === choice)
    return withdrawalView(ctx, found, language, await proofCount(ctx, found.id));
  if (choice === 'not_received' && proofs.length === 0) throw new AppError('proof_required');
  let received: bigint;
  if (choice === 'partial') {
    received = amountFrom(ctx, input.receivedAmount, { max: found.amount - 1n });
  } else received = choice === 'not_received' ? 0n : found.amount;
  const row = await ctx.db.transaction().execute(async (trx) => {
    const current = await lockWithdrawal(trx, found.id);
    // A concurrent confirmation may have moved it on: the same answer twice stores nothing.
    if (current.receipt_status === choice) return current;
    if (!allowed(current.receipt_status, current.status === 'approved'))
      throw new AppError('receipt_not_allowed');
    for (const proof of proofs) {
      await trx
        .insertInto('withdrawal_proof')
        .values({
          withdrawal_id: current.id,
          content_type: proof.type,
          size: proof.data.length,
          data: proof.data,
        })
        .execute();
    }
    return trx
      .updateTable('withdrawal')
      .set({ receipt_status: choice, received_amount: received, receipt_at: new Date() })
      .where('id', '=', current.id)
      .returningAll()
      .executeTakeFirstOrThrow();
  });
  return withdrawalView(ctx, row, language, await proofCount(ctx, row.id));
}

async function proofCount(ctx: WalletCtx, withdrawalId: bigint): Promise<number> {
  const row = await ctx.db
    .selectFrom('withdrawal_proof')
    .select(sql<number>`count(*)::int`.as('n'))
    .where('withdrawal_id', '=', withdrawalId)
    .executeTakeFirst();
  return row?.n ?? 0;
}
