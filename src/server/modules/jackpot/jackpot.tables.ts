import type { ColumnType, Generated } from 'kysely';

type CreatedAt = ColumnType<Date, never, never>;
type Big = ColumnType<bigint, bigint | number | string | undefined, bigint | number | string>;
type Ref = ColumnType<bigint, bigint | number | string, never>;

/** A settled stake of an in-house vendor, queued for the jackpot job (migration 0025, trigger on vendor_bet). */
export interface JackpotEventTable {
  id: Generated<bigint>;
  bet_id: Ref;
  brand_code: string;
  created_at: CreatedAt;
  processed_at: Date | null;
}

/** Per brand and currency: the pool's history in sums (its balance is the ledger account of kind `jackpot`). */
export interface JackpotPoolTable {
  brand_code: string;
  currency: string;
  seeded: Big;
  contributed: Big;
  paid: Big;
  wins: ColumnType<number, number | undefined, number>;
  updated_at: ColumnType<Date, Date | undefined, Date>;
}

/** A jackpot win with the provably fair inputs that decided it (docs/jackpot.md). */
export interface JackpotWinTable {
  id: Generated<bigint>;
  brand_code: string;
  currency: string;
  account_id: Ref;
  bet_id: Ref;
  node_id: number | null;
  amount: Ref;
  draw: Ref;
  threshold: Ref;
  seed_id: ColumnType<bigint | null, bigint | null, never>;
  nonce: number | null;
  client_seed: string | null;
  transfer_id: Ref;
  created_at: CreatedAt;
}

/** The jackpot tables, as the database type composes them (src/server/db/database.ts). */
export interface JackpotTables {
  jackpot_event: JackpotEventTable;
  jackpot_pool: JackpotPoolTable;
  jackpot_win: JackpotWinTable;
}
