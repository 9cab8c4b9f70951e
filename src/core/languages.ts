/** Interface languages the platform ships translations for. Codes follow the spec (EN, TY, VI, CN, TH) in lower case. */
export const LANGUAGES = ['en', 'ty', 'vi', 'cn', 'th'] as const;
export type Language = (typeof LANGUAGES)[number];

/** Native names, shown in the language select. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English',
  ty: 'Filipino',
  vi: 'Tiếng Việt',
  cn: '简体中文',
  th: 'ไทย',
};

/** BCP 47 tags for the html lang attribute and Intl formatting. */
export const LANGUAGE_TAGS: Record<Language, string> = {
  en: 'en',
  ty: 'fil',
  vi: 'vi',
  cn: 'zh-CN',
  th: 'th',
};

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/**
 * The stored-language rule (spec §4 "Other"): a stored language is kept only when the brand supports it,
 * otherwise the brand default is used (and should be written back).
 */
export function resolveLanguage(
  stored: string | null | undefined,
  brand: { default: Language; supported: readonly Language[] },
): Language {
  const candidate = stored?.toLowerCase();
  return candidate && (brand.supported as readonly string[]).includes(candidate)
    ? (candidate as Language)
    : brand.default;
}

/** Picks the best brand language from an Accept-Language header value. */
export function languageFromAcceptHeader(
  header: string | undefined,
  brand: { default: Language; supported: readonly Language[] },
): Language {
  if (!header) return brand.default;
  const aliases: Record<string, Language> = { zh: 'cn', fil: 'ty', tl: 'ty' };
  const ranked = header
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.find((p) => p.trim().startsWith('q='));
      return { tag: tag.toLowerCase(), q: q ? Number(q.trim().slice(2)) || 0 : 1 };
    })
    .sort((a, b) => b.q - a.q);
  for (const { tag } of ranked) {
    const base = tag.split('-')[0] ?? '';
    const code = aliases[base] ?? base;
    if ((brand.supported as readonly string[]).includes(code)) return code as Language;
  }
  return brand.default;
}
