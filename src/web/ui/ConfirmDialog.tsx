import { useTranslation } from 'react-i18next';
import { button } from './button.css';
import { Modal } from './Modal';
import * as css from './status-page.css';

/**
 * A question with confirm and (optionally) cancel or another way on: logout confirmation, the real-account dialog
 * (with its way to register), notices.
 */
export function ConfirmDialog({
  title,
  message,
  confirmLabel,
  onConfirm,
  onCancel,
  other,
}: {
  title: string;
  message?: string;
  confirmLabel?: string;
  onConfirm: () => void;
  onCancel?: () => void;
  /** A second action beside the confirm button (e.g. Register). */
  other?: { label: string; onClick: () => void };
}) {
  const { t } = useTranslation();
  return (
    <Modal title={title} onClose={onCancel ?? onConfirm}>
      {message && <p className={css.muted}>{message}</p>}
      <div className={css.actions}>
        {other && (
          <button type="button" className={button.secondary} onClick={other.onClick}>
            {other.label}
          </button>
        )}
        {onCancel && (
          <button type="button" className={button.secondary} onClick={onCancel}>
            {t('cancel')}
          </button>
        )}
        <button type="button" className={button.primary} onClick={onConfirm}>
          {confirmLabel ?? t('confirm')}
        </button>
      </div>
    </Modal>
  );
}
