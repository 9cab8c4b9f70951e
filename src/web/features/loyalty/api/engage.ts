import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Board, MissionClaim, Missions, Referral } from '@/core/api/engagement-loyalty';
import { api } from '@/web/lib/api';
import { loyaltyKey, postJson, useLoyaltyAccount } from './keys';

/** Invite friends, missions and leaderboards (docs/referral-missions.md); the types are the contracts'. */
export type {
  Board,
  Invitee,
  InviteeState,
  Mission,
  MissionState,
  Referral,
} from '@/core/api/engagement-loyalty';

export const REFERRAL_PAGE_SIZE = 10;

export function useReferral(pageNo: number, enabled: boolean) {
  const { token, ready } = useLoyaltyAccount();
  return useQuery({
    queryKey: loyaltyKey(token, 'referral', pageNo),
    queryFn: ({ signal }) =>
      api<Referral>(`/wps/member/referral?pageNo=${pageNo}&pageSize=${REFERRAL_PAGE_SIZE}`, { signal }),
    enabled: ready && enabled,
    placeholderData: keepPreviousData,
    // A friend's progress moves as they play: fresh when the page comes back into view.
    refetchOnWindowFocus: true,
  });
}

export function useMissions() {
  const { token, ready } = useLoyaltyAccount();
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: loyaltyKey(token, 'missions', i18n.language),
    queryFn: ({ signal }) =>
      api<Missions>(
        `/wps/relay/MCSFE_getMissionSummaryDetails?language=${encodeURIComponent(i18n.language)}`,
        { signal },
      ),
    enabled: ready,
    staleTime: 10_000,
    refetchInterval: 60_000,
    refetchOnWindowFocus: true,
  });
}

export const claimMission = (missionId: string, idempotencyKey: string) =>
  postJson<MissionClaim>(`/wps/member/missions/${encodeURIComponent(missionId)}/claim`, { idempotencyKey });

export function useLeaderboards(period: 'current' | 'previous') {
  const { token, ready } = useLoyaltyAccount();
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: loyaltyKey(token, 'leaderboards', period, i18n.language),
    queryFn: ({ signal }) =>
      api<{ boards: Board[] }>(
        `/wps/relay/MCSFE_getMissionLeaderboard?period=${period}&language=${encodeURIComponent(i18n.language)}`,
        { signal },
      ),
    enabled: ready,
    placeholderData: keepPreviousData,
    staleTime: 15_000,
  });
}
