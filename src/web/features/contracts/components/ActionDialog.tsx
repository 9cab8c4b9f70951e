import { useTranslation } from 'react-i18next';
import { useErrorText } from '@/web/lib/use-error-text';
import { button } from '@/web/ui/button.css';
import { Modal } from '@/web/ui/Modal';
import * as css from '../contracts.css';

/** A confirmation of a contract action that keeps the server's refusal in view (terminate, cancel an offer). */
export function ActionDialog({
  title,
  message,
  confirmLabel,
  pending,
  error,
  onConfirm,
  onCancel,
}: {
  title: string;
  message: string;
  confirmLabel: string;
  pending: boolean;
  error: unknown;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('contracts');
  const errorText = useErrorText();
  return (
    <Modal title={title} onClose={onCancel}>
      <p className={css.muted}>{message}</p>
      {error ? (
        <p className={css.error} role="alert">
          {errorText.of(error)}
        </p>
      ) : null}
      <div className={css.actions}>
        <button type="button" className={button.primary} disabled={pending} onClick={onConfirm}>
          {confirmLabel}
        </button>
        <button type="button" className={button.secondary} onClick={onCancel}>
          {t('editor.cancel')}
        </button>
      </div>
    </Modal>
  );
}
