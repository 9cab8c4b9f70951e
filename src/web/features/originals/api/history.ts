import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { gameGet } from './client';
import type { HistoryPage } from './types';

export const historyQuery = (session: string, game: string, pageNo: number) =>
  queryOptions({
    queryKey: ['originals', session, 'history', game, pageNo],
    queryFn: ({ signal }) =>
      gameGet<HistoryPage>(
        session,
        `/wps/originals/history?${new URLSearchParams({ game, pageNo: String(pageNo) })}`,
        signal,
      ),
    staleTime: 2_000,
    placeholderData: keepPreviousData,
  });

export const useHistory = (session: string, game: string, pageNo: number) =>
  useQuery(historyQuery(session, game, pageNo));
