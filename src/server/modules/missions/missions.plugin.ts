import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { settleLeaderboards } from './leaderboard.service';
import { stopMultiplierFills } from './missions.repository';
import { missionsRoutes } from './missions.routes';

export const LEADERBOARD_JOB = 'leaderboard.settle';

/** Missions and leaderboards: the calls and the prize settlement (every 5 minutes, idempotent per period). */
export const missionsPlugin = fp(
  async (app: FastifyInstance) => {
    app.jobs.cron(
      { kind: LEADERBOARD_JOB, everySeconds: 300, offsetSeconds: 90 },
      async (slot, _job, { signal }) => {
        for (const brand of app.registry.brands) await settleLeaderboards(app.db, brand, slot, signal);
      },
    );
    // A multiplier floor's fill (missions.repository.ts) runs beside the job that started it: told to stop as the
    // server begins to close, it ends after its current batch, which onClose waits for (before the pool closes).
    app.addHook('preClose', async () => {
      void stopMultiplierFills(app.db);
    });
    app.addHook('onClose', async () => stopMultiplierFills(app.db));
    await app.register(missionsRoutes);
  },
  { name: 'missions', dependencies: ['jobs'] },
);
