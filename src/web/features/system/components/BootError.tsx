import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { button } from '@/web/ui/button.css';
import * as css from '@/web/ui/status-page.css';

/** Boot failed: the network, an invalid host, or a response that did not validate. Always offers a retry. */
export function BootError({
  code,
  message,
  onRetry,
}: {
  code: string;
  message?: string;
  onRetry: () => void;
}) {
  const { t } = useTranslation();
  const { t: te } = useTranslation('errors');
  const known = [
    'network',
    'invalid_domain',
    'slow_load',
    'chunk_load',
    'maintenance',
    'region_restricted',
  ] as const;
  // Without a network the retry runs by itself once the connection is back.
  useEffect(() => {
    if (code !== 'network' && code !== 'slow_load') return;
    window.addEventListener('online', onRetry);
    return () => window.removeEventListener('online', onRetry);
  }, [code, onRetry]);
  const text = message || te(known.find((k) => k === code) ?? 'unknown_error');
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
