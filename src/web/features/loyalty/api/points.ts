import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '../../../lib/api';
import { seal } from '../../../lib/seal';
import { loyaltyKey, useLoyaltyAccount } from './keys';

/** The points calls of spec §7 (/work/wt/VIP-POINTS-API.md, docs/vip-points.md). Points are whole numbers. */

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
] as const;
export type PointType = (typeof POINT_TYPES)[number];

export interface PointBalance {
  points: number;
  convertible: number;
  unit: number;
  convert: { points: number; amount: string };
}

export interface PointConfig {
  enabled: boolean;
  earn: { type: PointType; ratio: string; per: string }[];
  convert: { points: number; amount: string; unit: number; min: number } | null;
  expires: boolean;
}

export interface RewardItem {
  id: string;
  type: 'goods' | 'voucher';
  name: string;
  description: string;
  image: string | null;
  points: number;
  stock: number | null;
  amount: string | null;
  maxQuantity: number;
}

export type RedeemStatus = 'processing' | 'approved' | 'rejected';

export interface RedeemRecord {
  referenceNo: string;
  applyTime: string;
  type: 'goods' | 'voucher';
  itemId: string;
  name: string;
  quantity: number;
  points: number;
  amount: string | null;
  status: RedeemStatus;
  paidAccount: string | null;
  paidAmount: string | null;
  address: string;
  mobile: string;
  remark: string | null;
  decidedAt: string | null;
}

export interface PointEntry {
  id: string;
  time: string;
  type: PointType;
  points: number;
  balance: number;
  basis: string | null;
  ratio: string | null;
  units: number | null;
  remark: string | null;
}

export interface PageOf<T> {
  total: number;
  pageNo: number;
  pageSize: number;
  list: T[];
}

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
export const usePointRewards = () =>
  usePointsQuery<{ points: number; items: RewardItem[] }>('rewards', 'MCS2_getPointReward');
export const useRedeemList = (pageNo: number, status?: RedeemStatus) =>
  usePointsQuery<PageOf<RedeemRecord>>('redeems', 'MCS2_getRedeemPointList', {
    pageNo,
    pageSize: PAGE_SIZE,
    status,
  });
export const usePointDetails = (pageNo: number, type?: PointType) =>
  usePointsQuery<PageOf<PointEntry>>('details', 'ODSFE2_MemTransDet', { pageNo, pageSize: PAGE_SIZE, type });

/** passwordCheck/MCS2_redeemPointReward: an "encrypt" call, sealed with the brand key. */
export const redeemReward = async (
  body: { itemId: string; quantity: number; paymentPassword: string; address: string; mobile: string },
  idempotencyKey: string,
  encryptKey: string,
) =>
  api<RedeemRecord & { points: number }>('/wps/relay/passwordCheck/MCS2_redeemPointReward', {
    method: 'POST',
    body: JSON.stringify(await seal({ ...body, idempotencyKey }, encryptKey)),
  });

/** passwordCheck/MCS2_convertPoint: an "encrypt" call, sealed with the brand key. */
export const convertPoints = async (
  body: { points: number; paymentPassword: string },
  idempotencyKey: string,
  encryptKey: string,
) =>
  api<{ points: number; amount: string; balance: string; pointsLeft: number }>(
    '/wps/relay/passwordCheck/MCS2_convertPoint',
    {
      method: 'POST',
      body: JSON.stringify(await seal({ ...body, idempotencyKey }, encryptKey)),
    },
  );
