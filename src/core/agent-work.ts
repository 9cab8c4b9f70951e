/**
 * Names shared by the server and the SPA for the agent center (docs/agent-api.md, issue 24): the sort keys of its
 * reports, the kinds of the own wallet's and the team's movements, the income kinds. The API contracts
 * (src/core/api/agents*.ts) enumerate them; the SPA takes them from here (no schema code in its bundle).
 */

export const DOWNLINE_SORTS = [
  'account',
  'teamSize',
  'deposits',
  'withdrawals',
  'stake',
  'validBet',
  'payout',
  'profitLoss',
] as const;
export type DownlineSort = (typeof DOWNLINE_SORTS)[number];

export const WALLET_KINDS = [
  'transfer_in',
  'transfer_out',
  'salary',
  'dividend',
  'withdrawal',
  'withdrawal_returned',
  'deposit',
  'adjustment',
  'bonus',
  'games',
  'other',
] as const;
export type WalletKind = (typeof WALLET_KINDS)[number];

export const MEMBER_SORTS = [
  'account',
  'registeredAt',
  'lastLoginAt',
  'balance',
  'deposits',
  'validBet',
  'firstDepositAt',
] as const;
export type MemberSort = (typeof MEMBER_SORTS)[number];
export type SortOrder = 'asc' | 'desc';
export const LOSS_SORTS = ['account', 'stake', 'validBet', 'payout', 'profitLoss'] as const;
export type LossSort = (typeof LOSS_SORTS)[number];
/** The income kinds: contract earnings by contract kind, other commissions by source. */
export const CONTRACT_INCOME = ['dividend', 'dailySalary', 'hourSalary', 'realtimeSalary'] as const;
export const COMMISSION_INCOME = ['referral', 'rebate', 'rewards'] as const;
/** Money through the agent's wallet that is not income (listed apart). */
export const APART_LINES = [
  'adjustment_in',
  'adjustment_out',
  'from_upline',
  'from_downline',
  'to_downline',
  'to_upline',
] as const;
export const TRANSACTION_KINDS = [
  'deposit',
  'withdrawal',
  'transfer_in',
  'transfer_out',
  'bonus',
  'adjustment',
] as const;
export type TransactionKind = (typeof TRANSACTION_KINDS)[number];
export type IncomeKind = (typeof CONTRACT_INCOME)[number] | (typeof COMMISSION_INCOME)[number];
export type ApartLine = (typeof APART_LINES)[number];
