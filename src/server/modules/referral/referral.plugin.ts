import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { deviceHooks } from './device';
import { referralRoutes } from './referral.routes';
import { evaluateReferrals } from './referral.service';

export const REFERRAL_JOB = 'referral.evaluate';

/** Invite friends: the device cookie, GET /wps/member/referral and the evaluation job (every 2 minutes). */
export const referralPlugin = fp(
  async (app: FastifyInstance) => {
    deviceHooks(app);
    app.jobs.cron(
      { kind: REFERRAL_JOB, everySeconds: 120, offsetSeconds: 30 },
      async (slot, _job, { signal }) => {
        for (const brand of app.registry.brands) await evaluateReferrals(app.db, brand, slot, signal);
      },
    );
    await app.register(referralRoutes);
  },
  { name: 'referral', dependencies: ['jobs'] },
);
