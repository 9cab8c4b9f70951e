import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { rememberCurrency } from './limits';
import { limitsRoutes } from './limits.routes';

/** The player's own limits: their routes, and each brand's currency for the refusals' amounts. */
export const limitsPlugin = fp(
  async (app: FastifyInstance) => {
    for (const brand of app.registry.brands) rememberCurrency(brand.config.code, brand.config.currency);
    await app.register(limitsRoutes);
  },
  { name: 'limits' },
);
