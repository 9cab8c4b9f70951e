import i18next, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { isolateValue } from '@/core/bidi';
import {
  isLanguage,
  LANGUAGE_COOKIE,
  LANGUAGE_TAGS,
  type Language,
  languageDir,
  resolveLanguage,
} from '@/core/languages';
import { FIRST_PAINT_NAMESPACES, REFERENCE_LANGUAGE } from '@/core/locale-chunks';
import type enAgent from '../../../locales/en/agent.json';
import type enAgentTools from '../../../locales/en/agentTools.json';
import type enAuth from '../../../locales/en/auth.json';
import type enCommon from '../../../locales/en/common.json';
import type enContracts from '../../../locales/en/contracts.json';
import type enErrors from '../../../locales/en/errors.json';
import type enFairness from '../../../locales/en/fairness.json';
import type enFields from '../../../locales/en/fields.json';
import type enFooter from '../../../locales/en/footer.json';
import type enKyc from '../../../locales/en/kyc.json';
import type enLayout from '../../../locales/en/layout.json';
import type enLimits from '../../../locales/en/limits.json';
import type enLobby from '../../../locales/en/lobby.json';
import type enLottery from '../../../locales/en/lottery.json';
import type enLoyalty from '../../../locales/en/loyalty.json';
import type enOriginals from '../../../locales/en/originals.json';
import type enProfile from '../../../locales/en/profile.json';
import type enPromotions from '../../../locales/en/promotions.json';
import type enProtection from '../../../locales/en/protection.json';
import type enRecords from '../../../locales/en/records.json';
import type enSocial from '../../../locales/en/social.json';
import type enSupport from '../../../locales/en/support.json';
import type enWallet from '../../../locales/en/wallet.json';

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
      /** The site footer's headings (loaded with the footer, after the first render). */
      footer: typeof enFooter;
      /** Loaded by the promotions routes and the reward badges (src/web/features/promotions). */
      promotions: typeof enPromotions;
      /** Loaded by the agent routes themselves (src/web/features/agent/strings.ts), not at boot. */
      agent: typeof enAgent;
      /** The agent center's working tools (issue 24), loaded with the agent namespace. */
      agentTools: typeof enAgentTools;
      /** The agent center's contract pages (src/web/features/contracts), loaded with them. */
      contracts: typeof enContracts;
      /** Feedback, live chat, support desk, app downloads (src/web/features/support). */
      support: typeof enSupport;
      /** VIP, invite friends, missions and leaderboard, points mall (src/web/features/loyalty), loaded with them. */
      loyalty: typeof enLoyalty;
      profile: typeof enProfile;
      /** The player's own limits and the reality check (src/web/features/member, issue 27). */
      limits: typeof enLimits;
      /** KYC: the member centre's Verification page (src/web/features/member), loaded with it. */
      kyc: typeof enKyc;
      /** Responsible gaming: take a break, self-exclusion (src/web/features/member/protection). */
      protection: typeof enProtection;
    };
  }
}

const LANGUAGE_KEY = 'language';
const LOCALES_DIR = '../../../locales/';

/**
 * The first paint's catalogues of every language (one chunk per language, vite.config.ts): the only loaders in the
 * entry chunk. Every other catalogue's loader is in ./locale-loaders (its own chunk, fetched with the first such
 * namespace), so adding a language does not grow the home page's first load. The globs are literal (Vite): they
 * name FIRST_PAINT_NAMESPACES of src/core/locale-chunks.ts (locale-globs.test.ts checks they agree).
 */
const firstPaintLoaders = import.meta.glob<{ default: Record<string, unknown> }>([
  '../../../locales/*/common.json',
  '../../../locales/*/lobby.json',
]);

/** The language the page shows (set before i18next is asked to load it). */
let activeLanguage: Language = REFERENCE_LANGUAGE;
/** English catalogues fetched as fallback while another language is shown: they never hold up a render. */
const fallbackLoads = new Map<string, Promise<void>>();

function whenIdle(run: () => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(run, { timeout: 3000 });
  else setTimeout(run, 200);
}

async function fetchCatalogue(language: string, ns: string): Promise<Record<string, unknown>> {
  const file = `${LOCALES_DIR}${language}/${ns}.json`;
  const load = FIRST_PAINT_NAMESPACES.includes(ns)
    ? firstPaintLoaders[file]
    : (await import('./locale-loaders')).loaders[file];
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

/**
 * The page language. The stored-language rule: a stored choice is kept only if the brand supports it, else reset
 * to the brand default (spec §4). With nothing stored, the language the server painted index.html in (its choice
 * from the Accept-Language header), so the first paint and the app agree.
 */
export function initialLanguage(
  brand: { default: Language; supported: Language[] },
  painted?: string | null,
): Language {
  const language = resolveLanguage(storedLanguage() ?? painted, brand);
  rememberLanguage(language);
  return language;
}

/** Stores the choice for this device: local storage, and the `lang` cookie the server paints `<html>` from. */
function rememberLanguage(language: Language): void {
  try {
    localStorage.setItem(LANGUAGE_KEY, language);
  } catch {
    // Storage unavailable: the choice lasts for this page only.
  }
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every browser; the value is a code
  document.cookie = `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=31536000; SameSite=Lax${secure}`;
  showLanguage(language);
}

/** `<html lang dir>` in step with the language shown (the server wrote them for the first paint). */
function showLanguage(language: Language): void {
  document.documentElement.lang = LANGUAGE_TAGS[language];
  document.documentElement.dir = languageDir(language);
}

/**
 * i18next picks plural forms with Intl.PluralRules(<language code>); cn, tw and ty are not BCP 47 (ty is Tahitian,
 * cn an unknown code that gets English rules), so the resolver is given each code's tag: zh-CN has only "other".
 */
function pluralRulesByTag(): void {
  const resolver = i18next.services.pluralResolver as {
    getRule(code: string, options?: object): unknown;
  };
  const getRule = resolver.getRule.bind(resolver);
  resolver.getRule = (code, options) => getRule(isLanguage(code) ? LANGUAGE_TAGS[code] : code, options);
}

/** An interpolated value isolated for the direction of the language being shown (src/core/bidi.ts). */
function isolateInterpolated(value: unknown): string {
  const language = i18next.language;
  return isolateValue(String(value), isLanguage(language) ? languageDir(language) : 'ltr');
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
        // React escapes markup itself; what the interpolation adds is bidi isolation (docs/rtl.md): every value
        // placed in a sentence — an amount, a draw or order number, a date, a name — is one piece in right-to-left
        // text (and a right-to-left value in left-to-right text), so it neither reorders nor is reordered.
        interpolation: { escapeValue: true, escape: isolateInterpolated },
        returnNull: false,
      });
    pluralRulesByTag();
  } else {
    await i18next.changeLanguage(language);
  }
  showLanguage(language);
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
