import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { agentKey, PAGE_SIZE, queryString, useAgentSession } from './keys';
import type { LossSort, Period, SortOrder, TeamProfitLoss } from './types';

export interface LossFilter extends Period {
  member?: string;
  sort: LossSort;
  order: SortOrder;
  pageNo: number;
}

export const fetchTeamProfitLoss = (filter: LossFilter) =>
  api<TeamProfitLoss>(`/wps/agent/team/profitLoss${queryString({ ...filter, pageSize: PAGE_SIZE })}`);

export const teamProfitLossQuery = (token: string | null, filter: LossFilter) =>
  queryOptions({
    queryKey: agentKey(token, 'profit-loss', filter),
    queryFn: () => fetchTeamProfitLoss(filter),
    staleTime: 15_000,
    placeholderData: keepPreviousData,
  });

/** GET /wps/agent/team/profitLoss: profit and loss per team member for a period, with team totals. */
export function useTeamProfitLoss(filter: LossFilter) {
  const { token, ready } = useAgentSession();
  return useQuery({ ...teamProfitLossQuery(token, filter), enabled: ready });
}
