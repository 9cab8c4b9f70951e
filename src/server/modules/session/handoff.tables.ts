import type { ColumnType } from 'kysely';

/** A one-time code that lets an app continue a web session (migration 0025): 60 s, single use, hash only. */
export interface SessionHandoffTable {
  code_hash: Buffer;
  account_id: ColumnType<bigint, bigint, never>;
  brand_code: string;
  /** The kind of the web session it continues (member site or agent area). */
  kind: 'member' | 'agent';
  expires_at: Date;
  used_at: Date | null;
  created_at: ColumnType<Date, never, never>;
}
