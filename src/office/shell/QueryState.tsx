import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { button } from '@/web/ui/button.css';
import * as states from '@/web/ui/states.css';
import type { ApiError } from '../lib/api';
import { useT } from '../lib/i18n';

/**
 * The console's loading and error states, in the site's look (web/ui/states.css). Not web/ui/States.tsx itself: its
 * links are typed against the player app's routes.
 */
export function Loading() {
  const t = useT('shell');
  return (
    <div className={states.state} role="status" aria-label={t('loading')}>
      <span className={states.spinner} aria-hidden="true" />
    </div>
  );
}

export function ErrorMessage({ text, onRetry }: { text: string; onRetry?: () => void }) {
  const t = useT('shell');
  return (
    <div className={states.state}>
      <p role="alert" className={states.message}>
        {text}
      </p>
      {onRetry && (
        <button type="button" className={button.secondary} onClick={onRetry}>
          {t('retry')}
        </button>
      )}
    </div>
  );
}

/** A query's loading, error (the server's translated message, with retry) and loaded states, for every screen. */
export function QueryState<T>({
  query,
  children,
}: {
  query: UseQueryResult<T>;
  children: (data: T) => ReactNode;
}) {
  const t = useT('shell');
  if (query.isPending) return <Loading />;
  if (query.isError)
    return (
      <ErrorMessage
        text={(query.error as ApiError).serverMessage || t('loadFailed')}
        onRetry={() => void query.refetch()}
      />
    );
  return <>{children(query.data as T)}</>;
}
