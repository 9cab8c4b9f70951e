import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/web/lib/api';
import { agentKey, queryString, useAgentSession } from './keys';
import type { Period } from './types';
import type { TeamGames } from './work-types';

export interface GamesFilter extends Period {
  /** One member's own bets. */
  member?: string;
  /** A member and its whole team. */
  parent?: string;
}

export const fetchTeamGames = (filter: GamesFilter) =>
  api<TeamGames>(`/wps/agent/team/games${queryString({ ...filter })}`);

export const teamGamesQuery = (token: string | null, filter: GamesFilter) =>
  queryOptions({
    queryKey: agentKey(token, 'games', filter),
    queryFn: () => fetchTeamGames(filter),
    staleTime: 15_000,
    placeholderData: keepPreviousData,
  });

/** GET /wps/agent/team/games: win/loss by category and provider for the team, a sub-team or a member. */
export function useTeamGames(filter: GamesFilter) {
  const { token, ready } = useAgentSession();
  return useQuery({ ...teamGamesQuery(token, filter), enabled: ready });
}
