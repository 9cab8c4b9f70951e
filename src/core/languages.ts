/**
 * The interface languages of spec §9: the only codes a brand may list in brand.json (schemas/brand.schema.json
 * holds the same list; scripts/build-validators.ts and the brand-scripts test keep them equal). Codes are the
 * spec's, in lower case: three of them are not BCP 47 (cn, tw, ty), so Intl and `<html lang>` use `tag`.
 */
interface LanguageInfo {
  /** The language's own name, shown by the language select. */
  name: string;
  /** BCP 47 tag for Intl formatting and the html lang attribute. */
  tag: string;
  dir: 'ltr' | 'rtl';
  /** Accept-Language tags (lower case) that mean this language besides `tag` itself. */
  aliases: readonly string[];
}

const TABLE = {
  en: { name: 'English', tag: 'en', dir: 'ltr', aliases: [] },
  ty: { name: 'Filipino', tag: 'fil', dir: 'ltr', aliases: ['tl'] },
  vi: { name: 'Tiếng Việt', tag: 'vi', dir: 'ltr', aliases: [] },
  cn: { name: '简体中文', tag: 'zh-CN', dir: 'ltr', aliases: ['zh', 'zh-hans', 'zh-sg', 'zh-my', 'cmn'] },
  th: { name: 'ไทย', tag: 'th', dir: 'ltr', aliases: [] },
  ja: { name: '日本語', tag: 'ja', dir: 'ltr', aliases: [] },
  my: { name: 'မြန်မာ', tag: 'my', dir: 'ltr', aliases: ['mya'] },
  es: { name: 'Español', tag: 'es', dir: 'ltr', aliases: [] },
  hi: { name: 'हिन्दी', tag: 'hi', dir: 'ltr', aliases: [] },
  id: { name: 'Bahasa Indonesia', tag: 'id', dir: 'ltr', aliases: ['in'] },
  km: { name: 'ខ្មែរ', tag: 'km', dir: 'ltr', aliases: [] },
  ko: { name: '한국어', tag: 'ko', dir: 'ltr', aliases: [] },
  ms: { name: 'Bahasa Melayu', tag: 'ms', dir: 'ltr', aliases: ['zsm'] },
  pt: { name: 'Português', tag: 'pt', dir: 'ltr', aliases: [] },
  ta: { name: 'தமிழ்', tag: 'ta', dir: 'ltr', aliases: [] },
  tw: { name: '繁體中文', tag: 'zh-TW', dir: 'ltr', aliases: ['zh-hant', 'zh-hk', 'zh-mo'] },
  ur: { name: 'اردو', tag: 'ur', dir: 'rtl', aliases: [] },
  tr: { name: 'Türkçe', tag: 'tr', dir: 'ltr', aliases: [] },
  bn: { name: 'বাংলা', tag: 'bn', dir: 'ltr', aliases: [] },
  ar: { name: 'العربية', tag: 'ar', dir: 'rtl', aliases: [] },
  fa: { name: 'فارسی', tag: 'fa', dir: 'rtl', aliases: ['prs'] },
  ru: { name: 'Русский', tag: 'ru', dir: 'ltr', aliases: [] },
  kk: { name: 'Қазақ тілі', tag: 'kk', dir: 'ltr', aliases: [] },
  uz: { name: 'Oʻzbekcha', tag: 'uz', dir: 'ltr', aliases: ['uzn'] },
  lo: { name: 'ລາວ', tag: 'lo', dir: 'ltr', aliases: [] },
  ne: { name: 'नेपाली', tag: 'ne', dir: 'ltr', aliases: [] },
  fr: { name: 'Français', tag: 'fr', dir: 'ltr', aliases: [] },
  te: { name: 'తెలుగు', tag: 'te', dir: 'ltr', aliases: [] },
  sw: { name: 'Kiswahili', tag: 'sw', dir: 'ltr', aliases: [] },
} as const satisfies Record<string, LanguageInfo>;

export type Language = keyof typeof TABLE;
/** The 29 codes in the spec's order. */
export const LANGUAGES = Object.keys(TABLE) as Language[];
export const LANGUAGE_INFO: Record<Language, LanguageInfo> = TABLE;

/** Native names (endonyms), shown in the language select. */
export const LANGUAGE_NAMES = Object.fromEntries(LANGUAGES.map((l) => [l, TABLE[l].name])) as Record<
  Language,
  string
>;

/** BCP 47 tags for the html lang attribute and Intl formatting. */
export const LANGUAGE_TAGS = Object.fromEntries(LANGUAGES.map((l) => [l, TABLE[l].tag])) as Record<
  Language,
  string
>;

/** Cookie holding the web app's language choice, read by the server to write `<html lang dir>` at first paint. */
export const LANGUAGE_COOKIE = 'lang';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && Object.hasOwn(TABLE, value);
}

export function languageDir(language: Language): 'ltr' | 'rtl' {
  return TABLE[language].dir;
}

/** A language's BCP 47 tag, English's for anything that is not one of the codes. */
export function languageTag(language: unknown): string {
  return isLanguage(language) ? TABLE[language].tag : TABLE.en.tag;
}

/** Lower-case BCP 47 tag (or alias) → code. The spec codes cn/tw/ty are not tags (ty is Tahitian, tw Twi). */
const BY_TAG = new Map<string, Language>(
  LANGUAGES.flatMap((l) => [TABLE[l].tag.toLowerCase(), ...TABLE[l].aliases].map((t) => [t, l] as const)),
);

/** The code an Accept-Language tag means (zh-Hant-HK → tw, zh-SG → cn, fil-PH → ty, pt-BR → pt), if any. */
export function languageForTag(tag: string): Language | undefined {
  let candidate = tag.trim().toLowerCase().replaceAll('_', '-');
  while (candidate) {
    const found = BY_TAG.get(candidate);
    if (found) return found;
    const cut = candidate.lastIndexOf('-');
    candidate = cut > 0 ? candidate.slice(0, cut) : '';
  }
  return undefined;
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

/** Picks the best brand language from an Accept-Language header value; garbage or no match → brand default. */
export function languageFromAcceptHeader(
  header: string | undefined,
  brand: { default: Language; supported: readonly Language[] },
): Language {
  if (!header) return brand.default;
  const ranked = header
    .slice(0, 1000)
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.find((p) => p.trim().startsWith('q='));
      const weight = q ? Number(q.trim().slice(2)) : 1;
      return { tag, q: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter(({ tag, q }) => q > 0 && /^[A-Za-z]{1,8}([-_][A-Za-z0-9]{1,8})*$/.test(tag.trim()))
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { tag } of ranked) {
    const code = languageForTag(tag);
    if (code && brand.supported.includes(code)) return code;
  }
  return brand.default;
}
