import { moneyParam } from '../../../core/message-params';
import { AppError } from '../../errors';
import type { WalletHooks } from '../wallet/wallet-hooks';
import type { PromoCtx } from './context';
import { enqueueDepositBonus } from './deposit-bonus';
import { publicPromotions, turnoverSummary } from './rewards';
import { turnoverOf } from './turnover';

/**
 * The rules promotions pass into the money flows: deposit bonuses (enqueued in the credit transaction), the
 * turnover gate of withdrawals (and the withdrawable amount it leaves), the withdraw page's turnover and the public state's reward count.
 */
export function promotionWalletHooks(): WalletHooks {
  const promo = (ctx: { db: PromoCtx['db']; brand: PromoCtx['brand'] }): PromoCtx => ({
    db: ctx.db,
    brand: ctx.brand,
  });
  return {
    depositCredited: (trx, ctx, deposit) => enqueueDepositBonus(trx, ctx.brand, deposit.id),
    withdrawalAllowed: async (trx, ctx, accountId) => {
      const t = await turnoverOf(trx, accountId);
      if (t.done < t.required) {
        const currency = ctx.brand.config.currency;
        throw new AppError('turnover_not_met', {
          done: moneyParam(t.done, currency),
          required: moneyParam(t.required, currency),
        });
      }
    },
    // A bonus turnover not met yet locks the whole balance (the withdrawal gate above refuses any amount).
    withdrawable: async (trx, _ctx, accountId, cash) => {
      const t = await turnoverOf(trx, accountId);
      return t.done < t.required ? 0n : cash;
    },
    withdrawInfo: async (ctx, accountId) => ({ turnover: await turnoverSummary(promo(ctx), accountId) }),
    publicPromotions: (ctx, accountId) => publicPromotions(promo(ctx), accountId),
  };
}
