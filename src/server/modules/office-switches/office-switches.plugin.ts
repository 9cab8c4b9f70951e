import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { officeSwitchesRoutes } from './office-switches.routes';

/** The back office's brand switches screen's endpoints (docs/back-office.md "Brand switches"). */
export const officeSwitchesPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(officeSwitchesRoutes);
  },
  { name: 'office-switches', dependencies: ['staff', 'brand-overrides'] },
);
