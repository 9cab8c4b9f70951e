import type { GameFilter, GameTag } from './api/types';

/**
 * Search params of the game list centers (/live /fish /rng /pvp /crash…). Kept apart from GameCenter.tsx: route
 * files import this at startup, and importing it from the component would pull the whole list (and the
 * virtualiser) into the first bundle.
 */
export interface LobbySearch {
  vassalage?: string;
  filter?: GameFilter;
  tag?: GameTag;
  keyword?: string;
}

export const FILTERS: GameFilter[] = ['NEW', 'FAV', 'ALL', 'HOT', 'RECENT'];
const TAGS: GameTag[] = ['jackpot', 'table', 'arcade', 'bingo'];

export function lobbySearch(search: Record<string, unknown>): LobbySearch {
  const out: LobbySearch = {};
  if (typeof search.vassalage === 'string' && /^[A-Z0-9]{2,12}$/.test(search.vassalage))
    out.vassalage = search.vassalage;
  if (typeof search.filter === 'string' && (FILTERS as string[]).includes(search.filter))
    out.filter = search.filter as GameFilter;
  if (typeof search.tag === 'string' && (TAGS as string[]).includes(search.tag))
    out.tag = search.tag as GameTag;
  if (typeof search.keyword === 'string' && search.keyword.length <= 50) out.keyword = search.keyword;
  return out;
}
