import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/web/lib/api';

/** How the brand's jackpot is won (GET /wps/games/jackpot `rule`): a verified bet shows its jackpot draw against it. */
export interface JackpotRule {
  contributionBp: number;
  oneIn: number;
  minStake: string;
  threshold: number;
}

export const jackpotRuleQuery = () =>
  queryOptions({
    queryKey: ['fairness', 'jackpot-rule'],
    queryFn: () => api<{ rule: JackpotRule | null }>('/wps/games/jackpot').then((value) => value.rule),
    staleTime: 5 * 60_000,
  });

export const useJackpotRule = () => useQuery(jackpotRuleQuery());
