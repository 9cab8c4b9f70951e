import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '@/web/lib/use-error-text';
import { button } from '@/web/ui/button.css';
import { ConfirmDialog } from '@/web/ui/ConfirmDialog';

/**
 * "Send code": disabled while its countdown runs (expiredMinutes × 60 s, spec §4) and while a send is in flight
 * (at most one request per second); a failed send shows the server message in a warning dialog.
 */
export function SmsCodeButton({
  send,
  disabled,
}: {
  send: () => Promise<{ expiredMinutes: number }>;
  disabled?: boolean;
}) {
  const { t } = useTranslation('auth');
  const errorText = useErrorText();
  const [seconds, setSeconds] = useState(0);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const lastClick = useRef(0);

  useEffect(() => {
    if (seconds <= 0) return;
    const timer = window.setTimeout(() => setSeconds((s) => s - 1), 1000);
    return () => window.clearTimeout(timer);
  }, [seconds]);

  const onClick = async () => {
    if (Date.now() - lastClick.current < 1000) return;
    lastClick.current = Date.now();
    setBusy(true);
    try {
      const { expiredMinutes } = await send();
      setSeconds(Math.max(1, expiredMinutes) * 60);
    } catch (error) {
      setFailure(errorText.of(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <button
        type="button"
        className={button.secondary}
        disabled={disabled || busy || seconds > 0}
        onClick={() => void onClick()}
        aria-live="polite"
      >
        {seconds > 0 ? t('resendIn', { seconds }) : t('sendCode')}
      </button>
      {failure && (
        <ConfirmDialog
          title={t('sendFailed')}
          message={failure}
          confirmLabel={t('ok')}
          onConfirm={() => setFailure(null)}
        />
      )}
    </>
  );
}
