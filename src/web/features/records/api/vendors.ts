import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { MenuCategory } from '@/core/api/games';
import { api } from '@/web/lib/api';

/** The brand's categories and their vendors with display names (GET /lgw/games/game_menus), for the filters. */
export const menusQuery = (language: string) =>
  queryOptions({
    queryKey: ['records', 'menus', language],
    queryFn: () => api<MenuCategory[]>(`/lgw/games/game_menus?${new URLSearchParams({ language })}`),
    staleTime: 10 * 60_000,
  });

export function useMenus() {
  const { i18n } = useTranslation();
  return useQuery(menusQuery(i18n.language));
}
