/**
 * Responsible gaming's tables (migration 0031_protection_exclusion; docs/responsible-gaming.md).
 */
import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt, Ref } from '@/server/db/columns';

/** A take-a-break (kind break) or self-exclusion; never updated nor deleted (a trigger refuses both). */
export interface ProtectionExclusionTable {
  id: Generated<bigint>;
  account_id: Ref;
  brand_code: string;
  /** brand.json operatorGroup, else the brand code: the brands that share this exclusion. */
  operator_group: string;
  kind: 'break' | 'self_exclusion';
  /** 24h, 1w, 1m, 6w (break); 6m, 1y, 5y, permanent (self-exclusion). */
  period: string;
  starts_at: ColumnType<Date, Date, never>;
  /** null: permanent. */
  ends_at: ColumnType<Date | null, Date | null, never>;
  mobile: string | null;
  email: string | null;
  /** 'player' when taken on the player's own screen, else the operator who recorded it. */
  recorded_by: string;
  reason: string | null;
  created_at: CreatedAt;
}

/** The protection tables, as the database type composes them (src/server/db/database.ts). */
export interface ProtectionTables {
  protection_exclusion: ProtectionExclusionTable;
}
