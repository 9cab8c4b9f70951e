import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useAtomValue, useSetAtom } from 'jotai';
import { useCallback } from 'react';
import { afterLoginAtom, authModalAtom, memberInfoQuery, tokenAtom } from '@/web/lib/session';
import { writeToken } from '@/web/lib/session-token';
import { useBootstrap } from '@/web/lib/use-bootstrap';
import { markFirstLogin } from './api/login';
import type { LoginAnswer } from './api/types';

/**
 * After any successful login (password, SMS, new device, register, reset, free play): store the token, load the
 * account, run the first-login call, then either force a password change or close the modal and go on.
 */
export function useCompleteLogin() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { accounts } = useBootstrap();
  const setToken = useSetAtom(tokenAtom);
  const setModal = useSetAtom(authModalAtom);
  const setAfterLogin = useSetAtom(afterLoginAtom);
  const afterLogin = useAtomValue(afterLoginAtom);

  return useCallback(
    (
      answer: LoginAnswer,
      opts: {
        via: 'password' | 'sms' | 'register' | 'reset' | 'freeplay' | 'social';
        path?: 'member' | 'agent';
        password?: string;
        /** Where a social sign-in was started from (the server kept it). */
        returnTo?: string;
      },
    ) => {
      writeToken(answer.token);
      setToken(answer.token);
      queryClient.setQueryData(memberInfoQuery(answer.token).queryKey, answer.account);
      if (answer.firstTimeLogin) void markFirstLogin().catch(() => undefined);
      const mustChange =
        opts.via === 'password' &&
        (answer.mustChangePassword || (answer.passwordExpired && accounts.passwordPolicy));
      if (mustChange) {
        setModal({ kind: 'changePassword', forced: true, oldPassword: opts.password });
        return;
      }
      setModal(null);
      if (opts.path === 'agent') {
        void navigate({ to: '/agentHome' });
      } else if (opts.returnTo && opts.returnTo !== '/login') {
        void navigate({ href: opts.returnTo });
      } else if (afterLogin) {
        setAfterLogin(null);
        void navigate({ href: afterLogin });
      } else if (
        opts.via === 'register' ||
        opts.via === 'reset' ||
        opts.via === 'social' ||
        window.location.pathname === '/login'
      ) {
        void navigate({ to: '/' });
      }
    },
    [accounts.passwordPolicy, afterLogin, navigate, queryClient, setAfterLogin, setModal, setToken],
  );
}
