import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as css from './cashier.css';

/** Copies a value (bank details, reference) to the clipboard when the browser allows it. */
export function CopyButton({ text, label }: { text: string; label: string }) {
  const { t } = useTranslation('wallet');
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
      {copied ? t('copied') : t('copy')}
    </button>
  );
}
