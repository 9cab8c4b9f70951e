import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import type enAgent from '../../../locales/en/agent.json';
import type enAuth from '../../../locales/en/auth.json';
import type enCommon from '../../../locales/en/common.json';
import type enErrors from '../../../locales/en/errors.json';
import type enFairness from '../../../locales/en/fairness.json';
import type enFields from '../../../locales/en/fields.json';
import type enLobby from '../../../locales/en/lobby.json';
import type enOriginals from '../../../locales/en/originals.json';
import type enRecords from '../../../locales/en/records.json';
import type enWallet from '../../../locales/en/wallet.json';
import { LANGUAGE_TAGS, type Language, resolveLanguage } from '../../core/languages';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: {
      common: typeof enCommon;
      errors: typeof enErrors;
      auth: typeof enAuth;
      lobby: typeof enLobby;
      fields: typeof enFields;
      wallet: typeof enWallet;
      originals: typeof enOriginals;
      records: typeof enRecords;
      fairness: typeof enFairness;
      /** Loaded by the agent routes themselves (src/web/features/agent/strings.ts), not at boot. */
      agent: typeof enAgent;
    };
  }
}

export const NAMESPACES = [
  'common',
  'errors',
  'fields',
  'auth',
  'lobby',
  'wallet',
  'originals',
  'records',
  'fairness',
] as const;
const LANGUAGE_KEY = 'language';

/** Every catalogue is its own chunk: only the active language (and English as fallback) is fetched. */
const loaders = import.meta.glob<{ default: Record<string, unknown> }>('../../../locales/*/*.json');

async function loadLanguage(language: Language): Promise<void> {
  await Promise.all(
    NAMESPACES.map(async (ns) => {
      if (i18next.hasResourceBundle(language, ns)) return;
      const load = loaders[`../../../locales/${language}/${ns}.json`];
      if (load) i18next.addResourceBundle(language, ns, (await load()).default, true, true);
    }),
  );
}

export function storedLanguage(): string | null {
  try {
    return localStorage.getItem(LANGUAGE_KEY);
  } catch {
    return null;
  }
}

/** The stored-language rule: keep it only if the brand supports it, else reset to the brand default. */
export function initialLanguage(brand: { default: Language; supported: Language[] }): Language {
  const language = resolveLanguage(storedLanguage(), brand);
  rememberLanguage(language);
  return language;
}

function rememberLanguage(language: Language): void {
  try {
    localStorage.setItem(LANGUAGE_KEY, language);
  } catch {
    // Storage unavailable: the choice lasts for this page only.
  }
  document.documentElement.lang = LANGUAGE_TAGS[language];
}

export async function initI18n(language: Language): Promise<typeof i18next> {
  if (!i18next.isInitialized) {
    await i18next.use(initReactI18next).init({
      lng: language,
      fallbackLng: 'en',
      ns: [...NAMESPACES],
      defaultNS: 'common',
      resources: {},
      partialBundledLanguages: true,
      interpolation: { escapeValue: false },
      returnNull: false,
    });
  }
  await Promise.all([loadLanguage(language), loadLanguage('en')]);
  await i18next.changeLanguage(language);
  document.documentElement.lang = LANGUAGE_TAGS[language];
  return i18next;
}

export async function changeLanguage(language: Language): Promise<void> {
  await loadLanguage(language);
  await i18next.changeLanguage(language);
  rememberLanguage(language);
}
