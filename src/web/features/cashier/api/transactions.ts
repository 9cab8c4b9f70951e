import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/web/lib/api';
import { cashierKey, useRealAccount } from './keys';
import type { AccountRecord } from './types';

/** Posting kinds the account record can filter on (docs/money.md; bets and wins come with the games issue). */
export const TRANSACTION_TYPES = [
  'deposit',
  'withdrawal',
  'withdrawal_return',
  'wallet_transfer',
  'transfer_upline',
  'transfer_downline',
  'adjustment',
  'bet',
  'win',
  'refund',
  'bonus',
  'bonus_forfeit',
  'jackpot_win',
] as const;
export type TransactionType = (typeof TRANSACTION_TYPES)[number];

export const RECORD_PAGE_SIZE = 20;

export function useAccountRecord(filter: { type: string; from: string; to: string; pageNo: number }) {
  const { token, ready } = useRealAccount();
  const params = new URLSearchParams({
    from: filter.from,
    to: filter.to,
    pageNo: String(filter.pageNo),
    pageSize: String(RECORD_PAGE_SIZE),
  });
  if (filter.type) params.set('type', filter.type);
  return useQuery({
    queryKey: cashierKey(token, 'transactions', filter),
    queryFn: () => api<AccountRecord>(`/wps/member/transactions?${params}`),
    enabled: ready,
    placeholderData: keepPreviousData,
  });
}
