import type { ColumnType, Generated } from 'kysely';

type CreatedAt = ColumnType<Date, never, never>;
type Ref = ColumnType<bigint, bigint | number | string, bigint | number | string>;

/** A provider identity linked for good to one account of a brand (migration 0018). */
export interface SocialIdentityTable {
  id: Generated<bigint>;
  brand_code: string;
  provider_id: string;
  subject: string;
  issuer: string;
  account_id: Ref;
  email: string | null;
  created_at: CreatedAt;
}

export type SocialPhase = 'started' | 'login' | 'choice' | 'done';

/** One sign-in attempt, bound to the browser by a cookie (only its SHA-256 is kept). */
export interface SocialFlowTable {
  id: Generated<bigint>;
  token_hash: Buffer;
  brand_code: string;
  provider_id: string;
  login_path: 'member' | 'agent';
  phase: SocialPhase;
  state: string;
  nonce: string;
  code_verifier: string;
  return_to: string;
  ip: string;
  account_id: ColumnType<bigint | null, bigint | null | undefined, bigint | null>;
  subject: string | null;
  issuer: string | null;
  claims: ColumnType<SocialClaims | null, string | null | undefined, string | null>;
  expires_at: Date;
  created_at: CreatedAt;
}

/** What the SPA may pre-fill from a provider's claims (never a secret). */
export interface SocialClaims {
  email?: string;
  emailVerified?: boolean;
  name?: string;
  username?: string;
}

/** The social tables, as the database type composes them (src/server/db/database.ts). */
export interface SocialTables {
  social_identity: SocialIdentityTable;
  social_flow: SocialFlowTable;
}
