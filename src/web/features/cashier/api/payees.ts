import { useQuery } from '@tanstack/react-query';
import { api, del, post } from '@/web/lib/api';
import { cashierKey, useRealAccount } from './keys';
import type { Payee, Payees } from './types';

export function usePayees() {
  const { token, ready } = useRealAccount();
  return useQuery({
    queryKey: cashierKey(token, 'payees'),
    queryFn: () => api<Payees>('/wps/member/bankAccounts'),
    enabled: ready,
  });
}

export const addPayee = (body: { bankCode: string; accountNo: string; holderName: string }) =>
  post<Payee>('/wps/member/bankAccounts', body);

export const removePayee = (id: string) => del<boolean>(`/wps/member/bankAccounts/${encodeURIComponent(id)}`);
