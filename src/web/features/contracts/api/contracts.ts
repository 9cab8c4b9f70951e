import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { api } from '../../../lib/api';
import { tokenAtom, useMemberInfo } from '../../../lib/session';
import { RELAY_PATH } from '../kinds';
import type { ContractKind } from '../tiers';
import type { ActionAnswer, BillDetail, BillList, Consolidated, ContractAction, KindState } from './types';

/** Every contracts query key starts with ['contracts', token]: an action refetches them all with one invalidation. */
const key = (token: string | null, ...rest: unknown[]) => ['contracts', token, ...rest] as const;

function useSession() {
  const token = useAtomValue(tokenAtom);
  const info = useMemberInfo();
  return { token, agent: token !== null && info.data?.isAgent === true, real: info.data?.isTrial === false };
}

function query(params: Record<string, string | number | undefined>): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params))
    if (value !== undefined && value !== '') search.set(name, String(value));
  const text = search.toString();
  return text ? `?${text}` : '';
}

export const consolidatedQuery = (token: string | null) =>
  queryOptions({
    queryKey: key(token, 'consolidated'),
    queryFn: () => api<Consolidated>('/wps/member/info/funds/consolidated'),
    staleTime: 30_000,
  });

/** GET /wps/member/info/funds/consolidated: the gating flags, what awaits an answer (badges, the login modal). */
export function useConsolidated() {
  const { token, real } = useSession();
  return useQuery({ ...consolidatedQuery(token), enabled: token !== null && real });
}

/** GET of a kind's relay path: my contract, the request awaiting me, my downlines' contracts, my earnings. */
export function useKindState(kind: ContractKind) {
  const { token, agent } = useSession();
  return useQuery({
    queryKey: key(token, 'state', kind),
    queryFn: () => api<KindState>(RELAY_PATH[kind]),
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
      api<ActionAnswer>(RELAY_PATH[kind], { method: 'POST', body: JSON.stringify(body) }),
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
