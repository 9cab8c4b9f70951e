import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useUnreadCount } from '../api/balance';
import { useRealAccount } from '../api/keys';
import * as css from './cashier.css';

/** Entries of the header account drop-down for real accounts: account record and messages (unread count). */
export function AccountMenuLinks({ itemClass, onNavigate }: { itemClass: string; onNavigate: () => void }) {
  const { t } = useTranslation('wallet');
  const { ready } = useRealAccount();
  const unread = useUnreadCount().data ?? 0;
  if (!ready) return null;
  return (
    <>
      <li>
        <Link to="/member" search={{ page: 'transactionHistory' }} className={itemClass} onClick={onNavigate}>
          {t('center.transactionHistory')}
        </Link>
      </li>
      <li>
        <Link to="/member" search={{ page: 'messageV2' }} className={itemClass} onClick={onNavigate}>
          {t('center.messageV2')}
          {unread > 0 && (
            <span className={css.menuBadge}>
              <span aria-hidden="true">{unread > 99 ? '99+' : unread}</span>
              <span className={css.visuallyHidden}>{t('unreadCount', { count: unread })}</span>
            </span>
          )}
        </Link>
      </li>
    </>
  );
}
