import { useQueryClient } from '@tanstack/react-query';
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isTrialType } from '@/core/account-types';
import { useLogout } from '@/web/features/auth';
import { onApiError } from '@/web/lib/api';
import { tokenAtom, useMemberInfo } from '@/web/lib/session';
import { writeToken } from '@/web/lib/session-token';
import { useMoney } from '@/web/lib/use-money';
import { ConfirmDialog } from '@/web/ui/ConfirmDialog';
import { useSessionLimits } from '../api/limits';

/**
 * The session time limit and the reality check (issue 27), for a logged-in player on any page:
 * - the server ends a session past its time limit (`session_time_limit_reached`): the token is forgotten and the
 *   server's message is shown;
 * - every N minutes of the session (the player's reality check) a dialog shows the time played and the net result
 *   of the session, with "continue" and "log out";
 * - at the session's end a call is made, so the end shows even on an idle page.
 */
export function SessionWatch() {
  const { t } = useTranslation('limits');
  const token = useAtomValue(tokenAtom);
  const setToken = useSetAtom(tokenAtom);
  const queryClient = useQueryClient();
  const logout = useLogout();
  const { money } = useMoney();
  const [ended, setEnded] = useState<string | null>(null);
  const [check, setCheck] = useState(false);
  // Only a real account has limits: a trial account's call would be refused (and open the real-account dialog).
  const info = useMemberInfo();
  const real = info.data !== undefined && !isTrialType(info.data.type);
  const session = useSessionLimits(token !== null && real);
  const data = session.data;

  useEffect(
    () =>
      onApiError((error) => {
        if (error.code !== 'session_time_limit_reached') return;
        writeToken(null);
        setToken(null);
        queryClient.removeQueries({ queryKey: ['member-info'] });
        setEnded(error.serverMessage || t('ended'));
      }),
    [queryClient, setToken, t],
  );

  // The next reality check (a whole number of intervals since the session began) and the session's end.
  useEffect(() => {
    if (!data || token === null) return;
    const skew = Date.now() - Date.parse(data.now);
    const started = Date.parse(data.startedAt) + skew;
    const timers: number[] = [];
    if (data.realityCheckMinutes) {
      const every = data.realityCheckMinutes * 60_000;
      const next = started + (Math.floor((Date.now() - started) / every) + 1) * every;
      timers.push(
        window.setTimeout(() => {
          void session.refetch().then(() => setCheck(true));
        }, next - Date.now()),
      );
    }
    if (data.endsAt) {
      const end = Date.parse(data.endsAt) + skew;
      timers.push(window.setTimeout(() => void session.refetch(), Math.max(0, end - Date.now()) + 1000));
    }
    return () => {
      for (const timer of timers) window.clearTimeout(timer);
    };
  }, [data, token, session]);

  if (ended)
    return <ConfirmDialog title={t('endedTitle')} message={ended} onConfirm={() => setEnded(null)} />;
  if (check && data && token !== null)
    return (
      <ConfirmDialog
        title={t('realityTitle')}
        message={t('realityBody', { minutes: data.minutesPlayed, net: money(data.netResult, true) })}
        confirmLabel={t('continue')}
        onConfirm={() => setCheck(false)}
        other={{
          label: t('logout'),
          onClick: () => {
            setCheck(false);
            void logout();
          },
        }}
      />
    );
  return null;
}
