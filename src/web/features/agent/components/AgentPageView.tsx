import type { AgentPage } from '../pages';
import { AccountDetailsPage } from './AccountDetailsPage';
import { AnnouncementsPage } from './AnnouncementsPage';
import { DownlinePage } from './DownlinePage';
import { IncomePage } from './IncomePage';
import { RegisterCenterPage } from './RegisterCenterPage';
import { TeamBetsPage } from './TeamBetsPage';
import { TeamOverviewPage } from './TeamOverviewPage';
import { UserLossPage } from './UserLossPage';

export type OwnAgentPage = Exclude<AgentPage, 'depositv2' | 'withdraw' | 'messageV2'>;

export const isOwnAgentPage = (page: AgentPage): page is OwnAgentPage =>
  page !== 'depositv2' && page !== 'withdraw' && page !== 'messageV2';

/** The agent center's own pages (the cashier's deposit, withdraw and messages come from the cashier feature). */
export function AgentPageView({ page, member }: { page: OwnAgentPage; member?: string }) {
  switch (page) {
    case 'agentAnnouncement':
      return <AnnouncementsPage />;
    case 'agentTeamOverview':
      return <TeamOverviewPage />;
    case 'registerCenter':
      return <RegisterCenterPage />;
    case 'downlineManagmentView':
      return <DownlinePage />;
    case 'personalHistoryCopy':
      return <TeamBetsPage key={member ?? ''} member={member} />;
    case 'palStatementsAgentCopy':
      return <UserLossPage />;
    case 'agentRevenueReport':
      return <IncomePage />;
    case 'agentDownlineTransactionDetailsCopy':
      return <AccountDetailsPage key={member ?? ''} member={member} />;
  }
}
