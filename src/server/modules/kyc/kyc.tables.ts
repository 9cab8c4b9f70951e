/**
 * KYC documents (migration 0033_kyc, docs/kyc.md).
 */
import type { ColumnType } from 'kysely';
import type { KycDocumentKind, KycDocumentStatus } from '@/core/kyc';
import type { CreatedAt, Ref } from '@/server/db/columns';

export type KycContentType = 'image/png' | 'image/jpeg' | 'application/pdf';

export interface KycDocumentTable {
  id: string;
  brand_code: string;
  account_id: Ref;
  kind: KycDocumentKind;
  content_type: KycContentType;
  bytes: number;
  status: ColumnType<KycDocumentStatus, KycDocumentStatus | undefined, KycDocumentStatus>;
  reason: string | null;
  reviewed_by: string | null;
  reviewed_at: Date | null;
  created_at: CreatedAt;
}

/** The KYC tables, as the database type composes them (src/server/db/database.ts). */
export interface KycTables {
  kyc_document: KycDocumentTable;
}
