import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { LOTTERY_VENDORS } from '@/core/lottery/games';
import { PermanentJobError } from '@/server/jobs/queue';
import {
  DRAW_JOB,
  type LotteryDeps,
  lotteryGames,
  openDraws,
  runDraw,
  TICK_JOB,
  voidDraw,
} from './draws.service';
import { lotteryOptionsFromEnv } from './lottery.games';
import { routeOf } from './lottery.queries';
import { lotteryRoutes } from './lottery.routes';
import { LotteryWallet } from './lottery-wallet';

declare module 'fastify' {
  interface FastifyInstance {
    /** The in-house lottery vendors MQL and VNL (docs/lottery.md). */
    lottery: {
      deps: LotteryDeps;
      /** Opens the coming draws now (the tick job does it every LOTTERY_TICK_SECONDS). */
      openDraws(now?: number): Promise<number>;
      runDraw(drawId: bigint): Promise<void>;
      voidDraw(drawId: bigint, reason: string): Promise<boolean>;
    };
  }
}

/**
 * The lottery vendors: their launchers (a lottery card opens its lottery route), the draw jobs on the shared
 * queue (a tick that opens draws, one job per draw), and the calls. Money only through app.vendorWallet.
 */
export const lotteryPlugin = fp(
  async (app: FastifyInstance) => {
    const deps: LotteryDeps = {
      db: app.db,
      wallet: new LotteryWallet(
        (vendor, action, raw, signature) => app.vendorWallet.call(vendor, action, raw, signature),
        (vendor) => app.vendorWallet.secrets.of(vendor),
      ),
      games: app.games,
      options: lotteryOptionsFromEnv(),
      onError: (error) => app.log.warn({ err: error }, 'lottery'),
    };
    app.decorate('lottery', {
      deps,
      openDraws: (now?: number) => openDraws(deps, now),
      runDraw: (drawId: bigint) => runDraw(deps, drawId),
      voidDraw: (drawId: bigint, reason: string) => voidDraw(deps, drawId, reason),
    });

    app.jobs.cron({ kind: TICK_JOB, everySeconds: deps.options.tickSeconds }, async () => {
      await openDraws(deps);
    });
    app.jobs.register(DRAW_JOB, async (job, { signal }) => {
      const id = String(job.payload.drawId ?? '');
      if (!/^\d{1,18}$/.test(id)) throw new PermanentJobError(`bad draw id ${id}`);
      await runDraw(deps, BigInt(id), undefined, signal);
    });

    for (const vendor of LOTTERY_VENDORS) {
      app.gameLaunchers.register(vendor, {
        async launch({ game }) {
          const lottery = (await lotteryGames(deps)).get(game.gameCode);
          if (!lottery) throw new Error(`${vendor} has no lottery game ${game.gameCode}`);
          return { url: `${routeOf(lottery)}?gameCode=${encodeURIComponent(game.gameCode)}`, mode: 'iframe' };
        },
      });
    }

    await app.register(async (scoped) => lotteryRoutes(scoped, deps));
  },
  { name: 'lottery', dependencies: ['games', 'jobs'] },
);
