import { type ErrorComponentProps, useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api';
import { button } from '../../../ui/button.css';
import * as page from '../../../ui/status-page.css';
import { useOnline } from './OfflineBanner';
import * as css from './system.css';

/**
 * A route whose loader or component failed (the router's errorComponent): a translated message and a retry that
 * runs the route again. Offline, the retry happens by itself when the connection returns.
 */
export function RouteErrorPage({ error, reset }: ErrorComponentProps) {
  const { t } = useTranslation();
  const { t: te } = useTranslation('errors');
  const router = useRouter();
  const online = useOnline();
  const network = !online || (error instanceof ApiError && error.code === 'network');
  const retry = () => {
    reset();
    void router.invalidate();
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: retry only on the transition back online
  useEffect(() => {
    if (online && network) retry();
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
