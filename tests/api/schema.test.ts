import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { declaredSchema, schemaDifferences } from '../support/schema-types';
import { createTestApp, type TestApp } from './helpers';

const root = join(import.meta.dirname, '../..');
let t: TestApp;
let actual: Map<string, string[]>;

beforeAll(async () => {
  t = await createTestApp();
  const { rows } = await sql<{ table_name: string; column_name: string }>`
    select c.table_name, c.column_name from information_schema.columns c
    join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
    where c.table_schema = 'public' and t.table_type = 'BASE TABLE' and c.table_name not like 'kysely_migration%'
    order by c.table_name, c.ordinal_position`.execute(t.db);
  actual = new Map();
  for (const r of rows) actual.set(r.table_name, [...(actual.get(r.table_name) ?? []), r.column_name]);
});
afterAll(() => t?.close());

describe('the Database type is the migrated schema', () => {
  it('declares every table and column of the database, and nothing else', () => {
    expect(actual.size).toBeGreaterThan(70);
    expect(schemaDifferences(actual, declaredSchema(root))).toEqual([]);
  });

  it('names each table or column missing from either side', () => {
    const actual = new Map([
      ['account', ['id', 'username']],
      ['session', ['id']],
    ]);
    const declared = new Map([
      ['account', { columns: ['id', 'nickname'], file: 'accounts.tables.ts' }],
      ['ghost', { columns: ['id'], file: 'x.tables.ts' }],
    ]);
    expect(schemaDifferences(actual, declared)).toEqual([
      'account.nickname is in accounts.tables.ts but not in the database',
      'account.username is in the database but not in accounts.tables.ts',
      'table ghost is in x.tables.ts but not in the database',
      'table session is in the database but in no tables file',
    ]);
  });

  it('reads the composition from the source, through every extends', () => {
    const declared = declaredSchema(root);
    expect(declared.get('contract_bill')?.file).toBe('src/server/modules/contracts/contracts.tables.ts');
    expect(declared.get('account')?.columns).toContain('username_key');
  });
});
