/**
 * Names shared by the server and the SPA for the agent's working tools (docs/agent-api.md, issue 24): the sort keys
 * of team by direct downline and the kinds of the own wallet's movements.
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
