import type { ColumnType, Generated } from 'kysely';

type CreatedAt = ColumnType<Date, never, never>;
type Ref = ColumnType<bigint, bigint | number | string, never>;

/** An in-house game screen a trial account opened (migration 0025): one-time launch code and session token. */
export interface DemoLaunchTable {
  id: Generated<bigint>;
  demo_id: Ref;
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
  demo_id: Ref;
  action: 'bet' | 'win' | 'rollback';
  bet_uuid: string;
  fingerprint: string;
  amount: ColumnType<bigint, bigint, never>;
  status: string;
  balance: ColumnType<bigint | null, bigint | null, never>;
  refunded: ColumnType<boolean, boolean | undefined, boolean>;
  created_at: CreatedAt;
}
