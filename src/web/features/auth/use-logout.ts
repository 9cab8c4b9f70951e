import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useSetAtom } from 'jotai';
import { useCallback } from 'react';
import { tokenAtom } from '../../lib/session';
import { writeToken } from '../../lib/session-token';
import { logout } from './api/session-calls';

/** Ends the session on the server, goes home (or to /agent), then forgets the token and cached account data. */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const setToken = useSetAtom(tokenAtom);
  return useCallback(
    async (to: '/' | '/agent' = '/') => {
      await logout().catch(() => undefined);
      // Leave the page first: a guarded screen that saw the token vanish would send the visitor to /login.
      await navigate({ to }).catch(() => undefined);
      writeToken(null);
      setToken(null);
      queryClient.removeQueries({ queryKey: ['member-info'] });
    },
    [navigate, queryClient, setToken],
  );
}
