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

/** i18next's plural suffixes, one per Intl.PluralRules category. */
export const PLURAL_CATEGORIES = ['zero', 'one', 'two', 'few', 'many', 'other'] as const;

/** Every leaf by its full dotted key (plural forms not folded); leaves that are not strings are listed apart. */
export function leafKeys(
  catalogue: unknown,
  prefix = '',
): { strings: Map<string, string>; invalid: string[] } {
  const strings = new Map<string, string>();
  const invalid: string[] = [];
  if (catalogue && typeof catalogue === 'object' && !Array.isArray(catalogue)) {
    for (const [key, value] of Object.entries(catalogue as Record<string, unknown>)) {
      const path = prefix ? `${prefix}.${key}` : key;
      if (typeof value === 'string') strings.set(path, value);
      else if (value && typeof value === 'object' && !Array.isArray(value)) {
        const inner = leafKeys(value, path);
        for (const [k, v] of inner.strings) strings.set(k, v);
        invalid.push(...inner.invalid);
      } else invalid.push(path);
    }
  } else invalid.push(prefix || '(root)');
  return { strings, invalid };
}

/**
 * Plural keys (those English has a `_other` form of) whose forms in another language are not exactly the
 * language's plural categories (Intl.PluralRules: Arabic zero…other, Russian one/few/many/other, Chinese other).
 */
export function pluralProblems(
  english: ReadonlyMap<string, string>,
  other: ReadonlyMap<string, string>,
  categories: readonly string[],
): { key: string; have: string[]; need: string[] }[] {
  const need = PLURAL_CATEGORIES.filter((c) => categories.includes(c));
  const bases = [...english.keys()].filter((k) => k.endsWith('_other')).map((k) => k.slice(0, -6));
  return bases.flatMap((key) => {
    const have = PLURAL_CATEGORIES.filter((c) => other.has(`${key}_${c}`));
    return have.length > 0 && have.join() !== need.join() ? [{ key, have, need }] : [];
  });
}

/**
 * All problems of one namespace of a language against English, one line each: invalid values, missing keys,
 * unknown keys (not in English), broken {{placeholders}}, wrong plural forms, English left word for word.
 */
export function catalogueProblems(
  english: unknown,
  other: unknown,
  pluralCategories: readonly string[],
  allowed: ReadonlySet<string>,
): string[] {
  const en = flattenKeys(english);
  const them = flattenKeys(other);
  const diff = diffCatalogues(en, them);
  const lines = [
    ...leafKeys(other).invalid.map((k) => `not a text: ${k}`),
    ...diff.missing.map((k) => `missing ${k}`),
    ...diff.extra.map((k) => `unknown key ${k} (not in English)`),
    ...diff.placeholderMismatch.map((k) => `placeholders differ ${k}`),
  ];
  for (const p of pluralProblems(leafKeys(english).strings, leafKeys(other).strings, pluralCategories))
    lines.push(`plural forms of ${p.key}: has ${p.have.join('/')}, the language needs ${p.need.join('/')}`);
  for (const key of untranslatedKeys(en, them, allowed)) lines.push(`still English ${key} "${en.get(key)}"`);
  return lines;
}
