import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { CONTRACT_RELAY } from '@/core/contracts';
import { api } from '@/web/lib/api';
import { tokenAtom, useMemberInfo } from '@/web/lib/session';
import type { ContractKind } from '../tiers';
import type { ActionAnswer, BillDetail, BillList, ContractAction, KindState } from './types';

/**
 * Every contracts query key starts with ['contracts', token] (the consolidated call's too, api/consolidated.ts): an
 * action refetches them all with one invalidation.
 */
const key = (token: string | null, ...rest: unknown[]) => ['contracts', token, ...rest] as const;

function useSession() {
  const token = useAtomValue(tokenAtom);
  const info = useMemberInfo();
  return { token, agent: token !== null && info.data?.isAgent === true };
}

function query(params: Record<string, string | number | undefined>): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params))
    if (value !== undefined && value !== '') search.set(name, String(value));
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** GET of a kind's relay path: my contract, the request awaiting me, my downlines' contracts, my earnings. */
export function useKindState(kind: ContractKind) {
  const { token, agent } = useSession();
  return useQuery({
    queryKey: key(token, 'state', kind),
    queryFn: () => api<KindState>(CONTRACT_RELAY[kind]),
    enabled: agent,
    staleTime: 15_000,
  });
}

/** POST of a kind's relay path (request, accept, reject, cancel, terminate); every contracts query refetches. */
export function useContractAction(kind: ContractKind) {
  const queryClient = useQueryClient();
  const { token } = useSession();
  return useMutation({
    mutationFn: (body: ContractAction) =>
      api<ActionAnswer>(CONTRACT_RELAY[kind], { method: 'POST', body: JSON.stringify(body) }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['contracts', token] }),
  });
}

export interface BillFilter {
  kind: ContractKind;
  scope: 'mine' | 'team';
  pageNo: number;
}

/** GET /wps/agent/contracts/bills: the bills of a kind (mine or my team's), newest first, with a series by period. */
export function useBills(filter: BillFilter) {
  const { token, agent } = useSession();
  return useQuery({
    queryKey: key(token, 'bills', filter.kind, filter.scope, filter.pageNo),
    queryFn: () =>
      api<BillList>(
        `/wps/agent/contracts/bills${query({ kind: filter.kind, scope: filter.scope, pageNo: filter.pageNo, pageSize: 20 })}`,
      ),
    enabled: agent,
    staleTime: 15_000,
    placeholderData: keepPreviousData,
  });
}

/** GET /wps/agent/contracts/bills/:id: a bill with the tiers it was measured against, deductions and rows. */
export function useBill(id: string | null) {
  const { token, agent } = useSession();
  return useQuery({
    queryKey: key(token, 'bill', id),
    queryFn: () => api<BillDetail>(`/wps/agent/contracts/bills/${encodeURIComponent(id ?? '')}`),
    enabled: agent && id !== null,
    staleTime: 60_000,
  });
}
