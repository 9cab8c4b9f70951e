import { createHash } from 'node:crypto';
import { type Selectable, sql, type Transaction } from 'kysely';
import type { Language } from '../../../core/languages';
import type { Database, ReceiptStatus, WithdrawalStatus, WithdrawalTable } from '../../db/database';
import { AppError } from '../../errors';
import { translate } from '../../i18n';
import { enqueue } from '../../jobs/queue';
import { imageType } from '../../lib/image-type';
import { CallbackFormatError, SignatureError } from '../../providers/payment/provider';
import { methodOf, providerFor } from '../../providers/payment/registry';
import { inTransaction, ownedAccount, systemAccount, transfer } from '../ledger/ledger.service';
import { playerFunds, requireFree } from '../pockets/free-balance';
import { fundsView } from '../pockets/pocket-views';
import { postMessage } from './inbox.service';
import { recordOpsAction } from './ops.service';
import { bankName, maskAccountNo, paymentPasswordStatus } from './security.service';
import { amountFrom, brandCode, currencyOf, money, payments, priced, type WalletCtx } from './wallet.context';

type WithdrawalRow = Selectable<WithdrawalTable>;

/** What the account may withdraw now: the free part of its main wallet (bonus money stays until its turnover). */
export async function withdrawableAmount(ctx: WalletCtx, accountId: bigint): Promise<bigint> {
  return (await playerFunds(ctx.db, accountId)).free;
}

export const WITHDRAWAL_JOB = { autoReceipt: 'withdrawal.auto_receipt' };

// ------------------------------------------------------------------------------------------------------------
// Views.

export interface WithdrawalView {
  orderNo: string;
  amount: string;
  currency: string;
  status: WithdrawalStatus;
  payoutStatus: 'sent' | 'confirmed' | 'failed' | null;
  payee: { bankCode: string; bankName: string; accountNo: string; holderName: string };
  createdAt: string;
  decidedAt: string | null;
  reason: string | null;
  receipt: {
    status: ReceiptStatus;
    receivedAmount: string | null;
    remainingAmount: string | null;
    dueAt: string | null;
    confirmedAt: string | null;
    proofs: number;
    /** The forced-receipt warning (spec §4), in the request language, while a confirmation is awaited. */
    warning: string | null;
  } | null;
}

