import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { api, post } from '@/web/lib/api';
import { tokenAtom } from '@/web/lib/session';
import type { BetRequest, LotteryBet, Menu, NextDraw, Opened, PlacedBet } from './types';

/** Every lottery key starts with ['lottery', token]: a new session never sees the last one's bets. */
export const lotteryKey = (token: string | null, ...rest: unknown[]) => ['lottery', token, ...rest] as const;

export const menuQuery = (token: string | null, prizeMode: string | undefined, language: string) =>
  queryOptions({
    queryKey: lotteryKey(token, 'menu', prizeMode ?? '', language),
    queryFn: ({ signal }) =>
      api<Menu>(`/lgw/vn/games/game_menu?device=WEB${prizeMode ? `&prizeMode=${prizeMode}` : ''}`, {
        signal,
      }),
    staleTime: 2_000,
    refetchInterval: 5_000,
  });

export function useMenu(prizeMode: string | undefined, language: string) {
  const token = useAtomValue(tokenAtom);
  return useQuery(menuQuery(token, prizeMode, language));
}

export const nextDrawsQuery = (category: 'LOTT' | 'ELOTT' | undefined, language: string) =>
  queryOptions({
    queryKey: ['lottery-next', category ?? '', language],
    queryFn: ({ signal }) =>
      api<{ serverTime: string; draws: NextDraw[] }>(
        `/wps/lottery/next?limit=6${category ? `&category=${category}` : ''}`,
        { signal },
      ),
    staleTime: 5_000,
    refetchInterval: 15_000,
  });

export function useBets(status: 'open' | 'settled', gameCode?: string) {
  const token = useAtomValue(tokenAtom);
  return useQuery({
    queryKey: lotteryKey(token, 'bets', status, gameCode ?? ''),
    queryFn: ({ signal }) =>
      api<{ hasMore: boolean; bets: LotteryBet[] }>(
        `/wps/lottery/bets?status=${status}&pageSize=20${gameCode ? `&gameCode=${gameCode}` : ''}`,
        { signal },
      ),
    enabled: token !== null,
    staleTime: 2_000,
    refetchInterval: 5_000,
  });
}

export function useOpened(gameCode: string | undefined) {
  const token = useAtomValue(tokenAtom);
  return useQuery({
    queryKey: lotteryKey(token, 'opened', gameCode ?? ''),
    queryFn: ({ signal }) =>
      api<Opened>(`/lgw/vn/numeros/opened/game?gameCode=${gameCode}&pageSize=5`, { signal }),
    enabled: token !== null && Boolean(gameCode),
    staleTime: 2_000,
    refetchInterval: 5_000,
  });
}

export type { BetRequest };

/** Places a bet; afterwards open bets, the balance and the menu refresh. */
export function usePlaceBet() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: BetRequest) => post<PlacedBet>('/wps/lottery/bets', body),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: ['lottery'] });
      void client.invalidateQueries({ queryKey: ['cashier'] });
    },
  });
}
