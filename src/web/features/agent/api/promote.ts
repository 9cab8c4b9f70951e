import { useMutation, useQueryClient } from '@tanstack/react-query';
import { post } from '@/web/lib/api';
import type { PromoteAnswer } from './types';

export type { PromoteAnswer };

/** POST /wps/agent/team/promote: a direct downline player becomes a sub-agent; the team's lists refetch. */
export function usePromoteToAgent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { member: string; reason: string }) =>
      post<PromoteAnswer>('/wps/agent/team/promote', body),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['agent'] }),
  });
}
