import type { ColumnType, Generated } from 'kysely';

/** Tables of migration 0022_engagement (docs/referral-missions.md). */

type Ref = ColumnType<bigint, bigint | number | string, bigint | number | string>;
type NullableRef = ColumnType<
  bigint | null,
  bigint | number | string | null,
  bigint | number | string | null
>;
type CreatedAt = ColumnType<Date, Date | string | undefined, never>;

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
  first_seen_at: CreatedAt;
}

export interface MissionClaimTable {
  account_id: Ref;
  mission_id: string;
  period_key: string;
  brand_code: string;
  bonus_id: Ref;
  claimed_at: CreatedAt;
}

export interface LeaderboardSettlementTable {
  brand_code: string;
  board_id: string;
  period_key: string;
  winners: number;
  settled_at: CreatedAt;
  /** The ranking the period was paid from (migration 0023): [{rank, accountId, username, value}]. */
  standings: ColumnType<
    { rank: number; accountId: string; username: string; value: string }[] | null,
    string | null | undefined,
    string | null
  >;
}
