import { useTranslation } from 'react-i18next';
import { button } from '../../../ui/button.css';
import * as css from '../../../ui/status-page.css';

/** Boot failed: the network, an invalid host, or a response that did not validate. Always offers a retry. */
export function BootError({ code, message, onRetry }: { code: string; message?: string; onRetry: () => void }) {
  const { t } = useTranslation();
  const known = ['network', 'invalid_domain', 'slow_load', 'maintenance', 'region_restricted'].includes(code);
  const text = message || (known ? t(`errors:${code}` as 'errors:network') : t('errors:unknown_error'));
  return (
    <main className={css.page}>
      <section className={css.card} role="alert">
        <h1>{text}</h1>
        <div className={css.actions}>
          <button type="button" className={button.primary} onClick={onRetry}>
            {t('retry')}
          </button>
        </div>
      </section>
    </main>
  );
}
