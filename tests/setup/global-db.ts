import { randomBytes } from 'node:crypto';
import { accessSync, chmodSync, constants, mkdtempSync, rmSync, statfsSync, statSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import { dirname, join } from 'node:path';
import type { Kysely } from 'kysely';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { connect, ensureDatabase } from '@/server/db/connect';
import { type EmbeddedDatabase, startEmbeddedPostgres } from '@/server/db/embedded';
import { migrateToLatest } from '@/server/db/migrate';
import { ensureCatalogue } from '@/server/modules/games/catalogue-loader';

declare module 'vitest' {
  export interface ProvidedContext {
    /** URL of the PostgreSQL server shared by this run; each test app creates its own database on it. */
    databaseUrl: string;
    /** A database migrated once for the run: test apps copy it (CREATE DATABASE … TEMPLATE) instead of migrating. */
    templateDatabase: string;
    /** The same with the game catalogue loaded (ensureCatalogue's default), for the apps that play games. */
    catalogueTemplateDatabase: string;
  }
}

/** True when every folder from dir up to / can be entered by other users (o+x). */
function traversableByOthers(dir: string): boolean {
  for (let current = dir; ; current = dirname(current)) {
    if ((statSync(current).mode & 0o001) === 0) return false;
    if (dirname(current) === current) return true;
  }
}

/** Memory-backed (tmpfs) folder for the test clusters when the machine has one with room to spare. */
const MEMORY_DIR = '/dev/shm';
const MEMORY_DIR_MIN_FREE = 4 * 1024 ** 3;

/** True when dir is a folder this process can write in, with at least `bytes` free. */
function roomIn(dir: string, bytes: number): boolean {
  try {
    accessSync(dir, constants.W_OK | constants.X_OK);
    const fs = statfsSync(dir);
    return statSync(dir).isDirectory() && fs.bavail * fs.bsize >= bytes;
  } catch {
    return false;
  }
}

/**
 * The folder the test clusters are made in (the run's, the replica pair, the servers the invariant suites start).
 * /dev/shm (tmpfs) when it has room: every test file's database is a copy of the template, about 900 files made
 * and later deleted, and ext4 slows down making files among many recently deleted ones (its inode allocator
 * skips them one by one): CREATE DATABASE took 0.5–0.8 CPU seconds there in a full run, 0.06 on tmpfs. Else
 * os.tmpdir(), or /tmp. As root, PostgreSQL runs as the postgres user, so the folder and every parent must be
 * traversable. The data is thrown away after the run either way.
 */
export function clusterParent(): string {
  const root = userInfo().uid === 0;
  if (roomIn(MEMORY_DIR, MEMORY_DIR_MIN_FREE) && (!root || traversableByOthers(MEMORY_DIR)))
    return MEMORY_DIR;
  const base = tmpdir();
  if (!root || traversableByOthers(base)) return base;
  if (traversableByOthers('/tmp')) return '/tmp';
  throw new Error(
    `${base} is not traversable by the postgres user: set TMPDIR to a world-traversable folder`,
  );
}

/** Runs one statement on the server's maintenance database. */
async function admin(serverUrl: string, statement: (client: pg.Client) => string): Promise<void> {
  const url = new URL(serverUrl);
  url.pathname = '/postgres';
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  try {
    await client.query(statement(client));
  } finally {
    await client.end();
  }
}

/**
 * Migrates a fresh database of the server once for the run, then copies it and loads the game catalogue into the
 * copy (both closed afterwards: a template has no sessions).
 */
async function migratedTemplates(
  serverUrl: string,
): Promise<{ name: string; catalogue: string; drop: () => Promise<void> }> {
  const name = `template_${randomBytes(6).toString('hex')}`;
  const catalogue = `${name}_catalogue`;
  const urlOf = (database: string) => {
    const url = new URL(serverUrl);
    url.pathname = `/${database}`;
    return url.toString();
  };
  await ensureDatabase(urlOf(name));
  const db = connect(urlOf(name), 1);
  try {
    await migrateToLatest(db as Kysely<unknown>);
  } finally {
    await db.destroy();
  }
  await admin(
    serverUrl,
    (c) => `create database ${c.escapeIdentifier(catalogue)} template ${c.escapeIdentifier(name)}`,
  );
  const withGames = connect(urlOf(catalogue), 1);
  try {
    await ensureCatalogue(withGames);
  } finally {
    await withGames.destroy();
  }
  const drop = async () => {
    for (const database of [catalogue, name])
      await admin(serverUrl, (c) => `drop database if exists ${c.escapeIdentifier(database)} with (force)`);
  };
  return { name, catalogue, drop };
}

/**
 * One PostgreSQL server per test run: TEST_DATABASE_URL when set, else an embedded cluster in a fresh
 * temporary folder (durability off), stopped and removed at teardown.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const external = process.env.TEST_DATABASE_URL;
  if (external) {
    project.provide('databaseUrl', external);
    const template = await migratedTemplates(external);
    project.provide('templateDatabase', template.name);
    project.provide('catalogueTemplateDatabase', template.catalogue);
    return template.drop;
  }
  const dir = mkdtempSync(join(clusterParent(), 'marquee-test-db-'));
  if (userInfo().uid === 0) chmodSync(dir, 0o755);
  let embedded: EmbeddedDatabase;
  try {
    embedded = await startEmbeddedPostgres(dir, { fast: true });
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  project.provide('databaseUrl', embedded.url);
  const template = await migratedTemplates(embedded.url);
  project.provide('templateDatabase', template.name);
  project.provide('catalogueTemplateDatabase', template.catalogue);
  return async () => {
    await template.drop().catch(() => undefined);
    await embedded.stop().catch(() => undefined);
    rmSync(dir, { recursive: true, force: true });
  };
}
