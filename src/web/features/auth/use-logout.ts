import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useSetAtom } from 'jotai';
import { useCallback } from 'react';
import { tokenAtom } from '@/web/lib/session';
import { clearSessionStorage } from '@/web/lib/session-storage';
import { writeToken } from '@/web/lib/session-token';
import { useBootstrap } from '@/web/lib/use-bootstrap';
import { logout } from './api/session-calls';

/**
 * Ends the session on the server, goes home (or to /agent), then forgets the token and cached account data and
 * clears session storage, restoring the merchant values (spec §4 logout).
 */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const setToken = useSetAtom(tokenAtom);
  const { brand } = useBootstrap();
  return useCallback(
    async (to: '/' | '/agent' = '/') => {
      await logout().catch(() => undefined);
      // Leave the page first: a guarded screen that saw the token vanish would send the visitor to /login.
      await navigate({ to }).catch(() => undefined);
      writeToken(null);
      clearSessionStorage({ merchant: brand.code, merchantCode: brand.merchantCode });
      setToken(null);
      queryClient.removeQueries({ queryKey: ['member-info'] });
    },
    [brand.code, brand.merchantCode, navigate, queryClient, setToken],
  );
}
