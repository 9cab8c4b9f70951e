import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { officePlayersRoutes } from './office-players.routes';

/**
 * The back office's Player 360 (docs/back-office.md "Player 360"): search a brand's players, the player's page,
 * staff notes, and the account and money actions on a player through the services the ops CLI calls.
 */
export const officePlayersPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(officePlayersRoutes);
  },
  { name: 'office-players', dependencies: ['staff'] },
);
