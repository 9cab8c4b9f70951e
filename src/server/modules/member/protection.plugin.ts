import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { protectionRoutes } from './protection.routes';

/** Responsible gaming (issue 27): the member centre's exclusion calls; the guard itself is asked by every path. */
export const protectionPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(protectionRoutes);
  },
  { name: 'protection' },
);
