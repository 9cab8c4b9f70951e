import { createFileRoute } from '@tanstack/react-router';
import { LanguageSelect } from '../app/shell/LanguageSelect';
import { NotFoundPage } from '../app/shell/NotFoundPage';
import { ThemeSwitch } from '../app/shell/ThemeSwitch';
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
import { SecurityCenter } from '../features/member/components/SecurityCenter';
import { ChatPage } from '../features/support/components/ChatPage';
import { requireAgentLogin } from '../lib/guards';
import { useAccountCan } from '../lib/session';

/**
 * Agent center (spec §2): /agentHome?page=<page>. The agent pages come from the agent feature; deposit, withdraw
 * and platform messages are the cashier's own screens shown inside the agent layout; the four contract pages are
 * the contracts feature's, and exist only when the server's gating flags allow them (else the not-found page).
 * The agent's own security ("my account": payment password and payee accounts) and the live chat also open here,
 * never on the member site. An account that may not deposit (agent only) has no deposit page.
 */
export const Route = createFileRoute('/agentHome')({
  validateSearch: validateAgentSearch,
  beforeLoad: requireAgentLogin,
  loader: () => import('../features/agent/strings').then((m) => m.loadAgentStrings()),
  component: AgentHomeRoute,
});

function AgentHomeRoute() {
  const { page = DEFAULT_AGENT_PAGE, member, order, bill } = Route.useSearch();
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
        <ContractPageGate page={page} bill={bill} notFound={<NotFoundPage />} />
      ) : page === 'depositv2' && !deposits ? (
        <NotFoundPage />
      ) : isOwnAgentPage(page) ? (
        <AgentPageView page={page} member={member} />
      ) : page === 'chat' ? (
        <ChatPage />
      ) : (
        <CashierHomeContext.Provider value="/agentHome">
          {page === 'securityCenter' ? (
            // The agent's own security, inside the agent layout (the member center's panels).
            <SecurityCenter>
              <PaymentPasswordPanel />
              <PayeeAccountsPanel />
            </SecurityCenter>
          ) : (
            <CashierPage page={page} order={order} />
          )}
        </CashierHomeContext.Provider>
      )}
      <ContractRequests />
    </AgentCenter>
  );
}
