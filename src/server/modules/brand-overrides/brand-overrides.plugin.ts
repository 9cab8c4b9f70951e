import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { connectionStringOf } from '@/server/db/connect';
import { BrandOverrideSync } from './brand-overrides.sync';

declare module 'fastify' {
  interface FastifyInstance {
    /** Keeps the brand registry equal to folder + stored switches on this instance (brand-overrides.sync.ts). */
    brandOverrides: BrandOverrideSync;
  }
}

/**
 * Brand switches applied by the brand registry itself (docs/back-office.md "Brand switches"): the overrides are
 * loaded before the app serves (onReady) and reloaded on every change any instance or the ops CLI commits.
 */
export const brandOverridesPlugin = fp(
  async (app: FastifyInstance) => {
    const sync = new BrandOverrideSync(app.db, connectionStringOf(app.db), app.registry, (error) =>
      app.log.warn({ err: error }, 'brand overrides'),
    );
    app.decorate('brandOverrides', sync);
    app.addHook('onReady', async () => sync.start());
    app.addHook('onClose', async () => sync.stop());
  },
  { name: 'brand-overrides' },
);
