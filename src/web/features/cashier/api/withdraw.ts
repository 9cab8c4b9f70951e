import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '@/web/lib/api';
import { seal } from '@/web/lib/seal';
import { cashierKey, useRealAccount } from './keys';
import type { Page, ReceiptStatus, Withdrawal, WithdrawInfo } from './types';

export function useWithdrawInfo() {
  const { token, ready } = useRealAccount();
  return useQuery({
    queryKey: cashierKey(token, 'withdraw-info'),
    queryFn: () => api<WithdrawInfo>('/wps/cashier/withdraw/info'),
    enabled: ready,
  });
}

/** POST /wps/cashier/withdraw (an "encrypt" call: sealed body; the client key travels in the header). */
export const requestWithdrawal = async (
  body: { amount: string; payeeAccountId: string; paymentPassword: string },
  key: string,
  encryptKey: string,
) =>
  api<Withdrawal>('/wps/cashier/withdraw', {
    method: 'POST',
    body: JSON.stringify(await seal(body, encryptKey)),
    headers: { 'idempotency-key': key },
  });

export const WITHDRAWALS_PAGE_SIZE = 10;

export function useWithdrawals(pageNo: number) {
  const { token, ready } = useRealAccount();
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: cashierKey(token, 'withdrawals', pageNo, i18n.language),
    queryFn: () =>
      api<Page<Withdrawal>>(`/wps/cashier/withdrawals?pageNo=${pageNo}&pageSize=${WITHDRAWALS_PAGE_SIZE}`),
    enabled: ready,
    placeholderData: keepPreviousData,
  });
}

/** Receipt confirmation: multipart with the proof images (field "proof"), or without files. */
export function confirmReceipt(
  orderNo: string,
  input: {
    status: Exclude<ReceiptStatus, 'awaiting' | 'auto_received'>;
    receivedAmount?: string;
    proofs: File[];
  },
) {
  const form = new FormData();
  form.set('status', input.status);
  if (input.receivedAmount !== undefined) form.set('receivedAmount', input.receivedAmount);
  for (const file of input.proofs) form.append('proof', file, file.name);
  return api<Withdrawal>(`/wps/cashier/withdrawals/${encodeURIComponent(orderNo)}/receipt`, {
    method: 'POST',
    body: form,
  });
}
