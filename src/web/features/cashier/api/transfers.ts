import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '@/web/lib/api';
import { seal } from '@/web/lib/seal';
import { cashierKey, postWithKey, useRealAccount } from './keys';
import type { MerchantWallet, TransferAnswer, WalletTransferAnswer } from './types';

export const merchantWalletKey = (token: string | null, language: string) =>
  cashierKey(token, 'merchant-wallet', language);

export function useMerchantWallet() {
  const { token, ready } = useRealAccount();
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: merchantWalletKey(token, i18n.language),
    queryFn: () => api<MerchantWallet>('/wps/relay/GCS_merchantWallet'),
    enabled: ready,
  });
}

export const walletTransfer = (body: { from: string; to: string; amount: string }, key: string) =>
  postWithKey<WalletTransferAnswer>('/wps/relay/GCS_walletTransfer', body, key);

/** POST /wps/member/transfer/upline (an "encrypt" call). */
export const transferToUpline = async (
  body: { amount: string; paymentPassword: string },
  key: string,
  encryptKey: string,
) =>
  api<TransferAnswer>('/wps/member/transfer/upline', {
    method: 'POST',
    body: JSON.stringify(await seal(body, encryptKey)),
    headers: { 'idempotency-key': key },
  });
