import { Link } from '@tanstack/react-router';
import { useAtomValue, useSetAtom } from 'jotai';
import { Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AccountMenuLinks } from '@/web/features/cashier';
import { RewardMenuLink } from '@/web/features/promotions';
import { RecordsMenuLinks } from '@/web/features/records';
import { authModalAtom, logoutConfirmAtom, tokenAtom, useAccountCan, useMemberInfo } from '@/web/lib/session';
import { button } from '@/web/ui/button.css';
import * as css from './account-menu.css';

// The drop-down's feature entries (cashier, promotions, records) are lazy: they load when it first opens, with their
// catalogues, not with the first paint.

/** Header account state: login and register when logged out; the account drop-down when logged in. */
export function AccountMenu() {
  // The header's labels come with the first paint (common); the menu's links load their own with them.
  const { t } = useTranslation();
  const token = useAtomValue(tokenAtom);
  const info = useMemberInfo();
  const setModal = useSetAtom(authModalAtom);
  const setConfirmLogout = useSetAtom(logoutConfirmAtom);
  const [open, setOpen] = useState(false);
  // An agent-only account on the player site: only the way back to its agent center and logging out.
  const agentArea = useAccountCan('agentArea');
  const playerSite = useAccountCan('playerSite');
  const agentOnly = agentArea && !playerSite;
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
        data-testid="account-menu"
      >
        <span className={css.name}>{account ? account.nickname : '…'}</span>
        {account?.isTrial && <span className={css.badge}>{t('account.trial')}</span>}
      </button>
      {open && (
        <Suspense fallback={null}>
          <ul id="account-menu-list" className={css.menu} aria-label={t('account.myAccount')}>
            {!agentOnly && (
              <>
                <RecordsMenuLinks itemClass={css.item} onNavigate={() => setOpen(false)} />
                <AccountMenuLinks itemClass={css.item} onNavigate={() => setOpen(false)} />
                <RewardMenuLink itemClass={css.item} onNavigate={() => setOpen(false)} />
              </>
            )}
            {!account?.isTrial && !agentOnly && (
              <li>
                <Link
                  to="/member"
                  search={{ page: 'securityCenter' }}
                  className={css.item}
                  onClick={() => setOpen(false)}
                >
                  {t('account.myAccount')}
                </Link>
              </li>
            )}
            {account?.isAgent && (
              <li>
                <Link to="/agentHome" className={css.item} onClick={() => setOpen(false)}>
                  {t('account.agentCenter')}
                </Link>
              </li>
            )}
            <li>
              <button
                type="button"
                className={css.item}
                onClick={() => {
                  setOpen(false);
                  setConfirmLogout(true);
                }}
              >
                {t('account.logout')}
              </button>
            </li>
          </ul>
        </Suspense>
      )}
    </div>
  );
}
