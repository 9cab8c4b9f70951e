import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/web/lib/api';

/** The crash chain's public commitment (GET /wps/fairness/crash): published before the first round. */
export interface ChainCommitment {
  chainId?: string;
  terminalHash: string;
  salt: string | null;
  roundsPlayed: number;
  committedAt?: string;
  saltFixedAt?: string | null;
  active?: boolean;
}

/** The active chain, and the brand's recent chains (a chain is replaced when it runs out). */
export interface CrashCommitment extends ChainCommitment {
  houseEdgeBp?: number;
  growthPer10ms?: number;
  chains?: ChainCommitment[];
}

export const commitmentQuery = queryOptions({
  queryKey: ['fairness', 'crash'],
  queryFn: () => api<CrashCommitment>('/wps/fairness/crash'),
  staleTime: 60_000,
  retry: false,
});

export const useCommitment = () => useQuery(commitmentQuery);
