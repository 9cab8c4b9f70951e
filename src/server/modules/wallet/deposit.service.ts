import { createHash } from 'node:crypto';
import type { Selectable, Transaction } from 'kysely';
import type { Deposit as DepositView } from '@/core/api/money';
import type { PaymentMethodConfig } from '@/core/brand';
import { textParam } from '@/core/message-params';
import { feeOf } from '@/core/money';
import { randomCode } from '@/server/auth/tokens';
import type { Database, PaymentDepositTable } from '@/server/db/database';
import { protectionRefusal, requireProtection } from '@/server/domains/identity';
import { recordOpsAction } from '@/server/domains/system';
import { AppError } from '@/server/errors';
import { methodOf, providerFor } from '@/server/providers/payment/registry';
import { inTransaction, ownedAccount, systemAccount, transfer } from '../ledger/ledger.service';
import { postMessage } from './inbox.service';
import { verifiedCallback } from './provider-callback';
import { amountFrom, brandCode, currencyOf, money, priced, type WalletCtx } from './wallet.context';

type DepositRow = Selectable<PaymentDepositTable>;

function view(ctx: WalletCtx, row: DepositRow): DepositView {
  const method = methodOf(ctx.brand, row.method_code);
  const action =
    row.status === 'pending' && method
      ? providerFor(ctx.secret, ctx.brand, method).createDeposit({
          brand: row.brand_code,
          orderNo: row.order_no,
          amount: row.amount,
          amountText: money(ctx, row.amount),
          currency: row.currency,
        })
      : null;
  return {
    orderNo: row.order_no,
    method: row.method_code,
    provider: row.provider,
    status: row.status,
    amount: money(ctx, row.amount),
    fee: money(ctx, row.fee),
    creditAmount: money(ctx, row.amount - row.fee),
    currency: row.currency,
    createdAt: row.created_at.toISOString(),
    finishedAt: row.finished_at?.toISOString() ?? null,
    failureReason: row.failure_reason,
    action,
  };
}

const requestHash = (parts: unknown[]) =>
  createHash('sha256').update(parts.map(String).join('\u001f')).digest();

/** A public order number: D + yymmdd + 10 characters without look-alikes (not guessable). */
export function newOrderNo(prefix: 'D' | 'W'): string {
  const day = new Date().toISOString().slice(2, 10).replaceAll('-', '');
  return `${prefix}${day}${randomCode(10)}`;
}

/**
 * POST /wps/cashier/deposit: an order for `amount` with a method of the brand. Idempotent per (player, client
 * key): a retry returns the same order; the same key with a different method or amount is a 409.
 */
export async function createDeposit(
  ctx: WalletCtx,
  accountId: bigint,
  input: { method: unknown; amount: unknown; clientKey: string },
): Promise<DepositView> {
  const method = typeof input.method === 'string' ? methodOf(ctx.brand, input.method) : undefined;
  if (!method) throw new AppError('payment_method_unknown');
  const amount = amountFrom(ctx, input.amount, { min: method.min, max: method.max });
  const fee = feeOf(amount, method.fee);
  if (fee >= amount) throw new AppError('amount_below_minimum', { min: priced(ctx, method.min) });
  const hash = requestHash([method.code, amount]);
  return ctx.db.transaction().execute(async (trx) => {
    // The player's own deposit limits (issue 27): their rows locked, so two orders at once are counted one after
    // the other; a retry of an order already made answers it again without asking twice.
    await trx
      .selectFrom('player_limit')
      .select('kind')
      .where('account_id', '=', accountId)
      .where('kind', '=', 'deposit')
      .forUpdate()
      .execute();
    const existing = await trx
      .selectFrom('payment_deposit')
      .selectAll()
      .where('account_id', '=', accountId)
      .where('client_key', '=', input.clientKey)
      .executeTakeFirst();
    if (existing) {
      if (!existing.request_hash.equals(hash)) throw new AppError('idempotency_conflict');
      return view(ctx, existing);
    }
    // Responsible gaming, asked of one place: an excluded player, or one over a deposit limit, cannot ask for one.
    await requireProtection(trx, { accountId, brandCode: brandCode(ctx), action: 'deposit', amount });
    const inserted = await trx
      .insertInto('payment_deposit')
      .values({
        order_no: newOrderNo('D'),
        brand_code: brandCode(ctx),
        account_id: accountId,
        method_code: method.code,
        provider: method.provider,
        currency: currencyOf(ctx),
        amount,
        fee,
        client_key: input.clientKey,
        request_hash: hash,
      })
      .onConflict((oc) => oc.columns(['account_id', 'client_key']).doNothing())
      .returningAll()
      .executeTakeFirst();
    if (inserted) return view(ctx, inserted);
    // The same key at the same moment from another request: its order is the answer.
    const raced = await trx
      .selectFrom('payment_deposit')
      .selectAll()
      .where('account_id', '=', accountId)
      .where('client_key', '=', input.clientKey)
      .executeTakeFirstOrThrow();
    if (!raced.request_hash.equals(hash)) throw new AppError('idempotency_conflict');
    return view(ctx, raced);
  });
}

