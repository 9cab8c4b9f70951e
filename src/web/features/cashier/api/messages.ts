import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api, post } from '@/web/lib/api';
import { cashierKey, useRealAccount } from './keys';
import type { DeleteMessagesAnswer, MarkReadAnswer, MessagePage } from './types';

export const MESSAGES_PAGE_SIZE = 10;

export function useMessages(pageNo: number) {
  const { token, ready } = useRealAccount();
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: cashierKey(token, 'messages', pageNo, i18n.language),
    queryFn: () => api<MessagePage>(`/wps/member/messages?pageNo=${pageNo}&pageSize=${MESSAGES_PAGE_SIZE}`),
    enabled: ready,
    placeholderData: keepPreviousData,
  });
}

export const markRead = (body: { ids: string[] } | { all: true }) =>
  post<MarkReadAnswer>('/wps/member/messages/read', body);

export const deleteMessages = (ids: string[]) =>
  post<DeleteMessagesAnswer>('/wps/member/messages/delete', { ids });
