import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { deskRoutes } from './desk.routes';
import { jackpotRoutes } from './jackpot.routes';
import { leaderboardRoutes } from './leaderboards.routes';

/**
 * The back office's leaderboards and jackpots and the support desk's operators (docs/back-office.md
 * "Leaderboards and jackpots", "Support desk operators"): each action is the service the ops CLI calls.
 */
export const officeRunsPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(jackpotRoutes);
    await app.register(leaderboardRoutes);
    await app.register(deskRoutes);
  },
  { name: 'office-runs', dependencies: ['staff'] },
);
