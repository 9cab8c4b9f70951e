import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/web/lib/api';
import { agentKey, PAGE_SIZE, queryString, useAgentSession } from './keys';
import type { Period, TeamBets } from './types';

export interface BetsFilter extends Period {
  member?: string;
  category?: string;
  vendor?: string;
  pageNo: number;
}

export const fetchTeamBets = (filter: BetsFilter) =>
  api<TeamBets>(`/wps/agent/team/bets${queryString({ ...filter, pageSize: PAGE_SIZE })}`);

export const teamBetsQuery = (token: string | null, filter: BetsFilter) =>
  queryOptions({
    queryKey: agentKey(token, 'bets', filter),
    queryFn: () => fetchTeamBets(filter),
    staleTime: 15_000,
    placeholderData: keepPreviousData,
  });

/** GET /wps/agent/team/bets: the team's (or one member's) bets with totals. */
export function useTeamBets(filter: BetsFilter) {
  const { token, ready } = useAgentSession();
  return useQuery({ ...teamBetsQuery(token, filter), enabled: ready });
}
