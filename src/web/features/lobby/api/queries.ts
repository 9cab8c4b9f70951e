import { infiniteQueryOptions, type QueryClient, queryOptions } from '@tanstack/react-query';
import { api } from '@/web/lib/api';
import type { Game, GameFilter, GamePage, GameTag, MenuCategory, Winner } from './types';

const qs = (params: Record<string, string | number | undefined>) =>
  new URLSearchParams(
    Object.entries(params)
      .filter(([, v]) => v !== undefined && v !== '')
      .map(([k, v]) => [k, String(v)]),
  ).toString();

/** Session-storage prefixes of the game caches (spec §3 items gameVendor and HOT_GAMES, one per language). */
export const GAME_CACHE_PREFIXES = ['gameVendor:', 'HOT_GAMES:'] as const;

/** A page the visitor reloaded reads the lists afresh, once each (spec §4: a refresh bypasses the cache). */
const reloaded = (() => {
  try {
    const entry = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
    return entry?.type === 'reload';
  } catch {
    return false;
  }
})();
const refreshed = new Set<string>();

/**
 * Menus (vendors) and hot games are cached in session storage (spec §4 "Other"); a refresh of the page or a flush
 * (flushGameLists) bypasses the cache.
 */
function sessionCached<T>(key: string, load: () => Promise<T>): Promise<T> {
  const bypass = reloaded && !refreshed.has(key);
  refreshed.add(key);
  if (!bypass) {
    try {
      const hit = sessionStorage.getItem(key);
      if (hit) return Promise.resolve(JSON.parse(hit) as T);
    } catch {
      // Unreadable cache entry: load it again.
    }
  }
  return load().then((value) => {
    try {
      sessionStorage.setItem(key, JSON.stringify(value));
    } catch {
      // Storage full or unavailable: serve without caching.
    }
    return value;
  });
}

/** The flush of spec §4 (getGameVendor's flush flag): the cached vendors and hot games go, and are read again. */
export async function flushGameLists(queryClient: QueryClient): Promise<void> {
  try {
    for (let i = sessionStorage.length - 1; i >= 0; i--) {
      const key = sessionStorage.key(i);
      if (key && GAME_CACHE_PREFIXES.some((prefix) => key.startsWith(prefix))) sessionStorage.removeItem(key);
    }
  } catch {
    // Storage unavailable: nothing was cached.
  }
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: ['game-menus'] }),
    queryClient.invalidateQueries({ queryKey: ['hot-games'] }),
  ]);
}

export const gameMenusQuery = (language: string) =>
  queryOptions({
    queryKey: ['game-menus', language],
    queryFn: () =>
      sessionCached(`gameVendor:${language}`, () =>
        api<MenuCategory[]>(`/lgw/games/game_menus?${qs({ language })}`),
      ),
    staleTime: 5 * 60_000,
  });

export const hotGamesQuery = (language: string, merchantCode: string) =>
  queryOptions({
    queryKey: ['hot-games', language],
    queryFn: () =>
      sessionCached(`HOT_GAMES:${language}`, () =>
        api<{ list: Game[] }>(
          `/wps/relay/GCSGAME_hotGamesV2?${qs({ merchantCode, isPlatform: 2, platform: 'flash,html5-desktop', language })}`,
        ),
      ).then((value) => value.list),
    staleTime: 5 * 60_000,
  });

export interface GameListParams {
  gameType: string;
  vassalage?: string;
  filter: GameFilter;
  tag?: GameTag;
  keyword?: string;
  language: string;
  merchant: string;
}

export const PAGE_SIZE = 60;

export function fetchGames(
  params: GameListParams,
  pageNo: number,
  signal?: AbortSignal,
  pageSize = PAGE_SIZE,
) {
  return api<GamePage>(
    `/wps/relay/GCSGAME_gameList?${qs({
      clientType: 3,
      platform: 'W',
      merchant: params.merchant,
      pageNo,
      pageSize,
      language: params.language,
      gameType: params.gameType,
      vassalage: params.vassalage,
      filter: params.filter,
      tag: params.tag,
      keyword: params.keyword,
    })}`,
    { signal },
  );
}

export const gameListQuery = (params: GameListParams, authed: string | null) =>
  infiniteQueryOptions({
    queryKey: ['game-list', params, params.filter === 'FAV' || params.filter === 'RECENT' ? authed : null],
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) => fetchGames(params, pageParam, signal),
    getNextPageParam: (last) => (last.pageNum < last.totalPages ? last.pageNum + 1 : undefined),
    staleTime: 60_000,
  });

/** One home section: the first 12 games of a category (spec §9: lists capped at 12). */
export const sectionQuery = (gameType: string, language: string, merchant: string) =>
  queryOptions({
    queryKey: ['home-section', gameType, language],
    queryFn: () =>
      api<GamePage>(
        `/wps/relay/GCSGAME_gameList?${qs({ clientType: 3, platform: 'W', merchant, pageNo: 1, pageSize: 12, language, gameType, filter: 'ALL' })}`,
      ).then((page) => page.games),
    staleTime: 5 * 60_000,
  });

export const winnersQuery = (language: string) =>
  queryOptions({
    queryKey: ['winners', language],
    queryFn: () =>
      api<{ list: Winner[] }>(
        `/wps/relay/GCSGAME_getRankList?${qs({ gameCategory: 'ALL', language, limitNum: 20 })}`,
      ).then((value) => value.list),
    staleTime: 60_000,
  });

export const favoriteIdsQuery = (token: string | null) =>
  queryOptions({
    queryKey: ['favorite-ids', token],
    queryFn: () => api<number[]>('/wps/relay/MCSFE_getFavoriteGames'),
    enabled: token !== null,
  });

export const favoriteListQuery = (token: string | null, language: string) =>
  queryOptions({
    queryKey: ['favorite-list', token, language],
    queryFn: () =>
      api<{ content: Game[]; pageNum: number; totalPages: number }>(
        `/wps/relay/MCSFE_getFavoriteGamesList?${qs({ clientType: 3, platform: 'W', language, pageNo: 1, pageSize: 999 })}`,
      ).then((value) => value.content),
    enabled: token !== null,
  });

export const recentQuery = (token: string | null, language: string) =>
  queryOptions({
    queryKey: ['recent-games', token, language],
    queryFn: () =>
      api<{ content: Game[]; pageNum: number; totalPages: number }>(
        `/wps/relay/GCS_recentGame?${qs({ page: 1, pageSize: 20, language, clientType: 3 })}`,
      ).then((value) => value.content),
    enabled: token !== null,
  });
