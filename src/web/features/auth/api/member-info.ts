import { queryOptions, useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { api } from '../../../lib/api';
import { tokenAtom } from '../atoms';
import type { MemberInfo } from './types';

export const memberInfoQuery = (token: string | null) =>
  queryOptions({
    queryKey: ['member-info', token],
    queryFn: () => api<MemberInfo>('/wps/member/info'),
    enabled: token !== null,
    staleTime: 60_000,
  });

/** The logged-in account, or undefined while logged out or loading. */
export function useMemberInfo() {
  const token = useAtomValue(tokenAtom);
  return useQuery(memberInfoQuery(token));
}
