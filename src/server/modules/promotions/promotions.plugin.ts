import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { PermanentJobError } from '@/server/jobs/queue';
import { applyDepositBonuses, DEPOSIT_JOB } from './deposit-bonus';
import { promotionsRoutes } from './promotions.routes';
import { drawIfDue, ensureRaffle } from './raffle';
import { REBATE_JOB, runRebates } from './rebate';
import { windowState } from './schedule';
import { promotionWalletHooks } from './wallet-hooks';

export const RAFFLE_JOB = 'promotions.raffle';

/** Every started raffle has its commitment; every ended one is drawn (idempotent). */
export async function raffleStep(app: FastifyInstance, now = new Date(), signal?: AbortSignal) {
  for (const brand of app.registry.brands) {
    for (const p of brand.promotions) {
      if (p.kind !== 'raffle' || windowState(brand, p, now) === 'coming_soon') continue;
      signal?.throwIfAborted();
      const ctx = { db: app.db, brand, now };
      await ensureRaffle(ctx, p);
      await drawIfDue(ctx, p);
    }
  }
}

/** Promotions: routes, wallet hooks, the deposit-bonus job and the rebate and raffle schedules. */
export const promotionsPlugin = fp(
  async (app: FastifyInstance) => {
    Object.assign(app.walletHooks, promotionWalletHooks());
    app.jobs.register(DEPOSIT_JOB, async (job) => {
      const brand = app.registry.brands.find((b) => b.config.code === job.payload.brand);
      if (!brand) throw new PermanentJobError(`unknown brand ${String(job.payload.brand)}`);
      await applyDepositBonuses({ db: app.db, brand }, BigInt(String(job.payload.depositId)));
    });
    // Rebates: hourly, 5 minutes past (a day's rebate is credited within the first hour of the next day).
    // A stop interrupts it between two players' rebates (each keyed): the next start resumes it.
    app.jobs.cron(
      { kind: REBATE_JOB, everySeconds: 3600, offsetSeconds: 300 },
      async (slot, _job, { signal }) => {
        for (const brand of app.registry.brands) await runRebates({ db: app.db, brand }, slot, signal);
      },
    );
    app.jobs.cron({ kind: RAFFLE_JOB, everySeconds: 300 }, async (slot, _job, { signal }) =>
      raffleStep(app, slot, signal),
    );
    // Commitments of started raffles exist before anyone can look (reads never write).
    app.addHook('onReady', async () => raffleStep(app));
    await app.register(promotionsRoutes);
  },
  { name: 'promotions', dependencies: ['jobs', 'wallet'] },
);
