import { useAtomValue, useSetAtom } from 'jotai';
import { Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyNamed } from '@/web/lib/lazy-named';
import { authModalAtom, tokenAtom, useMemberInfo } from '@/web/lib/session';
import { button } from '@/web/ui/button.css';
import * as css from './account-menu.css';

// The open drop-down is its own chunk with the feature entries it shows (cashier, promotions, records: each lazy
// again, with its catalogue): none of it is in the header's first render. It is fetched as soon as the pointer or
// the focus comes to the button, so it is usually there by the click.
const loadList = () => import('./AccountMenuList');
const AccountMenuList = lazyNamed(loadList, 'AccountMenuList');

/** Header account state: login and register when logged out; the account drop-down when logged in. */
export function AccountMenu() {
  // The header's labels come with the first paint (common); the menu's links load their own with them.
  const { t } = useTranslation();
  const token = useAtomValue(tokenAtom);
  const info = useMemberInfo();
  const setModal = useSetAtom(authModalAtom);
  const [open, setOpen] = useState(false);
  const wrap = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const onDown = (event: MouseEvent | KeyboardEvent) => {
      if (
        event instanceof KeyboardEvent
          ? event.key === 'Escape'
          : !wrap.current?.contains(event.target as Node)
      ) {
        setOpen(false);
      }
    };
    document.addEventListener('mousedown', onDown);
    document.addEventListener('keydown', onDown);
    return () => {
      document.removeEventListener('mousedown', onDown);
      document.removeEventListener('keydown', onDown);
    };
  }, [open]);

  if (!token) {
    return (
      <>
        <button type="button" className={button.secondary} onClick={() => setModal({ kind: 'login' })}>
          {t('account.login')}
        </button>
        <button type="button" className={button.primary} onClick={() => setModal({ kind: 'register' })}>
          {t('account.register')}
        </button>
      </>
    );
  }
  const account = info.data;
  return (
    <div className={css.wrap} ref={wrap}>
      <button
        type="button"
        className={button.secondary}
        aria-controls="account-menu-list"
        aria-expanded={open}
        onClick={() => setOpen(!open)}
        onPointerEnter={() => void loadList()}
        onFocus={() => void loadList()}
        data-testid="account-menu"
      >
        <span className={css.name}>{account ? account.nickname : '…'}</span>
        {account?.isTrial && <span className={css.badge}>{t('account.trial')}</span>}
      </button>
      {open && (
        <Suspense fallback={null}>
          <AccountMenuList onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </div>
  );
}
