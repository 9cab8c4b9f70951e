/**
 * The job queue's table (jobs/: one queue every module enqueues into).
 */
import type { Generated } from 'kysely';
import type { CreatedAt, DefaultedDate, Json } from '../db/columns';

export interface JobTable {
  id: Generated<bigint>;
  kind: string;
  payload: Json<Record<string, unknown>>;
  dedupe_key: string | null;
  run_at: DefaultedDate;
  attempts: Generated<number>;
  max_attempts: Generated<number>;
  locked_until: Date | null;
  last_error: string | null;
  done_at: Date | null;
  failed_at: Date | null;
  created_at: CreatedAt;
}

/** The jobs tables, as the database type composes them (src/server/db/database.ts). */
export interface JobsTables {
  job: JobTable;
}