/** GET /wps/cashier/deposit/<orderNo>: only the owner sees an order (others get the same 404 as for none). */
export async function depositStatus(
  ctx: WalletCtx,
  accountId: bigint,
  orderNo: string,
): Promise<DepositView> {
  const row = await ctx.db
    .selectFrom('payment_deposit')
    .selectAll()
    .where('order_no', '=', orderNo)
    .where('account_id', '=', accountId)
    .where('brand_code', '=', brandCode(ctx))
    .executeTakeFirst();
  if (!row) throw new AppError('deposit_not_found');
  return view(ctx, row);
}

export async function listDeposits(
  ctx: WalletCtx,
  accountId: bigint,
  page: { pageNo: number; pageSize: number },
) {
  const [rows, count] = await Promise.all([
    ctx.db
      .selectFrom('payment_deposit')
      .selectAll()
      .where('account_id', '=', accountId)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(page.pageSize)
      .offset((page.pageNo - 1) * page.pageSize)
      .execute(),
    ctx.db
      .selectFrom('payment_deposit')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('account_id', '=', accountId)
      .executeTakeFirst(),
  ]);
  const total = Number(count?.n ?? 0);
  return {
    content: rows.map((r) => view(ctx, r)),
    pageNum: page.pageNo,
    pageSize: page.pageSize,
    total,
    totalPages: Math.ceil(total / page.pageSize),
  };
}

interface Settlement {
  status: 'credited' | 'failed';
  providerTxnId?: string | null;
  reason?: string | null;
}

/**
 * Settles a pending deposit in the caller's transaction: credited → provider clearing pays the player (and the
 * fee to the house) with the message "deposit credited"; failed → the message "deposit failed". A deposit already
 * settled the same way answers again without posting (replays); settled the other way → 409.
 */
async function settle(
  ctx: WalletCtx,
  trx: Transaction<Database>,
  row: DepositRow,
  method: PaymentMethodConfig,
  given: Settlement,
  ids: { cash: bigint; clearing: bigint; house: bigint },
): Promise<{ orderNo: string; status: 'credited' | 'failed'; replayed: boolean }> {
  let outcome = given;
  if (row.status !== 'pending') {
    if (row.status === outcome.status) return { orderNo: row.order_no, status: row.status, replayed: true };
    // A provider's retry of a success the guard refused answers the refusal again.
    if (row.status === 'failed' && row.failure_reason?.startsWith('refused: '))
      return { orderNo: row.order_no, status: 'failed', replayed: true };
    throw new AppError('deposit_finalised');
  }
  const brand = brandCode(ctx);
  if (outcome.status === 'credited') {
    // Responsible gaming at the credit too (the player may have excluded themself since the order): the deposit
    // fails with the refusal's code as its reason ("refused: <code>") and nothing is credited.
    const refusal = await protectionRefusal(trx, {
      accountId: row.account_id,
      brandCode: brand,
      action: 'deposit',
      amount: row.amount,
    });
    if (refusal) outcome = { ...outcome, status: 'failed', reason: `refused: ${refusal.code}` };
  }
  // Rendered in the reader's language when read (inbox.service.ts): the amount and the method's name too.
  const params = {
    amount: priced(ctx, row.amount - row.fee),
    orderNo: row.order_no,
    method: textParam(method.name, ctx.brand.config.languages.default),
  };
  if (outcome.status === 'credited') {
    const credited = await transfer(trx, {
      brand,
      key: `deposit:${row.id}`,
      from: ids.clearing,
      to: ids.cash,
      amount: row.amount - row.fee,
      kind: 'deposit',
      reference: row.order_no,
      memo: { method: row.method_code, providerTxnId: outcome.providerTxnId ?? null },
    });
    if (credited.status !== 'posted') throw new Error('a clearing account refused a transfer');
    if (row.fee > 0n) {
      await transfer(trx, {
        brand,
        key: `deposit-fee:${row.id}`,
        from: ids.clearing,
        to: ids.house,
        amount: row.fee,
        kind: 'deposit_fee',
        reference: row.order_no,
      });
    }
    await trx
      .updateTable('payment_deposit')
      .set({
        status: 'credited',
        transfer_id: credited.transferId,
        provider_txn_id: outcome.providerTxnId ?? null,
        finished_at: new Date(),
      })
      .where('id', '=', row.id)
      .execute();
    await postMessage(trx, { brand, accountId: row.account_id, kind: 'deposit_credited', params });
    // Promotions (deposit bonuses): only enqueues its own work, in this transaction.
    await ctx.hooks?.depositCredited?.(trx, ctx, {
      id: row.id,
      orderNo: row.order_no,
      accountId: row.account_id,
      credited: row.amount - row.fee,
    });
  } else {
    await trx
      .updateTable('payment_deposit')
      .set({
        status: 'failed',
        provider_txn_id: outcome.providerTxnId ?? null,
        failure_reason: (outcome.reason ?? 'failed').slice(0, 200),
        finished_at: new Date(),
      })
      .where('id', '=', row.id)
      .execute();
    await postMessage(trx, {
      brand,
      accountId: row.account_id,
      kind: 'deposit_failed',
      params: { ...params, amount: priced(ctx, row.amount) },
    });
  }
  return { orderNo: row.order_no, status: outcome.status, replayed: false };
}

