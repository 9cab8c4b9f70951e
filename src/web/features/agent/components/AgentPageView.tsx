import {
  AGENT_SELF_PAGES,
  type AgentPage,
  type AgentSelfPage,
  CONTRACT_AGENT_PAGES,
  type ContractAgentPage,
} from '../pages';
import { AccountDetailsPage } from './AccountDetailsPage';
import { AnnouncementsPage } from './AnnouncementsPage';
import { DownlinePage } from './DownlinePage';
import { GameReportPage } from './GameReportPage';
import { IncomePage } from './IncomePage';
import { LinksPage } from './LinksPage';
import { RegisterCenterPage } from './RegisterCenterPage';
import { TeamBetsPage } from './TeamBetsPage';
import { TeamOverviewPage } from './TeamOverviewPage';
import { TeamReportPage } from './TeamReportPage';
import { UserLossPage } from './UserLossPage';
import { WalletPage } from './WalletPage';

export type OwnAgentPage = Exclude<
  AgentPage,
  'depositv2' | 'withdraw' | 'messageV2' | ContractAgentPage | AgentSelfPage
>;

export const isOwnAgentPage = (page: AgentPage): page is OwnAgentPage =>
  page !== 'depositv2' &&
  page !== 'withdraw' &&
  page !== 'messageV2' &&
  !(CONTRACT_AGENT_PAGES as readonly string[]).includes(page) &&
  !(AGENT_SELF_PAGES as readonly string[]).includes(page);

/**
 * The agent center's own pages (the cashier's deposit, withdraw and messages come from the cashier feature, the
 * contract pages from the contracts feature).
 */
export function AgentPageView({ page }: { page: OwnAgentPage; member?: string }) {
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
      return <TeamBetsPage />;
    case 'palStatementsAgentCopy':
      return <UserLossPage />;
    case 'agentRevenueReport':
      return <IncomePage />;
    case 'agentDownlineTransactionDetailsCopy':
      return <AccountDetailsPage />;
    case 'agentTeamReport':
      return <TeamReportPage />;
    case 'agentGameReport':
      return <GameReportPage />;
    case 'agentWallet':
      return <WalletPage />;
    case 'agentLinks':
      return <LinksPage />;
  }
}
