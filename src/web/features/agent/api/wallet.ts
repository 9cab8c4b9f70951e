import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/web/lib/api';
import { agentKey, PAGE_SIZE, queryString, useAgentSession } from './keys';
import type { Period } from './types';
import type { OwnWallet, WalletKind } from './work-types';

export interface WalletFilter extends Period {
  kind?: WalletKind;
  pageNo: number;
}

export const fetchOwnWallet = (filter: WalletFilter) =>
  api<OwnWallet>(`/wps/agent/wallet${queryString({ ...filter, pageSize: PAGE_SIZE })}`);

export const ownWalletQuery = (token: string | null, filter: WalletFilter) =>
  queryOptions({
    queryKey: agentKey(token, 'wallet', filter),
    queryFn: () => fetchOwnWallet(filter),
    staleTime: 15_000,
    placeholderData: keepPreviousData,
  });

/** GET /wps/agent/wallet: the agent's own main-wallet postings with the balance after each. */
export function useOwnWallet(filter: WalletFilter) {
  const { token, ready } = useAgentSession();
  return useQuery({ ...ownWalletQuery(token, filter), enabled: ready });
}
