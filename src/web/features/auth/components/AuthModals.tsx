import { useQueryClient } from '@tanstack/react-query';
import { useAtomValue, useSetAtom } from 'jotai';
import { Suspense, useEffect } from 'react';
import { onApiError } from '@/web/lib/api';
import { lazyNamed } from '@/web/lib/lazy-named';
import { authModalAtom, logoutConfirmAtom, tokenAtom, trialDialogAtom } from '@/web/lib/session';
import { readToken, writeToken } from '@/web/lib/session-token';

// The dialogs and their translations load when one first opens: a visitor's first page does not carry them.
const AuthDialogs = lazyNamed(() => import('./AuthDialogs'), 'AuthDialogs', ['auth', 'errors']);

/** Ends a dead session quietly, and hosts the login, register and account dialogs while one is open. */
export function AuthModals() {
  const modal = useAtomValue(authModalAtom);
  const trial = useAtomValue(trialDialogAtom);
  const confirmLogout = useAtomValue(logoutConfirmAtom);
  const setTrial = useSetAtom(trialDialogAtom);
  const setToken = useSetAtom(tokenAtom);
  const queryClient = useQueryClient();

  // A dead session ends quietly; a trial account on a real-money call gets the spec's dialog.
  useEffect(
    () =>
      onApiError((error) => {
        if (error.code === 'in_need_true_account') setTrial(true);
        if (error.status === 401 && error.code === 'unauthorized' && readToken()) {
          writeToken(null);
          setToken(null);
          queryClient.removeQueries({ queryKey: ['member-info'] });
        }
      }),
    [queryClient, setToken, setTrial],
  );

  if (!modal && !trial && !confirmLogout) return null;
  return (
    <Suspense fallback={null}>
      <AuthDialogs />
    </Suspense>
  );
}
