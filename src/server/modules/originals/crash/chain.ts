import { createHash, randomBytes } from 'node:crypto';
import type { Selectable } from 'kysely';
import { type Kysely, sql } from 'kysely';
import { crashMsOf, crashPoint } from '@/core/fairness';
import { HOUSE_EDGE_BP } from '@/core/originals-config';
import type { Database } from '@/server/db/database';
import type { CrashChainTable, CrashRoundTable } from '../originals.tables';

/**
 * The committed hash chain of each brand's crash rounds (docs/originals.md "Crash fairness"). A chain is made
 * from a secret random seed c₀ by c_{k+1} = SHA-256(hex text of c_k) up to c_N; the terminal hash c_N is
 * committed (stored and published) first, then the salt is fixed in a later transaction. Rounds play the chain
 * backwards: the first uses c_{N−1}, the next c_{N−2}, … c₀, so SHA-256 of a revealed round hash is the hash of
 * the round before (the terminal hash for the first). The crash point is HMAC-SHA256(key = round hash, message =
 * salt): nothing published before a round (earlier hashes, the terminal, the salt) determines it.
 *
 * The chain is stored compactly: every CHECKPOINT-th hash (c₀ included) in crash_chain_checkpoint, the rest
 * recomputed on demand (< 1,000 SHA-256 per round). It is secret until played; rounds reveal theirs as they bust.
 */

/** Rounds per chain (`CRASH_CHAIN_LENGTH`, default 1,000,000: months of rounds). */
export const chainLength = () => Number(process.env.CRASH_CHAIN_LENGTH ?? 1_000_000) || 1_000_000;
const CHECKPOINT = 1_000;

const next = (hash: string) => createHash('sha256').update(hash).digest('hex');

export type ChainRow = Selectable<CrashChainTable>;

/**
 * Builds a chain of `length` rounds: its terminal hash and checkpoints (yields to the event loop as it goes; an
 * aborted `signal` — the server stopping — abandons the build at the next yield).
 */
export async function buildChain(length: number, every = CHECKPOINT, signal?: AbortSignal) {
  let hash = randomBytes(32).toString('hex');
  const checkpoints: [number, string][] = [[0, hash]];
  for (let k = 1; k <= length; k++) {
    hash = next(hash);
    if (k % every === 0 && k < length) checkpoints.push([k, hash]);
    // Yield every 2,000 steps (a few ms): a new brand's million-step build must not hold requests for 100 ms at a
    // time (the game-search profile caught 50,000-step slices in its p99).
    if (k % 2_000 === 0) {
      await new Promise((resolve) => setImmediate(resolve));
      signal?.throwIfAborted();
    }
  }
  return { terminal: hash, checkpoints, every };
}

/** The active chain of a brand with its salt fixed and rounds left; committing a new one when needed. */
export async function ensureChain(
  db: Kysely<Database>,
  brand: string,
  signal?: AbortSignal,
): Promise<ChainRow> {
  const active = (await db
    .selectFrom('crash_chain')
    .selectAll()
    .where('brand_code', '=', brand)
    .where('active', '=', true)
    .executeTakeFirst()) as ChainRow | undefined;
  if (active && active.next_index >= 0 && active.salt) return active;
  if (active && active.next_index >= 0) return fixSalt(db, active);
  const length = chainLength();
  const built = await buildChain(length, CHECKPOINT, signal);
  // 1. Commit: the terminal hash is stored (and published) before anything else about the chain exists.
  const chain = await db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(hashtextextended(${`crash-chain:${brand}`}, 0))`.execute(trx);
    await trx
      .updateTable('crash_chain')
      .set({ active: false })
      .where('brand_code', '=', brand)
      .where('active', '=', true)
      .where('next_index', '<', 0)
      .execute();
    const still = await trx
      .selectFrom('crash_chain')
      .selectAll()
      .where('brand_code', '=', brand)
      .where('active', '=', true)
      .executeTakeFirst();
    if (still) return still as ChainRow;
    const row = (await trx
      .insertInto('crash_chain')
      .values({
        brand_code: brand,
        length,
        checkpoint_every: built.every,
        terminal_hash: built.terminal,
        next_index: length - 1,
      })
      .returningAll()
      .executeTakeFirstOrThrow()) as ChainRow;
    for (let i = 0; i < built.checkpoints.length; i += 500) {
      await trx
        .insertInto('crash_chain_checkpoint')
        .values(built.checkpoints.slice(i, i + 500).map(([idx, hash]) => ({ chain_id: row.id, idx, hash })))
        .execute();
    }
    return row;
  });
  // 2. Then the salt, in its own later transaction.
  return chain.salt ? chain : fixSalt(db, chain);
}

async function fixSalt(db: Kysely<Database>, chain: ChainRow): Promise<ChainRow> {
  await sql`update crash_chain set salt = ${randomBytes(16).toString('hex')}, salt_fixed_at = clock_timestamp()
    where id = ${chain.id} and salt is null`.execute(db);
  return (await db
    .selectFrom('crash_chain')
    .selectAll()
    .where('id', '=', chain.id)
    .executeTakeFirstOrThrow()) as ChainRow;
}

/** c_idx of a chain: from the nearest checkpoint at or below it. */
export async function hashAt(db: Kysely<Database>, chain: ChainRow, idx: number): Promise<string> {
  const base = Math.floor(idx / chain.checkpoint_every) * chain.checkpoint_every;
  const row = await db
    .selectFrom('crash_chain_checkpoint')
    .select('hash')
    .where('chain_id', '=', chain.id)
    .where('idx', '=', base)
    .executeTakeFirstOrThrow();
  let hash = row.hash;
  for (let k = base; k < idx; k++) hash = next(hash);
  return hash;
}

export type RoundRow = Selectable<CrashRoundTable>;

/** Opens the next round of a brand for bets (`bettingMs` from now, on the database clock). */
export async function createRound(
  db: Kysely<Database>,
  brand: string,
  timing: { bettingMs: number; growthPer10ms: number },
  signal?: AbortSignal,
): Promise<RoundRow> {
  const chain = await ensureChain(db, brand, signal);
  const idx = chain.next_index;
  const hash = await hashAt(db, chain, idx);
  const point = crashPoint(hash, chain.salt!, HOUSE_EDGE_BP.crash);
  return db.transaction().execute(async (trx) => {
    const taken = await trx
      .updateTable('crash_chain')
      .set({ next_index: idx - 1 })
      .where('id', '=', chain.id)
      .where('next_index', '=', idx)
      .executeTakeFirst();
    if (Number(taken.numUpdatedRows) !== 1) throw new Error(`chain ${chain.id} index ${idx} was taken`);
    const { rows } = await sql<RoundRow>`insert into crash_round (brand_code, chain_id, chain_index, hash,
        crash_point, crash_ms, phase, betting_ends_at)
      values (${brand}, ${chain.id}, ${idx}, ${hash}, ${point}, ${crashMsOf(point, timing.growthPer10ms)}, 'betting',
        clock_timestamp() + make_interval(secs => ${timing.bettingMs / 1000}))
      returning *`.execute(trx);
    return rows[0]!;
  });
}
