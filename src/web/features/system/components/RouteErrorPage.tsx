import { type ErrorComponentProps, useRouter } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/web/lib/api';
import { takeOfflineFailure } from '@/web/lib/offline-failures';
import { button } from '@/web/ui/button.css';
import * as page from '@/web/ui/status-page.css';
import { useOnline } from './OfflineBanner';
import * as css from './system.css';

/** A lazily loaded module that did not arrive (the browsers' wordings). */
const CHUNK_ERROR =
  /dynamically imported module|Importing a module script failed|Cannot read properties of undefined/i;
/** Errors already retried by themselves once: a chunk that keeps failing online is not retried in a loop. */
const autoRetried = new Set<string>();

/** One reload per failure (session storage), so an error that is not the network's never reloads in a loop. */
function reloadOnce(key: string): boolean {
  try {
    if (sessionStorage.getItem('mq_route_reload') === key) return false;
    sessionStorage.setItem('mq_route_reload', key);
    return true;
  } catch {
    return false;
  }
}

/**
 * A route whose loader or component failed (the router's errorComponent): a translated message and a retry that
 * runs the route again. Offline, the retry happens by itself when the connection returns.
 */
export function RouteErrorPage({ error, reset }: ErrorComponentProps) {
  const { t } = useTranslation();
  const { t: te } = useTranslation('errors');
  const router = useRouter();
  const online = useOnline();
  // Seen offline: the failure was the network's (a chunk or a call), and it is worth running again once online.
  const [failedOffline] = useState(takeOfflineFailure);
  const offlineSeen = useRef(failedOffline);
  if (!online) offlineSeen.current = true;
  const chunk = error instanceof Error && CHUNK_ERROR.test(error.message);
  const network =
    !online || offlineSeen.current || chunk || (error instanceof ApiError && error.code === 'network');
  const retry = () => {
    reset();
    void router.invalidate();
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: retry only on the transition back online
  useEffect(() => {
    if (!online || !network) return;
    const key = error instanceof Error ? error.message : String(error);
    if (autoRetried.has(key)) return;
    autoRetried.add(key);
    // The browser keeps a module that failed to load as failed: the page's code comes back with a reload.
    if ((chunk || failedOffline) && reloadOnce(key)) window.location.reload();
    else retry();
  }, [online]);
  const message =
    error instanceof ApiError && error.serverMessage
      ? error.serverMessage
      : te(network ? 'network' : 'unknown_error');
  return (
    <section className={`${page.card} ${css.routeError}`} role="alert" data-testid="route-error">
      <h1>{t('routeError.title')}</h1>
      <p className={page.muted}>{message}</p>
      <div className={page.actions}>
        <button type="button" className={button.primary} onClick={retry}>
          {t('retry')}
        </button>
      </div>
    </section>
  );
}
