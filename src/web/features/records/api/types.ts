/** Betting record and profit and loss (docs/originals-api.md "Records"). Money is always a decimal string. */
export type BetStatus = 'open' | 'won' | 'lost' | 'draw' | 'refunded';

export interface BetRecord {
  id: string;
  betId?: string;
  gameName: string;
  gameCode?: string;
  /** Vendor code and display name. */
  vendor: string;
  vendorName?: string;
  category: string;
  round: string;
  stake: string;
  payout: string;
  profit: string;
  status: BetStatus | string;
  createdAt: string;
  settledAt?: string | null;
}

export interface BetTotals {
  stake: string;
  payout: string;
  profit: string;
  count: number;
}

export interface BetPage {
  content: BetRecord[];
  totals: BetTotals;
  pageNum: number;
  totalPages: number;
  total?: number;
}

export type Period = 'day' | 'week' | 'month';

export interface ProfitRow {
  /** The period's first day (YYYY-MM-DD) or a label the server chose. */
  period: string;
  category: string;
  stake: string;
  validBet: string;
  payout: string;
  profit: string;
}

export interface ProfitTotals {
  stake: string;
  validBet: string;
  payout: string;
  profit: string;
}

export interface ProfitLoss {
  period?: Period;
  /** One row per period (its first day, YYYY-MM-DD, in the player's time zone) and category. */
  rows: ProfitRow[];
  totals: ProfitTotals;
}

export interface BetFilters {
  category: string;
  vendor: string;
  from: Date;
  to: Date;
}
