import type { IncomingMessage } from 'node:http';
import cookie from '@fastify/cookie';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Brand } from '../core/brand';
import { BrandRegistry } from './brands/registry';
import type { ServerConfig } from './config';
import type { Database } from './db/database';
import { agentPlugin, contractsPlugin } from './domains/agents';
import { identityVerified, kycPlugin } from './domains/compliance';
import {
  missionsPlugin,
  pointsPlugin,
  promotionsPlugin,
  referralPlugin,
  vipPlugin,
} from './domains/engagement';
import {
  gamesPlugin,
  jackpotPlugin,
  lotteryPlugin,
  originalsPlugin,
  sandboxVendorsPlugin,
  vendorPlugin,
} from './domains/games';
import type { SocialOptions } from './domains/identity';
import {
  captchaRoutes,
  demoRoutes,
  handoffRoutes,
  limitsPlugin,
  memberRoutes,
  profilePlugin,
  protectionPlugin,
  revokeSession,
  SocialRegistry,
  sessionRoutes,
  settleSessionChanges,
  socialRoutes,
} from './domains/identity';
import { pocketsPlugin, walletPlugin } from './domains/money';
import {
  officeAgentsPlugin,
  officeCashPlugin,
  officeFiguresPlugin,
  officeLoyaltyPlugin,
  officePlayersPlugin,
  officeQueuesPlugin,
  officeRunsPlugin,
  officeSwitchesPlugin,
  staffPlugin,
} from './domains/office';
import { announcementRoutes, helpRoutes, supportPlugin } from './domains/support';
import {
  brandOverridesPlugin,
  devRoutes,
  moduleIdOf,
  opsPlugin,
  requestIdOf,
  systemRoutes,
} from './domains/system';
import { preloadMessages } from './i18n';
import { jobsPlugin } from './jobs/jobs.plugin';
import { requestLogger } from './lib/lazy-logger';
import { authPlugin, routeGuardPlugin } from './plugins/auth';
import { availabilityPlugin } from './plugins/availability';
import { brandPlugin } from './plugins/brand';
import { envelopePlugin, sendError } from './plugins/envelope';
import { headersPlugin } from './plugins/headers';
import { idempotencyPlugin } from './plugins/idempotency';
import lazySwagger from './plugins/lazy-swagger';
import { swaggerOptions } from './plugins/openapi';
import { payloadPlugin } from './plugins/payload';
import { rateLimitPlugin } from './plugins/rate-limit';
import { readReplicaPlugin } from './plugins/read-replica';
import { AJV_OPTIONS, schemaController } from './plugins/validation';
import type { Messaging } from './providers/messaging';
import { messagingFromEnv } from './providers/messaging-env';
import { realtimePlugin } from './realtime/realtime.plugin';
import './types';
import { registerOffice } from './web/office';
import { registerSpa } from './web/spa';

export interface AppDeps {
  config: ServerConfig;
  brands: Brand[];
  db: Kysely<Database>;
  logger?: boolean;
  /** Where log lines go (tests read them); with it the log level is info. Default: standard output. */
  logStream?: { write(line: string): void };
  /** SMS and email adapters; the dev outbox when not given. */
  messaging?: Messaging;
  /** false lifts the per-route rate limits (the API fuzz test; deliberately not reachable from the environment). */
  rateLimits?: boolean;
  /** Social sign-in hooks (tests: the HTTP client towards providers, a clock skew). */
  social?: SocialOptions;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** 32 random bytes kept in the database (server_secret): HMAC keys for codes and payload keys. */
    secret: Buffer;
    messaging: Messaging;
  }
}

