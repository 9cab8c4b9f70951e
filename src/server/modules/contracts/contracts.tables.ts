/**
 * Contracts between agents and their settlement (docs/contracts-api.md, migration 0013).
 */
import type { ColumnType, Generated } from 'kysely';
import type { ContractKind, ContractPeriod, tiersToJson } from '@/core/contracts';
import type { Big, CreatedAt, Json, Money, NullableRef, Ref } from '@/server/db/columns';

export type ContractStatus =
  | 'pending'
  | 'active'
  | 'terminating'
  | 'terminated'
  | 'rejected'
  | 'superseded'
  | 'cancelled';

/** One offer or agreement of a kind between an upline (null: the brand) and a direct downline agent (migration 0013). */
export interface ContractTable {
  id: Generated<bigint>;
  brand_code: string;
  /** dividend, dailySalary, hourSalary or realtimeSalary (src/core/contracts.ts). */
  kind: ContractKind;
  period: ContractPeriod;
  /** The validated tiers (src/core/contracts.ts). */
  tiers: Json<ReturnType<typeof tiersToJson>>;
  min_rate_bp: number;
  max_rate_bp: number;
  status: ContractStatus;
  upline_id: NullableRef;
  downline_id: Ref;
  requested_by: string;
  requested_at: CreatedAt;
  starts_at: Date | null;
  ends_at: Date | null;
  ended_reason: string | null;
  settled_until: Date | null;
  carry: Big;
}

/** Who changed a contract, what and when (append-only). */
export interface ContractEventTable {
  id: Generated<bigint>;
  contract_id: Ref;
  at: CreatedAt;
  actor: string;
  action: string;
  reason: string | null;
  detail: ColumnType<unknown, string | null | undefined, string | null>;
}

/** One row per (contract, period, seq): seq 0 the period's bill, 1… its adjustments for late bets. */
export interface ContractBillTable {
  id: Generated<bigint>;
  contract_id: Ref;
  brand_code: string;
  account_id: Ref;
  kind: string;
  period_start: Date;
  period_end: Date;
  seq: Generated<number>;
  adjustment_of: NullableRef;
  stake: Big;
  payout: Big;
  valid_bet: Big;
  bonuses: Big;
  net_loss: Big;
  active_members: Generated<number>;
  tier_index: Generated<number>;
  rate_bp: Generated<number>;
  gross: Big;
  deductions: Big;
  carry_in: Big;
  carry_out: Big;
  amount: Money;
  subtree_paid: Big;
  inputs: Json<unknown>;
  status: string;
  transfer_id: NullableRef;
  created_at: CreatedAt;
  paid_at: Date | null;
  decided_by: string | null;
  decided_reason: string | null;
}

/** The team rows a bill was computed from. */
export interface ContractBillMemberTable {
  bill_id: Ref;
  account_id: Ref;
  stake: Money;
  payout: Money;
  valid_bet: Money;
  bonuses: Money;
  active: boolean;
}

/** When each period of a kind was last computed (a late bet is one settled after it). */
export interface ContractRunTable {
  brand_code: string;
  kind: string;
  period: string;
  period_start: Date;
  period_end: Date;
  computed_at: Date;
}

/** The contracts tables, as the database type composes them (src/server/db/database.ts). */
export interface ContractsTables {
  contract: ContractTable;
  contract_event: ContractEventTable;
  contract_bill: ContractBillTable;
  contract_bill_member: ContractBillMemberTable;
  contract_run: ContractRunTable;
}
