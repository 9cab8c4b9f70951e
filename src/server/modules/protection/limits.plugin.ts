import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { rememberCurrency } from './limits';
import { limitsRoutes } from './limits.routes';
import { sessionLimitHook } from './limits-session';

/** The player's own limits: their routes, the end of a session over its time limit, and each brand's currency for the refusals' amounts. */
export const limitsPlugin = fp(
  async (
    app: FastifyInstance,
    options: { revokeSession: (sessionId: bigint) => Promise<void>; settleSessions: () => Promise<void> },
  ) => {
    for (const brand of app.registry.brands) rememberCurrency(brand.config.code, brand.config.currency);
    sessionLimitHook(app, options.revokeSession);
    await app.register(limitsRoutes(options.settleSessions));
  },
  { name: 'limits' },
);