/** Assembles plugins, then modules. No listening, no database start: main.ts does that, tests use inject(). */
export async function buildApp({
  config,
  brands,
  db,
  logger = false,
  logStream,
  messaging,
  rateLimits = true,
  social,
}: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logStream
      ? { level: 'info', stream: logStream }
      : logger
        ? { level: config.production ? 'info' : 'warn' }
        : false,
    // Every log line of a request carries the module id the caller sent (X-Module-Id, spec §7).
    // The child is made when a line is written (lib/lazy-logger.ts): most requests write none.
    childLoggerFactory: (parent, bindings, options, raw) => {
      const modId = moduleIdOf(raw as IncomingMessage);
      return requestLogger(parent, modId ? { ...bindings, modId } : bindings, options);
    },
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    // Start-up hooks (catalogue, LISTEN connections) on a machine under heavy load can take longer than Fastify's
    // 10 s default: a slow start is not a failed one.
    pluginTimeout: 60_000,
    ajv: AJV_OPTIONS,
    // Every numeric input value goes through the one numeric parser (finite, integer, within bounds).
    schemaController,
    // X-Request-Id: the caller's (a proxy's) when sane, else generated; echoed and logged (modules/ops).
    requestIdHeader: false,
    genReqId: requestIdOf,
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
  const { secret } = await db.selectFrom('server_secret').select('secret').executeTakeFirstOrThrow();
  app.decorate('secret', secret);
  app.decorate(
    'messaging',
    messaging ??
      messagingFromEnv(
        db,
        brands.map((b) => b.config.code),
      ),
  );
  app.decorate(
    'social',
    new SocialRegistry(brands, {
      production: config.production,
      devIssuer: config.socialDevIssuer,
      options: social ?? {},
      warn: logger ? (message) => console.warn(message) : undefined,
    }),
  );

  // First: every route registered after it is resolved against the session guard's route table.
  await app.register(routeGuardPlugin);
  await app.register(lazySwagger, swaggerOptions());
  await app.register(swaggerUi, {
    routePrefix: '/docs',
    // A CSP with the hashes of swagger-ui's own inline code; served over plain HTTP locally, so no upgrade.
    staticCSP: true,
    transformStaticCSP: (header) => header.replace(/\s*upgrade-insecure-requests;?/, ''),
  });

  await app.register(headersPlugin);
  await app.register(cookie);
  await app.register(jobsPlugin);
  await app.register(opsPlugin);

  await app.register(envelopePlugin);
  await app.register(brandPlugin);
  await app.register(brandOverridesPlugin);
  await app.register(availabilityPlugin);
  await app.register(authPlugin);
  await app.register(readReplicaPlugin);
  await app.register(payloadPlugin);
  await app.register(idempotencyPlugin);
  if (!rateLimits) {
    app.addHook('onRoute', (route) => {
      if (route.config?.rateLimit) route.config = { ...route.config, rateLimit: false };
    });
  }
  await app.register(rateLimitPlugin);
  await app.register(systemRoutes);
  await app.register(captchaRoutes);
  await app.register(sessionRoutes);
  await app.register(handoffRoutes);
  await app.register(socialRoutes);
  await app.register(memberRoutes);
  await app.register(profilePlugin, { identityVerified });
  // The session limit ends a session through the session module's revocation (no module cycle).
  await app.register(limitsPlugin, {
    revokeSession: (id) => revokeSession(db, id),
    settleSessions: () => settleSessionChanges(db),
  });
  await app.register(protectionPlugin);
  await app.register(devRoutes);
  await app.register(gamesPlugin);
  await app.register(announcementRoutes);
  await app.register(helpRoutes);
  await app.register(walletPlugin);
  await app.register(demoRoutes);
  await app.register(promotionsPlugin);
  await app.register(pocketsPlugin);
  await app.register(referralPlugin);
  await app.register(missionsPlugin);
  await app.register(realtimePlugin);
  await app.register(agentPlugin);
  await app.register(contractsPlugin);
  await app.register(vendorPlugin);
  await app.register(sandboxVendorsPlugin);
  await app.register(originalsPlugin);
  await app.register(lotteryPlugin);
  await app.register(jackpotPlugin);
  await app.register(vipPlugin);
  await app.register(pointsPlugin);
  await app.register(supportPlugin);
  await app.register(kycPlugin);
  await app.register(staffPlugin);
  await app.register(officeQueuesPlugin);
  await app.register(officeCashPlugin);
  await app.register(officeSwitchesPlugin);
  await app.register(officeAgentsPlugin);
  await app.register(officeFiguresPlugin);
  await app.register(officePlayersPlugin);
  await app.register(officeRunsPlugin);
  await app.register(officeLoyaltyPlugin);
  await registerSpa(app);
  registerOffice(app);
  return app;
}
