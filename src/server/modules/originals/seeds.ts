import { randomBytes } from 'node:crypto';
import { type Kysely, sql, type Transaction } from 'kysely';
import type { RotateResult, Seeds } from '@/core/api/originals';
import { serverSeedHash } from '@/core/fairness';
import type { Database } from '@/server/db/database';

/**
 * Seed pairs of the provably fair games (docs/originals.md "Fairness"): per player (owner `a:<account id>`, or
 * `d:<demo id>` for a demo session) one active pair — a server seed of 32 random bytes (hex), shown only as
 * SHA-256 of its hex text until rotated; a client seed the player may change; a nonce that grows by one per bet.
 * Rotating retires the pair and reveals its server seed.
 */

type Db = Kysely<Database> | Transaction<Database>;

export type SeedState = Seeds;

const newServerSeed = () => randomBytes(32).toString('hex');
const newClientSeed = () => randomBytes(10).toString('hex');

/** The owner's active pair, created on first use. */
export async function activeSeed(db: Db, owner: string) {
  for (let attempt = 0; attempt < 3; attempt++) {
    const found = await db
      .selectFrom('fair_seed')
      .select(['id', 'server_seed_hash', 'client_seed', 'nonce'])
      .where('owner', '=', owner)
      .where('active', '=', true)
      .executeTakeFirst();
    if (found) return found;
    const serverSeed = newServerSeed();
    await db
      .insertInto('fair_seed')
      .values({
        owner,
        server_seed: serverSeed,
        server_seed_hash: serverSeedHash(serverSeed),
        client_seed: newClientSeed(),
      })
      .onConflict((oc) => oc.column('owner').where('active', '=', true).doNothing())
      .execute();
  }
  throw new Error(`no seed pair for ${owner}`);
}

export const seedState = (row: {
  server_seed_hash: string;
  client_seed: string;
  nonce: number;
}): SeedState => ({
  serverSeedHash: row.server_seed_hash,
  clientSeed: row.client_seed,
  nonce: row.nonce,
});

/** Takes the next nonce of the owner's active pair (the pair's seeds with it), creating the pair if needed. */
export async function takeNonce(db: Db, owner: string) {
  for (let attempt = 0; attempt < 2; attempt++) {
    const { rows } = await sql<{
      id: bigint;
      server_seed: string;
      server_seed_hash: string;
      client_seed: string;
      nonce: number;
    }>`update fair_seed set nonce = nonce + 1 where owner = ${owner} and active
      returning id, server_seed, server_seed_hash, client_seed, nonce - 1 as nonce`.execute(db);
    if (rows[0]) return rows[0];
    await activeSeed(db, owner);
  }
  throw new Error(`no seed pair for ${owner}`);
}

export async function setClientSeed(db: Db, owner: string, clientSeed: string): Promise<SeedState> {
  await activeSeed(db, owner);
  const row = await db
    .updateTable('fair_seed')
    .set({ client_seed: clientSeed })
    .where('owner', '=', owner)
    .where('active', '=', true)
    .returning(['server_seed_hash', 'client_seed', 'nonce'])
    .executeTakeFirstOrThrow();
  return seedState(row);
}

/** Retires the active pair (revealing its server seed) and starts a new one, keeping or replacing the client seed. */
export async function rotateSeed(
  db: Kysely<Database>,
  owner: string,
  clientSeed?: string,
): Promise<RotateResult> {
  return db.transaction().execute(async (trx) => {
    await activeSeed(trx, owner);
    const old = await trx
      .updateTable('fair_seed')
      .set({ active: false, revealed_at: new Date() })
      .where('owner', '=', owner)
      .where('active', '=', true)
      .returning(['server_seed', 'server_seed_hash', 'client_seed', 'nonce'])
      .executeTakeFirstOrThrow();
    const serverSeed = newServerSeed();
    const current = await trx
      .insertInto('fair_seed')
      .values({
        owner,
        server_seed: serverSeed,
        server_seed_hash: serverSeedHash(serverSeed),
        client_seed: clientSeed ?? old.client_seed,
      })
      .returning(['server_seed_hash', 'client_seed', 'nonce'])
      .executeTakeFirstOrThrow();
    return {
      previous: {
        serverSeed: old.server_seed,
        serverSeedHash: old.server_seed_hash,
        clientSeed: old.client_seed,
        /** The last nonce played with the pair (−1 when none was). */
        lastNonce: old.nonce - 1,
      },
      current: seedState(current),
    };
  });
}
