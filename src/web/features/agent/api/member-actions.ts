import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, post } from '@/web/lib/api';
import { agentKey, PAGE_SIZE, queryString, useAgentSession } from './keys';
import type { Period } from './types';
import type { MemberLockAnswer, MemberNoteAnswer, MemberPasswordAnswer, MemberTransfers } from './work-types';

/** The downline actions (docs/agent-api.md "Downline management"); each refetches the team's lists. */
function useMemberAction<B, A>(path: string) {
  const queryClient = useQueryClient();
  const { token } = useAgentSession();
  return useMutation({
    mutationFn: (body: B) => post<A>(path, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: agentKey(token, 'members') }),
  });
}

/** POST /wps/agent/team/member/lock { member, locked, reason }. */
export const useLockMember = () =>
  useMemberAction<{ member: string; locked: boolean; reason: string }, MemberLockAnswer>(
    '/wps/agent/team/member/lock',
  );

/** POST /wps/agent/team/member/password { member, reason } → a one-time password, shown once. */
export const useResetPassword = () =>
  useMemberAction<{ member: string; reason: string }, MemberPasswordAnswer>(
    '/wps/agent/team/member/password',
  );

/** POST /wps/agent/team/member/note { member, note }. */
export const useMemberNote = () =>
  useMemberAction<{ member: string; note: string }, MemberNoteAnswer>('/wps/agent/team/member/note');

export interface TransfersFilter extends Period {
  member: string;
  pageNo: number;
}

export const fetchMemberTransfers = (filter: TransfersFilter) =>
  api<MemberTransfers>(`/wps/agent/team/member/transfers${queryString({ ...filter, pageSize: PAGE_SIZE })}`);

export const memberTransfersQuery = (token: string | null, filter: TransfersFilter) =>
  queryOptions({
    queryKey: agentKey(token, 'member-transfers', filter),
    queryFn: () => fetchMemberTransfers(filter),
    staleTime: 15_000,
    placeholderData: keepPreviousData,
  });

/** GET /wps/agent/team/member/transfers: one member's transfers with its upline and downlines. */
export function useMemberTransfers(filter: TransfersFilter) {
  const { token, ready } = useAgentSession();
  return useQuery({ ...memberTransfersQuery(token, filter), enabled: ready });
}
