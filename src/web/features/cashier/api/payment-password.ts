import { useQuery } from '@tanstack/react-query';
import { api, post, put } from '@/web/lib/api';
import { seal } from '@/web/lib/seal';
import { cashierKey, useRealAccount } from './keys';
import type { PaymentPasswordStatus } from './types';

export function usePaymentPasswordStatus() {
  const { token, ready } = useRealAccount();
  return useQuery({
    queryKey: cashierKey(token, 'payment-password'),
    queryFn: () => api<PaymentPasswordStatus>('/wps/member/paymentPassword'),
    enabled: ready,
  });
}

export const setPaymentPassword = async (
  body: { loginPassword: string; newPaymentPassword: string; confirmPaymentPassword: string },
  encryptKey: string,
) => post<boolean>('/wps/member/paymentPassword', await seal(body, encryptKey));

export const changePaymentPassword = async (
  body: { oldPaymentPassword: string; newPaymentPassword: string; confirmPaymentPassword: string },
  encryptKey: string,
) => put<boolean>('/wps/member/paymentPassword', await seal(body, encryptKey));
