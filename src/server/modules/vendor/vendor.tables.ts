import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt, Json, NullableMoney, NullableRef, Ref } from '@/server/db/columns';

type FixedRef = ColumnType<bigint, bigint | number | string, never>;

/** An in-house game screen a trial account opened (migration 0025): one-time launch code and session token. */
export interface DemoLaunchTable {
  id: Generated<bigint>;
  demo_id: FixedRef;
  game_code: string;
  token_hash: Buffer;
  launch_hash: Buffer | null;
  launch_expires_at: Date;
  created_at: CreatedAt;
}

/** A wallet call a vendor made for a trial account: demo credits only, never the ledger (docs/sandbox-vendors.md). */
export interface DemoWalletTxTable {
  vendor_code: string;
  transaction_uuid: string;
  demo_id: FixedRef;
  action: 'bet' | 'win' | 'rollback';
  bet_uuid: string;
  fingerprint: string;
  amount: ColumnType<bigint, bigint, never>;
  status: string;
  balance: ColumnType<bigint | null, bigint | null, never>;
  refunded: ColumnType<boolean, boolean | undefined, boolean>;
  created_at: CreatedAt;
}

export interface WalletSessionTable {
  id: Generated<bigint>;
  token_hash: Buffer;
  launch_hash: Buffer | null;
  launch_expires_at: Date | null;
  vendor_code: string;
  brand_code: string;
  account_id: Ref;
  game_code: string;
  currency: string;
  created_at: CreatedAt;
  expires_at: Date;
}

/** Append-only (trigger): the first answer to each vendor transaction. */
export interface VendorTxTable {
  vendor_code: string;
  transaction_uuid: string;
  kind: 'bet' | 'win' | 'rollback';
  request_hash: Buffer;
  status: string;
  answer: Json<Record<string, unknown>>;
  account_id: NullableRef;
  reference_uuid: string | null;
  amount: NullableMoney;
  transfer_id: NullableRef;
  created_at: CreatedAt;
}

export type VendorBetStatus = 'open' | 'settled' | 'refunded' | 'tombstone';

export interface VendorBetTable {
  id: Generated<bigint>;
  vendor_code: string;
  bet_uuid: string;
  brand_code: string;
  account_id: Ref;
  currency: string;
  node_id: number | null;
  game_code: string | null;
  category: string | null;
  round: string | null;
  amount: ColumnType<bigint, bigint | number | string | undefined, bigint | number | string>;
  payout: ColumnType<bigint, bigint | number | string | undefined, bigint | number | string>;
  status: VendorBetStatus;
  round_closed: Generated<boolean>;
  bet_transfer_id: NullableRef;
  created_at: CreatedAt;
  settled_at: Date | null;
}

/** The vendor tables, as the database type composes them (src/server/db/database.ts). */
export interface VendorTables {
  wallet_session: WalletSessionTable;
  vendor_tx: VendorTxTable;
  vendor_bet: VendorBetTable;
  demo_launch: DemoLaunchTable;
  demo_wallet_tx: DemoWalletTxTable;
}
