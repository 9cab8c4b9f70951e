import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import pg from 'pg';
import { inject } from 'vitest';
import type { Brand } from '@/core/brand';
import { buildApp } from '@/server/app';
import { formatProblems, loadBrands } from '@/server/brands/load-brands';
import { readConfig, type ServerConfig } from '@/server/config';
import { connect, ensureDatabase } from '@/server/db/connect';
import type { Database } from '@/server/db/database';
import { migrateToLatest } from '@/server/db/migrate';
import type { SocialOptions } from '@/server/modules/social/adapter';
import { syncBrands } from '@/server/start';

export interface TestAppOptions {
  /** Brands folder to serve (default: the demo brands). */
  brandsDir?: string;
  /** Environment seen by readConfig, over a clean test environment (the process environment is not read). */
  env?: Record<string, string | undefined>;
  /** false lifts the per-route rate limits (a fuzz test sends thousands of requests from one client). */
  rateLimits?: boolean;
  /** Social sign-in hooks passed to buildApp (the HTTP client towards providers, a clock skew). */
  social?: SocialOptions;
  /** Receives the server's log lines (level info) instead of no logging. */
  logStream?: { write(line: string): void };
  /** Start from the run's copy with the game catalogue already loaded (ensureCatalogue then finds it there). */
  catalogue?: boolean;
  /** Another PostgreSQL server (e.g. a primary with a replica) than the run's: the database is migrated from zero. */
  serverUrl?: string;
  /** A streaming replica of `serverUrl`: the app reads reports from the test's database there. */
  replicaServerUrl?: string;
}

export interface TestApp {
  app: FastifyInstance;
  db: Kysely<Database>;
  brands: Brand[];
  config: ServerConfig;
  close(): Promise<void>;
}

function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function dropDatabase(serverUrl: string, name: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl(serverUrl, 'postgres') });
  await client.connect();
  try {
    await client.query(`drop database if exists ${client.escapeIdentifier(name)} with (force)`);
  } finally {
    await client.end();
  }
}

/** Creates the test's database as a copy of the run's migrated template (migrating it again then finds nothing). */
async function copyTemplate(serverUrl: string, name: string, catalogue: boolean): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl(serverUrl, 'postgres') });
  await client.connect();
  try {
    const template = client.escapeIdentifier(
      inject(catalogue ? 'catalogueTemplateDatabase' : 'templateDatabase'),
    );
    await client.query(`create database ${client.escapeIdentifier(name)} template ${template}`);
  } finally {
    await client.end();
  }
}

/**
 * The whole server on a fresh database of the run's PostgreSQL (created, migrated and filled with the brands),
 * without listening: tests call app.inject().
 */
export async function createTestApp(opts: TestAppOptions = {}): Promise<TestApp> {
  const serverUrl = opts.serverUrl ?? inject('databaseUrl');
  const name = `test_${randomBytes(8).toString('hex')}`;
  const url = databaseUrl(serverUrl, name);
  const config = readConfig({
    NODE_ENV: 'test',
    // An app in this process, never forked: its metrics carry no process labels (SERVER_PROCESSES).
    SERVER_PROCESSES: '1',
    // The /__dev helpers (outbox, captcha answers) the suites finish verification flows with; never in production.
    ...(opts.env?.NODE_ENV === 'production' ? {} : { DEV_ROUTES: '1' }),
    DATABASE_URL: url,
    ...(opts.replicaServerUrl ? { DATABASE_REPLICA_URL: databaseUrl(opts.replicaServerUrl, name) } : {}),
    // No sandbox vendor child for an app a test makes listen (it would take PORT + 2 = 8082 and clash with the next
    // one); suites that play at the sandbox run it apart and pass its URL (tests/api/sandbox-support.ts).
    ...(opts.env?.SANDBOX_VENDORS_URL ? {} : { SANDBOX_VENDORS: '0' }),
    ...(opts.brandsDir ? { BRANDS_DIR: opts.brandsDir } : {}),
    ...opts.env,
  });
  const { brands, problems } = loadBrands(config.brandsDir);
  if (problems.length > 0)
    throw new Error(`brands in ${config.brandsDir} are not valid:\n${formatProblems(problems)}`);
  if (opts.serverUrl) await ensureDatabase(url);
  else await copyTemplate(serverUrl, name, opts.catalogue === true);
  const db = connect(url, 4);
  let app: FastifyInstance | undefined;
  try {
    await migrateToLatest(db as Kysely<unknown>);
    await syncBrands(db, brands);
    app = await buildApp({
      config,
      brands,
      db,
      ...(opts.rateLimits === false ? { rateLimits: false } : {}),
      ...(opts.social ? { social: opts.social } : {}),
      ...(opts.logStream ? { logStream: opts.logStream } : {}),
    });
    await app.ready();
  } catch (error) {
    await app?.close().catch(() => undefined);
    await db.destroy().catch(() => undefined);
    await dropDatabase(serverUrl, name).catch(() => undefined);
    throw error;
  }
  const ready = app;
  return {
    app: ready,
    db,
    brands,
    config,
    async close() {
      await ready.close();
      await db.destroy();
      await dropDatabase(serverUrl, name);
    },
  };
}

/** The envelope every API answer carries. */
export interface Envelope<T = unknown> {
  success: boolean;
  code: string;
  message: string;
  value: T;
}

/** Parses a response body as an envelope, failing clearly when it is not one. */
export function envelope<T = unknown>(response: {
  body: string;
  headers: Record<string, unknown>;
}): Envelope<T> {
  const body = JSON.parse(response.body) as Envelope<T>;
  if (
    typeof body !== 'object' ||
    body === null ||
    !('success' in body) ||
    !('code' in body) ||
    !('message' in body) ||
    !('value' in body)
  ) {
    throw new Error(`not an envelope: ${response.body.slice(0, 200)}`);
  }
  return body;
}
