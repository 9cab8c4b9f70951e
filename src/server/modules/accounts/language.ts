import type { Kysely } from 'kysely';
import type { BrandConfig } from '@/core/brand';
import { isLanguage, type Language } from '@/core/languages';
import type { Database } from '@/server/db/database';
import { AppError } from '@/server/errors';

/** A stored language when the brand offers it (a brand may stop offering one), else null. */
export function offeredLanguage(brand: BrandConfig, stored: string | null | undefined): Language | null {
  return isLanguage(stored) && brand.languages.supported.includes(stored) ? stored : null;
}

/** The language to write to a member in: their saved one when the brand offers it, else `fallback`. */
export function memberLanguage(
  brand: BrandConfig,
  stored: string | null | undefined,
  fallback: Language,
): Language {
  return offeredLanguage(brand, stored) ?? fallback;
}

/** Saves the member's language choice (spec §7 "Language update"); one the brand does not offer is refused. */
export async function saveLanguage(
  db: Kysely<Database>,
  brand: BrandConfig,
  accountId: bigint,
  language: unknown,
): Promise<Language> {
  const chosen = offeredLanguage(brand, typeof language === 'string' ? language.trim().toLowerCase() : null);
  if (!chosen) throw new AppError('language_not_offered');
  await db.updateTable('account').set({ language: chosen }).where('id', '=', accountId).execute();
  return chosen;
}

/** The saved language of an account (null when never chosen or the account is unknown). */
export async function storedLanguageOf(db: Kysely<Database>, accountId: bigint): Promise<string | null> {
  const row = await db
    .selectFrom('account')
    .select('language')
    .where('id', '=', accountId)
    .executeTakeFirst();
  return row?.language ?? null;
}
