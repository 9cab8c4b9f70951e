import { onlineManager } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import * as css from './system.css';

const isOnline = () => onlineManager.isOnline();

/** Whether the browser has a network connection (TanStack Query's online manager: online/offline events). */
export function useOnline(): boolean {
  return useSyncExternalStore(onlineManager.subscribe.bind(onlineManager), isOnline, () => true);
}

/**
 * Shown while the network is gone. Queries pause meanwhile (they would otherwise say "Loading" forever) and the
 * query client fetches them again when the connection returns, so the page fills in without a reload.
 */
export function OfflineBanner() {
  const { t } = useTranslation();
  const online = useOnline();
  if (online) return null;
  return (
    <div className={css.offline} role="status" data-testid="offline-banner">
      <span aria-hidden="true">⚠</span>
      {t('offline.banner')}
    </div>
  );
}
