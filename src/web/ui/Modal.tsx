import { type ReactNode, useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import * as css from './modal.css';

/**
 * A modal on the native <dialog>: focus moves in and is trapped by the browser, Escape closes, the page
 * scroll is locked while open and restored to the same position on close (spec §4 "Other"), and the focus
 * goes back to the control that opened it (when that control is still on the page).
 */
export function Modal({
  title,
  onClose,
  children,
  closable = true,
}: {
  title: string;
  onClose: () => void;
  children: ReactNode;
  closable?: boolean;
}) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const closeRef = useRef(onClose);
  closeRef.current = onClose;

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const scrollY = window.scrollY;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    if (!dialog.open) dialog.showModal();
    const firstField = () => dialog.querySelector<HTMLElement>('input:not([type=hidden]), select, textarea');
    let late: MutationObserver | undefined;
    const field = firstField();
    if (field) field.focus();
    else {
      // Content that arrives after the dialog opened (a form whose code loads on first use): its first field
      // takes the focus when it appears, unless the user has moved the focus out of the dialog meanwhile.
      late = new MutationObserver(() => {
        const arrived = firstField();
        if (!arrived) return;
        late?.disconnect();
        const active = document.activeElement;
        if (!active || active === document.body || dialog.contains(active)) arrived.focus();
      });
      late.observe(dialog, { childList: true, subtree: true });
    }
    return () => {
      late?.disconnect();
      document.body.style.overflow = overflow;
      window.scrollTo({ top: scrollY, behavior: 'instant' });
      // The dialog leaves the page without close(), so the browser does not restore the focus itself.
      if (opener?.isConnected && opener !== document.body) opener.focus({ preventScroll: true });
    };
  }, []);

  return (
    <dialog
      ref={ref}
      className={css.dialog}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        if (closable) closeRef.current();
      }}
    >
      <div className={css.header}>
        <h2 id={titleId} className={css.title}>
          {title}
        </h2>
        {closable && (
          <button
            type="button"
            className={css.close}
            aria-label={t('close')}
            onClick={() => closeRef.current()}
          >
            <span aria-hidden="true">×</span>
          </button>
        )}
      </div>
      <div className={css.body}>{children}</div>
    </dialog>
  );
}
