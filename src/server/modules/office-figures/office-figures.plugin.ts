import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { officeFiguresRoutes } from './office-figures.routes';

/**
 * The back office's dashboard and reports (docs/back-office.md "Figures"): read-only figures from the ledger's
 * postings and the kept aggregates, behind the staff guard (figures.read).
 */
export const officeFiguresPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(officeFiguresRoutes);
  },
  { name: 'office-figures', dependencies: ['staff'] },
);