async function settlementAccounts(ctx: WalletCtx, accountId: bigint, method: PaymentMethodConfig) {
  const brand = brandCode(ctx);
  const currency = currencyOf(ctx);
  const [cash, clearing, house] = await Promise.all([
    ownedAccount(ctx.db, brand, currency, accountId, 'player_cash'),
    systemAccount(ctx.db, brand, currency, 'provider_clearing', method.code),
    systemAccount(ctx.db, brand, currency, 'house'),
  ]);
  return { cash, clearing, house };
}

async function depositByOrder(ctx: WalletCtx, orderNo: string) {
  return ctx.db
    .selectFrom('payment_deposit')
    .selectAll()
    .where('order_no', '=', orderNo)
    .where('brand_code', '=', brandCode(ctx))
    .executeTakeFirst();
}

/**
 * POST /wps/payments/callback/<method>: verifies the signature over the raw body first (401, nothing posted),
 * then settles the order idempotently. The amount and currency must match the order (else 400, nothing posted).
 */
export async function handleDepositCallback(
  ctx: WalletCtx,
  methodCode: string,
  rawBody: string,
  signature: unknown,
) {
  const { method, callback } = verifiedCallback(ctx, methodCode, (provider) =>
    provider.verifyCallback(rawBody, signature),
  );
  const found = await depositByOrder(ctx, callback.orderNo);
  if (!found || found.method_code !== method.code) throw new AppError('deposit_not_found');
  if (callback.amount !== found.amount || callback.currency !== found.currency)
    throw new AppError('callback_mismatch');
  const ids = await settlementAccounts(ctx, found.account_id, method);
  return inTransaction(ctx.db, async (trx) => {
    const row = await lockDeposit(trx, found.id);
    return settle(
      ctx,
      trx,
      row,
      method,
      {
        status: callback.status === 'success' ? 'credited' : 'failed',
        providerTxnId: callback.providerTxnId,
        reason: callback.reason ?? null,
      },
      ids,
    );
  });
}

async function lockDeposit(trx: Transaction<Database>, id: bigint) {
  return trx
    .selectFrom('payment_deposit')
    .selectAll()
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirstOrThrow();
}

/** Operator decision on a deposit (ops CLI): confirm (credit) or reject (fail) a pending deposit, audited. */
export async function decideDeposit(
  ctx: WalletCtx,
  orderNo: string,
  decision: 'confirm' | 'reject',
  by: { actor: string; reason?: string | null },
) {
  const found = await depositByOrder(ctx, orderNo);
  if (!found) throw new AppError('deposit_not_found');
  const method = methodOf(ctx.brand, found.method_code);
  if (!method) throw new AppError('payment_method_unknown');
  if (decision === 'confirm' && method.provider !== 'manual') {
    // A PSP deposit is settled by its signed callback only; an operator cannot credit it by hand.
    throw new AppError('deposit_not_manual');
  }
  const ids = await settlementAccounts(ctx, found.account_id, method);
  return inTransaction(ctx.db, async (trx) => {
    const row = await lockDeposit(trx, found.id);
    const result = await settle(
      ctx,
      trx,
      row,
      method,
      decision === 'confirm'
        ? { status: 'credited', providerTxnId: `MANUAL-${by.actor}`.slice(0, 60) }
        : { status: 'failed', reason: by.reason ?? 'rejected by operator' },
      ids,
    );
    if (!result.replayed) {
      await recordOpsAction(trx, {
        brand: brandCode(ctx),
        actor: by.actor,
        action: decision === 'confirm' ? 'deposit.confirm' : 'deposit.reject',
        target: orderNo,
        reason: by.reason ?? null,
        detail: { amount: money(ctx, row.amount), accountId: row.account_id.toString() },
      });
    }
    return result;
  });
}
