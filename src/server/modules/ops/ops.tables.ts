/**
 * The operators' audit trail: who did what, on what, and why.
 */
import type { Generated } from 'kysely';
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
  created_at: CreatedAt;
}

/** The ops tables, as the database type composes them (src/server/db/database.ts). */
export interface OpsTables {
  ops_action: OpsActionTable;
}
