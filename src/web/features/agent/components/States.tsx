import { useTranslation } from 'react-i18next';
import { button } from '../../../ui/button.css';
import { useErrorText } from '../../auth/use-error-text';
import * as css from '../agent.css';

/** Loading, error and empty states of every agent page. */
export function Loading() {
  const { t } = useTranslation('agent');
  return (
    <div className={css.state} role="status" aria-label={t('loading')}>
      <span className={css.spinner} aria-hidden="true" />
    </div>
  );
}

export function ErrorState({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const { t } = useTranslation('agent');
  const errorText = useErrorText();
  return (
    <div className={css.state}>
      <p role="alert" style={{ margin: 0 }}>
        {errorText.of(error)}
      </p>
      {onRetry && (
        <button type="button" className={button.secondary} onClick={onRetry}>
          {t('retry')}
        </button>
      )}
    </div>
  );
}

export function Empty({ text }: { text: string }) {
  return (
    <div className={css.state}>
      <p style={{ margin: 0 }}>{text}</p>
    </div>
  );
}

/** Loading, error or the content of a query; `empty` decides whether the content has anything to show. */
export function QueryState<T>({
  query,
  empty,
  emptyText,
  children,
}: {
  query: {
    isPending: boolean;
    isError: boolean;
    error: unknown;
    data: T | undefined;
    refetch: () => unknown;
  };
  empty?: (data: T) => boolean;
  emptyText?: string;
  children: (data: T) => React.ReactNode;
}) {
  if (query.isPending) return <Loading />;
  if (query.isError || query.data === undefined)
    return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  if (empty?.(query.data)) return <Empty text={emptyText ?? ''} />;
  return <>{children(query.data)}</>;
}
