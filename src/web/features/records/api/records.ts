import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { api } from '@/web/lib/api';
import { tokenAtom } from '@/web/lib/session';
import type { BetFilters, BetPage, Period, ProfitLoss } from './types';

export const PAGE_SIZE = 20;

const qs = (params: Record<string, string | number | undefined>) =>
  new URLSearchParams(
    Object.entries(params)
      .filter(([, v]) => v !== undefined && v !== '')
      .map(([k, v]) => [k, String(v)]),
  ).toString();

/** Every records key starts with ['records', token]: a new session never sees the last one's records. */
export const recordsKey = (token: string | null, ...rest: unknown[]) => ['records', token, ...rest] as const;

export const betsQuery = (token: string | null, filters: BetFilters, pageNo: number) =>
  queryOptions({
    queryKey: recordsKey(
      token,
      'bets',
      filters.category,
      filters.vendor,
      filters.from.getTime(),
      filters.to.getTime(),
      pageNo,
    ),
    queryFn: ({ signal }) =>
      api<BetPage>(
        `/wps/member/bets?${qs({
          category: filters.category,
          vendor: filters.vendor,
          from: filters.from.toISOString(),
          to: filters.to.toISOString(),
          pageNo,
          pageSize: PAGE_SIZE,
        })}`,
        { signal },
      ),
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });

export function useBets(filters: BetFilters, pageNo: number) {
  const token = useAtomValue(tokenAtom);
  return useQuery({ ...betsQuery(token, filters, pageNo), enabled: token !== null });
}

export const profitLossQuery = (token: string | null, period: Period, from: Date, to: Date) =>
  queryOptions({
    queryKey: recordsKey(token, 'profitLoss', period, from.getTime(), to.getTime()),
    queryFn: ({ signal }) =>
      api<ProfitLoss>(
        `/wps/member/profitLoss?${qs({
          period,
          from: from.toISOString(),
          to: to.toISOString(),
          // Periods start at the player's own midnight.
          tz: -from.getTimezoneOffset(),
        })}`,
        { signal },
      ),
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });

export function useProfitLoss(period: Period, from: Date, to: Date) {
  const token = useAtomValue(tokenAtom);
  return useQuery({ ...profitLossQuery(token, period, from, to), enabled: token !== null });
}
