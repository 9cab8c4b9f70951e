import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { connectionStringOf } from '../db/connect';
import { EventBus } from './bus';

declare module 'fastify' {
  interface FastifyInstance {
    /** Live events through PostgreSQL LISTEN/NOTIFY, shared by every server instance (realtime/bus.ts). */
    bus: EventBus;
  }
}

/** Decorates app.bus; it listens from the moment the app is ready (inject-driven tests included). */
export const realtimePlugin = fp(
  async (app: FastifyInstance) => {
    const bus = new EventBus(app.db, connectionStringOf(app.db), (error) =>
      app.log.warn({ err: error }, 'event bus'),
    );
    app.decorate('bus', bus);
    app.addHook('onReady', async () => {
      await bus.start();
    });
    app.addHook('onClose', async () => bus.stop());
  },
  { name: 'realtime' },
);
