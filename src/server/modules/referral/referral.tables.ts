/**
 * Referral decisions and the devices that tell duplicates apart (docs/referral-missions.md).
 */
import type { ColumnType, Generated } from 'kysely';
import type { NullableRef, Ref } from '@/server/db/columns';

/** Set by the database; an import may pass its own (the seeds). */
type InsertableCreatedAt = ColumnType<Date, Date | string | undefined, never>;

export interface ReferralDecisionTable {
  referee_id: Ref;
  referrer_id: Ref;
  brand_code: string;
  state: 'rewarded' | 'refused' | 'expired';
  reason: string | null;
  bonus_id: NullableRef;
  decided_by: string | null;
  decided_at: Generated<Date>;
}

export interface AccountDeviceTable {
  account_id: Ref;
  device: string;
  brand_code: string;
  first_seen_at: InsertableCreatedAt;
}

/** The referral tables, as the database type composes them (src/server/db/database.ts). */
export interface ReferralTables {
  referral_decision: ReferralDecisionTable;
  account_device: AccountDeviceTable;
}
