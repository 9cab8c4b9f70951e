import type { WalletHooks } from '@/server/domains/money';
import type { PromoCtx } from './context';
import { enqueueDepositBonus } from './deposit-bonus';
import { publicPromotions } from './rewards';

/**
 * The rules promotions pass into the money flows: deposit bonuses (enqueued in the credit transaction) and the
 * public state's reward count. What bonus money locks is the money domain's own question (modules/pockets).
 */
export function promotionWalletHooks(): WalletHooks {
  const promo = (ctx: { db: PromoCtx['db']; brand: PromoCtx['brand'] }): PromoCtx => ({
    db: ctx.db,
    brand: ctx.brand,
  });
  return {
    depositCredited: (trx, ctx, deposit) => enqueueDepositBonus(trx, ctx.brand, deposit.id),
    publicPromotions: (ctx, accountId) => publicPromotions(promo(ctx), accountId),
  };
}
