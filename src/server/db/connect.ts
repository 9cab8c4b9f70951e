import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { Database } from './database';

// int8 (bigint) columns hold money in minor units: parse them as BigInt, never as floats.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => BigInt(value));

export function connect(connectionString: string, max = 20): Kysely<Database> {
  const pool = new pg.Pool({ connectionString, max, idleTimeoutMillis: 30_000 });
  pool.on('error', () => {
    // A broken idle client is dropped by the pool; queries report their own errors.
  });
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
}

/** Creates the database named in the URL when the server answers but the database does not exist yet. */
export async function ensureDatabase(connectionString: string): Promise<void> {
  const url = new URL(connectionString);
  const name = decodeURIComponent(url.pathname.slice(1));
  if (!name) return;
  url.pathname = '/postgres';
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0) await client.query(`create database ${client.escapeIdentifier(name)}`);
  } finally {
    await client.end();
  }
}
