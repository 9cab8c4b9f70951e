import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Brand } from '../../../core/brand';
import { pointsRoutes } from '../points/points.routes';
import { catchUpLoyalty } from '../points/points-earn';
import { vipRoutes, vipWalletHooks } from './vip.routes';
import { awardUpgrades, type Raised, recomputeLevels, vipStep } from './vip.service';

export const VIP_JOB = 'vip.bonus';
const LOOP_MS = 1000;

/**
 * One loyalty catch-up run (docs/vip-points.md "Earning"): points for the queued bets and deposits, the VIP level
 * of the players touched (same transaction), then the upgrade bonuses of those raised. Tests call it with wait.
 */
export async function loyaltyCatchUp(
  db: FastifyInstance['db'],
  brands: readonly Brand[],
  opts: { wait?: boolean } = {},
): Promise<number> {
  const raised: { brand: Brand; r: Raised }[] = [];
  const n = await catchUpLoyalty(
    db,
    brands,
    async (trx, touched) => {
      for (const r of await recomputeLevels(trx, touched.brand, touched.accountIds))
        raised.push({ brand: touched.brand, r });
    },
    opts,
  );
  // After the commit: a crash here leaves the bonus to the hourly VIP job (vipStep), keyed once per level.
  for (const { brand, r } of raised) await awardUpgrades(db, brand, r.accountId, r.to);
  return n;
}

/** VIP and points mall: routes, the cashier's VIP limits, the loyalty catch-up loop and the hourly VIP job. */
export const vipPlugin = fp(async (app: FastifyInstance) => {
  // Composed with the hooks installed before (promotions): both answer the withdraw page.
  const mine = vipWalletHooks();
  const before = app.walletHooks.withdrawInfo;
  app.walletHooks.withdrawalLimits = mine.withdrawalLimits;
  app.walletHooks.withdrawInfo = async (ctx, accountId) => ({
    ...((await before?.(ctx, accountId)) ?? {}),
    ...((await mine.withdrawInfo?.(ctx, accountId)) ?? {}),
  });
  app.jobs.cron({ kind: VIP_JOB, everySeconds: 3600, offsetSeconds: 60 }, async (slot) => {
    for (const brand of app.registry.brands) await vipStep(app.db, brand, slot);
  });

  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;
  const tick = () => {
    running = loyaltyCatchUp(app.db, app.registry.brands)
      .catch((error) => app.log.warn({ err: error }, 'loyalty catch-up'))
      .finally(() => {
        running = undefined;
        if (timer) timer = setTimeout(tick, LOOP_MS);
      });
  };
  app.addHook('onListen', async () => {
    if (!timer) timer = setTimeout(tick, LOOP_MS);
  });
  app.addHook('onClose', async () => {
    const t = timer;
    timer = undefined;
    if (t) clearTimeout(t);
    await running;
  });
  await app.register(vipRoutes);
  await app.register(pointsRoutes);
});
