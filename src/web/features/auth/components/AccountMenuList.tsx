import { Link } from '@tanstack/react-router';
import { useSetAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { AccountMenuLinks } from '@/web/features/cashier';
import { RewardMenuLink } from '@/web/features/promotions';
import { RecordsMenuLinks } from '@/web/features/records';
import { logoutConfirmAtom, useAccountCan, useMemberInfo } from '@/web/lib/session';
import * as css from './account-menu.css';

/**
 * The open account drop-down of a logged-in player: the feature entries (records, cashier, promotions — each lazy,
 * with its catalogue), my account, the agent center and logging out. Its own chunk: the cashier and promotions
 * entry points it imports are not part of the header's first render (AccountMenu loads it when the menu is about
 * to open).
 */
export function AccountMenuList({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const info = useMemberInfo();
  const setConfirmLogout = useSetAtom(logoutConfirmAtom);
  // An agent-only account on the player site: only the way back to its agent center and logging out.
  const agentArea = useAccountCan('agentArea');
  const playerSite = useAccountCan('playerSite');
  const agentOnly = agentArea && !playerSite;
  const account = info.data;
  return (
    <ul id="account-menu-list" className={css.menu} aria-label={t('account.myAccount')}>
      {!agentOnly && (
        <>
          <RecordsMenuLinks itemClass={css.item} onNavigate={onClose} />
          <AccountMenuLinks itemClass={css.item} onNavigate={onClose} />
          <RewardMenuLink itemClass={css.item} onNavigate={onClose} />
        </>
      )}
      {!account?.isTrial && !agentOnly && (
        <li>
          <Link to="/member" search={{ page: 'securityCenter' }} className={css.item} onClick={onClose}>
            {t('account.myAccount')}
          </Link>
        </li>
      )}
      {account?.isAgent && (
        <li>
          <Link to="/agentHome" className={css.item} onClick={onClose}>
            {t('account.agentCenter')}
          </Link>
        </li>
      )}
      <li>
        <button
          type="button"
          className={css.item}
          onClick={() => {
            onClose();
            setConfirmLogout(true);
          }}
        >
          {t('account.logout')}
        </button>
      </li>
    </ul>
  );
}
