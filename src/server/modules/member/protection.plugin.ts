import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { PermanentJobError } from '@/server/jobs/queue';
import { protectionRoutes } from './protection.routes';
import { PROTECTION_CONFIRM_JOB, sendExclusionConfirmation } from './protection.service';

/** Responsible gaming (issue 27): the member centre's exclusion calls; the guard itself is asked by every path. */
export const protectionPlugin = fp(
  async (app: FastifyInstance) => {
    app.jobs.register(PROTECTION_CONFIRM_JOB, async (job) => {
      const brand = app.registry.get(String(job.payload.brand));
      if (!brand) throw new PermanentJobError(`no brand ${String(job.payload.brand)}`);
      await sendExclusionConfirmation(
        { db: app.db, brand, messaging: app.messaging },
        BigInt(String(job.payload.exclusionId)),
      );
    });
    await app.register(protectionRoutes);
  },
  { name: 'protection', dependencies: ['jobs'] },
);
