import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseSql, sqlDifferences, sqlFiles, writeSqlFiles } from '../support/db-sql';
import { createTestApp, type TestApp } from './helpers';

const root = join(import.meta.dirname, '../..');
const modules = [...readdirSync(join(root, 'src/server/modules')), 'db'];
let t: TestApp;
let actual: Map<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  actual = await databaseSql(t.db as unknown as Kysely<unknown>);
  // npm run db:sql: write the files from the migrated database (each keeps its owner line).
  if (process.env.DB_SQL_WRITE === '1') writeSqlFiles(root, actual);
});
afterAll(() => t?.close());

describe('src/server/db/sql holds the current text of every function and trigger', () => {
  it('has one file per function and trigger, as the database has it, each naming its owning module', () => {
    expect(actual.size).toBeGreaterThan(40);
    expect(sqlDifferences(actual, sqlFiles(root), modules)).toEqual([]);
  });

  it('names what is missing, stale or unowned', () => {
    const db = new Map([
      ['functions/a.sql', 'create function a() returns int as $$ select 1 $$;\n'],
      ['functions/b.sql', 'create function b();\n'],
    ]);
    const files = new Map([
      [
        'functions/a.sql',
        { owner: 'ledger', body: 'create   function a()\n returns int as $$ select 1 $$;' },
      ],
      ['functions/c.sql', { owner: undefined, body: 'x' }],
    ]);
    expect(sqlDifferences(db, files, ['ledger'])).toEqual([
      'functions/b.sql: in the database, no file (npm run db:sql)',
      'functions/c.sql: its first line must be "-- owner: <module>"',
      'functions/c.sql: no such function or trigger in the database',
    ]);
    expect(
      sqlDifferences(
        new Map([['functions/a.sql', 'select 2;']]),
        files.set('functions/c.sql', files.get('functions/a.sql')!),
        ['ledger'],
      ),
    ).toContain('functions/a.sql: differs from the database (npm run db:sql)');
  });
});
