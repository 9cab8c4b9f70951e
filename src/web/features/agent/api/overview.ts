import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/web/lib/api';
import { agentKey, queryString, useAgentSession } from './keys';
import type { Period, TeamOverview } from './types';

export const fetchTeamOverview = (period: Period) =>
  api<TeamOverview>(`/wps/agent/team/overview${queryString({ ...period })}`);

export const teamOverviewQuery = (token: string | null, period: Period) =>
  queryOptions({
    queryKey: agentKey(token, 'overview', period.from, period.to),
    queryFn: () => fetchTeamOverview(period),
    staleTime: 15_000,
    placeholderData: keepPreviousData,
  });

/** GET /wps/agent/team/overview: the team's figures for a period with one row per day. */
export function useTeamOverview(period: Period) {
  const { token, ready } = useAgentSession();
  return useQuery({ ...teamOverviewQuery(token, period), enabled: ready });
}
