import { Link, Navigate } from '@tanstack/react-router';
import { useSetAtom } from 'jotai';
import { type ReactNode, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useMerchantWallet, useRealAccount, useUnreadCount } from '@/web/features/cashier';
import { LoyaltyMemberItem } from '@/web/features/loyalty';
import { BonusDetailsMenuLabel, RewardCenterMenuLabel } from '@/web/features/promotions';
import { trialDialogAtom, useAccountCan, useMemberInfo } from '@/web/lib/session';
import { AgentAreaOnly, ErrorState, Loading } from '@/web/ui/States';
/** The member center pages of this build, in menu order (spec §2 "Member center pages"). */
import { MEMBER_PAGES, type MemberPage } from '../member-pages';
import * as css from './member-center.css';

export { MEMBER_PAGES, type MemberPage } from '../member-pages';

const LOYALTY_PAGES: readonly MemberPage[] = ['vip', 'referral', 'missionLeaderboard'];
const isLoyaltyPage = (p: MemberPage): p is 'vip' | 'referral' | 'missionLeaderboard' =>
  LOYALTY_PAGES.includes(p);

/**
 * The member center frame: a page menu (a column on desktop, a scrolling row on phones) with the unread badge on
 * messageV2, and the page. Real accounts only: a trial account gets the "real account needed" dialog instead.
 */
export function MemberCenter({ page, children }: { page: MemberPage; children: ReactNode }) {
  const { t } = useTranslation('wallet');
  const { token } = useRealAccount();
  const info = useMemberInfo();
  const setTrial = useSetAtom(trialDialogAtom);
  const isTrial = info.data?.isTrial === true;
  const playerSite = useAccountCan('playerSite');

  useEffect(() => {
    if (isTrial) setTrial(true);
  }, [isTrial, setTrial]);

  // The session ended (revoked, expired): log in again and come back to this page.
  if (!token) return <Navigate to="/login" search={{ redirect: `/member?page=${page}` }} replace />;
  if (info.isPending) return <Loading />;
  if (info.isError) return <ErrorState error={info.error} onRetry={() => void info.refetch()} />;
  if (isTrial) return null;
  if (!playerSite) return <AgentAreaOnly />;
  return (
    <div className={css.center}>
      <nav className={css.nav} aria-label={t('center.label')}>
        <MemberCenterMenu page={page} />
      </nav>
      <div style={{ minWidth: 0 }}>{children}</div>
    </div>
  );
}

function MemberCenterMenu({ page }: { page: MemberPage }) {
  const { t } = useTranslation('wallet');
  const unread = useUnreadCount().data ?? 0;
  const shown = useShownPages(page);
  return (
    <ul className={css.navList}>
      {shown.map((p) =>
        isLoyaltyPage(p) ? (
          <Suspense key={p} fallback={null}>
            <LoyaltyMemberItem
              page={p}
              current={p === page}
              linkClass={css.navLink}
              linkRef={p === page ? keepInView : undefined}
            />
          </Suspense>
        ) : (
          <li key={p}>
            <Link
              to="/member"
              search={{ page: p }}
              className={css.navLink}
              aria-current={p === page ? 'page' : undefined}
              activeOptions={{ includeSearch: true }}
              ref={p === page ? keepInView : undefined}
            >
              {p === 'responsibleGaming' ? (
                <ResponsibleGamingLabel />
              ) : p === 'rewardCenter' || p === 'bonusDetails' ? (
                // Their labels and the reward count come with the promotions feature's catalogue.
                <Suspense fallback={null}>
                  {p === 'rewardCenter' ? <RewardCenterMenuLabel /> : <BonusDetailsMenuLabel />}
                </Suspense>
              ) : p === 'limits' ? (
                <Suspense fallback={null}>
                  <LimitsMenuLabel />
                </Suspense>
              ) : p === 'verification' ? (
                <Suspense fallback={null}>
                  <VerificationMenuLabel />
                </Suspense>
              ) : (
                t(`center.${p}`)
              )}
              {p === 'messageV2' && unread > 0 && (
                <span className={css.countBadge}>
                  <span aria-hidden="true">{unread > 99 ? '99+' : unread}</span>
                  <span className={css.visuallyHidden}>{t('unreadCount', { count: unread })}</span>
                </span>
              )}
            </Link>
          </li>
        ),
      )}
    </ul>
  );
}

/**
 * The pages this member has something to do on: "Transfer to upline" only with an upline (spec §6: members may
 * transfer to an upline), "Wallet" only when the brand has game wallets to move money between (spec §3 merchant
 * wallet isSingle; until that is known, not shown). The current page always stays in the menu.
 */
function useShownPages(current: MemberPage): readonly MemberPage[] {
  const info = useMemberInfo();
  const wallet = useMerchantWallet();
  return MEMBER_PAGES.filter((p) => {
    if (p === current) return true;
    if (p === 'transferUpline') return info.data?.hasUpline === true;
    if (p === 'transferFund') return wallet.data?.isSingle === false;
    return true;
  });
}

/** The limits page's entry: its label is in the limits namespace (loaded with it). */
function LimitsMenuLabel() {
  const { t } = useTranslation('limits');
  return t('title');
}

/** The Verification entry's label, from the KYC catalogue (loaded with it). */
function VerificationMenuLabel() {
  const { t } = useTranslation('kyc');
  return <>{t('menu')}</>;
}

/** The responsible-gaming entry's label, from its own catalogue (locales/<language>/protection.json). */
function ResponsibleGamingLabel() {
  const { t } = useTranslation('protection');
  return <>{t('title')}</>;
}

/** On phones the menu scrolls sideways: keep the current page's entry in view (the menu only, never the page). */
function keepInView(element: HTMLAnchorElement | null) {
  const list = element?.closest('ul');
  if (!element || !list || list.scrollWidth <= list.clientWidth) return;
  // By the boxes on screen, not offsetLeft: the same arithmetic holds when right-to-left scrolls to negative values.
  const box = element.getBoundingClientRect();
  const view = list.getBoundingClientRect();
  list.scrollBy({ left: box.left + box.width / 2 - (view.left + view.width / 2), behavior: 'instant' });
}
