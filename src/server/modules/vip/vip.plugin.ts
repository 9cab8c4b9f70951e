import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Brand } from '@/core/brand';
import { enqueue, PermanentJobError } from '@/server/jobs/queue';
import { Loop } from '@/server/lib/loop';
import { catchUpLoyalty } from '../points/points-earn';
import { vipRoutes, vipWalletHooks } from './vip.routes';
import { awardUpgrades, recomputeLevels, vipStep } from './vip.service';

export const VIP_JOB = 'vip.bonus';
const LOOP_MS = 1000;

export const VIP_UPGRADE_JOB = 'vip.upgrade';

/**
 * One loyalty catch-up run (docs/vip-points.md "Earning"): points for the queued bets and deposits and the VIP
 * level of the players touched, in one transaction per batch, which also enqueues the upgrade bonus of each player
 * raised (job vip.upgrade, one per player and level: the catch-up stays fast when many players level up at once).
 * Tests call it with wait, then drain the jobs. With a signal it stops between batches once aborted (the loop's stop).
 */
export async function loyaltyCatchUp(
  db: FastifyInstance['db'],
  brands: readonly Brand[],
  opts: { wait?: boolean; signal?: AbortSignal } = {},
): Promise<number> {
  return catchUpLoyalty(
    db,
    brands,
    async (trx, touched) => {
      for (const r of await recomputeLevels(trx, touched.brand, touched.accountIds))
        await enqueue(trx, {
          kind: VIP_UPGRADE_JOB,
          payload: { brand: touched.brand.config.code, accountId: String(r.accountId), level: r.to },
          dedupeKey: `vip-upgrade:${r.accountId}:${r.to}`,
        });
    },
    opts,
  );
}

/**
 * The loyalty catch-up loop of the owner process: a run `everyMs` after the previous one ended; its stop ends the
 * run after the batch in progress (lib/loop.ts), the rest of the queue is left to the next start.
 */
export function loyaltyLoop(
  db: FastifyInstance['db'],
  brands: () => readonly Brand[],
  everyMs: number,
  onError: (error: unknown) => void,
): Loop {
  return new Loop((signal) => loyaltyCatchUp(db, brands(), { signal }), { everyMs, onError });
}

/** VIP: routes, the cashier's VIP limits, the loyalty catch-up loop (points and VIP progress) and the hourly VIP job. */
export const vipPlugin = fp(
  async (app: FastifyInstance) => {
    // Composed with a withdraw-page hook installed before, if any.
    const mine = vipWalletHooks();
    const before = app.walletHooks.withdrawInfo;
    app.walletHooks.withdrawalLimits = mine.withdrawalLimits;
    app.walletHooks.withdrawInfo = async (ctx, accountId) => ({
      ...((await before?.(ctx, accountId)) ?? {}),
      ...((await mine.withdrawInfo?.(ctx, accountId)) ?? {}),
    });
    app.jobs.register(VIP_UPGRADE_JOB, async (job) => {
      const brand = app.registry.brands.find((b) => b.config.code === job.payload.brand);
      if (!brand) throw new PermanentJobError(`unknown brand ${String(job.payload.brand)}`);
      await awardUpgrades(app.db, brand, BigInt(String(job.payload.accountId)), Number(job.payload.level));
    });
    app.jobs.cron(
      { kind: VIP_JOB, everySeconds: 3600, offsetSeconds: 60 },
      async (slot, _job, { signal }) => {
        for (const brand of app.registry.brands) await vipStep(app.db, brand, slot, signal);
      },
    );

    const loop = loyaltyLoop(
      app.db,
      () => app.registry.brands,
      LOOP_MS,
      (error) => app.log.warn({ err: error }, 'loyalty catch-up'),
    );
    app.addHook('onListen', async () => {
      // The owner process only (SERVER_PROCESSES).
      if (app.config.processRole !== 'serving') loop.start();
    });
    // Like the job runner (jobs.plugin.ts): the catch-up is told to stop as the server begins to close and ends after
    // its current batch (a backlog of many batches is left to the next start), which onClose waits for.
    app.addHook('preClose', async () => loop.signalStop());
    app.addHook('onClose', async () => loop.stop());
    await app.register(vipRoutes);
  },
  { name: 'vip', dependencies: ['jobs', 'wallet'] },
);
