import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { VipAnswer } from '@/core/api/engagement-loyalty';
import { api } from '@/web/lib/api';
import { loyaltyKey, useLoyaltyAccount } from './keys';

/** GET /wps/member/vip (docs/vip-points.md): the ladder and the caller's progress, from its contract. */
export type { Vip, VipAnswer, VipLevel, VipPart } from '@/core/api/engagement-loyalty';

export function useVip() {
  const { token, ready } = useLoyaltyAccount();
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: loyaltyKey(token, 'vip', i18n.language),
    queryFn: ({ signal }) => api<VipAnswer>('/wps/member/vip', { signal }),
    enabled: ready,
    staleTime: 15_000,
  });
}
