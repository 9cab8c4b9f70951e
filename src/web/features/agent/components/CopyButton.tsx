import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as css from '../agent.css';

/** Copies a value (password, link, code) to the clipboard when the browser allows it. */
export function CopyButton({ text, label }: { text: string; label: string }) {
  const { t } = useTranslation('agent');
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), 1500);
    return () => clearTimeout(timer);
  }, [copied]);
  if (typeof navigator === 'undefined' || !navigator.clipboard) return null;
  return (
    <button
      type="button"
      className={css.smallButton}
      aria-label={t('copyWhat', { what: label })}
      onClick={() =>
        void navigator.clipboard.writeText(text).then(
          () => setCopied(true),
          () => undefined,
        )
      }
    >
      <span aria-live="polite">{copied ? t('copied') : t('copy')}</span>
    </button>
  );
}
