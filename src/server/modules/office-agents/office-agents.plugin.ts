import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { officeAgentRoutes } from './office-agents.routes';
import { officeAgentActionRoutes } from './office-agents-actions.routes';
import { officeGameRoutes } from './office-games.routes';

/**
 * The back office's Agents screen (team tree, contracts, offers, terminations, moves,
 * promotions, downline unlocks, the agents' actions log, settling due contracts) and Lottery & originals screen
 * (draws, voiding, observed RTP), under /office/api/b/:brand/ (docs/back-office.md). Registered after the staff
 * plugin, whose guard every endpoint goes through.
 */
export const officeAgentsPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(officeAgentRoutes);
    await app.register(officeAgentActionRoutes);
    await app.register(officeGameRoutes);
  },
  { name: 'office-agents', dependencies: ['staff'] },
);
