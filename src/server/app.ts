import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Brand } from '../core/brand';
import { BrandRegistry } from './brands/registry';
import type { ServerConfig } from './config';
import type { Database } from './db/database';
import { preloadMessages } from './i18n';
import { systemRoutes } from './modules/system/system.routes';
import { availabilityPlugin } from './plugins/availability';
import { brandPlugin } from './plugins/brand';
import { envelopePlugin, sendError } from './plugins/envelope';
import './types';
import { registerSpa } from './web/spa';

export interface AppDeps {
  config: ServerConfig;
  brands: Brand[];
  db: Kysely<Database>;
  logger?: boolean;
}

/** Assembles plugins, then modules. No listening, no database start: main.ts does that, tests use inject(). */
export async function buildApp({ config, brands, db, logger = false }: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ? { level: config.production ? 'info' : 'warn' } : false,
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    ajv: { customOptions: { removeAdditional: false, coerceTypes: 'array', allErrors: false } },
    // Malformed URLs (bad percent-encoding, over-long parameters) fail before routing: answer them as envelopes too.
    frameworkErrors: (error, request, reply) => {
      const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 400;
      return sendError(request, reply, status, 'invalid_request', { field: 'url', detail: '' });
    },
  });
  preloadMessages();
  app.decorate('config', config);
  app.decorate('registry', new BrandRegistry(brands, config.previewHosts, config.defaultBrand));
  app.decorate('db', db);

  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Marquee API',
        version: '1',
        description:
          'Every response is an envelope {success, code, message, value}. On preview hosts the X-Brand header selects a brand.',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
  });
  await app.register(swaggerUi, { routePrefix: '/docs' });

  app.addHook('onSend', async (_request, reply) => {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
  });

  await app.register(envelopePlugin);
  await app.register(brandPlugin);
  await app.register(availabilityPlugin);
  app.get('/healthz', { schema: { hide: true } }, async () => ({ ok: true }));
  await app.register(systemRoutes);
  await registerSpa(app);
  return app;
}
