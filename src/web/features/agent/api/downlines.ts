import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { agentKey, PAGE_SIZE, queryString, useAgentSession } from './keys';
import type { Period, SortOrder } from './types';
import type { DownlineSort, TeamDownlines } from './work-types';

export interface DownlinesFilter extends Period {
  parent?: string;
  sort: DownlineSort;
  order: SortOrder;
  pageNo: number;
}

export const fetchTeamDownlines = (filter: DownlinesFilter) =>
  api<TeamDownlines>(`/wps/agent/team/downlines${queryString({ ...filter, pageSize: PAGE_SIZE })}`);

export const teamDownlinesQuery = (token: string | null, filter: DownlinesFilter) =>
  queryOptions({
    queryKey: agentKey(token, 'downlines', filter),
    queryFn: () => fetchTeamDownlines(filter),
    staleTime: 15_000,
    placeholderData: keepPreviousData,
  });

/** GET /wps/agent/team/downlines: one row per direct downline of `parent` (a sub-agent's row is its sub-team). */
export function useTeamDownlines(filter: DownlinesFilter) {
  const { token, ready } = useAgentSession();
  return useQuery({ ...teamDownlinesQuery(token, filter), enabled: ready });
}
