import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/web/lib/api';
import { agentKey, PAGE_SIZE, queryString, useAgentSession } from './keys';
import type { Income, Period } from './types';

export const fetchIncome = (period: Period, pageNo: number) =>
  api<Income>(`/wps/agent/income${queryString({ ...period, pageNo, pageSize: PAGE_SIZE })}`);

export const incomeQuery = (token: string | null, period: Period, pageNo = 1) =>
  queryOptions({
    queryKey: agentKey(token, 'income', period.from, period.to, pageNo),
    queryFn: () => fetchIncome(period, pageNo),
    staleTime: 15_000,
    placeholderData: keepPreviousData,
  });

/**
 * GET /wps/agent/income: contract earnings by kind and by bill (page `pageNo` of the bills), other commissions, the
 * lines that are not income, and a series by day.
 */
export function useIncome(period: Period, pageNo = 1) {
  const { token, ready } = useAgentSession();
  return useQuery({ ...incomeQuery(token, period, pageNo), enabled: ready });
}
