/** Values of the agent-center calls (docs/agent-api.md). Amounts are decimal strings in the brand currency. */

export interface Period {
  from: string;
  to: string;
}

export interface Paging {
  pageNo: number;
  pageSize: number;
  total: number;
}

export interface CountAmount {
  count: number;
  amount: string;
}

export interface OverviewDay {
  date: string;
  newRegistrations: number;
  activeMembers: number;
  deposits: string;
  withdrawals: string;
  validBet: string;
  profitLoss: string;
}

export interface TeamOverview extends Period {
  currency: string;
  team: { direct: number; total: number; byDepth: { depth: number; count: number }[] };
  newRegistrations: number;
  activeMembers: number;
  firstDeposits: CountAmount;
  deposits: CountAmount;
  withdrawals: CountAmount;
  validBet: string;
  stake: string;
  payout: string;
  profitLoss: string;
  bonuses: string;
  ownBalance: string;
  series: OverviewDay[];
}

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

export interface TeamMember {
  account: string;
  nickname: string;
  depth: number;
  kind: 'player' | 'agent';
  typeCode: number;
  registeredAt: string;
  lastLoginAt: string | null;
  balance: string;
  deposits: string;
  validBet: string;
  status: 'active' | 'locked';
  directCount: number;
  firstDepositAt: string | null;
  /** The caller's own note on the member. */
  note: string;
  /** Locked by the caller or an agent below it, so the caller may unlock it. */
  unlockable: boolean;
}

export interface TeamMembers extends Paging {
  path: { account: string; depth: number }[];
  list: TeamMember[];
}

export interface RegisteredDownline {
  account: string;
  kind: 'player' | 'agent';
  oneTimePassword: string;
}

export interface TeamBet {
  id: string;
  account: string;
  placedAt: string;
  vendor: string;
  category: string;
  gameName: string;
  stake: string;
  validBet: string;
  payout: string;
  profitLoss: string;
  status: string;
}

export interface TeamBets extends Paging {
  list: TeamBet[];
  totals: { count: number; stake: string; validBet: string; payout: string; profitLoss: string };
}

export const LOSS_SORTS = ['account', 'stake', 'validBet', 'payout', 'profitLoss'] as const;
export type LossSort = (typeof LOSS_SORTS)[number];

export interface LossFigures {
  stake: string;
  validBet: string;
  payout: string;
  profitLoss: string;
  bonuses: string;
  deposits: string;
  withdrawals: string;
}

export interface TeamProfitLoss extends Paging {
  list: (LossFigures & { account: string; depth: number })[];
  totals: LossFigures;
}

/** The income kinds: contract earnings by contract kind, other commissions by source. */
export const CONTRACT_INCOME = ['dividend', 'dailySalary', 'hourSalary', 'realtimeSalary'] as const;
export const COMMISSION_INCOME = ['referral', 'rebate', 'rewards'] as const;
export type IncomeKind = (typeof CONTRACT_INCOME)[number] | (typeof COMMISSION_INCOME)[number];
/** Money through the agent's wallet that is not income (listed apart). */
export type ApartLine =
  | 'adjustment_in'
  | 'adjustment_out'
  | 'from_upline'
  | 'from_downline'
  | 'to_downline'
  | 'to_upline';

export interface IncomeGroup {
  total: string;
  byKind: { kind: IncomeKind; count: number; amount: string }[];
}

export interface IncomeBill {
  transferId: string;
  billId: string | null;
  kind: string | null;
  periodStart: string | null;
  periodEnd: string | null;
  adjustment: boolean;
  paidAt: string;
  amount: string;
}

export interface Income {
  from: string;
  to: string;
  total: string;
  contracts: IncomeGroup;
  commissions: IncomeGroup;
  apart: { line: ApartLine; count: number; amount: string }[];
  bills: Paging & { list: IncomeBill[] };
  series: { date: string; amount: string; contracts: string; commissions: string }[];
}

export const TRANSACTION_KINDS = [
  'deposit',
  'withdrawal',
  'transfer_in',
  'transfer_out',
  'bonus',
  'adjustment',
] as const;
export type TransactionKind = (typeof TRANSACTION_KINDS)[number];

export interface TeamTransactions extends Paging {
  list: { id: string; account: string; at: string; kind: string; amount: string; reference: string }[];
  totals: { kind: string; count: number; amount: string }[];
}

export interface AgentAnnouncement {
  id: string;
  title: string;
  content: string;
  publishedAt: string;
  read: boolean;
}

export interface AgentAnnouncements extends Paging {
  list: AgentAnnouncement[];
  unread: number;
}
