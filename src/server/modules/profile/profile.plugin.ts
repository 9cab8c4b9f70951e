import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { type ProfileOptions, profileRoutes } from './profile.routes';

/**
 * "My account" profile and contact binding (docs/profile.md). The app hands in the compliance domain's
 * identityVerified (that domain depends on this one, so this one cannot import it).
 */
export const profilePlugin = fp(
  async (app: FastifyInstance, options: ProfileOptions) => {
    await app.register(profileRoutes, options);
  },
  { name: 'profile' },
);
