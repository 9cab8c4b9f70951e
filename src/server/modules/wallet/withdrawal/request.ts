import { createHash } from 'node:crypto';
import { sql, type Transaction } from 'kysely';
import type { Language } from '@/core/languages';
import type { Database } from '@/server/db/database';
import { AppError } from '@/server/errors';
import { inTransaction, ownedAccount, transfer } from '@/server/modules/ledger/ledger.service';
import { playerFunds, requireFree } from '@/server/modules/pockets/free-balance';
import { fundsView } from '@/server/modules/pockets/pocket-views';
import { methodOf } from '@/server/providers/payment/registry';
import { paymentPasswordStatus } from '../security.service';
import {
  amountFrom,
  brandCode,
  currencyOf,
  money,
  payments,
  priced,
  type WalletCtx,
} from '../wallet.context';
import { type WithdrawalView, withdrawalView } from './view';

/** What the account may withdraw now: the free part of its main wallet (bonus money stays until its turnover). */
export async function withdrawableAmount(ctx: WalletCtx, accountId: bigint): Promise<bigint> {
  return (await playerFunds(ctx.db, accountId)).free;
}

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
  // Rules of other modules on the amount (KYC: above the brand's unverified amount, docs/kyc.md).
  await ctx.hooks?.withdrawalAllowed?.(ctx, accountId, amount);
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
  return { withdrawal: withdrawalView(ctx, outcome.row, language), replayed: outcome.replayed };
}
