import type { WalletKind } from '../../../../core/agent-work';
import type { Paging, Period } from './types';

export {
  DOWNLINE_SORTS,
  type DownlineSort,
  WALLET_KINDS,
  type WalletKind,
} from '../../../../core/agent-work';

/** Values of the working-tool calls (docs/agent-api.md, issue 24). Amounts are decimal strings. */

export interface Crumb {
  account: string;
  depth: number;
}

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
  | 'incomeBills'
  | 'wallet'
  | 'links'
  | 'memberTransfers';
