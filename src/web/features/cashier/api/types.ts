/** Shapes of the money API (docs/money.md "API"): amounts are decimal strings in the brand currency. */

import type { BonusPocket } from '../../../../core/bonus-money';

export interface Page<T> {
  content: T[];
  pageNum: number;
  pageSize: number;
  total: number;
  totalPages: number;
}

export interface Balance {
  balance: string;
  /** What may leave the main wallet now; the rest is locked by open bonuses (docs/money.md "Bonus money"). */
  free: string;
  locked: string;
  currency: string;
  currencySymbol: string;
}

export interface DepositMethod {
  code: string;
  provider: 'sandbox' | 'manual';
  name: string;
  min: string;
  max: string;
  fee: { percentBp: number; fixed: string } | null;
}

export interface DepositMethods {
  currency: string;
  currencySymbol: string;
  minorUnits: 0 | 2;
  tutorial: string;
  methods: DepositMethod[];
}

export type DepositAction =
  | { type: 'redirect'; url: string; qrPayload: string }
  | { type: 'bank'; bankName: string; accountName: string; accountNo: string; reference: string };

export interface Deposit {
  orderNo: string;
  method: string;
  provider: 'sandbox' | 'manual';
  status: 'pending' | 'credited' | 'failed';
  amount: string;
  fee: string;
  creditAmount: string;
  currency: string;
  createdAt: string;
  finishedAt: string | null;
  failureReason: string | null;
  action: DepositAction | null;
}

export interface WithdrawInfo {
  currency: string;
  currencySymbol: string;
  balance: string;
  withdrawable: string;
  min: string;
  max: string;
  dailyCount: number;
  usedToday: number;
  paymentPasswordSet: boolean;
  receiptMinutes: number;
  /** Money locked by open bonuses until their turnover is met; `withdrawable` is the rest (the free part). */
  locked: string;
  bonuses: BonusPocket[];
  /** All open turnovers together. */
  turnover: { required: string; done: string; remaining: string; met: boolean };
}

export type ReceiptStatus =
  | 'awaiting'
  | 'received'
  | 'partial'
  | 'not_received'
  | 'all_received'
  | 'auto_received';

export interface Withdrawal {
  orderNo: string;
  amount: string;
  currency: string;
  status: 'pending' | 'approved' | 'rejected' | 'payout_failed';
  payoutStatus: 'sent' | 'confirmed' | 'failed' | null;
  payee: { bankCode: string; bankName: string; accountNo: string; holderName: string };
  createdAt: string;
  decidedAt: string | null;
  reason: string | null;
  receipt: {
    status: ReceiptStatus;
    receivedAmount: string | null;
    remainingAmount: string | null;
    dueAt: string | null;
    confirmedAt: string | null;
    proofs: number;
    warning: string | null;
  } | null;
}

export interface Bank {
  code: string;
  name: string;
  kind: 'bank' | 'ewallet';
}

export interface Payee {
  id: string;
  kind: 'bank' | 'ewallet';
  bankCode: string;
  bankName: string;
  accountNo: string;
  holderName: string;
  createdAt: string;
}

export interface Payees {
  banks: Bank[];
  payeeName: string | null;
  max: number;
  accounts: Payee[];
}

export interface WalletEntry {
  code: string;
  name: string;
  balance: string;
  /** The main wallet only: its free part and what open bonuses lock in it. */
  free?: string;
  locked?: string;
}

export interface MerchantWallet {
  isSingle: boolean;
  currency: string;
  currencySymbol: string;
  wallets: WalletEntry[];
}

export interface TransferAnswer {
  transferId: string;
  amount: string;
  balance: string;
  createdAt: string;
  replayed: boolean;
}

export interface Posting {
  id: string;
  type: string;
  wallet: string;
  amount: string;
  balanceAfter: string;
  reference: string | null;
  createdAt: string;
}

export interface AccountRecord extends Page<Posting> {
  from: string;
  to: string;
  totals: { in: string; out: string };
  currency: string;
}

export interface Message {
  id: string;
  kind: string;
  title: string;
  content: string;
  read: boolean;
  createdAt: string;
}

export interface MessagePage extends Page<Message> {
  unread: number;
}
