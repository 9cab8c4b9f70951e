/**
 * Mission claims and leaderboard settlements (docs/referral-missions.md).
 */
import type { ColumnType } from 'kysely';
import type { Ref } from '@/server/db/columns';

/** Set by the database; an import may pass its own (the seeds). */
type InsertableCreatedAt = ColumnType<Date, Date | string | undefined, never>;

export interface MissionClaimTable {
  account_id: Ref;
  mission_id: string;
  period_key: string;
  brand_code: string;
  bonus_id: Ref;
  claimed_at: InsertableCreatedAt;
}

export interface LeaderboardSettlementTable {
  brand_code: string;
  board_id: string;
  period_key: string;
  winners: number;
  settled_at: InsertableCreatedAt;
  /** The ranking the period was paid from (migration 0023): [{rank, accountId, username, value}]. */
  standings: ColumnType<
    { rank: number; accountId: string; username: string; value: string }[] | null,
    string | null | undefined,
    string | null
  >;
}

/** A minimum stake of a multiplier board whose per-day bests are kept (migration 0044). */
export interface MultiplierFloorTable {
  brand_code: string;
  min_stake: bigint;
  ready: ColumnType<boolean, boolean | undefined, boolean>;
}

/** A player's best multiplier (hundredths) of a business day among its bets of at least min_stake. */
export interface MultiplierDayBestTable {
  account_id: Ref;
  day: string;
  min_stake: bigint;
  brand_code: string;
  value: bigint;
  reached_at: Date;
}

/** The missions tables, as the database type composes them (src/server/db/database.ts). */
export interface MissionsTables {
  mission_claim: MissionClaimTable;
  leaderboard_settlement: LeaderboardSettlementTable;
  multiplier_floor: MultiplierFloorTable;
  multiplier_day_best: MultiplierDayBestTable;
}
