import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Copies a value (a password, link or code; bank details, a reference) to the clipboard when the browser allows it,
 * and says so for a moment. `ns` is the caller's catalogue (its copy, copied and copyWhat texts), `className` its
 * button style.
 */
export function CopyButton({
  text,
  label,
  ns,
  className,
}: {
  text: string;
  label: string;
  ns: 'agent' | 'wallet';
  className: string;
}) {
  const { t } = useTranslation(ns);
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
      className={className}
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
