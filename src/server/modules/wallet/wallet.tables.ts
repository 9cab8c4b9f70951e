/**
 * The cashier (docs/money.md): deposits, payee accounts, withdrawals and their proofs, and the inbox that tells the player.
 */
import type { Generated } from 'kysely';
import type { CreatedAt, Json, Money, NullableMoney, NullableRef, Ref } from '@/server/db/columns';

export interface PaymentDepositTable {
  id: Generated<bigint>;
  order_no: string;
  brand_code: string;
  account_id: Ref;
  method_code: string;
  provider: string;
  currency: string;
  amount: Money;
  fee: Money;
  status: Generated<'pending' | 'credited' | 'failed'>;
  client_key: string;
  request_hash: Buffer;
  provider_txn_id: string | null;
  failure_reason: string | null;
  transfer_id: NullableRef;
  created_at: CreatedAt;
  finished_at: Date | null;
}

export interface PayeeAccountTable {
  id: Generated<bigint>;
  brand_code: string;
  account_id: Ref;
  kind: 'bank' | 'ewallet';
  bank_code: string;
  account_no: string;
  holder_name: string;
  created_at: CreatedAt;
  removed_at: Date | null;
}

export type WithdrawalStatus = 'pending' | 'approved' | 'rejected' | 'payout_failed';

export type ReceiptStatus =
  | 'awaiting'
  | 'received'
  | 'partial'
  | 'not_received'
  | 'all_received'
  | 'auto_received';

export interface WithdrawalTable {
  id: Generated<bigint>;
  order_no: string;
  brand_code: string;
  account_id: Ref;
  currency: string;
  amount: Money;
  payee_account_id: Ref;
  bank_code: string;
  account_no: string;
  holder_name: string;
  status: Generated<WithdrawalStatus>;
  payout_method: string;
  payout_status: 'sent' | 'confirmed' | 'failed' | null;
  receipt_status: ReceiptStatus | null;
  received_amount: NullableMoney;
  receipt_due_at: Date | null;
  receipt_at: Date | null;
  client_key: string;
  request_hash: Buffer;
  hold_transfer_id: Ref;
  settle_transfer_id: NullableRef;
  decided_by: string | null;
  decided_at: Date | null;
  decision_reason: string | null;
  created_at: CreatedAt;
}

export interface WithdrawalProofTable {
  id: Generated<bigint>;
  withdrawal_id: Ref;
  content_type: 'image/png' | 'image/jpeg';
  size: number;
  data: Buffer;
  created_at: CreatedAt;
}

export interface InboxMessageTable {
  id: Generated<bigint>;
  brand_code: string;
  account_id: Ref;
  kind: string;
  params: Json<Record<string, unknown>>; // MessageParams (wallet/inbox.service.ts)
  created_at: CreatedAt;
  read_at: Date | null;
  deleted_at: Date | null;
}

/** The wallet tables, as the database type composes them (src/server/db/database.ts). */
export interface WalletTables {
  payment_deposit: PaymentDepositTable;
  payee_account: PayeeAccountTable;
  withdrawal: WithdrawalTable;
  withdrawal_proof: WithdrawalProofTable;
  inbox_message: InboxMessageTable;
}
