import { createHash } from 'node:crypto';
import { type Kysely, sql, type Transaction } from 'kysely';
import { preparedQuery } from '@/server/db/connect';
import type { Database, LedgerAccountKind } from '@/server/db/database';
import { AppError } from '@/server/errors';
import { ledgerPostings } from '@/server/lib/metrics';

/**
 * The ledger service (docs/money.md "Ledger"). Every movement of money goes through `transfer`; nothing else
 * writes balances. Ledger accounts are addressed by id; `systemAccount` and `ownedAccount` find (or create) them.
 */

export type Db = Kysely<Database> | Transaction<Database>;

export interface TransferInput {
  brand: string;
  /** Unique per brand: the same key with the same data returns the first outcome; different data → 409. */
  key: string;
  /** Ledger account ids: money leaves `from` (debit) and arrives in `to` (credit). */
  from: bigint;
  to: bigint;
  /** Minor units, > 0. */
  amount: bigint;
  /** The posting type shown in the account record (deposit, withdrawal, bet, win, …). */
  kind: string;
  /** The business object behind it (deposit order no, withdrawal order no, round id…). */
  reference?: string | null;
  /** Free-form details; not part of the request hash. */
  memo?: Record<string, unknown> | null;
}

export type TransferResult =
  | {
      status: 'posted';
      /** True when this answer is the first one returned again for a retried key. */
      replayed: boolean;
      transferId: bigint;
      fromBalance: bigint;
      toBalance: bigint;
      createdAt: Date;
    }
  | {
      status: 'refused';
      replayed: boolean;
      reason: 'insufficient_funds';
      available: bigint;
      createdAt: Date;
    };

/** What identifies a request under its key: accounts, amount, kind and reference (not the memo). */
export function transferHash(input: TransferInput): Buffer {
  return createHash('sha256')
    .update(
      [input.from, input.to, input.amount, input.kind, input.reference ?? ''].map(String).join('\u001f'),
    )
    .digest();
}

interface PostRow {
  o_outcome: 'posted' | 'replayed' | 'refused' | 'refused_replayed' | 'conflict';
  o_transfer_id: bigint | null;
  o_debit_balance: bigint | null;
  o_credit_balance: bigint | null;
  o_created_at: Date;
}

const POST_SQL = 'select * from ledger_post($1, $2, $3, $4, $5, $6, $7, $8, $9::jsonb)';

function isTransaction(db: Db): db is Transaction<Database> {
  return db.isTransaction;
}

/** Deadlocks and serialisation failures are safe to retry when the transfer owns its transaction. */
export function isRetryable(error: unknown): boolean {
  const code = (error as { code?: string })?.code;
  return code === '40P01' || code === '40001';
}

/**
 * The database refused a debit that would take money locked by a bonus (trigger bonus_pocket_posting, SQLSTATE
 * MQ030): a path that did not ask the free-balance guard first (modules/pockets/free-balance.ts). Nothing is
 * posted; the caller gets a 409 rather than a 500.
 */
function lockedFunds(error: unknown): never {
  if ((error as { code?: string })?.code === 'MQ030') throw new AppError('conflict');
  throw error;
}

/**
 * Posts one transfer, in its own transaction (one round trip, a prepared statement) or inside the caller's
 * transaction `db` when it is one, so domain rows and inbox messages commit atomically with it.
 * Throws AppError('idempotency_conflict') (409) when the key was used for different data.
 */
export async function transfer(db: Db, input: TransferInput): Promise<TransferResult> {
  if (input.amount <= 0n) throw new Error(`transfer amount must be positive, got ${input.amount}`);
  if (input.key.length === 0 || input.key.length > 200)
    throw new Error('transfer key must be 1–200 characters');
  const values = [
    input.brand,
    input.key,
    transferHash(input),
    input.from,
    input.to,
    input.amount,
    input.kind,
    input.reference ?? null,
    input.memo ? JSON.stringify(input.memo) : null,
  ];
  let row: PostRow | undefined;
  if (isTransaction(db)) {
    const { rows } = await sql<PostRow>`select * from ledger_post(${sql.join(values)})`
      .execute(db)
      .catch(lockedFunds);
    row = rows[0];
  } else {
    for (let attempt = 0; ; attempt++) {
      try {
        row = (await preparedQuery<PostRow>(db, 'ledger-post', POST_SQL, values))[0];
        break;
      } catch (error) {
        if (attempt >= 4 || !isRetryable(error)) lockedFunds(error);
      }
    }
  }
  if (!row) throw new Error('ledger_post returned nothing');
  switch (row.o_outcome) {
    case 'posted':
    case 'replayed':
      if (row.o_outcome === 'posted') ledgerPostings.inc({ kind: input.kind });
      return {
        status: 'posted',
        replayed: row.o_outcome === 'replayed',
        transferId: row.o_transfer_id!,
        fromBalance: row.o_debit_balance!,
        toBalance: row.o_credit_balance!,
        createdAt: row.o_created_at,
      };
    case 'refused':
    case 'refused_replayed':
      return {
        status: 'refused',
        replayed: row.o_outcome === 'refused_replayed',
        reason: 'insufficient_funds',
        available: row.o_debit_balance ?? 0n,
        createdAt: row.o_created_at,
      };
    case 'conflict':
      throw new AppError('idempotency_conflict');
  }
}

