import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { MenuCategory } from '@/core/api/games';
import { api } from '@/web/lib/api';

/** The lobby's game menus contract (src/core/api/games.ts). */
export type { MenuCategory };

export const fetchGameMenus = (language: string) =>
  api<MenuCategory[]>(`/lgw/games/game_menus?${new URLSearchParams({ language })}`);

export const gameMenusQuery = (language: string) =>
  queryOptions({
    queryKey: ['agent', 'menus', language],
    queryFn: () => fetchGameMenus(language),
    staleTime: 10 * 60_000,
  });

/** The brand's game categories and their vendors (GET /lgw/games/game_menus): the team betting filters. */
export function useGameMenus() {
  const { i18n } = useTranslation();
  return useQuery(gameMenusQuery(i18n.language));
}
