import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api, post } from '@/web/lib/api';
import { agentKey, queryString, useAgentSession } from './keys';
import type { AgentAnnouncements, UnreadCount } from './types';

export const ANNOUNCEMENT_PAGE_SIZE = 10;

export const fetchAgentAnnouncements = (pageNo: number) =>
  api<AgentAnnouncements>(
    `/wps/agent/announcements${queryString({ pageNo, pageSize: ANNOUNCEMENT_PAGE_SIZE })}`,
  );

export const agentAnnouncementsQuery = (token: string | null, language: string, pageNo: number) =>
  queryOptions({
    queryKey: agentKey(token, 'announcements', language, pageNo),
    queryFn: () => fetchAgentAnnouncements(pageNo),
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });

/** GET /wps/agent/announcements: the brand's notices for agents, newest first, with the unread count. */
export function useAgentAnnouncements(pageNo: number) {
  const { token, ready } = useAgentSession();
  const { i18n } = useTranslation();
  return useQuery({ ...agentAnnouncementsQuery(token, i18n.language, pageNo), enabled: ready });
}

export const markAnnouncementsRead = (ids: string[]) =>
  post<UnreadCount>('/wps/agent/announcements/read', { ids });

/** POST /wps/agent/announcements/read: an opened notice counts as read; the list and the menu badge refetch. */
export function useMarkAnnouncementsRead() {
  const queryClient = useQueryClient();
  const { token } = useAgentSession();
  return useMutation({
    mutationFn: markAnnouncementsRead,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: agentKey(token, 'announcements') }),
  });
}
