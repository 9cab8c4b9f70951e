import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { officeCashRoutes } from './office-cash.routes';

/**
 * The back office's cash queues (issue 26): withdrawals to review with their risk context and manual deposits to
 * confirm, under /office/api/b/:brand/. Registered after the staff plugin, whose guard and registries it uses.
 */
export const officeCashPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(officeCashRoutes);
  },
  { name: 'office-cash', dependencies: ['staff'] },
);
