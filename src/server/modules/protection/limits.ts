import type { Kysely } from 'kysely';
import type { Database } from '@/server/db/database';
import type { ProtectionQuestion, ProtectionRefusal } from './guard';

/** SKELETON (helper rg-limits replaces this): the refusal a player's own deposit, loss or wager limit gives. */
export async function limitRefusal(
  _db: Kysely<Database>,
  _question: ProtectionQuestion,
): Promise<ProtectionRefusal | null> {
  return null;
}
