/**
 * The operators' audit trail: who did what, on what, and why.
 */
import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt, Json } from '@/server/db/columns';

/** Append-only (trigger): the operators' audit trail. */
export interface OpsActionTable {
  id: Generated<bigint>;
  brand_code: string | null;
  actor: string;
  action: string;
  target: string | null;
  reason: string | null;
  detail: Json<Record<string, unknown>>;
  /** The staff member who acted in the back office (null: the ops CLI, a job). */
  staff_id: ColumnType<bigint | null, bigint | number | string | null | undefined, never>;
  /** Where the staff member acted from. */
  ip: ColumnType<string | null, string | null | undefined, never>;
  /** The record before and after the action, where the action changes one. */
  before: ColumnType<unknown, string | null | undefined, never>;
  after: ColumnType<unknown, string | null | undefined, never>;
  created_at: CreatedAt;
}

/** The ops tables, as the database type composes them (src/server/db/database.ts). */
export interface OpsTables {
  ops_action: OpsActionTable;
}
