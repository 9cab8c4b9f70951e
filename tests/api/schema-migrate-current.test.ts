import type { Kysely } from 'kysely';
import { type KyselyPlugin, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest } from '@/server/db/migrate';
import { createTestApp, type TestApp } from './helpers';

/** Counts the statements a Kysely instance sends. */
function counting(): KyselyPlugin & { count: number } {
  const plugin = {
    count: 0,
    transformQuery: (args: Parameters<KyselyPlugin['transformQuery']>[0]) => {
      plugin.count++;
      return args.node;
    },
    transformResult: async (args: Parameters<KyselyPlugin['transformResult']>[0]) => args.result,
  };
  return plugin;
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('migrations at start', () => {
  it('a database with every migration of the build applied is checked with two statements', async () => {
    const plugin = counting();
    await migrateToLatest(t.db.withPlugin(plugin) as Kysely<unknown>);
    expect(plugin.count).toBe(2);
  });

  it('a database with a migration this build does not know goes through the migrator, which refuses it', async () => {
    await sql`insert into kysely_migration (name, timestamp) values ('9999_from_a_newer_build', now()::text)`.execute(
      t.db,
    );
    const plugin = counting();
    await expect(migrateToLatest(t.db.withPlugin(plugin) as Kysely<unknown>)).rejects.toThrow(
      /9999_from_a_newer_build/,
    );
    expect(plugin.count).toBeGreaterThan(2);
  });
});
