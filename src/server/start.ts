import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { Brand } from '../core/brand';
import { buildApp } from './app';
import { formatProblems, loadBrands } from './brands/load-brands';
import type { ServerConfig } from './config';
import { connect, ensureDatabase } from './db/connect';
import type { Database } from './db/database';
import { startEmbeddedPostgres } from './db/embedded';
import { migrateToLatest } from './db/migrate';
import { ensureCatalogue } from './domains/games';
import { type DevIdpListening, listenDevIdp } from './domains/identity';
import { compileInBackground } from './plugins/lazy-compile';
import { forkServing, poolSize } from './processes/serving-processes';
import { demoSeeding } from './seed/demo';

export class BrandConfigError extends Error {}

/** Mirrors the brand folders into the brand table (codes are referenced by accounts and postings). */
export async function syncBrands(db: Kysely<Database>, brands: Brand[]): Promise<void> {
  for (const { config } of brands) {
    await db
      .insertInto('brand')
      .values({
        code: config.code,
        merchant_code: config.merchantCode,
        display_name: config.displayName,
        currency: config.currency.code,
        timezone: config.timezone ?? 'UTC',
        operator_group: config.operatorGroup ?? null,
      })
      .onConflict((oc) =>
        oc.column('code').doUpdateSet({
          merchant_code: config.merchantCode,
          display_name: config.displayName,
          currency: config.currency.code,
          timezone: config.timezone ?? 'UTC',
          operator_group: config.operatorGroup ?? null,
          updated_at: sql<Date>`now()`,
        }),
      )
      .returning(sql<string>`(select b.timezone from brand b where b.code = ${config.code})`.as('previous'))
      .executeTakeFirst()
      .then(async (row) => {
        // Agent report days follow the brand's zone: a changed zone recomputes them (migration 0011).
        if (row && row.previous !== null && row.previous !== (config.timezone ?? 'UTC'))
          await sql`select account_day_rebuild(${config.code}), account_game_rebuild(${config.code})`.execute(
            db,
          );
      });
  }
}

/** How long requests in flight may take to finish once the server stops; then their connections are closed. */
export const DRAIN_MS = 20_000;

async function closeApp(app: FastifyInstance): Promise<void> {
  const force = setTimeout(() => app.server.closeAllConnections(), DRAIN_MS);
  try {
    await app.close();
  } finally {
    clearTimeout(force);
  }
}

export interface Running {
  app: FastifyInstance;
  url: string;
  stop(): Promise<void>;
}

/** What a serving process is told: the owner's database, sandbox vendors and identity provider; no seed. */
function servingEnv(
  config: ServerConfig,
  databaseUrl: string,
  devIssuer: string | undefined,
): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { DATABASE_URL: databaseUrl, SEED_DEMO: '0' };
  const sandbox = config.sandboxVendors;
  if (!sandbox) env.SANDBOX_VENDORS = '0';
  else {
    env.SANDBOX_VENDORS_URL = sandbox.url ?? `http://127.0.0.1:${sandbox.port}`;
    env.SANDBOX_VENDORS_PUBLIC_URL = sandbox.publicUrl;
  }
  if (devIssuer) env.SOCIAL_DEV_ISSUER = devIssuer;
  return env;
}

