import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type {
  Converted,
  PointBalance,
  PointConfig,
  PointEntries,
  PointRewards,
  PointType,
  Redeemed,
  RedeemPage,
  RedeemStatus,
} from '@/core/api/engagement-points';
import { api } from '@/web/lib/api';
import { seal } from '@/web/lib/seal';
import { loyaltyKey, useLoyaltyAccount } from './keys';

/** The points calls of spec §7 (docs/vip-points.md); their types are the contracts'. Points are whole numbers. */
export type {
  PointBalance,
  PointConfig,
  PointEntry,
  PointType,
  RedeemRecord,
  RedeemStatus,
  RewardItem,
} from '@/core/api/engagement-points';

/** The points types in the order the details filter offers them (the contract's list). */
export const POINT_TYPES = [
  'live',
  'lottery',
  'pvp',
  'slots',
  'sports',
  'originals',
  'deposit',
  'redeem',
  'refund',
  'convert',
  'adjust',
] as const satisfies readonly PointType[];

export const PAGE_SIZE = 10;

const qs = (params: Record<string, string | number | undefined>) =>
  new URLSearchParams(
    Object.entries(params)
      .filter(([, v]) => v !== undefined && v !== '')
      .map(([k, v]) => [k, String(v)]),
  ).toString();

function usePointsQuery<T>(
  name: string,
  path: string,
  params: Record<string, string | number | undefined> = {},
) {
  const { token, ready } = useLoyaltyAccount();
  const { i18n } = useTranslation();
  const query = qs(params);
  return useQuery({
    queryKey: loyaltyKey(token, 'points', name, query, i18n.language),
    queryFn: ({ signal }) => api<T>(`/wps/relay/${path}${query ? `?${query}` : ''}`, { signal }),
    enabled: ready,
    placeholderData: keepPreviousData,
  });
}

export const usePointBalance = () => usePointsQuery<PointBalance>('balance', 'MCS2_getPointBalance');
export const usePointConfig = () => usePointsQuery<PointConfig>('config', 'MCS2_getPointConfig');
export const usePointRewards = () => usePointsQuery<PointRewards>('rewards', 'MCS2_getPointReward');
export const useRedeemList = (pageNo: number, status?: RedeemStatus) =>
  usePointsQuery<RedeemPage>('redeems', 'MCS2_getRedeemPointList', {
    pageNo,
    pageSize: PAGE_SIZE,
    status,
  });
export const usePointDetails = (pageNo: number, type?: PointType) =>
  usePointsQuery<PointEntries>('details', 'ODSFE2_MemTransDet', { pageNo, pageSize: PAGE_SIZE, type });

/** passwordCheck/MCS2_redeemPointReward: an "encrypt" call, sealed with the brand key. */
export const redeemReward = async (
  body: { itemId: string; quantity: number; paymentPassword: string; address: string; mobile: string },
  idempotencyKey: string,
  encryptKey: string,
) =>
  api<Redeemed>('/wps/relay/passwordCheck/MCS2_redeemPointReward', {
    method: 'POST',
    body: JSON.stringify(await seal({ ...body, idempotencyKey }, encryptKey)),
  });

/** passwordCheck/MCS2_convertPoint: an "encrypt" call, sealed with the brand key. */
export const convertPoints = async (
  body: { points: number; paymentPassword: string },
  idempotencyKey: string,
  encryptKey: string,
) =>
  api<Converted>('/wps/relay/passwordCheck/MCS2_convertPoint', {
    method: 'POST',
    body: JSON.stringify(await seal({ ...body, idempotencyKey }, encryptKey)),
  });
