import i18next, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type enAgent from '../../../locales/en/agent.json';
import type enAuth from '../../../locales/en/auth.json';
import type enCommon from '../../../locales/en/common.json';
import type enContracts from '../../../locales/en/contracts.json';
import type enErrors from '../../../locales/en/errors.json';
import type enFairness from '../../../locales/en/fairness.json';
import type enFields from '../../../locales/en/fields.json';
import type enLayout from '../../../locales/en/layout.json';
import type enLobby from '../../../locales/en/lobby.json';
import type enLottery from '../../../locales/en/lottery.json';
import type enLoyalty from '../../../locales/en/loyalty.json';
import type enOriginals from '../../../locales/en/originals.json';
import type enPromotions from '../../../locales/en/promotions.json';
import type enRecords from '../../../locales/en/records.json';
import type enSocial from '../../../locales/en/social.json';
import type enSupport from '../../../locales/en/support.json';
import type enWallet from '../../../locales/en/wallet.json';
import { LANGUAGE_TAGS, type Language, resolveLanguage } from '../../core/languages';
import { FIRST_PAINT_NAMESPACES, REFERENCE_LANGUAGE } from '../../core/locale-chunks';

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
      lottery: typeof enLottery;
      layout: typeof enLayout;
      social: typeof enSocial;
      /** Loaded by the promotions routes and the reward badges (src/web/features/promotions). */
      promotions: typeof enPromotions;
      /** Loaded by the agent routes themselves (src/web/features/agent/strings.ts), not at boot. */
      agent: typeof enAgent;
      /** The agent center's contract pages (src/web/features/contracts), loaded with them. */
      contracts: typeof enContracts;
      /** Feedback, live chat, support desk, app downloads (src/web/features/support). */
      support: typeof enSupport;
      /** VIP, invite friends, missions and leaderboard, points mall (src/web/features/loyalty), loaded with them. */
      loyalty: typeof enLoyalty;
    };
  }
}

const LANGUAGE_KEY = 'language';
const LOCALES_DIR = '../../../locales/';

/**
 * Every catalogue file there is (found at build time: a namespace added under locales/ needs no code change), each
 * its own chunk except the first paint's namespaces (one chunk per language, vite.config.ts).
 */
const loaders = import.meta.glob<{ default: Record<string, unknown> }>('../../../locales/*/*.json');

/** The language the page shows (set before i18next is asked to load it). */
let activeLanguage: Language = REFERENCE_LANGUAGE;
/** English catalogues fetched as fallback while another language is shown: they never hold up a render. */
const fallbackLoads = new Map<string, Promise<void>>();

function whenIdle(run: () => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(run, { timeout: 3000 });
  else setTimeout(run, 200);
}

async function fetchCatalogue(language: string, ns: string): Promise<Record<string, unknown>> {
  const load = loaders[`${LOCALES_DIR}${language}/${ns}.json`];
  return load ? (await load()).default : {};
}

/**
 * i18next backend over the build's catalogue chunks: useTranslation(ns) on a namespace not yet loaded suspends
 * until its chunk arrives. A language a brand supports has every key (npm run i18n:check), so while another
 * language is shown the English fallback is answered at once as empty and filled in when its chunk arrives.
 */
const catalogueBackend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language, ns, callback) {
    if (language === REFERENCE_LANGUAGE && activeLanguage !== REFERENCE_LANGUAGE) {
      if (!fallbackLoads.has(ns)) {
        // Fetched once the page is idle: the first render never waits for (or shares bandwidth with) it.
        const fetched = new Promise<void>((resolve) => whenIdle(resolve))
          .then(() => fetchCatalogue(language, ns))
          .then(
            (catalogue) => void i18next.addResourceBundle(language, ns, catalogue, true, true),
            () => void fallbackLoads.delete(ns),
          );
        fallbackLoads.set(ns, fetched);
      }
      callback(null, {});
      return;
    }
    fetchCatalogue(language, ns).then(
      (catalogue) => callback(null, catalogue),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), null),
    );
  },
};

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

/** Loads the first paint's namespaces in the page language (one chunk), then resolves: main.tsx renders after. */
export async function initI18n(language: Language): Promise<typeof i18next> {
  activeLanguage = language;
  if (!i18next.isInitialized) {
    await i18next
      .use(catalogueBackend)
      .use(initReactI18next)
      .init({
        lng: language,
        fallbackLng: REFERENCE_LANGUAGE,
        ns: [...FIRST_PAINT_NAMESPACES],
        defaultNS: 'common',
        interpolation: { escapeValue: false },
        returnNull: false,
      });
  } else {
    await i18next.changeLanguage(language);
  }
  document.documentElement.lang = LANGUAGE_TAGS[language];
  return i18next;
}

/** Switches after every namespace used so far is loaded in the new language (no flash of keys or English). */
export async function changeLanguage(language: Language): Promise<void> {
  activeLanguage = language;
  if (language === REFERENCE_LANGUAGE) {
    // English catalogues answered empty as fallback must have arrived before English is shown.
    await Promise.all(fallbackLoads.values());
    await i18next.reloadResources([REFERENCE_LANGUAGE]);
  }
  await i18next.changeLanguage(language);
  rememberLanguage(language);
}
