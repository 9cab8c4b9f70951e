import { createFileRoute } from '@tanstack/react-router';
import { CashierPage } from '@/web/features/cashier/components/CashierPage';
import { PayeeAccountsPanel } from '@/web/features/cashier/components/PayeeAccounts';
import { PaymentPasswordPanel } from '@/web/features/cashier/components/PaymentPasswordPanel';
import { MissionLeaderboardPage } from '@/web/features/loyalty/missions/MissionLeaderboardPage';
import { ReferralPage } from '@/web/features/loyalty/referral/ReferralPage';
import { VipPage } from '@/web/features/loyalty/vip/VipPage';
import { LimitsPage } from '@/web/features/member/components/LimitsPage';
import { MemberCenter } from '@/web/features/member/components/MemberCenter';
import { SecurityCenter } from '@/web/features/member/components/SecurityCenter';
import { VerificationPage } from '@/web/features/member/components/VerificationPage';
import { MEMBER_PAGES, type MemberPage } from '@/web/features/member/member-pages';
import { ResponsibleGamingPage } from '@/web/features/member/protection/ResponsibleGamingPage';
import { BonusDetailsPage } from '@/web/features/promotions/components/BonusDetailsPage';
import { RewardCenterPage } from '@/web/features/promotions/components/RewardCenterPage';
import { BettingRecordPage } from '@/web/features/records/components/BettingRecordPage';
import { ProfitLossPage } from '@/web/features/records/components/ProfitLossPage';
import { requireLogin } from '@/web/lib/guards';

interface MemberSearch {
  page: MemberPage;
  /** depositv2: the deposit order to show (after creating it, or back from the payment page). */
  order?: string;
}

/** Member center (spec §2): /member?page=<page>; the page menu and the cashier pages come from the cashier feature. */
export const Route = createFileRoute('/_site/member')({
  validateSearch: (search: Record<string, unknown>): MemberSearch => {
    const page = MEMBER_PAGES.find((p) => p === search.page) ?? 'securityCenter';
    const order =
      page === 'depositv2' && typeof search.order === 'string' && /^D[A-Z0-9]{6,30}$/.test(search.order)
        ? search.order
        : undefined;
    return order ? { page, order } : { page };
  },
  beforeLoad: requireLogin,
  component: MemberRoute,
});

function MemberRoute() {
  const { page, order } = Route.useSearch();
  return (
    <MemberCenter page={page}>
      {page === 'securityCenter' ? (
        <SecurityCenter>
          <PaymentPasswordPanel />
          <PayeeAccountsPanel />
        </SecurityCenter>
      ) : page === 'verification' ? (
        <VerificationPage />
      ) : page === 'personalHistoryCopy' ? (
        <BettingRecordPage />
      ) : page === 'personalProfit' ? (
        <ProfitLossPage />
      ) : page === 'rewardCenter' ? (
        <RewardCenterPage />
      ) : page === 'bonusDetails' ? (
        <BonusDetailsPage />
      ) : page === 'vip' ? (
        <VipPage />
      ) : page === 'referral' ? (
        <ReferralPage />
      ) : page === 'missionLeaderboard' ? (
        <MissionLeaderboardPage />
      ) : page === 'limits' ? (
        <LimitsPage />
      ) : page === 'responsibleGaming' ? (
        <ResponsibleGamingPage />
      ) : (
        <CashierPage page={page} order={order} />
      )}
    </MemberCenter>
  );
}
