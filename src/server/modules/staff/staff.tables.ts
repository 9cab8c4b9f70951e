/**
 * The back office's staff (migration 0034_staff, docs/back-office.md).
 */
import type { ColumnType, Generated } from 'kysely';
import type { StaffRole } from '@/core/office/roles';
import type { CreatedAt, Json, NullableMoney, NullableRef, Ref } from '@/server/db/columns';

type Defaulted<T> = ColumnType<T, T | undefined, T>;

export interface StaffTable {
  id: Generated<bigint>;
  username: string;
  display_name: string;
  password_hash: string;
  /** Sealed (totp.ts sealTotpSecret). */
  totp_secret: string;
  /** The last TOTP step used: a code is good once. */
  totp_last_step: Defaulted<bigint | number>;
  status: Defaulted<'active' | 'locked'>;
  failed_logins: Defaulted<number>;
  created_by: string;
  created_at: CreatedAt;
}

export interface StaffRoleTable {
  staff_id: Ref;
  brand_code: string;
  role: StaffRole;
}

export interface StaffSessionTable {
  id: Generated<bigint>;
  staff_id: Ref;
  token_hash: Buffer;
  ip: string;
  user_agent: string | null;
  created_at: CreatedAt;
  last_seen_at: Defaulted<Date>;
  ended_at: Date | null;
}

export type StaffLoginOutcome = 'ok' | 'bad_password' | 'bad_code' | 'locked';

export interface StaffLoginTable {
  id: Generated<bigint>;
  staff_id: NullableRef;
  username: string;
  outcome: StaffLoginOutcome;
  ip: string;
  user_agent: string | null;
  created_at: CreatedAt;
}

export type ApprovalStatus = 'pending' | 'approved' | 'rejected';

export interface OfficeApprovalTable {
  id: Generated<bigint>;
  brand_code: string;
  kind: string;
  target: string;
  amount: NullableMoney;
  payload: Json<Record<string, unknown>>;
  reason: string;
  requested_by: Ref;
  status: Defaulted<ApprovalStatus>;
  decided_by: NullableRef;
  decision_reason: string | null;
  decided_at: Date | null;
  created_at: CreatedAt;
}

/** The staff tables, as the database type composes them (src/server/db/database.ts). */
export interface StaffTables {
  staff: StaffTable;
  staff_role: StaffRoleTable;
  staff_session: StaffSessionTable;
  staff_login: StaffLoginTable;
  office_approval: OfficeApprovalTable;
}