/** Validates brands, starts (or connects to) PostgreSQL, migrates, and listens. */
export async function startServer(config: ServerConfig, opts: { logger?: boolean } = {}): Promise<Running> {
  // performance.now() and process.cpuUsage() count from the process's start: the first phase is loading the code.
  const cpuMs = () => {
    const { user, system } = process.cpuUsage();
    return (user + system) / 1000;
  };
  let mark = performance.now();
  let cpuMark = cpuMs();
  /** Each phase's wall time and the CPU time the process used in it (which a busy machine hardly changes). */
  const phases: [string, number, number][] = [['modules', Math.round(mark), Math.round(cpuMark)]];
  /** Ends the phase running since the last mark: the start's log line lists each phase's time. */
  const phase = (name: string) => {
    const now = performance.now();
    const cpu = cpuMs();
    phases.push([name, Math.round(now - mark), Math.round(cpu - cpuMark)]);
    mark = now;
    cpuMark = cpu;
  };
  // The embedded PostgreSQL boots in a process of its own while this one loads and checks the brands: the "postgres"
  // phase is its spawn and the wait for it after the brands.
  let spawned: () => void = () => undefined;
  const postmasterSpawned = new Promise<void>((resolve) => {
    spawned = resolve;
  });
  const starting = config.databaseUrl
    ? undefined
    : startEmbeddedPostgres(config.dataDir, {
        notice: opts.logger ? (message) => console.warn(message) : undefined,
        avoidPorts: [
          config.port,
          config.devIdpPort,
          ...(config.sandboxVendors ? [config.sandboxVendors.port] : []),
        ],
        onSpawn: spawned,
      });
  // Not awaited here: its failure is thrown below, after the brands (or stops it when the brands fail).
  starting?.catch(() => undefined);
  if (starting) await Promise.race([postmasterSpawned, starting]).catch(() => undefined);
  const spawnMark = performance.now();
  const spawnCpu = cpuMs();
  const { brands, problems } = loadBrands(config.brandsDir);
  const brandsMs = performance.now() - spawnMark;
  const brandsCpu = cpuMs() - spawnCpu;
  if (problems.length > 0) {
    await starting?.then((started) => started.stop()).catch(() => undefined);
    throw new BrandConfigError(formatProblems(problems));
  }
  const embedded = await starting;
  phase('postgres');
  // Reported as two phases: the brands' own time, and PostgreSQL's start less the time it overlapped the brands.
  const postgresPhase = phases.pop()!;
  phases.push(
    ['brands', Math.round(brandsMs), Math.round(brandsCpu)],
    ['postgres', postgresPhase[1] - Math.round(brandsMs), postgresPhase[2] - Math.round(brandsCpu)],
  );
  const url = config.databaseUrl ?? embedded!.url;
  let db: Kysely<Database> | undefined;
  let devIdp: DevIdpListening | undefined;
  try {
    await ensureDatabase(url);
    db = connect(url, poolSize(config.serverProcesses));
    await migrateToLatest(db as Kysely<unknown>);
    phase('migrations');
    await syncBrands(db, brands);
    phase('brand rows');
    // The game catalogue is product data: loaded on first start in every environment.
    await ensureCatalogue(db);
    phase('catalogue');
    const seedDemo = !config.production && process.env.SEED_DEMO !== '0';
    if (seedDemo) await demoSeeding.beforeApp(db, brands);
    phase('demo seed');
    // Outside production the development identity provider answers brand.json "dev" issuers (social sign-in),
    // unless SOCIAL_DEV_ISSUER points at one already running. It takes its port now (the app needs its issuer) and
    // sets itself up when its first request arrives (dev-idp.ts).
    if (!config.production && !config.socialDevIssuer && brands.some((b) => b.config.socialSignIn?.length)) {
      devIdp = await listenDevIdp({
        brands,
        port: config.devIdpPort,
        onSetUpError: (error) => console.error('The development identity provider could not start:', error),
      });
      if (opts.logger) console.log(`Development identity provider (social sign-in): ${devIdp.issuer}`);
    }
    const appConfig = devIdp ? { ...config, socialDevIssuer: devIdp.issuer } : config;
    phase('identity provider');
    const app = await buildApp({ config: appConfig, brands, db, logger: opts.logger });
    phase('app');
    const address = await app.listen({ port: config.port, host: config.host });
    phase('listen');
    if (opts.logger) {
      const total = phases.reduce((sum, [, ms]) => sum + ms, 0);
      const cpu = phases.reduce((sum, [, , ms]) => sum + ms, 0);
      console.log(
        `Answering after ${total} ms: ${phases.map(([name, ms]) => `${name} ${ms}`).join(', ')} ` +
          `(CPU ${cpu} ms: ${phases.map(([name, , ms]) => `${name} ${ms}`).join(', ')})`,
      );
      // What runs between listening and the first answer (work started at listen holds the event loop) shows here.
      app.server.once('request', (_request, reply) =>
        reply.once('finish', () =>
          console.log(
            `First answer after ${Math.round(performance.now())} ms (CPU ${Math.round(cpuMs())} ms)`,
          ),
        ),
      );
    }
    // SERVER_PROCESSES > 1: the serving processes are forked after the first answer (or a second after listening),
    // so that they do not slow the cold start; until each is ready this process answers its share.
    const serving =
      config.serverProcesses > 1
        ? forkServing(app, {
            count: config.serverProcesses - 1,
            env: servingEnv(config, url, devIdp?.issuer),
            stopMs: DRAIN_MS + 5_000,
            log: opts.logger ? (line) => console.log(line) : undefined,
          })
        : undefined;
    // The routes' validators and serializers not used yet compile now, between requests (lazy-compile.ts).
    void compileInBackground();
    // agent01's demo team goes through the live protocol and wallet services, so it needs the running app.
    if (seedDemo) await demoSeeding.afterApp(app);
    const seeded = performance.now() - mark;
    if (opts.logger && seeded >= 1)
      console.log(`Demo agent teams and contracts checked in ${Math.round(seeded)} ms`);
    let stopped = false;
    return {
      app,
      url: address,
      async stop() {
        if (stopped) return;
        stopped = true;
        // In order: stop taking requests and let those in flight finish (event streams and sockets end; every
        // LISTEN connection, the job runner and the sandbox vendors stop with the app), then the development identity
        // provider, the pool, and PostgreSQL last — returning once it is down. Every step runs even when one before
        // it fails: a clean stop always stops the embedded PostgreSQL.
        let failure: unknown;
        // With serving processes: this one stops accepting and finishes its requests while they finish theirs and
        // exit (the listening server's close also waits for the connections handed to them).
        const steps: [string, () => Promise<void> | undefined][] = [
          [
            serving
              ? 'requests, streams, sockets, jobs, children and serving processes'
              : 'requests, streams, sockets, jobs and children',
            () =>
              serving ? Promise.all([serving.stop(), closeApp(app)]).then(() => undefined) : closeApp(app),
          ],
          ['development identity provider', () => devIdp?.close()],
          ['database pool', () => db?.destroy()],
          ['PostgreSQL', () => embedded?.stop()],
        ];
        for (const [name, step] of steps) {
          const started = performance.now();
          try {
            await step();
          } catch (error) {
            failure ??= error;
          }
          if (opts.logger) console.log(`  stopped: ${name} (${Math.round(performance.now() - started)} ms)`);
        }
        if (failure) throw failure;
      },
    };
  } catch (error) {
    await devIdp?.close().catch(() => undefined);
    await db?.destroy().catch(() => undefined);
    await embedded?.stop().catch(() => undefined);
    throw error;
  }
}
