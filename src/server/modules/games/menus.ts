import { LOGO_STATES, type LogoState } from '@/core/api/games';
import type { Category } from '@/core/brand';
import type { Language } from '@/core/languages';
import type { BrandView, IndexedVendor } from './catalogue-index';
import { requireVendor } from './game-lists';

export { LOGO_STATES, type LogoState };

/** Categories that always open their own page (spec §2), BGS opening RNG; others only with several vendors. */
const ALWAYS_PAGE: readonly Category[] = ['PVP', 'FISH', 'RNG', 'BGS'];

export const logoUrls = (code: string) =>
  Object.fromEntries(LOGO_STATES.map((state) => [state, `/wps/games/vendor/${code}/${state}.svg`])) as Record<
    LogoState,
    string
  >;

function vendorEntry(view: BrandView, vendor: IndexedVendor, category: Category, language: Language) {
  return {
    vassalage: vendor.code,
    displayName: vendor.names[language],
    logos: logoUrls(vendor.code),
    gameCount: view.games(category, vendor.code).length,
    isGame: vendor.isGame,
    maintenance: vendor.maintenance || view.vendorDown(vendor.code),
    demo: vendor.demo,
  };
}

/** The brand's game menus: each category with its vendors, and whether it opens a page of its own. */
export function menus(view: BrandView, language: Language) {
  return view.categories.map(({ category, vendors }) => ({
    gameCategory: category,
    page: ALWAYS_PAGE.includes(category) || vendors.length > 1,
    vendors: vendors.map((vendor) => vendorEntry(view, vendor, category, language)),
  }));
}

/** The lobby's lanes: each category with its vendors. */
export function lanes(view: BrandView, language: Language) {
  return {
    data: {
      lanes: view.categories.map(({ category, vendors }) => ({
        gameCategory: category,
        vendors: vendors.map((vendor) => vendorEntry(view, vendor, category, language)),
      })),
    },
  };
}

/** Every vendor of the brand once, with the categories it has games in. */
export function vendors(view: BrandView, language: Language) {
  const seen = new Set<string>();
  const out: {
    vassalage: string;
    displayName: string;
    logos: Record<LogoState, string>;
    categories: Category[];
    maintenance: boolean;
  }[] = [];
  for (const { vendors } of view.categories) {
    for (const vendor of vendors) {
      if (seen.has(vendor.code)) continue;
      seen.add(vendor.code);
      out.push({
        vassalage: vendor.code,
        displayName: vendor.names[language],
        logos: logoUrls(vendor.code),
        categories: view.categoriesOf(vendor.code),
        maintenance: vendor.maintenance || view.vendorDown(vendor.code),
      });
    }
  }
  return out;
}

/** The categories of a vendor's games in the brand, with their counts. */
export function vendorGameTypes(view: BrandView, vendor: string) {
  requireVendor(view, vendor, 'vassalage');
  return view
    .categoriesOf(vendor)
    .map((category) => ({ gameType: category, count: view.games(category, vendor).length }));
}
