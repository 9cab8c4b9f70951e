import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { Database } from './database';

// int8 (bigint) columns hold money in minor units: parse them as BigInt, never as floats.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => BigInt(value));

/** The pg pool behind each Kysely instance, for the few hot paths that use named (prepared) statements. */
const pools = new WeakMap<Kysely<Database>, pg.Pool>();

export function connect(
  connectionString: string,
  max = 20,
  /** For a database that may go away (a replica): give up connecting after this long instead of waiting. */
  options: { connectionTimeoutMillis?: number } = {},
): Kysely<Database> {
  const pool = new pg.Pool({ connectionString, max, idleTimeoutMillis: 30_000, ...options });
  pool.on('error', () => {
    // A broken idle client is dropped by the pool; queries report their own errors.
  });
  // A client in use when its server goes away (a replica stopped, a failover) also emits 'error' besides failing
  // its query; without a listener that would be an uncaught exception. The query's own rejection reports it.
  pool.on('connect', (client) => client.on('error', () => undefined));
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  pools.set(db, pool);
  return db;
}

/** Runs a named statement: PostgreSQL parses and plans it once per connection, then only binds and executes. */
export async function preparedQuery<R>(
  db: Kysely<Database>,
  name: string,
  text: string,
  values: unknown[],
): Promise<R[]> {
  const pool = pools.get(db);
  if (!pool) throw new Error('preparedQuery needs a database opened with connect()');
  return (await pool.query<R & pg.QueryResultRow>({ name, text, values })).rows;
}

/** The connection string a Kysely instance opened with connect() uses (LISTEN and leader locks need their own). */
export function connectionStringOf(db: Kysely<Database>): string | undefined {
  return pools.get(db)?.options.connectionString;
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
