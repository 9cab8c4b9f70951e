/**
 * SMS and email verification codes.
 */
import type { Generated } from 'kysely';
import type { CreatedAt } from '@/server/db/columns';

export interface VerificationCodeTable {
  id: Generated<bigint>;
  brand_code: string;
  purpose: string;
  channel: 'sms' | 'email';
  destination: string;
  code_hash: string;
  attempts: Generated<number>;
  created_at: CreatedAt;
  expires_at: Date;
  used_at: Date | null;
}

/** The verification tables, as the database type composes them (src/server/db/database.ts). */
export interface VerificationTables {
  verification_code: VerificationCodeTable;
}
