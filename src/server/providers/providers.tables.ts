/**
 * The delivery outbox of SMS and email (providers/): what a provider sent, readable in development.
 */
import type { Generated } from 'kysely';
import type { CreatedAt } from '../db/columns';

export interface OutboxTable {
  id: Generated<bigint>;
  brand_code: string;
  channel: 'sms' | 'email';
  destination: string;
  subject: string;
  body: string;
  created_at: CreatedAt;
}

/** The providers tables, as the database type composes them (src/server/db/database.ts). */
export interface ProvidersTables {
  outbox: OutboxTable;
}
