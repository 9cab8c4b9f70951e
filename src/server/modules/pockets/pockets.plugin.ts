import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { pocketsRoutes } from './pockets.routes';
import { expireDue } from './pockets.service';

export const POCKET_EXPIRY_JOB = 'bonus.expiry';

/** Bonus pockets: the player's cancel route and the expiry schedule (every 5 minutes, on the job queue). */
export const pocketsPlugin = fp(
  async (app: FastifyInstance) => {
    app.jobs.cron({ kind: POCKET_EXPIRY_JOB, everySeconds: 300 }, async (slot, _job, { signal }) => {
      const brandOf = (code: string) => app.registry.brands.find((b) => b.config.code === code);
      await expireDue(app.db, brandOf, slot, signal);
    });
    await app.register(pocketsRoutes);
  },
  { name: 'pockets', dependencies: ['jobs'] },
);
