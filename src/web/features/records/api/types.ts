/** Betting record and profit and loss (docs/originals-api.md "Records"), from their contract in src/core/api/vendor.ts. */
export type {
  BetPage,
  BetRecord,
  BetStatus,
  BetTotals,
  Period,
  ProfitLoss,
  ProfitRow,
} from '@/core/api/vendor';

import type { ProfitTotals as Totals } from '@/core/api/vendor';

/** The amounts of a profit and loss total (the contract's totals also count the bets). */
export type ProfitTotals = Omit<Totals, 'count'>;

export interface BetFilters {
  category: string;
  vendor: string;
  from: Date;
  to: Date;
}
