import { type ReactNode, useEffect, useId, useLayoutEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import * as css from './modal.css';
import { lockScroll } from './scroll-lock';

export type ModalVariant = 'dialog' | 'drawer' | 'frame';

export interface ModalProps {
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** false: no close button and Escape does nothing (a forced password change). */
  closable?: boolean;
  /** dialog: a centred card (default); drawer: a full-height menu at the inline-start edge; frame: the whole window. */
  variant?: ModalVariant;
  /** The accessible name when the visible title is not it (a drawer headed by the account's name). */
  label?: string;
  /** The close button's name (default "Close"). */
  closeLabel?: string;
  /** More buttons in the title bar, before Close (the game's full-screen switch). */
  actions?: ReactNode;
  /** A selector of what takes the focus on opening; default: the first field, else the browser's first focusable. */
  initialFocus?: string;
  id?: string;
}

const FIELDS = 'input:not([type=hidden]), select, textarea';

/**
 * The one modal of the SPA, on the native <dialog> shown with showModal(): the browser traps the focus inside,
 * draws the backdrop and makes the page below inert; Escape closes. It is rendered into <body> (a portal), so
 * the page below can re-render, reorder or replace the component that opened it without moving the dialog — a
 * <dialog> moved in the DOM silently stops being modal — and it shows itself modally again if anything ever
 * does. While any modal is open the page scroll is locked and its position restored on close (spec §4); the
 * focus goes back to the control that opened it, or to the main content when that control is gone.
 */
export function Modal({
  title,
  onClose,
  children,
  closable = true,
  variant = 'dialog',
  label,
  closeLabel,
  actions,
  initialFocus,
  id,
}: ModalProps) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const closeRef = useRef(onClose);
  closeRef.current = onClose;
  const closableRef = useRef(closable);
  closableRef.current = closable;
  // Set when the dialog is closed by its own effect's cleanup, not by the user: also when a Suspense boundary above
  // hides the page for a moment (React then runs layout-effect cleanups and shows the dialog again afterwards),
  // which must not end the modal.
  const selfClosed = useRef(false);

  // On opening, before anything else can move the focus: remember the opener, lock the page scroll, show modally.
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const release = lockScroll();
    if (!isModal(dialog)) dialog.showModal();
    return () => {
      // Closed first: while it is modal the page is inert and cannot take the focus back.
      if (dialog.open) {
        selfClosed.current = true;
        dialog.close();
      }
      release();
      const back = opener?.isConnected && opener !== document.body ? opener : document.getElementById('main');
      back?.focus({ preventScroll: true });
    };
  }, []);

  // After every render: still shown modally (a no-op unless something moved or closed the dialog).
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog?.isConnected || isModal(dialog)) return;
    if (dialog.open) dialog.close();
    dialog.showModal();
  });

  // The first field takes the focus (or what initialFocus names), also when it arrives later.
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const target = () => dialog.querySelector<HTMLElement>(initialFocus ?? FIELDS);
    const found = target();
    if (found) {
      found.focus();
      return;
    }
    // Content that arrives after the dialog opened (a form whose code loads on first use): its first field
    // takes the focus when it appears, unless the user has moved the focus out of the dialog meanwhile.
    const late = new MutationObserver(() => {
      const arrived = target();
      if (!arrived) return;
      late.disconnect();
      const active = document.activeElement;
      if (!active || active === document.body || dialog.contains(active)) arrived.focus();
    });
    late.observe(dialog, { childList: true, subtree: true });
    return () => late.disconnect();
  }, [initialFocus]);

  return createPortal(
    // biome-ignore lint/a11y/useKeyWithClickEvents: the backdrop click is a pointer shortcut; Escape closes by keyboard
    <dialog
      ref={ref}
      id={id}
      className={css.dialog[variant]}
      aria-labelledby={label ? undefined : titleId}
      aria-label={label}
      onCancel={(event) => {
        event.preventDefault();
        if (closableRef.current) closeRef.current();
      }}
      onClose={(event) => {
        // The browser closed it (a repeated Escape it no longer lets the page refuse): the modal ends as asked,
        // or, when it may not be closed, opens again.
        const dialog = event.currentTarget;
        const own = selfClosed.current;
        selfClosed.current = false;
        if (own || dialog.open || !dialog.isConnected) return;
        if (closableRef.current) closeRef.current();
        else dialog.showModal();
      }}
      onClick={(event) => {
        // A drawer closes on a click beside it (on its backdrop).
        if (variant === 'drawer' && event.target === event.currentTarget) closeRef.current();
      }}
    >
      <div className={css.header[variant]}>
        <h2 id={titleId} className={css.title[variant]}>
          {title}
        </h2>
        {actions}
        {closable && (
          <button
            type="button"
            className={css.close[variant]}
            aria-label={closeLabel ?? t('close')}
            onClick={() => closeRef.current()}
          >
            <span aria-hidden="true">×</span>
          </button>
        )}
      </div>
      <div className={css.body[variant]}>{children}</div>
    </dialog>,
    document.body,
  );
}

function isModal(dialog: HTMLDialogElement): boolean {
  try {
    return dialog.matches(':modal');
  } catch {
    // A browser without :modal: trust the open state.
    return dialog.open;
  }
}
