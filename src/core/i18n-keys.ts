/** Pure helpers for comparing translation catalogues (used by scripts/i18n-check.ts). */
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

/** Flattens nested catalogue objects to dotted keys; plural forms fold into their base key. */
export function flattenKeys(catalogue: unknown, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  if (catalogue && typeof catalogue === 'object') {
    for (const [key, value] of Object.entries(catalogue as Record<string, unknown>)) {
      const path = prefix ? `${prefix}.${key}` : key;
      if (typeof value === 'string') {
        const base = path.replace(PLURAL_SUFFIX, '');
        out.set(base, (out.get(base) ?? '') + value);
      } else {
        for (const [k, v] of flattenKeys(value, path)) out.set(k, v);
      }
    }
  }
  return out;
}

export function placeholders(text: string): string[] {
  return [...text.matchAll(/\{\{\s*([\w.]+)\s*(?:,[^}]*)?\}\}/g)].map((m) => m[1]!).sort();
}

export interface CatalogueDiff {
  missing: string[];
  extra: string[];
  /** Keys whose {{placeholders}} differ from the reference. */
  placeholderMismatch: string[];
}

export function diffCatalogues(reference: Map<string, string>, other: Map<string, string>): CatalogueDiff {
  const missing = [...reference.keys()].filter((k) => !other.has(k));
  const extra = [...other.keys()].filter((k) => !reference.has(k));
  const placeholderMismatch = [...reference.keys()].filter((k) => {
    const text = other.get(k);
    if (text === undefined) return false;
    const want = [...new Set(placeholders(reference.get(k)!))].join();
    const have = [...new Set(placeholders(text))].join();
    return want !== have;
  });
  return { missing, extra, placeholderMismatch };
}

/**
 * English that reads as words to translate: two or more words of letters once {{placeholders}} and markup are
 * gone ("Agent center", "Return to player: {{rtp}}%."), not a single brand, code or unit ("OK", "QQ", "HOT").
 */
export function isPhrase(text: string): boolean {
  const words = text
    .replace(/\{\{[^}]*\}\}/g, ' ')
    .replace(/<[^>]*>/g, ' ')
    .match(/\p{L}{2,}/gu);
  return (words?.length ?? 0) >= 2;
}

/**
 * Keys whose text is the English text word for word although the English is a phrase to translate; `allowed`
 * holds English texts that stay English in every language (brand and product names).
 */
export function untranslatedKeys(
  reference: Map<string, string>,
  other: Map<string, string>,
  allowed: ReadonlySet<string>,
): string[] {
  return [...reference]
    .filter(([key, text]) => other.get(key) === text && isPhrase(text) && !allowed.has(text))
    .map(([key]) => key);
}
