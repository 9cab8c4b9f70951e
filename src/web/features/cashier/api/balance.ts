import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/web/lib/api';
import { cashierKey, useDemoAccount, useRealAccount } from './keys';
import type { Balance } from './types';

export const fetchBalance = () => api<Balance>('/wps/v2/wallets/balance');

export const balanceQuery = (token: string | null) =>
  queryOptions({
    queryKey: cashierKey(token, 'balance'),
    queryFn: fetchBalance,
    staleTime: 10_000,
    refetchInterval: 60_000,
    refetchOnWindowFocus: true,
  });

/** The main wallet balance (header, transfer pages); never asked for a trial account. */
export function useBalance() {
  const { token, ready } = useRealAccount();
  return useQuery({ ...balanceQuery(token), enabled: ready });
}

export const fetchDemoBalance = () => api<Balance & { demo: true }>('/wps/v2/wallets/demo');

/** A trial account's demo credits (spec §6): its key is a cashier key, so every money refresh reloads it too. */
export const demoBalanceQuery = (token: string | null) =>
  queryOptions({
    queryKey: cashierKey(token, 'demo-balance'),
    queryFn: fetchDemoBalance,
    staleTime: 10_000,
    refetchInterval: 60_000,
    refetchOnWindowFocus: true,
  });

/** The demo credits of a trial account (header), never asked for a real one. */
export function useDemoBalance() {
  const { token, ready } = useDemoAccount();
  return useQuery({ ...demoBalanceQuery(token), enabled: ready });
}

export const unreadQuery = (token: string | null) =>
  queryOptions({
    queryKey: cashierKey(token, 'unread'),
    queryFn: () => api<number>('/wps/relay/CSP_unreadCount'),
    staleTime: 10_000,
    refetchInterval: 60_000,
    refetchOnWindowFocus: true,
  });

/** The unread inbox count (spec §6: skipped for trial accounts). */
export function useUnreadCount() {
  const { token, ready } = useRealAccount();
  return useQuery({ ...unreadQuery(token), enabled: ready });
}
