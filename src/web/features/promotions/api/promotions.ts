import { keepPreviousData, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '@/web/lib/api';
import { tokenAtom, useMemberInfo } from '@/web/lib/session';
import type {
  Applied,
  BonusPage,
  CancelResult,
  ClaimResult,
  Promotion,
  PromotionDetail,
  PromotionList,
  RaffleClaim,
  Rewards,
} from './types';

/**
 * Every promotions key starts with ['promotions', token]: a new session never sees the states of the last one, and
 * one invalidation refreshes the cards, the reward center, its badges and the bonus list after a claim.
 */
export const promotionsKey = (token: string | null, ...rest: unknown[]) =>
  ['promotions', token, ...rest] as const;

/** The session token and whether the account may take rewards (a trial account may not: spec §6). */
export function usePlayer() {
  const token = useAtomValue(tokenAtom);
  const info = useMemberInfo();
  return { token, ready: token !== null && info.data !== undefined && !info.data.isTrial };
}

/** After a claim: the promotion states, the reward center and the money the cashier shows. */
export function useRewardsChanged() {
  const queryClient = useQueryClient();
  return useCallback(
    () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['promotions'] }),
        queryClient.invalidateQueries({ queryKey: ['cashier'] }),
        // Loyalty rewards claimed here change the missions, VIP and invite-friends pages.
        queryClient.invalidateQueries({ queryKey: ['loyalty'] }),
      ]),
    [queryClient],
  );
}

const qs = (params: Record<string, string | number | undefined>) =>
  new URLSearchParams(
    Object.entries(params)
      .filter(([, v]) => v !== undefined && v !== '')
      .map(([k, v]) => [k, String(v)]),
  ).toString();

export function usePromotions() {
  const token = useAtomValue(tokenAtom);
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: promotionsKey(token, 'list', i18n.language),
    queryFn: ({ signal }) =>
      api<PromotionList>(`/wps/promotions?${qs({ language: i18n.language })}`, { signal }),
    staleTime: 15_000,
  });
}

export function usePromotion(id: string) {
  const token = useAtomValue(tokenAtom);
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: promotionsKey(token, 'detail', id, i18n.language),
    queryFn: ({ signal }) =>
      api<PromotionDetail>(`/wps/promotions/${encodeURIComponent(id)}?${qs({ language: i18n.language })}`, {
        signal,
      }),
    staleTime: 15_000,
  });
}

export const rewardsQuery = (token: string | null, language: string) =>
  queryOptions({
    queryKey: promotionsKey(token, 'rewards', language),
    queryFn: ({ signal }: { signal: AbortSignal }) => api<Rewards>('/wps/member/rewards', { signal }),
    staleTime: 10_000,
    refetchInterval: 60_000,
    refetchOnWindowFocus: true,
  });

/**
 * The reward center (what can be taken now); its count is the badge of the menus. `fresh`: read again on mount even
 * when the badge's copy is recent — a deposit bonus is awarded by a job just after the deposit is credited, so the
 * copy the menus read a few seconds before may not hold it yet.
 */
export function useRewards({ fresh = false }: { fresh?: boolean } = {}) {
  const { token, ready } = usePlayer();
  const { i18n } = useTranslation();
  return useQuery({
    ...rewardsQuery(token, i18n.language),
    enabled: ready,
    ...(fresh ? { refetchOnMount: 'always' as const } : {}),
  });
}

export const BONUS_PAGE_SIZE = 10;

export function useBonuses(from: string, to: string, pageNo: number) {
  const { token, ready } = usePlayer();
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: promotionsKey(token, 'bonuses', from, to, pageNo, i18n.language),
    queryFn: ({ signal }) =>
      api<BonusPage>(`/wps/member/bonuses?${qs({ from, to, pageNo, pageSize: BONUS_PAGE_SIZE })}`, {
        signal,
      }),
    enabled: ready,
    placeholderData: keepPreviousData,
  });
}

const postJson = <T>(path: string, body: unknown, key?: string) =>
  api<T>(path, {
    method: 'POST',
    body: JSON.stringify(body),
    headers: key ? { 'idempotency-key': key } : undefined,
  });

const path = (id: string, action: string) => `/wps/promotions/${encodeURIComponent(id)}/${action}`;

export const joinPromotion = (id: string) => postJson<Promotion>(path(id, 'join'), {});
export const claimPromotion = (id: string, key: string) => postJson<ClaimResult>(path(id, 'claim'), {}, key);
export const openEnvelope = (id: string, key: string) => postJson<ClaimResult>(path(id, 'envelope'), {}, key);
/** A loyalty reward (VIP, referral, mission, leaderboard) by its bonus id (docs/promotions.md "Loyalty rewards"). */
export const claimLoyaltyReward = (bonusId: string, key: string) =>
  postJson<Pick<ClaimResult, 'bonus'>>(`/wps/member/rewards/${encodeURIComponent(bonusId)}/claim`, {}, key);
/** Cancels an open bonus: its locked money is forfeited (docs/money.md "Bonus money"). */
export const cancelBonus = (bonusId: string, key: string) =>
  postJson<CancelResult>(`/wps/member/bonuses/${encodeURIComponent(bonusId)}/cancel`, {}, key);
export const claimRafflePrize = (promotionId: string, key: string) =>
  postJson<RaffleClaim>('/wps/relay/MCS2_claimRafflePromotion', { promotionId }, key);

export function applyToPromotion(id: string, comment: string, images: File[]) {
  const form = new FormData();
  form.set('comment', comment);
  for (const image of images) form.append('image', image, image.name);
  return api<Applied>(path(id, 'apply'), {
    method: 'POST',
    body: form,
  });
}

/** A client idempotency key (8–64 of A-Za-z0-9_.:-): a retried claim never pays twice. */
export function newKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return `web-${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;
}
