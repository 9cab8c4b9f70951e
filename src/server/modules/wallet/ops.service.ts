import { recordOpsAction } from '@/server/domains/system';
import { AppError } from '@/server/errors';
import { inTransaction, ownedAccount, systemAccount, transfer } from '../ledger/ledger.service';
import { requireFree } from '../pockets/free-balance';
import { amountFrom, brandCode, currencyOf, money, type WalletCtx } from './wallet.context';

/**
 * A manual balance adjustment (ops CLI): a signed amount moves between the brand's adjustments account (the
 * house side) and the player's main wallet: positive credits the player, negative debits (refused, and recorded
 * as refused, when the player has less). Idempotent under `key`.
 */
export async function adjustBalance(
  ctx: WalletCtx,
  input: { accountId: bigint; username?: string; amount: string; key: string; actor: string; reason: string },
) {
  const negative = input.amount.startsWith('-');
  const amount = amountFrom(ctx, negative ? input.amount.slice(1) : input.amount);
  if (!input.reason.trim()) throw new AppError('invalid_request', { field: 'reason', detail: 'required' });
  const brand = brandCode(ctx);
  const currency = currencyOf(ctx);
  const [cash, adjustments] = await Promise.all([
    ownedAccount(ctx.db, brand, currency, input.accountId, 'player_cash'),
    systemAccount(ctx.db, brand, currency, 'adjustments'),
  ]);
  return inTransaction(ctx.db, async (trx) => {
    // A debit takes only free money: bonus money is forfeited through its pocket (npm run ops -- bonus-forfeit).
    if (negative)
      await requireFree(trx, ctx, { cash, amount, accounts: [adjustments], key: `adjust:${input.key}` });
    const result = await transfer(trx, {
      brand,
      key: `adjust:${input.key}`,
      from: negative ? cash : adjustments,
      to: negative ? adjustments : cash,
      amount,
      kind: 'adjustment',
      reference: input.key,
      memo: { by: input.actor, reason: input.reason },
    });
    if (!result.replayed) {
      await recordOpsAction(trx, {
        brand,
        actor: input.actor,
        action: result.status === 'posted' ? 'balance.adjust' : 'balance.adjust.refused',
        target: input.username ?? input.accountId.toString(),
        reason: input.reason,
        detail: { amount: `${negative ? '-' : ''}${money(ctx, amount)}`, key: input.key },
      });
    }
    return result;
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
