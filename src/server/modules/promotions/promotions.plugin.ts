import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { formatAmount } from '../../../core/money';
import { AppError } from '../../errors';
import { PermanentJobError } from '../../jobs/queue';
import type { WalletHooks } from '../wallet/wallet-hooks';
import type { PromoCtx } from './context';
import { applyDepositBonuses, DEPOSIT_JOB, enqueueDepositBonus } from './deposit-bonus';
import { promotionsRoutes } from './promotions.routes';
import { drawIfDue, ensureRaffle } from './raffle';
import { REBATE_JOB, runRebates } from './rebate';
import { publicPromotions, turnoverSummary } from './rewards';
import { windowState } from './schedule';
import { turnoverOf } from './turnover';

export const RAFFLE_JOB = 'promotions.raffle';

/**
 * The rules promotions pass into the money flows: deposit bonuses (enqueued in the credit transaction), the
 * turnover gate of withdrawals, the withdraw page's turnover and the public state's reward count.
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
        const units = ctx.brand.config.currency.minorUnits;
        const symbol = ctx.brand.config.currency.symbol;
        throw new AppError('turnover_not_met', {
          done: `${symbol}${formatAmount(t.done, units)}`,
          required: `${symbol}${formatAmount(t.required, units)}`,
        });
      }
    },
    withdrawInfo: async (ctx, accountId) => ({ turnover: await turnoverSummary(promo(ctx), accountId) }),
    publicPromotions: (ctx, accountId) => publicPromotions(promo(ctx), accountId),
  };
}

/** Every started raffle has its commitment; every ended one is drawn (idempotent). */
export async function raffleStep(app: FastifyInstance, now = new Date()) {
  for (const brand of app.registry.brands) {
    for (const p of brand.promotions) {
      if (p.kind !== 'raffle' || windowState(brand, p, now) === 'coming_soon') continue;
      const ctx = { db: app.db, brand, now };
      await ensureRaffle(ctx, p);
      await drawIfDue(ctx, p);
    }
  }
}

/** Promotions: routes, wallet hooks, the deposit-bonus job and the rebate and raffle schedules. */
export const promotionsPlugin = fp(async (app: FastifyInstance) => {
  Object.assign(app.walletHooks, promotionWalletHooks());
  app.jobs.register(DEPOSIT_JOB, async (job) => {
    const brand = app.registry.brands.find((b) => b.config.code === job.payload.brand);
    if (!brand) throw new PermanentJobError(`unknown brand ${String(job.payload.brand)}`);
    await applyDepositBonuses({ db: app.db, brand }, BigInt(String(job.payload.depositId)));
  });
  // Rebates: hourly, 5 minutes past (a day's rebate is credited within the first hour of the next day).
  app.jobs.cron({ kind: REBATE_JOB, everySeconds: 3600, offsetSeconds: 300 }, async (slot) => {
    for (const brand of app.registry.brands) await runRebates({ db: app.db, brand }, slot);
  });
  app.jobs.cron({ kind: RAFFLE_JOB, everySeconds: 300 }, async (slot) => raffleStep(app, slot));
  // Commitments of started raffles exist before anyone can look (reads never write).
  app.addHook('onReady', async () => raffleStep(app));
  await app.register(promotionsRoutes);
});
