import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { settleLeaderboards } from './leaderboard.service';
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
    await app.register(missionsRoutes);
  },
  { name: 'missions', dependencies: ['jobs'] },
);
