import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '../../../lib/api';
import { loyaltyKey, postJson, useLoyaltyAccount } from './keys';

/** Invite friends, missions and leaderboards (/work/wt/ENGAGE-API.md, docs of loyalty-engage). */

export type InviteeState = 'pending' | 'rewarded' | 'expired' | 'refused';

export interface Invitee {
  name: string;
  registeredAt: string;
  deadline: string;
  /** null before the friend's first deposit. */
  firstDeposit: string | null;
  validBet: string;
  depositMet: boolean;
  validBetMet: boolean;
  state: InviteeState;
  reward: { bonusId: string; amount: string; status: 'claimable' | 'credited' } | null;
}

export interface Referral {
  code: string;
  link: string;
  rules: {
    minFirstDeposit: string;
    minValidBet: string;
    withinDays: number;
    reward: string;
    turnoverMultiplier: number;
  };
  summary: {
    invited: number;
    pending: number;
    rewarded: number;
    expired: number;
    refused: number;
    rewardTotal: string;
  };
  invitees: Invitee[];
  pageNum: number;
  pageSize: number;
  total: number;
  totalPages: number;
}

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

export type MissionState = 'in_progress' | 'claimable' | 'claimed';

export interface Mission {
  id: string;
  period: 'daily' | 'weekly' | 'once';
  periodKey: string;
  startsAt: string | null;
  endsAt: string | null;
  title: string;
  description: string;
  task: { type: 'rounds' | 'valid_bet' | 'deposit' | 'login_streak' | 'play_game' };
  target: string;
  progress: string;
  percent: number;
  reward: { amount: string; turnoverMultiplier: number };
  state: MissionState;
  claimedAt: string | null;
}

export function useMissions() {
  const { token, ready } = useLoyaltyAccount();
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: loyaltyKey(token, 'missions', i18n.language),
    queryFn: ({ signal }) =>
      api<{ claimable: number; missions: Mission[] }>(
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
  postJson<{ bonus: { amount: string; turnoverRequired: string } }>(
    `/wps/member/missions/${encodeURIComponent(missionId)}/claim`,
    { idempotencyKey },
  );

export interface Board {
  id: string;
  title: string;
  metric: 'valid_bet' | 'multiplier';
  period: 'daily' | 'weekly' | 'monthly';
  periodKey: string;
  startsAt: string;
  endsAt: string;
  settled: boolean;
  prizes: { fromRank: number; toRank: number; amount: string }[];
  top: { rank: number; name: string; value: string; prize: string | null; me: boolean }[];
  me: { rank: number | null; value: string; prize: string | null } | null;
}

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
