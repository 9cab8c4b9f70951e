import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useLoyaltyAccount } from '../api/keys';
import { useClaimableMissions, usePublicState, useReferralEnabled } from '../api/public-state';
import * as css from '../loyalty.css';

export type LoyaltyPage = 'vip' | 'referral' | 'missionLeaderboard';
export const LOYALTY_PAGES: readonly string[] = ['vip', 'referral', 'missionLeaderboard'];

/** The count of claimable missions (spec §2 "missionLeaderboard (count badge)"); nothing when there are none. */
function MissionBadge() {
  const { t } = useTranslation('loyalty');
  const count = useClaimableMissions();
  if (count <= 0) return null;
  return (
    <span className={css.countBadge} data-testid="mission-count">
      <span aria-hidden="true">{count > 99 ? '99+' : count}</span>
      <span className={css.visuallyHidden}>{t('menu.missionsToClaim', { count })}</span>
    </span>
  );
}

/**
 * A loyalty entry of the member center menu (vip, referral, missionLeaderboard) with its label and badge; invite
 * friends only for a player account of a brand with referral on (spec §6, §3 REFERRAL.enabled).
 */
export function LoyaltyMemberItem({
  page,
  current,
  linkClass,
  linkRef,
}: {
  page: LoyaltyPage;
  current: boolean;
  linkClass: string;
  linkRef?: (element: HTMLAnchorElement | null) => void;
}) {
  const { t } = useTranslation('loyalty');
  const referral = useReferralEnabled();
  if (page === 'referral' && !referral && !current) return null;
  return (
    <li>
      <Link
        to="/member"
        search={{ page }}
        className={linkClass}
        aria-current={current ? 'page' : undefined}
        activeOptions={{ includeSearch: true }}
        ref={linkRef}
      >
        {t(`menu.${page}`)}
        {page === 'missionLeaderboard' && <MissionBadge />}
      </Link>
    </li>
  );
}

/** The header's VIP badge (public state vipLabelName), linking to the VIP page; nothing before the first level. */
export function VipBadge() {
  const { t } = useTranslation('loyalty');
  const { ready } = useLoyaltyAccount();
  const state = usePublicState().data;
  if (!ready || !state?.hasVip) return null;
  return (
    <Link
      to="/member"
      search={{ page: 'vip' }}
      className={css.headerVipBadge}
      aria-label={t('menu.vipBadge', { name: state.vipLabelName })}
      data-testid="vip-badge"
    >
      <span aria-hidden="true">♛</span>
      {state.vipLabelName}
    </Link>
  );
}

/** The side menu's loyalty entries for a logged-in player: VIP, invite friends, missions (badge), points mall. */
export function LoyaltySideLinks({ linkClass, onNavigate }: { linkClass: string; onNavigate: () => void }) {
  const { t } = useTranslation('loyalty');
  const { ready } = useLoyaltyAccount();
  const state = usePublicState().data;
  const referral = useReferralEnabled();
  if (!ready) return null;
  return (
    <>
      <li>
        <Link to="/member" search={{ page: 'vip' }} className={linkClass} onClick={onNavigate}>
          {t('menu.vip')}
          {state?.hasVip && <span className={css.vipBadge}>{state.vipLabelName}</span>}
        </Link>
      </li>
      {referral && (
        <li>
          <Link to="/member" search={{ page: 'referral' }} className={linkClass} onClick={onNavigate}>
            {t('menu.referral')}
          </Link>
        </li>
      )}
      <li>
        <Link to="/member" search={{ page: 'missionLeaderboard' }} className={linkClass} onClick={onNavigate}>
          {t('menu.missionLeaderboard')}
          <MissionBadge />
        </Link>
      </li>
      <li>
        <Link to="/pointMall" className={linkClass} onClick={onNavigate}>
          {t('menu.pointMall')}
        </Link>
      </li>
    </>
  );
}
