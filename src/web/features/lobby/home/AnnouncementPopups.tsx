import { useQuery } from '@tanstack/react-query';
import { useLocation } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { useDeferredValue, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { authModalAtom, tokenAtom, useMemberInfo } from '@/web/lib/session';
import { button } from '@/web/ui/button.css';
import { Modal } from '@/web/ui/Modal';
import { SafeHtml, useSanitizerReady } from '@/web/ui/SafeHtml';
import { announcementsQuery, type Popup } from './api/announcements';
import * as css from './home.css';

const closedKey = (slot: string) => `popupClosed:${slot}`;
/** Pages that open a modal of their own: the modal the address asked for comes first. */
const MODAL_PAGES = new Set(['/login', '/register']);

function wasClosed(slot: string): boolean {
  try {
    return sessionStorage.getItem(closedKey(slot)) === '1';
  } catch {
    return false;
  }
}

/**
 * Announcement popups (spec §4): once per session per slot until closed — logged-in players get USER_POPUP
 * with execution A (and F on their first login), visitors and trial accounts ANONYMOUS_POPUP with execution B. Closing stores a
 * flag in session storage. The HTML is sanitised before rendering. A popup never opens over the login, register or
 * another account modal (nor on /login and /register, whose modal opens on arrival): it waits until that closes.
 */
export function AnnouncementPopups() {
  const { t, i18n } = useTranslation('lobby');
  const token = useAtomValue(tokenAtom);
  const info = useMemberInfo();
  // Deferred (as the home page's lists, HomePage.tsx): the popup and its sanitised HTML render in a transition that
  // yields to the browser, not in the task of the answer (or of the sanitiser's arrival) that opens it.
  const announcements = useDeferredValue(useQuery(announcementsQuery(i18n.language)));
  const [closedNow, setClosedNow] = useState<string[]>([]);
  // What a slot showed first stays until closed: the first-login (F) popup must not vanish from an open popup
  // when the account is reloaded after the first-login call.
  const shown = useRef<{ slot: string; popups: Popup[] } | null>(null);
  const sanitizerReady = useDeferredValue(useSanitizerReady());
  const authModal = useAtomValue(authModalAtom);
  const modalPage = useLocation({ select: (location) => MODAL_PAGES.has(location.pathname) });
  if (token && !info.data) return null;
  // A trial account can take none of the members' offers (spec §6): it gets the visitors' popup, which invites it
  // to register.
  const member = token !== null && info.data?.isTrial === false;
  const slot = member ? 'USER_POPUP' : 'ANONYMOUS_POPUP';
  if (authModal !== null || modalPage) return null;
  if (closedNow.includes(slot) || wasClosed(slot)) return null;
  const executions = member ? (info.data?.firstTimeLogin ? ['A', 'F'] : ['A']) : ['B'];
  let popups = (announcements.data?.popup ?? []).filter(
    (p: Popup) => p.slot === slot && executions.includes(p.execution),
  );
  if (shown.current?.slot === slot) popups = shown.current.popups;
  else if (popups.length > 0) shown.current = { slot, popups };
  if (popups.length === 0 || !sanitizerReady) return null;
  const close = () => {
    try {
      sessionStorage.setItem(closedKey(slot), '1');
    } catch {
      // Without storage the popup stays closed for this page view.
    }
    setClosedNow((list) => [...list, slot]);
  };
  return (
    <Modal title={popups[0]!.title} onClose={close}>
      {popups.map((popup, i) => (
        <div key={popup.id}>
          {i > 0 && <h3>{popup.title}</h3>}
          <SafeHtml className={css.html} html={popup.content} />
        </div>
      ))}
      <button type="button" className={button.primary} onClick={close}>
        {t('ok')}
      </button>
    </Modal>
  );
}
