/**
 * VIP and the points mall (docs/vip-points.md): balances, entries, loyalty events, stock and redemptions.
 */
import type { ColumnType, Generated } from 'kysely';
import type { LocalizedText } from '@/core/brand';
import type { Big, CreatedAt, DefaultedDate, NullableBig } from '@/server/db/columns';

export interface PointsBalanceTable {
  account_id: bigint;
  brand_code: string;
  balance: Big;
  carry: Big;
  updated_at: DefaultedDate;
}

export interface PointsEntryTable {
  id: Generated<bigint>;
  brand_code: string;
  account_id: bigint;
  type: string;
  points: Big;
  balance_after: Big;
  basis: NullableBig;
  ratio: string | null;
  units: NullableBig;
  remark: string | null;
  entry_key: string;
  created_at: CreatedAt;
}

export interface LoyaltyEventTable {
  id: Generated<bigint>;
  kind: 'bet' | 'deposit';
  ref_id: bigint;
  account_id: bigint;
  brand_code: string;
  created_at: CreatedAt;
  processed_at: Date | null;
}

export interface PointsStockTable {
  brand_code: string;
  item_id: string;
  sold: Generated<number>;
}

export interface PointsRedeemTable {
  id: Generated<bigint>;
  brand_code: string;
  account_id: bigint;
  reference_no: string;
  client_key: string;
  request_hash: string;
  item_id: string;
  item_type: 'goods' | 'voucher';
  item_name: ColumnType<LocalizedText, LocalizedText, LocalizedText>;
  quantity: number;
  points: Big;
  amount: NullableBig;
  status: Generated<'processing' | 'approved' | 'rejected'>;
  address: string;
  mobile: string;
  paid_account: string | null;
  paid_amount: NullableBig;
  transfer_id: NullableBig;
  decided_by: string | null;
  decided_reason: string | null;
  decided_at: Date | null;
  created_at: CreatedAt;
}

/** The points tables, as the database type composes them (src/server/db/database.ts). */
export interface PointsTables {
  points_balance: PointsBalanceTable;
  points_entry: PointsEntryTable;
  loyalty_event: LoyaltyEventTable;
  points_stock: PointsStockTable;
  points_redeem: PointsRedeemTable;
}