/**
 * Inside a transaction, before a transfer under `key`: takes the key's lock (the one ledger_post takes, so the
 * transfer later re-enters it) and answers whether the key was used already (posted or refused). A retried
 * request then answers its first outcome without re-deciding rules that may have changed since.
 */
export async function keyUsed(trx: Transaction<Database>, brand: string, key: string): Promise<boolean> {
  await sql`select pg_advisory_xact_lock(hashtextextended(${brand} || chr(31) || ${key}, 0))`.execute(trx);
  // A statement of its own: its snapshot is taken after the lock, so it sees a first attempt that just committed.
  const { rows } = await sql<{ used: boolean }>`
    select exists (select 1 from ledger_transfer where brand_code = ${brand} and idempotency_key = ${key})
      or exists (select 1 from ledger_refusal where brand_code = ${brand} and idempotency_key = ${key}) as used`.execute(
    trx,
  );
  return rows[0]?.used === true;
}

/**
 * Runs `work` in a transaction, retrying it from the start (up to 4 more times) on a deadlock or serialisation
 * failure; any other error rolls back and propagates.
 */
export async function inTransaction<T>(
  db: Kysely<Database>,
  work: (trx: Transaction<Database>) => Promise<T>,
) {
  for (let attempt = 0; ; attempt++) {
    try {
      return await db.transaction().execute(work);
    } catch (error) {
      if (attempt >= 4 || !isRetryable(error)) throw error;
    }
  }
}

// ------------------------------------------------------------------------------------------------------------
// Ledger accounts.

const SYSTEM_KINDS = new Set<LedgerAccountKind>([
  'house',
  'provider_clearing',
  'vendor',
  'adjustments',
  'expense',
  'jackpot',
]);
/** System accounts that must never go below zero: a jackpot pool pays out only what it holds. */
const NEVER_NEGATIVE = new Set<LedgerAccountKind>(['jackpot']);

/** Ids never change once created: cached per database handle (brand/currency/kind/owner/code → id). */
const idCache = new WeakMap<object, Map<string, bigint>>();

/** Per database handle; transactions get none (an id created in a transaction that rolls back must not stick). */
function cacheOf(db: Db): Map<string, bigint> | undefined {
  if (isTransaction(db)) return undefined;
  let cache = idCache.get(db);
  if (!cache) {
    cache = new Map();
    idCache.set(db, cache);
  }
  return cache;
}

async function findOrCreate(
  db: Db,
  spec: { brand: string; currency: string; kind: LedgerAccountKind; owner: bigint | null; code: string },
): Promise<bigint> {
  const cacheKey = `${spec.brand}|${spec.currency}|${spec.kind}|${spec.owner ?? ''}|${spec.code}`;
  const cache = cacheOf(db);
  const cached = cache?.get(cacheKey);
  if (cached !== undefined) return cached;
  const system = SYSTEM_KINDS.has(spec.kind);
  if (system !== (spec.owner === null)) throw new Error(`ledger account ${spec.kind} ownership mismatch`);
  const allowNegative = system && !NEVER_NEGATIVE.has(spec.kind);
  // Insert-if-missing without a unique violation; the unique partial indexes decide between racing inserts.
  const { rows } = await sql<{ id: bigint }>`
    with found as (
      select id from ledger_account
      where brand_code = ${spec.brand} and currency = ${spec.currency} and kind = ${spec.kind}
        and code = ${spec.code} and owner_id is not distinct from ${spec.owner}
    ), created as (
      insert into ledger_account (brand_code, currency, kind, owner_id, code, allow_negative)
      select ${spec.brand}, ${spec.currency}, ${spec.kind}, ${spec.owner}, ${spec.code}, ${allowNegative}
      where not exists (select 1 from found)
      on conflict do nothing
      returning id
    )
    select id from found union all select id from created`.execute(db);
  let id = rows[0]?.id;
  if (id === undefined) {
    // Lost a race with a concurrent creator: the row exists now.
    const again = await sql<{ id: bigint }>`select id from ledger_account
      where brand_code = ${spec.brand} and currency = ${spec.currency} and kind = ${spec.kind}
        and code = ${spec.code} and owner_id is not distinct from ${spec.owner}`.execute(db);
    id = again.rows[0]?.id;
  }
  if (id === undefined) throw new Error(`ledger account ${cacheKey} could not be created`);
  cache?.set(cacheKey, id);
  return id;
}

