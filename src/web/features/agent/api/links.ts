import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, post } from '@/web/lib/api';
import { agentKey, queryString, useAgentSession } from './keys';
import type { Period } from './types';
import type { LinkAnswer, MarketingLinks } from './work-types';

export const fetchLinks = (period: Period) =>
  api<MarketingLinks>(`/wps/agent/links${queryString({ ...period })}`);

export const linksQuery = (token: string | null, period: Period) =>
  queryOptions({
    queryKey: agentKey(token, 'links', period.from, period.to),
    queryFn: () => fetchLinks(period),
    staleTime: 15_000,
    placeholderData: keepPreviousData,
  });

/** GET /wps/agent/links: the agent's marketing links with each one's funnel in the period. */
export function useLinks(period: Period) {
  const { token, ready } = useAgentSession();
  return useQuery({ ...linksQuery(token, period), enabled: ready });
}

/** POST /wps/agent/links (create) and /wps/agent/links/update (rename, pause, resume); the list refetches. */
export function useLinkMutation<B>(path: '/wps/agent/links' | '/wps/agent/links/update') {
  const queryClient = useQueryClient();
  const { token } = useAgentSession();
  return useMutation({
    mutationFn: (body: B) => post<LinkAnswer>(path, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: agentKey(token, 'links') }),
  });
}
