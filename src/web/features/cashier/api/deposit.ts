import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '@/web/lib/api';
import { cashierKey, postWithKey, useRealAccount } from './keys';
import type { Deposit, DepositMethods, Page } from './types';

export function useDepositMethods() {
  const { token, ready } = useRealAccount();
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: cashierKey(token, 'deposit-methods', i18n.language),
    queryFn: () => api<DepositMethods>('/wps/cashier/deposit/methods'),
    enabled: ready,
    staleTime: 5 * 60_000,
  });
}

export const createDeposit = (body: { method: string; amount: string }, key: string) =>
  postWithKey<Deposit>('/wps/cashier/deposit', body, key);

export const depositQuery = (token: string | null, orderNo: string) =>
  queryOptions({
    queryKey: cashierKey(token, 'deposit', orderNo),
    queryFn: () => api<Deposit>(`/wps/cashier/deposit/${encodeURIComponent(orderNo)}`),
    // A pending order is polled until the provider's callback settles it (sandbox: seconds).
    refetchInterval: (query) => (query.state.data?.status === 'pending' ? 2_000 : false),
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: true,
    staleTime: 0,
    retry: 1,
  });

export function useDeposit(orderNo: string | undefined) {
  const { token, ready } = useRealAccount();
  return useQuery({ ...depositQuery(token, orderNo ?? ''), enabled: ready && orderNo !== undefined });
}

export function useRecentDeposits() {
  const { token, ready } = useRealAccount();
  return useQuery({
    queryKey: cashierKey(token, 'deposits'),
    queryFn: () => api<Page<Deposit>>('/wps/cashier/deposits?pageNo=1&pageSize=5'),
    enabled: ready,
  });
}