/**
 * The brand's house, adjustments, provider-clearing (code = payment method), vendor (code = vendor), expense
 * account (code = budget line: `commission`, `promotion`, `loyalty`, `jackpot`) or jackpot pool (never negative).
 */
export function systemAccount(
  db: Db,
  brand: string,
  currency: string,
  kind: 'house' | 'provider_clearing' | 'vendor' | 'adjustments' | 'expense' | 'jackpot',
  code: string = kind,
): Promise<bigint> {
  return findOrCreate(db, { brand, currency, kind, owner: null, code });
}

/** A player's cash (main wallet), bonus, hold (withdrawals in flight) or game wallet (code = vendor) account. */
export function ownedAccount(
  db: Db,
  brand: string,
  currency: string,
  owner: bigint,
  kind: 'player_cash' | 'player_bonus' | 'player_hold' | 'player_game_wallet' | 'agent',
  code = '',
): Promise<bigint> {
  return findOrCreate(db, { brand, currency, kind, owner, code });
}

/**
 * ownedAccount for many owners at once (a settlement run paying thousands of agents): the ids the cache lacks are
 * found, and the missing accounts created, by one statement — one round trip and, on a handle outside a transaction,
 * one commit instead of one per account. Answers owner → id; the ids are cached as ownedAccount's are.
 */
export async function ownedAccounts(
  db: Db,
  brand: string,
  currency: string,
  owners: readonly bigint[],
  kind: 'player_cash' | 'player_bonus' | 'player_hold' | 'agent',
): Promise<Map<bigint, bigint>> {
  const cache = cacheOf(db);
  const keyOf = (owner: bigint) => `${brand}|${currency}|${kind}|${owner}|`;
  const ids = new Map<bigint, bigint>();
  const wanted: string[] = [];
  for (const owner of new Set(owners)) {
    const cached = cache?.get(keyOf(owner));
    if (cached !== undefined) ids.set(owner, cached);
    else wanted.push(owner.toString());
  }
  if (wanted.length === 0) return ids;
  // The created rows are not visible to the same statement's other reads: found and created never overlap.
  const { rows } = await sql<{ id: bigint; owner_id: bigint }>`
    with wanted as (select distinct unnest(${wanted}::bigint[]) as owner_id),
    found as (
      select a.id, a.owner_id from ledger_account a join wanted w on a.owner_id = w.owner_id
      where a.brand_code = ${brand} and a.currency = ${currency} and a.kind = ${kind} and a.code = ''
    ), created as (
      insert into ledger_account (brand_code, currency, kind, owner_id, code, allow_negative)
      select ${brand}, ${currency}, ${kind}, w.owner_id, '', false from wanted w
      where not exists (select 1 from found f where f.owner_id = w.owner_id)
      order by w.owner_id
      on conflict do nothing
      returning id, owner_id
    )
    select id, owner_id from found union all select id, owner_id from created`.execute(db);
  for (const row of rows) {
    const owner = BigInt(row.owner_id);
    ids.set(owner, BigInt(row.id));
    cache?.set(keyOf(owner), BigInt(row.id));
  }
  // An account a concurrent creator made meanwhile (its insert skipped here): found one by one.
  for (const owner of wanted) {
    const id = BigInt(owner);
    if (!ids.has(id)) ids.set(id, await ownedAccount(db, brand, currency, id, kind));
  }
  return ids;
}

/** Balances of every ledger account an account owns, keyed `${kind}:${code}` (missing accounts are 0). */
export async function ownedBalances(db: Db, owner: bigint): Promise<Map<string, bigint>> {
  const rows = await db
    .selectFrom('ledger_account')
    .select(['kind', 'code', 'balance'])
    .where('owner_id', '=', owner)
    .execute();
  return new Map(rows.map((r) => [`${r.kind}:${r.code}`, r.balance]));
}

/** The player's main-wallet balance with one indexed read (0 before the first posting). */
export async function cashBalance(db: Kysely<Database>, owner: bigint, currency: string): Promise<bigint> {
  const rows = await preparedQuery<{ balance: bigint }>(
    db,
    'ledger-cash-balance',
    `select balance from ledger_account where owner_id = $1 and currency = $2 and kind = 'player_cash' and code = ''`,
    [owner, currency],
  );
  return rows[0]?.balance ?? 0n;
}
