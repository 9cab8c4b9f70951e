import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import type { PlayerLimits, SessionLimits, SetLimitBody } from '@/core/api/identity-limits';
import { api, post, put } from '@/web/lib/api';
import { tokenAtom } from '@/web/lib/session';

/** The player's own limits (docs/responsible-gaming-limits.md); the types are the contracts'. */
export type { PlayerLimits, PlayerLimitView, SessionLimits, SetLimitBody } from '@/core/api/identity-limits';

const limitsKey = (token: string | null) => ['player-limits', token] as const;

export function usePlayerLimits() {
  const token = useAtomValue(tokenAtom);
  return useQuery({
    queryKey: limitsKey(token),
    queryFn: ({ signal }) => api<PlayerLimits>('/wps/member/limits', { signal }),
    enabled: token !== null,
  });
}

/** Set or remove a limit; the answer (every limit) replaces the cached list. */
export function useLimitChanges() {
  const token = useAtomValue(tokenAtom);
  const queryClient = useQueryClient();
  const keep = (value: PlayerLimits) => {
    queryClient.setQueryData(limitsKey(token), value);
    void queryClient.invalidateQueries({ queryKey: ['session-limits'] });
    return value;
  };
  return {
    set: async (body: SetLimitBody) => keep(await put<PlayerLimits>('/wps/member/limits', body)),
    remove: async (body: Pick<SetLimitBody, 'kind' | 'period'>) =>
      keep(await post<PlayerLimits>('/wps/member/limits/remove', body)),
  };
}

/** This session's time played, end and reality check interval (the reality check dialog). */
export function useSessionLimits(enabled: boolean) {
  const token = useAtomValue(tokenAtom);
  return useQuery({
    queryKey: ['session-limits', token],
    queryFn: ({ signal }) => api<SessionLimits>('/wps/member/limits/session', { signal }),
    enabled: token !== null && enabled,
  });
}
