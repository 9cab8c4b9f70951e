import type { BonusPocket } from '@/core/bonus-money';
import { bonusTitle } from '@/core/bonus-title';
import { money } from '@/core/brand-amounts';
import type { Language } from '@/core/languages';
import { minAmount } from '@/core/money';
import type { WalletCtx } from '../wallet/wallet.context';
import { type Funds, playerFunds } from './free-balance';

/**
 * What the player sees of the bonus pockets where they look at money (withdraw page, balance, transfer pages):
 * free and locked amounts, and each open bonus with its locked money and turnover progress.
 */

export interface FundsView {
  free: string;
  locked: string;
  pockets: BonusPocket[];
  /** All open turnovers together (withdraw page): met = nothing locked by a turnover. */
  turnover: { required: string; done: string; remaining: string; met: boolean };
}

/** The open pockets of a player, oldest first, with their turnover capped at what is required. */
async function openPockets(ctx: Pick<WalletCtx, 'db' | 'brand'>, accountId: bigint) {
  const rows = await ctx.db
    .selectFrom('bonus_pocket as p')
    .innerJoin('promotion_bonus as b', 'b.id', 'p.bonus_id')
    .select([
      'p.bonus_id',
      'p.locked',
      'p.required',
      'p.wagered',
      'p.deposit_part',
      'p.spend',
      'p.opened_at',
      'p.expires_at',
      'b.promotion_id',
      'b.title',
    ])
    .where('p.account_id', '=', accountId)
    .where('p.brand_code', '=', ctx.brand.config.code)
    .where('p.closed_at', 'is', null)
    .orderBy('p.opened_at')
    .orderBy('p.bonus_id')
    .execute();
  return rows.map((r) => ({ ...r, wagered: minAmount(r.wagered, r.required) }));
}

/** Free and locked money of the player's main wallet with the open pockets behind the locked part. */
export async function fundsView(
  ctx: Pick<WalletCtx, 'db' | 'brand'>,
  accountId: bigint,
  language: Language,
): Promise<FundsView & { funds: Funds }> {
  const [funds, rows] = await Promise.all([playerFunds(ctx.db, accountId), openPockets(ctx, accountId)]);
  const required = rows.reduce((sum, p) => sum + p.required, 0n);
  const done = rows.reduce((sum, p) => sum + p.wagered, 0n);
  return {
    funds,
    free: money(ctx, funds.free),
    locked: money(ctx, funds.locked),
    pockets: rows.map((r) => ({
      bonusId: r.bonus_id.toString(),
      promotionId: r.promotion_id,
      title: bonusTitle(ctx.brand, r, language),
      locked: money(ctx, r.locked),
      required: money(ctx, r.required),
      wagered: money(ctx, r.wagered),
      remaining: money(ctx, r.required - r.wagered),
      depositLocked: money(ctx, r.deposit_part),
      spend: r.spend,
      openedAt: r.opened_at.toISOString(),
      expiresAt: r.expires_at?.toISOString() ?? null,
    })),
    turnover: {
      required: money(ctx, required),
      done: money(ctx, done),
      remaining: money(ctx, required - done),
      met: required === done,
    },
  };
}
