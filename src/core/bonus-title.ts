import { type Brand, localized } from './brand';
import type { Language } from './languages';

/**
 * The title of a bonus row in a language: its own (loyalty rewards carry theirs), else its promotion's from
 * content/promotions.json, else the promotion id.
 */
export function bonusTitle(
  brand: Brand,
  row: { promotion_id: string; title: Partial<Record<Language, string>> | null },
  language: Language,
): string {
  const fallback = brand.config.languages.default;
  if (row.title) return localized(row.title, language, fallback);
  const p = brand.promotions.find((x) => x.id === row.promotion_id);
  return p ? localized(p.title, language, fallback) : row.promotion_id;
}
