import type { Paging, Period } from './types';

/** Values of the working-tool calls (docs/agent-api.md, issue 24). Amounts are decimal strings. */

export interface Crumb {
  account: string;
  depth: number;
}

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

export interface DownlineFigures {
  teamSize: number;
  firstDeposits: number;
  deposits: string;
  withdrawals: string;
  stake: string;
  validBet: string;
  payout: string;
  profitLoss: string;
  bonuses: string;
}

export interface TeamDownlines extends Period, Paging {
  path: Crumb[];
  list: (DownlineFigures & { account: string; nickname: string; kind: 'player' | 'agent'; depth: number })[];
  totals: DownlineFigures;
}

export interface GameFigures {
  bets: number;
  stake: string;
  validBet: string;
  payout: string;
  profitLoss: string;
}

export interface TeamGames extends Period {
  scope: { kind: 'team' | 'subTeam' | 'member'; account: string };
  list: (GameFigures & { category: string; vendor: string; vendorName: string })[];
  categories: (GameFigures & { category: string })[];
  totals: GameFigures;
}

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

export interface OwnWallet extends Period, Paging {
  balance: string;
  withdrawable: string;
  openingBalance: string;
  closingBalance: string;
  list: {
    id: string;
    at: string;
    kind: WalletKind;
    amount: string;
    balanceAfter: string;
    counterparty: string;
    reference: string;
  }[];
  totals: { kind: WalletKind; count: number; in: string; out: string }[];
}

export interface MarketingLink {
  code: string;
  campaign: string;
  active: boolean;
  createdAt: string;
  clicks: number;
  registrations: number;
  firstDeposits: number;
  firstDepositAmount: string;
}

export interface MarketingLinks extends Period {
  max: number;
  list: MarketingLink[];
  totals: { clicks: number; registrations: number; firstDeposits: number; firstDepositAmount: string };
}

export interface MemberTransfers extends Period, Paging {
  account: string;
  list: {
    id: string;
    at: string;
    direction: 'in' | 'out';
    amount: string;
    counterparty: string;
    reference: string;
  }[];
}

/** The CSV exports (GET /wps/agent/export/<report>). */
export type ExportReport =
  | 'overview'
  | 'members'
  | 'downlines'
  | 'games'
  | 'bets'
  | 'profitLoss'
  | 'transactions'
  | 'income'
  | 'wallet'
  | 'links'
  | 'memberTransfers';
