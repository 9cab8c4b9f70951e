import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { useGuardCache } from './guard-cache';
import { rememberCurrency } from './limits';
import { limitsRoutes } from './limits.routes';
import { sessionLimitHook } from './limits-session';

/** The player's own limits: their routes, the guard's cache of accounts it cannot refuse, the end of a session over its time limit, and each brand's currency for the refusals' amounts. */
export const limitsPlugin = fp(
  async (
    app: FastifyInstance,
    options: { revokeSession: (sessionId: bigint) => Promise<void>; settleSessions: () => Promise<void> },
  ) => {
    for (const brand of app.registry.brands) rememberCurrency(brand.config.code, brand.config.currency);
    // The guard's queries skipped for accounts with nothing to refuse, kept honest by the session cache's messages.
    useGuardCache(app.db, app.sessionCache);
    sessionLimitHook(app, options.revokeSession);
    await app.register(limitsRoutes(options.settleSessions));
  },
  { name: 'limits' },
);
