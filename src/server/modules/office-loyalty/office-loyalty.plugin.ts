import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { redeemRoutes } from './redeems.routes';
import { referralRoutes } from './referrals.routes';

/**
 * The back office's loyalty screens (docs/back-office.md "Loyalty"): points-mall redeems, points adjustments and
 * referral overrides. Each endpoint goes through the staff guard (officeRoute) and calls the service `npm run ops`
 * calls (through the engagement domain's front door); the redeem queue registers its menu count.
 */
export const officeLoyaltyPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(redeemRoutes);
    await app.register(referralRoutes);
  },
  { name: 'office-loyalty', dependencies: ['staff'] },
);
