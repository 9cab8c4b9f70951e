/**
 * Tables of the platform layers, not of a domain: the brand mirror (brands/), the server secret (app.ts), rate limits and
 * idempotent requests (plugins/).
 */
import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt, DefaultedDate } from './columns';

/** Mirror of each brand folder, upserted at start so rows of other tables can reference brands. */
export interface BrandTable {
  code: string;
  merchant_code: string;
  display_name: string;
  currency: string;
  /** IANA zone of the business day (agent reports); 'UTC' by default. */
  timezone: ColumnType<string, string | undefined, string>;
  /** brand.json operatorGroup: brands of one operator share exclusions (migration 0031); null: its own group. */
  operator_group: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: CreatedAt;
  updated_at: DefaultedDate;
}

export interface ServerSecretTable {
  id: Generated<number>;
  secret: Buffer;
}

/** Hits per key and window, shared by every instance (plugins/rate-limit: login, SMS, captcha). */
export interface RateLimitTable {
  key: string;
  hits: number;
  reset_at: Date;
}

/** A request sent with an idempotency key, and its answer to replay (plugins/idempotency.ts). */
export interface IdempotentRequestTable {
  brand_code: string;
  scope: string;
  route: string;
  key: string;
  request_hash: Buffer;
  status: number | null;
  content_type: string | null;
  body: Buffer | null;
  lease_until: Date;
  created_at: CreatedAt;
}

/** The platform tables, as the database type composes them (src/server/db/database.ts). */
export interface PlatformTables {
  brand: BrandTable;
  server_secret: ServerSecretTable;
  rate_limit: RateLimitTable;
  idempotent_request: IdempotentRequestTable;
}