function view(ctx: WalletCtx, row: WithdrawalRow, language: Language, proofs = 0): WithdrawalView {
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

// ------------------------------------------------------------------------------------------------------------
// Player side.

/**
 * GET /wps/cashier/withdraw/info: limits, what is withdrawable now (the free part of the main wallet: money
 * locked by open bonuses stays until their turnover is met), the open bonuses behind the locked part with their
 * progress, and what the form needs.
 */
export async function withdrawInfo(ctx: WalletCtx, accountId: bigint, language: Language) {
  const config = payments(ctx).withdrawal;
  const [funds, used, password, extra, limits] = await Promise.all([
    fundsView(ctx, accountId, language),
    requestsInLastDay(ctx, accountId),
    paymentPasswordStatus(ctx, accountId),
    ctx.hooks?.withdrawInfo?.(ctx, accountId) ?? {},
    ctx.hooks?.withdrawalLimits?.(ctx.db, ctx, accountId),
  ]);
  return {
    currency: currencyOf(ctx),
    currencySymbol: ctx.brand.config.currency.symbol,
    balance: money(ctx, funds.funds.balance),
    withdrawable: money(ctx, funds.funds.free),
    locked: funds.locked,
    bonuses: funds.pockets,
    turnover: funds.turnover,
    min: money(ctx, config.min),
    max: money(ctx, config.max),
    dailyCount: limits?.dailyCount ?? config.dailyCount,
    usedToday: used,
    paymentPasswordSet: password.isSet,
    receiptMinutes: payments(ctx).receiptMinutes,
    // VIP: `vip` (the level's limits).
    ...extra,
  };
}

/** The amount requested in the last 24 hours (rejected requests do not count). */
async function amountInLastDay(trx: Transaction<Database>, accountId: bigint): Promise<bigint> {
  const row = await trx
    .selectFrom('withdrawal')
    .select(sql<string>`coalesce(sum(amount), 0)::text`.as('total'))
    .where('account_id', '=', accountId)
    .where('status', '<>', 'rejected')
    .where('created_at', '>', sql<Date>`now() - interval '24 hours'`)
    .executeTakeFirst();
  return BigInt(row?.total ?? 0);
}

async function requestsInLastDay(
  ctx: WalletCtx | { db: Transaction<Database> },
  accountId: bigint,
): Promise<number> {
  const row = await ctx.db
    .selectFrom('withdrawal')
    .select(sql<number>`count(*)::int`.as('n'))
    .where('account_id', '=', accountId)
    .where('created_at', '>', sql<Date>`now() - interval '24 hours'`)
    .executeTakeFirst();
  return row?.n ?? 0;
}

/** Deterministic per (brand, player, client key), so a retried request carries the same reference. */
function withdrawalOrderNo(brand: string, accountId: bigint, clientKey: string): string {
  const digest = createHash('sha256').update(`${brand}:${accountId}:${clientKey}`).digest();
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  return `W${Array.from(digest.subarray(0, 13), (b) => alphabet[b % alphabet.length]).join('')}`;
}

const requestHash = (amount: bigint, payeeId: bigint) =>
  createHash('sha256').update(`${amount}\u001f${payeeId}`).digest();

/**
 * A withdrawal request (the payment password is checked by the caller): holds the amount (main wallet → hold)
 * and records the request as pending, in one transaction. Idempotent per (player, client key): a retry gets the
 * first answer, a refusal for lack of funds stays refused, the same key with other data is a 409.
 */
export async function requestWithdrawal(
  ctx: WalletCtx,
  accountId: bigint,
  input: { amount: unknown; payeeAccountId: unknown; clientKey: string },
  language: Language = ctx.brand.config.languages.default,
): Promise<{ withdrawal: WithdrawalView; replayed: boolean }> {
  const config = payments(ctx).withdrawal;
  const method = methodOf(ctx.brand, config.payoutMethod);
  if (!method) throw new AppError('feature_disabled');
  const payeeId =
    typeof input.payeeAccountId === 'string' && /^\d{1,18}$/.test(input.payeeAccountId)
      ? BigInt(input.payeeAccountId)
      : typeof input.payeeAccountId === 'number' &&
          Number.isSafeInteger(input.payeeAccountId) &&
          input.payeeAccountId > 0
        ? BigInt(input.payeeAccountId)
        : undefined;
  const amount = amountFrom(ctx, input.amount, { min: config.min, max: config.max });
  const payee =
    payeeId === undefined
      ? undefined
      : await ctx.db
          .selectFrom('payee_account')
          .selectAll()
          .where('id', '=', payeeId)
          .where('account_id', '=', accountId)
          .where('removed_at', 'is', null)
          .executeTakeFirst();
  if (!payee) throw new AppError('payee_account_not_found');
  const brand = brandCode(ctx);
  const currency = currencyOf(ctx);
  const [cash, hold] = await Promise.all([
    ownedAccount(ctx.db, brand, currency, accountId, 'player_cash'),
    ownedAccount(ctx.db, brand, currency, accountId, 'player_hold'),
  ]);
  const hash = requestHash(amount, payee.id);
  const orderNo = withdrawalOrderNo(brand, accountId, input.clientKey);
  const outcome = await inTransaction(ctx.db, async (trx) => {
    // Lock the player's wallet rows first (ascending ids, like every transfer): requests of one player run one
    // at a time from here, so the checks below see every earlier request.
    await sql`select id from ledger_account where id in (${cash}, ${hold}) order by id for update`.execute(
      trx,
    );
    const existing = await trx
      .selectFrom('withdrawal')
      .selectAll()
      .where('account_id', '=', accountId)
      .where('client_key', '=', input.clientKey)
      .executeTakeFirst();
    if (existing) {
      if (!existing.request_hash.equals(hash)) throw new AppError('idempotency_conflict');
      return { kind: 'done', row: existing, replayed: true } as const;
    }
    // Bonus money: only the free part of the wallet may leave (bonus_funds_locked otherwise).
    await requireFree(trx, ctx, { cash, amount, accounts: [hold] });
    const held = await transfer(trx, {
      brand,
      key: `withdraw:${accountId}:${input.clientKey}`,
      from: cash,
      to: hold,
      amount,
      kind: 'withdrawal',
      reference: orderNo,
    });
    if (held.status === 'refused') return { kind: 'refused', available: held.available } as const;
    // VIP: the level's limits replace the brand's daily count and cap the amount per 24 hours.
    const limits = await ctx.hooks?.withdrawalLimits?.(trx, ctx, accountId);
    const dailyCount = limits?.dailyCount ?? config.dailyCount;
    if ((await requestsInLastDay({ db: trx }, accountId)) >= dailyCount) {
      throw new AppError('withdrawal_daily_limit', { count: dailyCount });
    }
    if (limits && (await amountInLastDay(trx, accountId)) + amount > limits.dailyAmount)
      throw new AppError('vip_withdrawal_limit', {
        level: limits.level,
        limit: priced(ctx, limits.dailyAmount),
      });
    const row = await trx
      .insertInto('withdrawal')
      .values({
        order_no: orderNo,
        brand_code: brand,
        account_id: accountId,
        currency,
        amount,
        payee_account_id: payee.id,
        bank_code: payee.bank_code,
        account_no: payee.account_no,
        holder_name: payee.holder_name,
        payout_method: method.code,
        client_key: input.clientKey,
        request_hash: hash,
        hold_transfer_id: held.transferId,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    return { kind: 'done', row, replayed: false } as const;
  });
  if (outcome.kind === 'refused') {
    throw new AppError('insufficient_funds', { available: priced(ctx, outcome.available) });
  }
  return { withdrawal: view(ctx, outcome.row, language), replayed: outcome.replayed };
}

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
    content: rows.map((r) => view(ctx, r, language, r.proofs ?? 0)),
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
  if (found.receipt_status === choice) return view(ctx, found, language, await proofCount(ctx, found.id));
  if (choice === 'not_received' && proofs.length === 0) throw new AppError('proof_required');
  let received: bigint;
  if (choice === 'partial') {
    received = amountFrom(ctx, input.receivedAmount, { max: found.amount - 1n });
  } else received = choice === 'not_received' ? 0n : found.amount;
  const row = await ctx.db.transaction().execute(async (trx) => {
    const current = await trx
      .selectFrom('withdrawal')
      .selectAll()
      .where('id', '=', found.id)
      .forUpdate()
      .executeTakeFirstOrThrow();
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
  return view(ctx, row, language, await proofCount(ctx, row.id));
}

async function proofCount(ctx: WalletCtx, withdrawalId: bigint): Promise<number> {
  const row = await ctx.db
    .selectFrom('withdrawal_proof')
    .select(sql<number>`count(*)::int`.as('n'))
    .where('withdrawal_id', '=', withdrawalId)
    .executeTakeFirst();
  return row?.n ?? 0;
}

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

// ------------------------------------------------------------------------------------------------------------
// Operator side.

async function withdrawalByOrder(ctx: WalletCtx, orderNo: string) {
  const row = await ctx.db
    .selectFrom('withdrawal')
    .selectAll()
    .where('order_no', '=', orderNo)
    .where('brand_code', '=', brandCode(ctx))
    .executeTakeFirst();
  if (!row) throw new AppError('withdrawal_not_found');
  return row;
}

const messageParams = (ctx: WalletCtx, row: WithdrawalRow, reason?: string | null) => ({
  amount: priced(ctx, row.amount),
  orderNo: row.order_no,
  reason: reason ?? '',
});

/**
 * Approves a pending withdrawal: hold → the payout provider's clearing account (paid), the provider is told to
 * pay, the receipt clock starts (auto-receipt job), "withdrawal approved" is written, and the action is audited;
 * all in one transaction. Approving it again answers the same; a decided one is a 409.
 */
export async function approveWithdrawal(
  ctx: WalletCtx,
  orderNo: string,
  by: { actor: string; reason?: string | null },
) {
  const found = await withdrawalByOrder(ctx, orderNo);
  const method = methodOf(ctx.brand, found.payout_method);
  if (!method) throw new AppError('payment_method_unknown');
  const brand = brandCode(ctx);
  const [hold, clearing] = await Promise.all([
    ownedAccount(ctx.db, brand, found.currency, found.account_id, 'player_hold'),
    systemAccount(ctx.db, brand, found.currency, 'provider_clearing', method.code),
  ]);
  return inTransaction(ctx.db, async (trx) => {
    const row = await trx
      .selectFrom('withdrawal')
      .selectAll()
      .where('id', '=', found.id)
      .forUpdate()
      .executeTakeFirstOrThrow();
    if (row.status === 'approved') return { orderNo, status: row.status, replayed: true };
    if (row.status !== 'pending') throw new AppError('withdrawal_not_pending');
    const paid = await transfer(trx, {
      brand,
      key: `withdraw-pay:${row.id}`,
      from: hold,
      to: clearing,
      amount: row.amount,
      kind: 'withdrawal_payout',
      reference: row.order_no,
      memo: { by: by.actor },
    });
    if (paid.status !== 'posted') throw new Error(`hold of ${row.order_no} does not cover it`);
    const payout = await providerFor(ctx.secret, ctx.brand, method).payout(trx, {
      brand,
      orderNo: row.order_no,
      amount: row.amount,
      currency: row.currency,
      bankCode: row.bank_code,
      accountNo: row.account_no,
      holderName: row.holder_name,
    });
    const due = new Date(Date.now() + payments(ctx).receiptMinutes * 60_000);
    await trx
      .updateTable('withdrawal')
      .set({
        status: 'approved',
        payout_status: payout === 'done' ? 'confirmed' : 'sent',
        settle_transfer_id: paid.transferId,
        decided_by: by.actor,
        decided_at: new Date(),
        decision_reason: by.reason ?? null,
        receipt_status: 'awaiting',
        receipt_due_at: due,
      })
      .where('id', '=', row.id)
      .execute();
    await enqueue(trx, {
      kind: WITHDRAWAL_JOB.autoReceipt,
      payload: { brand, withdrawalId: row.id.toString() },
      runAt: due,
      dedupeKey: `auto-receipt:${row.id}`,
    });
    await postMessage(trx, {
      brand,
      accountId: row.account_id,
      kind: 'withdrawal_approved',
      params: messageParams(ctx, row),
    });
    await recordOpsAction(trx, {
      brand,
      actor: by.actor,
      action: 'withdrawal.approve',
      target: row.order_no,
      reason: by.reason ?? null,
      detail: { amount: money(ctx, row.amount), accountId: row.account_id.toString(), payout },
    });
    return { orderNo, status: 'approved' as const, replayed: false };
  });
}

/** Rejects a pending withdrawal: hold → main wallet, "withdrawal rejected" with the reason, audited. */
export async function rejectWithdrawal(
  ctx: WalletCtx,
  orderNo: string,
  by: { actor: string; reason: string },
) {
  const found = await withdrawalByOrder(ctx, orderNo);
  const brand = brandCode(ctx);
  const [hold, cash] = await Promise.all([
    ownedAccount(ctx.db, brand, found.currency, found.account_id, 'player_hold'),
    ownedAccount(ctx.db, brand, found.currency, found.account_id, 'player_cash'),
  ]);
  return inTransaction(ctx.db, async (trx) => {
    const row = await trx
      .selectFrom('withdrawal')
      .selectAll()
      .where('id', '=', found.id)
      .forUpdate()
      .executeTakeFirstOrThrow();
    if (row.status === 'rejected') return { orderNo, status: row.status, replayed: true };
    if (row.status !== 'pending') throw new AppError('withdrawal_not_pending');
    const returned = await transfer(trx, {
      brand,
      key: `withdraw-return:${row.id}`,
      from: hold,
      to: cash,
      amount: row.amount,
      kind: 'withdrawal_return',
      reference: row.order_no,
      memo: { by: by.actor, reason: by.reason },
    });
    if (returned.status !== 'posted') throw new Error(`hold of ${row.order_no} does not cover it`);
    await trx
      .updateTable('withdrawal')
      .set({
        status: 'rejected',
        settle_transfer_id: returned.transferId,
        decided_by: by.actor,
        decided_at: new Date(),
        decision_reason: by.reason,
      })
      .where('id', '=', row.id)
      .execute();
    await postMessage(trx, {
      brand,
      accountId: row.account_id,
      kind: 'withdrawal_rejected',
      params: messageParams(ctx, row, by.reason),
    });
    await recordOpsAction(trx, {
      brand,
      actor: by.actor,
      action: 'withdrawal.reject',
      target: row.order_no,
      reason: by.reason,
      detail: { amount: money(ctx, row.amount), accountId: row.account_id.toString() },
    });
    return { orderNo, status: 'rejected' as const, replayed: false };
  });
}

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
  const method = methodOf(ctx.brand, methodCode);
  if (!method) throw new AppError('not_found');
  let callback: ReturnType<ReturnType<typeof providerFor>['verifyPayoutCallback']>;
  try {
    callback = providerFor(ctx.secret, ctx.brand, method).verifyPayoutCallback(rawBody, signature);
  } catch (error) {
    if (error instanceof SignatureError) throw new AppError('invalid_signature');
    if (error instanceof CallbackFormatError)
      throw new AppError('invalid_request', { field: 'body', detail: error.message });
    throw error;
  }
  const found = await withdrawalByOrder(ctx, callback.orderNo);
  if (found.payout_method !== method.code) throw new AppError('withdrawal_not_found');
  const brand = brandCode(ctx);
  const [cash, clearing] = await Promise.all([
    ownedAccount(ctx.db, brand, found.currency, found.account_id, 'player_cash'),
    systemAccount(ctx.db, brand, found.currency, 'provider_clearing', method.code),
  ]);
  return inTransaction(ctx.db, async (trx) => {
    const row = await trx
      .selectFrom('withdrawal')
      .selectAll()
      .where('id', '=', found.id)
      .forUpdate()
      .executeTakeFirstOrThrow();
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

/** Pending withdrawals and deposits of a brand, and open receipt disputes (ops CLI "pending"). */
export async function pendingForOps(ctx: WalletCtx) {
  const brand = brandCode(ctx);
  const [withdrawals, deposits, disputes] = await Promise.all([
    ctx.db
      .selectFrom('withdrawal as w')
      .innerJoin('account as a', 'a.id', 'w.account_id')
      .select([
        'w.order_no',
        'w.amount',
        'w.created_at',
        'w.bank_code',
        'w.account_no',
        'w.holder_name',
        'a.username',
      ])
      .where('w.brand_code', '=', brand)
      .where('w.status', '=', 'pending')
      .orderBy('w.created_at')
      .execute(),
    ctx.db
      .selectFrom('payment_deposit as d')
      .innerJoin('account as a', 'a.id', 'd.account_id')
      .select([
        'd.order_no',
        'd.amount',
        'd.fee',
        'd.method_code',
        'd.provider',
        'd.created_at',
        'a.username',
      ])
      .where('d.brand_code', '=', brand)
      .where('d.status', '=', 'pending')
      .orderBy('d.created_at')
      .execute(),
    ctx.db
      .selectFrom('withdrawal as w')
      .innerJoin('account as a', 'a.id', 'w.account_id')
      .select([
        'w.order_no',
        'w.amount',
        'w.received_amount',
        'w.receipt_status',
        'w.receipt_at',
        'a.username',
      ])
      .where('w.brand_code', '=', brand)
      .where('w.receipt_status', 'in', ['partial', 'not_received'])
      .orderBy('w.receipt_at')
      .execute(),
  ]);
  return { withdrawals, deposits, disputes };
}
