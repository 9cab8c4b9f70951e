import { queryOptions } from '@tanstack/react-query';
import { api } from '@/web/lib/api';

/** GET /wps/games/jackpot (docs/jackpot.md): the brand's pool as every visitor sees it. */
export interface JackpotState {
  enabled: boolean;
  /** Decimal string in the brand currency. */
  amount: string;
  currency: string;
  currencySymbol: string;
  asOf: string;
  rule: { contributionBp: number; oneIn: number; minStake: string; threshold: number } | null;
  lastWin: { customerName: string; amount: string; at: string } | null;
}

/** Read again every 10 s: between reads the counter steps up towards the last amount read, never past it. */
export const JACKPOT_POLL_MS = 10_000;

export const jackpotQuery = () =>
  queryOptions({
    queryKey: ['jackpot'],
    queryFn: () => api<JackpotState>('/wps/games/jackpot'),
    refetchInterval: JACKPOT_POLL_MS,
    staleTime: 5_000,
  });
