import i18next, { type i18n as I18n } from 'i18next';
import { useMemo } from 'react';
import { initReactI18next, useTranslation } from 'react-i18next';
import { isLanguage, LANGUAGE_TAGS, type Language, languageDir } from '@/core/languages';

/**
 * The console's texts (docs/back-office.md "Languages"): its own namespaces in src/office/locales/<lang>/<ns>.json —
 * English and the languages of the demo brands (src/office/locales.test.ts keeps them complete) — plus the site's
 * `common` namespace for the shared loading, empty and error states. A language without console texts falls back
 * to English.
 */
const OWN = import.meta.glob<{ default: Record<string, unknown> }>('../locales/*/*.json');
const COMMON = import.meta.glob<{ default: Record<string, unknown> }>('../../../locales/*/common.json');

const own = new Map<string, Map<string, () => Promise<{ default: Record<string, unknown> }>>>();
for (const [path, load] of Object.entries(OWN)) {
  const [, language, ns] = /\/locales\/([a-z]+)\/([A-Za-z]+)\.json$/.exec(path) ?? [];
  if (!language || !ns) continue;
  if (!own.has(language)) own.set(language, new Map());
  own.get(language)?.set(ns, load);
}

/** Languages the console has texts for. */
export const OFFICE_LANGUAGES = [...own.keys()].filter(isLanguage).sort() as Language[];

async function loadLanguage(instance: I18n, language: string): Promise<void> {
  const loaders = own.get(language);
  if (!loaders) return;
  await Promise.all(
    [...loaders].map(async ([ns, load]) => {
      if (!instance.hasResourceBundle(language, ns))
        instance.addResourceBundle(language, ns, (await load()).default);
    }),
  );
  const common = COMMON[`../../../locales/${language}/common.json`];
  if (common && !instance.hasResourceBundle(language, 'common'))
    instance.addResourceBundle(language, 'common', (await common()).default);
}

export const officeI18n = i18next.createInstance();

export async function initOfficeI18n(language: string): Promise<void> {
  const lng = OFFICE_LANGUAGES.includes(language as Language) ? language : 'en';
  await officeI18n.use(initReactI18next).init({
    lng,
    fallbackLng: 'en',
    defaultNS: 'common',
    ns: ['common'],
    resources: {},
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  await loadLanguage(officeI18n, 'en');
  if (lng !== 'en') await loadLanguage(officeI18n, lng);
  applyDocumentLanguage(lng);
}

function applyDocumentLanguage(language: string): void {
  if (!isLanguage(language)) return;
  document.documentElement.lang = LANGUAGE_TAGS[language];
  document.documentElement.dir = languageDir(language);
}

export async function changeOfficeLanguage(language: string): Promise<void> {
  const lng = OFFICE_LANGUAGES.includes(language as Language) ? language : 'en';
  await loadLanguage(officeI18n, lng);
  await officeI18n.changeLanguage(lng);
  applyDocumentLanguage(lng);
}

export type OfficeT = (key: string, options?: Record<string, unknown>) => string;

/** The console's translate function for one of its namespaces (untyped keys: the locales test checks them). */
export function useT(ns: string): OfficeT {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return useMemo(() => {
    const fixed = i18n.getFixedT(language, ns);
    return (key: string, options?: Record<string, unknown>) => String(fixed(key as never, options as never));
  }, [i18n, language, ns]);
}

/** A language's name in itself (the picker shows each language as its readers know it). */
export function languageName(language: Language): string {
  const tag = LANGUAGE_TAGS[language];
  try {
    return new Intl.DisplayNames([tag], { type: 'language' }).of(tag) ?? tag;
  } catch {
    return tag;
  }
}

/** A screen's menu label: `screens.<id>` of the screen's own namespace. */
export function screenLabel(screen: { id: string; ns: string }): string {
  return String(officeI18n.t(`screens.${screen.id}` as never, { ns: screen.ns } as never));
}
