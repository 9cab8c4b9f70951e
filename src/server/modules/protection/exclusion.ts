import type { Kysely } from 'kysely';
import type { Database } from '@/server/db/database';
import type { ProtectionQuestion, ProtectionRefusal } from './guard';

/** SKELETON (helper rg-exclusion replaces this): the refusal an active cool-off or self-exclusion gives. */
export async function exclusionRefusal(
  _db: Kysely<Database>,
  _question: ProtectionQuestion,
): Promise<ProtectionRefusal | null> {
  return null;
}
