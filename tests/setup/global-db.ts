import { chmodSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import { dirname, join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { type EmbeddedDatabase, startEmbeddedPostgres } from '../../src/server/db/embedded';

declare module 'vitest' {
  export interface ProvidedContext {
    /** URL of the PostgreSQL server shared by this run; each test app creates its own database on it. */
    databaseUrl: string;
  }
}

/** True when every folder from dir up to / can be entered by other users (o+x). */
function traversableByOthers(dir: string): boolean {
  for (let current = dir; ; current = dirname(current)) {
    if ((statSync(current).mode & 0o001) === 0) return false;
    if (dirname(current) === current) return true;
  }
}

/**
 * A fresh temporary folder for the cluster. As root, PostgreSQL runs as the postgres user, so the folder and
 * every parent must be traversable: os.tmpdir() is used when it is, else /tmp.
 */
export function clusterParent(): string {
  const base = tmpdir();
  if (userInfo().uid !== 0 || traversableByOthers(base)) return base;
  if (traversableByOthers('/tmp')) return '/tmp';
  throw new Error(
    `${base} is not traversable by the postgres user: set TMPDIR to a world-traversable folder`,
  );
}

/**
 * One PostgreSQL server per test run: TEST_DATABASE_URL when set, else an embedded cluster in a fresh
 * temporary folder (durability off), stopped and removed at teardown.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const external = process.env.TEST_DATABASE_URL;
  if (external) {
    project.provide('databaseUrl', external);
    return async () => undefined;
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
  return async () => {
    await embedded.stop().catch(() => undefined);
    rmSync(dir, { recursive: true, force: true });
  };
}
