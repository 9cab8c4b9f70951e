import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '../../../lib/api';
import { loyaltyKey, useLoyaltyAccount } from './keys';

/** GET /wps/member/vip (/work/wt/VIP-POINTS-API.md, docs/vip-points.md): the ladder and the caller's progress. */
export interface VipPart {
  required: string;
  done: string;
  remaining: string;
  percent: number;
}

export interface VipLevel {
  level: number;
  name: string;
  validBet: string;
  deposits: string | null;
  upgradeBonus: string;
  periodBonus: string;
  perks: string[];
  withdrawal: { dailyCount: number; dailyAmount: string } | null;
  reached: boolean;
}

export interface Vip {
  enabled: boolean;
  measure: 'validBet' | 'validBetAndDeposits';
  window:
    | { kind: 'rolling'; days: number; from: string; to: string }
    | { kind: 'calendar'; period: 'month' | 'week'; from: string; to: string };
  bonusPeriod: 'weekly' | 'monthly';
  retention: string;
  level: number;
  levelName: string;
  current: { validBet: string; deposits: string };
  next: { level: number; name: string; validBet: VipPart; deposits: VipPart | null } | null;
  percent: number;
  levels: VipLevel[];
  baseWithdrawal?: { dailyCount: number; dailyAmount: string };
}

export function useVip() {
  const { token, ready } = useLoyaltyAccount();
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: loyaltyKey(token, 'vip', i18n.language),
    queryFn: ({ signal }) => api<Vip>('/wps/member/vip', { signal }),
    enabled: ready,
    staleTime: 15_000,
  });
}
