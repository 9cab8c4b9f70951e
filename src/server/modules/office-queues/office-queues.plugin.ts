import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { billRoutes } from './bills.routes';
import { feedbackQueueRoutes } from './feedback.routes';
import { kycQueueRoutes } from './kyc.routes';
import { promotionQueueRoutes } from './promotions.routes';

/**
 * The back office's work queues (docs/back-office.md "Queues"): promotion applications, held contract bills,
 * feedback and complaints, KYC documents. Each endpoint goes through the staff guard (officeRoute) and calls the
 * service `npm run ops` calls; each queue registers its menu count.
 */
export const officeQueuesPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(promotionQueueRoutes);
    await app.register(billRoutes);
    await app.register(feedbackQueueRoutes);
    await app.register(kycQueueRoutes);
  },
  { name: 'office-queues', dependencies: ['staff'] },
);
