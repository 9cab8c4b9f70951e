import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { pointsRoutes } from './points.routes';

/** The points mall: balance, items, redemptions and conversions (points are earned by the VIP plugin's loop). */
export const pointsPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(pointsRoutes);
  },
  { name: 'points', dependencies: ['vip'] },
);
