/**
 * The double-entry ledger (docs/money.md): accounts, transfers and refused postings.
 */
import type { Generated } from 'kysely';
import type { CreatedAt, Json, Money, NullableRef, Ref } from '@/server/db/columns';

export type LedgerAccountKind =
  | 'player_cash'
  | 'player_bonus'
  | 'player_hold'
  | 'player_game_wallet'
  | 'agent'
  | 'house'
  | 'provider_clearing'
  | 'vendor'
  | 'adjustments'
  | 'expense'
  /** A brand's jackpot pool (migration 0025): a liability to the next winner, never negative. */
  | 'jackpot';

export interface LedgerAccountTable {
  id: Generated<bigint>;
  brand_code: string;
  currency: string;
  kind: LedgerAccountKind;
  owner_id: NullableRef;
  code: Generated<string>;
  balance: Generated<bigint>;
  allow_negative: boolean;
  created_at: CreatedAt;
}

/** Append-only (trigger): no UPDATE or DELETE. */
export interface LedgerTransferTable {
  id: Generated<bigint>;
  brand_code: string;
  idempotency_key: string;
  request_hash: Buffer;
  debit_account_id: Ref;
  credit_account_id: Ref;
  amount: Money;
  kind: string;
  reference: string | null;
  memo: Json<Record<string, unknown> | null>;
  debit_balance_after: Money;
  credit_balance_after: Money;
  created_at: CreatedAt;
}

export interface LedgerRefusalTable {
  id: Generated<bigint>;
  brand_code: string;
  idempotency_key: string;
  request_hash: Buffer;
  debit_account_id: Ref;
  credit_account_id: Ref;
  amount: Money;
  kind: string;
  reference: string | null;
  reason: string;
  available: Money;
  created_at: CreatedAt;
}

/** The ledger tables, as the database type composes them (src/server/db/database.ts). */
export interface LedgerTables {
  ledger_account: LedgerAccountTable;
  ledger_transfer: LedgerTransferTable;
  ledger_refusal: LedgerRefusalTable;
}
