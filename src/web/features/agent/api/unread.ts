import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/web/lib/api';
import { agentKey, useAgentSession } from './keys';

export const fetchUnreadMessages = () => api<number>('/wps/relay/CSP_unreadCount');

export const unreadMessagesQuery = (token: string | null) =>
  queryOptions({
    queryKey: agentKey(token, 'unread-messages'),
    queryFn: fetchUnreadMessages,
    staleTime: 10_000,
    refetchInterval: 60_000,
  });

/** The platform messages' unread count (the agent menu's badge). */
export function useUnreadMessages() {
  const { token, ready } = useAgentSession();
  return useQuery({ ...unreadMessagesQuery(token), enabled: ready });
}
