import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { usePlayer, useRewards } from '../api/promotions';
import * as css from '../promotions.css';

/** The count of rewards claimable now (spec §2 "rewardCenter (count badge)"); nothing when there are none. */
export function RewardCountBadge() {
  const { t } = useTranslation('promotions');
  const count = useRewards().data?.count ?? 0;
  if (count <= 0) return null;
  return (
    <span className={css.countBadge} data-testid="reward-count">
      <span aria-hidden="true">{count > 99 ? '99+' : count}</span>
      <span className={css.visuallyHidden}>{t('rewardCenter.count', { count })}</span>
    </span>
  );
}

/** The member center menu's label of rewardCenter, with its badge. */
export function RewardCenterMenuLabel() {
  const { t } = useTranslation('promotions');
  return (
    <>
      {t('rewardCenter.title')}
      <RewardCountBadge />
    </>
  );
}

/** The member center menu's label of bonusDetails. */
export function BonusDetailsMenuLabel() {
  const { t } = useTranslation('promotions');
  return <>{t('bonuses.title')}</>;
}

/** The header account drop-down's reward center entry, with its count badge. */
export function RewardMenuLink({ itemClass, onNavigate }: { itemClass: string; onNavigate: () => void }) {
  // A trial account has no reward center (spec §6).
  if (!usePlayer().ready) return null;
  return (
    <li>
      <Link to="/member" search={{ page: 'rewardCenter' }} className={itemClass} onClick={onNavigate}>
        <RewardCenterMenuLabel />
      </Link>
    </li>
  );
}

/** The side menu's bonus shortcut to the reward center (spec §2 "Side menu"), with the count for a player. */
export function RewardShortcut({ linkClass, onNavigate }: { linkClass: string; onNavigate: () => void }) {
  const { t } = useTranslation('promotions');
  return (
    <li>
      <Link to="/member" search={{ page: 'rewardCenter' }} className={linkClass} onClick={onNavigate}>
        {t('rewardCenter.shortcut')}
        <RewardCountBadge />
      </Link>
    </li>
  );
}
