import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api';
import * as css from './records.css';

export function Loading() {
  const { t } = useTranslation('records');
  return (
    <div className={css.state} role="status">
      {t('loading')}
    </div>
  );
}

export function Empty({ text }: { text: string }) {
  return <div className={css.state}>{text}</div>;
}

export function ErrorState({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation('records');
  return (
    <div className={css.state} role="alert">
      <span>{error instanceof ApiError && error.serverMessage ? error.serverMessage : t('loadFailed')}</span>
      <button type="button" className={css.smallButton} onClick={onRetry}>
        {t('retry')}
      </button>
    </div>
  );
}
