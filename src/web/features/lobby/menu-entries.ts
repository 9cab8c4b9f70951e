import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { categoryTarget, type MenuTarget } from '@/core/navigation';
import { gameMenusQuery } from './api/queries';
import type { MenuCategory } from './api/types';

/** One entry of the site's menus (header bar and side menu). */
export type MenuEntry =
  | { kind: 'home'; key: 'home'; label: string }
  | { kind: 'category'; key: string; label: string; menu: MenuCategory; target: MenuTarget }
  | { kind: 'promotions'; key: 'promotions'; label: string };

/**
 * The menu order of spec §2, the same in the header and the side menu: home, then the categories the brand's
 * vendor sorting lists (in that order), then promotions. Each category carries its target (its page, or the
 * launch of its single vendor). Home only until the game menus have loaded.
 */
export function useMenuEntries(): { entries: MenuEntry[]; menus: MenuCategory[] } {
  const { t, i18n } = useTranslation();
  const loaded = useQuery(gameMenusQuery(i18n.language)).data;
  const menus = loaded ?? [];
  const entries: MenuEntry[] = [
    { kind: 'home', key: 'home', label: t('nav.home') },
    ...menus.map(
      (menu): MenuEntry => ({
        kind: 'category',
        key: menu.gameCategory,
        label: t(`category.${menu.gameCategory}` as 'category.RNG'),
        menu,
        target: categoryTarget(
          menu.gameCategory,
          menu.vendors.map((v) => v.vassalage),
        ),
      }),
    ),
    // After the categories have arrived, so nothing moves down under the reader when they do.
    ...(loaded ? [{ kind: 'promotions', key: 'promotions', label: t('nav.promotions') } as const] : []),
  ];
  return { entries, menus };
}
