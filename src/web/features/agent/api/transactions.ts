import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/web/lib/api';
import { agentKey, PAGE_SIZE, queryString, useAgentSession } from './keys';
import type { Period, TeamTransactions, TransactionKind } from './types';

export interface TransactionsFilter extends Period {
  member?: string;
  kind?: TransactionKind;
  pageNo: number;
}

export const fetchTeamTransactions = (filter: TransactionsFilter) =>
  api<TeamTransactions>(`/wps/agent/team/transactions${queryString({ ...filter, pageSize: PAGE_SIZE })}`);

export const teamTransactionsQuery = (token: string | null, filter: TransactionsFilter) =>
  queryOptions({
    queryKey: agentKey(token, 'transactions', filter),
    queryFn: () => fetchTeamTransactions(filter),
    staleTime: 15_000,
    placeholderData: keepPreviousData,
  });

/** GET /wps/agent/team/transactions: ledger movements of the team's wallets, with totals by kind. */
export function useTeamTransactions(filter: TransactionsFilter) {
  const { token, ready } = useAgentSession();
  return useQuery({ ...teamTransactionsQuery(token, filter), enabled: ready });
}
