import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { agentKey, queryString, useAgentSession } from './keys';
import type { Income, Period } from './types';

export const fetchIncome = (period: Period) => api<Income>(`/wps/agent/income${queryString({ ...period })}`);

export const incomeQuery = (token: string | null, period: Period) =>
  queryOptions({
    queryKey: agentKey(token, 'income', period.from, period.to),
    queryFn: () => fetchIncome(period),
    staleTime: 15_000,
    placeholderData: keepPreviousData,
  });

/** GET /wps/agent/income: what the agent's own wallet received, by kind and by day. */
export function useIncome(period: Period) {
  const { token, ready } = useAgentSession();
  return useQuery({ ...incomeQuery(token, period), enabled: ready });
}
