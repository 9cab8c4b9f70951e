import { useQuery } from '@tanstack/react-query';
import { api } from '@/web/lib/api';
import { loyaltyKey, useLoyaltyAccount } from './keys';

/** GET /wps/member/publicState (spec §3 "Public state"): the loyalty fields of it. */
export interface PublicState {
  hasVip: boolean;
  vipLabelName: string;
  vipRankLevel: number;
  availablePromo: { REFERRAL?: { enabled: boolean }; MISSIONS?: { count: number } } & Record<string, unknown>;
}

/** The public state of a real account (the VIP badge, whether invite friends shows); not asked for a trial one. */
export function usePublicState() {
  const { token, ready } = useLoyaltyAccount();
  return useQuery({
    queryKey: loyaltyKey(token, 'public-state'),
    queryFn: ({ signal }) => api<PublicState>('/wps/member/publicState', { signal }),
    enabled: ready,
    staleTime: 30_000,
    refetchInterval: 60_000,
    refetchOnWindowFocus: true,
  });
}

/** Spec §6 and §3: invite friends shows only for a player account when REFERRAL.enabled. */
export function useReferralEnabled() {
  const { player } = useLoyaltyAccount();
  const state = usePublicState();
  return player && state.data?.availablePromo.REFERRAL?.enabled === true;
}

/** Claimable missions of the caller (the missionLeaderboard count badge, spec §2). */
export function useClaimableMissions() {
  return usePublicState().data?.availablePromo.MISSIONS?.count ?? 0;
}
