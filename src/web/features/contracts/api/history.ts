import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { api, post } from '@/web/lib/api';
import { tokenAtom, useMemberInfo } from '@/web/lib/session';
import type { ContractKind } from '../tiers';
import type { ContractHistory } from './types';

export const HISTORY_PAGE_SIZE = 5;

/** GET /wps/agent/contracts/history: my contracts of a kind, newest first, each with its event trail. */
export function useContractHistory(kind: ContractKind, pageNo: number) {
  const token = useAtomValue(tokenAtom);
  const info = useMemberInfo();
  return useQuery({
    queryKey: ['contracts', token, 'history', kind, pageNo],
    queryFn: () =>
      api<ContractHistory>(
        `/wps/agent/contracts/history?kind=${kind}&pageNo=${pageNo}&pageSize=${HISTORY_PAGE_SIZE}`,
      ),
    enabled: token !== null && info.data?.isAgent === true,
    staleTime: 15_000,
    // Each visit asks again: which contracts are new is the server's answer of the moment (see ContractHistory).
    refetchOnMount: 'always',
    placeholderData: keepPreviousData,
  });
}

/** POST /wps/agent/contracts/notices/read: the agent has seen why its contracts of a kind ended (the badge goes). */
export function useMarkNoticesRead(kind: ContractKind) {
  const queryClient = useQueryClient();
  const token = useAtomValue(tokenAtom);
  return useMutation({
    mutationFn: () => post<unknown>('/wps/agent/contracts/notices/read', { kind }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['contracts', token, 'consolidated'] });
      // The notices are inbox messages: the platform messages' unread counts and lists change too.
      void queryClient.invalidateQueries({ queryKey: ['agent', token, 'unread-messages'] });
      void queryClient.invalidateQueries({ queryKey: ['cashier', token] });
    },
  });
}
