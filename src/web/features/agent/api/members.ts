import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/web/lib/api';
import { agentKey, PAGE_SIZE, queryString, useAgentSession } from './keys';
import type { MemberSort, SortOrder, TeamMembers } from './types';

export interface MembersFilter {
  parent?: string;
  keyword?: string;
  sort: MemberSort;
  order: SortOrder;
  pageNo: number;
}

export const fetchTeamMembers = (filter: MembersFilter) =>
  api<TeamMembers>(`/wps/agent/team/members${queryString({ ...filter, pageSize: PAGE_SIZE })}`);

export const teamMembersQuery = (token: string | null, filter: MembersFilter) =>
  queryOptions({
    queryKey: agentKey(token, 'members', filter),
    queryFn: () => fetchTeamMembers(filter),
    staleTime: 15_000,
    placeholderData: keepPreviousData,
  });

/** GET /wps/agent/team/members: direct members of `parent` (or the team below it matching a keyword). */
export function useTeamMembers(filter: MembersFilter) {
  const { token, ready } = useAgentSession();
  return useQuery({ ...teamMembersQuery(token, filter), enabled: ready });
}
