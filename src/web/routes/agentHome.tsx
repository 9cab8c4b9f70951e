import { createFileRoute } from '@tanstack/react-router';
import { AgentCenter } from '../features/agent/components/AgentCenter';
import { AgentPageView, isOwnAgentPage } from '../features/agent/components/AgentPageView';
import { DEFAULT_AGENT_PAGE, validateAgentSearch } from '../features/agent/pages';
import { CashierHomeContext } from '../features/cashier/cashier-home';
import { CashierPage } from '../features/cashier/components/CashierPage';
import { PayeeAccountsPanel } from '../features/cashier/components/PayeeAccounts';
import { PaymentPasswordPanel } from '../features/cashier/components/PaymentPasswordPanel';
import {
  ContractPageGate,
  ContractRequests,
  isContractPage,
  useContractMenu,
} from '../features/contracts/gate';
import { LanguageSelect } from '../features/layout/components/LanguageSelect';
import { NotFoundPage } from '../features/layout/components/NotFoundPage';
import { ThemeSwitch } from '../features/layout/components/ThemeSwitch';
import { SecurityCenter } from '../features/member/components/SecurityCenter';
import { requireAgentLogin } from '../lib/guards';
import { useAccountCan } from '../lib/session';

/**
 * Agent center (spec §2): /agentHome?page=<page>. The agent pages come from the agent feature; deposit, withdraw
 * and platform messages are the cashier's own screens shown inside the agent layout, and "my account" the member
 * security center with the payment password and payee accounts (an agent-only account never goes to the player
 * site for them); the four contract pages are the contracts feature's, and exist only when the server's gating
 * flags allow them (else the not-found page). An account that may not deposit (agent only) has no deposit page.
 */
export const Route = createFileRoute('/agentHome')({
  validateSearch: validateAgentSearch,
  beforeLoad: requireAgentLogin,
  loader: () => import('../features/agent/strings').then((m) => m.loadAgentStrings()),
  component: AgentHomeRoute,
});

function AgentHomeRoute() {
  const { page = DEFAULT_AGENT_PAGE, member, order } = Route.useSearch();
  const contractMenu = useContractMenu();
  const deposits = useAccountCan('deposit');
  return (
    <AgentCenter
      page={page}
      menu={contractMenu}
      tools={
        <>
          <LanguageSelect />
          <ThemeSwitch />
        </>
      }
    >
      {isContractPage(page) ? (
        <ContractPageGate page={page} notFound={<NotFoundPage />} />
      ) : page === 'securityCenter' ? (
        <SecurityCenter>
          <PaymentPasswordPanel />
          <PayeeAccountsPanel />
        </SecurityCenter>
      ) : page === 'depositv2' && !deposits ? (
        <NotFoundPage />
      ) : isOwnAgentPage(page) ? (
        <AgentPageView page={page} member={member} />
      ) : (
        <CashierHomeContext.Provider value="/agentHome">
          <CashierPage page={page} order={order} />
        </CashierHomeContext.Provider>
      )}
      <ContractRequests />
    </AgentCenter>
  );
}
