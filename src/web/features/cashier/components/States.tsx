import { useTranslation } from 'react-i18next';
import { button } from '../../../ui/button.css';
import { useErrorText } from '../use-error-text';
import * as css from './cashier.css';

/** Loading, error and empty states shared by every cashier screen. */
export function Loading() {
  const { t } = useTranslation('wallet');
  return (
    <div className={css.state} role="status" aria-label={t('loading')}>
      <span className={css.spinner} aria-hidden="true" />
    </div>
  );
}

export function ErrorState({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const { t } = useTranslation('wallet');
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
