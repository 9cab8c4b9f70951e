import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { profileRoutes } from './profile.routes';

/** "My account" profile and contact binding (docs/profile.md). */
export const profilePlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(profileRoutes);
  },
  { name: 'profile' },
);
