import { useMutation, useQueryClient } from '@tanstack/react-query';
import { post } from '@/web/lib/api';
import type { RegisteredDownline } from './types';

export type RegisterDownlineBody = { kind: 'player' | 'agent'; username: string } & Record<string, string>;

export const registerDownline = (body: RegisterDownlineBody) =>
  post<RegisteredDownline>('/wps/agent/team/register', body);

/** POST /wps/agent/team/register: a new downline with a one-time password; the team's lists refetch. */
export function useRegisterDownline() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: registerDownline,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['agent'] }),
  });
}
