import { CONTRACT_PAGE_OF as CONTRACT_PAGES } from '@/core/contract-pages';
import { type ReportSearch, reportSearchOf } from './report-search';

/**
 * The agent center's pages (spec §2 "Agent center pages"), in menu order: the cashier's deposit and withdraw, the
 * agent pages, then platform messages. Apart from the components so the route's search validation does not pull
 * the agent center into the app's first load. The four contract pages are the contracts feature's screens, shown
 * only when the server's gating flags allow them.
 */
export const CONTRACT_AGENT_PAGES = [
  'agentDividendRecordCopy2',
  'agentDailyWages2',
  'agentHourSalary',
  'agentRealtimeSalary',
] as const;
export type ContractAgentPage = (typeof CONTRACT_AGENT_PAGES)[number];
/** The contract page of each kind (my income links a bill to its page). */
export const CONTRACT_PAGE_OF: Record<string, ContractAgentPage> = CONTRACT_PAGES;

/**
 * The agent's own account inside the agent layout, so the agent center never sends an agent to the player site:
 * its security (login and payment password, authenticator, payee accounts) and the live chat behind the menu's
 * customer service entry (not a menu entry of its own).
 */
export const AGENT_SELF_PAGES = ['securityCenter', 'chat'] as const;
export type AgentSelfPage = (typeof AGENT_SELF_PAGES)[number];

export const AGENT_PAGES = [
  'depositv2',
  'withdraw',
  'agentAnnouncement',
  'agentTeamOverview',
  'registerCenter',
  'downlineManagmentView',
  'personalHistoryCopy',
  'palStatementsAgentCopy',
  'agentRevenueReport',
  'agentDownlineTransactionDetailsCopy',
  // What an agent works from (issue 24): the report-search.ts pages.
  'agentTeamReport',
  'agentGameReport',
  'agentWallet',
  'agentLinks',
  ...CONTRACT_AGENT_PAGES,
  'messageV2',
  ...AGENT_SELF_PAGES,
] as const;
export type AgentPage = (typeof AGENT_PAGES)[number];

export const DEFAULT_AGENT_PAGE: AgentPage = 'agentTeamOverview';

/**
 * /agentHome?page=…&order=… and the reports' period, filters, page and drill-down (report-search.ts); no page:
 * the default page, so a plain /agentHome link needs no search.
 */
export interface AgentSearch extends ReportSearch {
  page?: AgentPage;
  /** depositv2: the deposit order to show. */
  order?: string;
  /** A contract page: the bill to open (from my income). */
  bill?: string;
}

export function validateAgentSearch(search: Record<string, unknown>): AgentSearch {
  const page = AGENT_PAGES.find((p) => p === search.page) ?? DEFAULT_AGENT_PAGE;
  const result: AgentSearch = { page, ...reportSearchOf(page, search) };
  if (page === 'depositv2' && typeof search.order === 'string' && /^D[A-Z0-9]{6,30}$/.test(search.order)) {
    result.order = search.order;
  }
  const bill = typeof search.bill === 'number' ? String(search.bill) : search.bill;
  if (
    (CONTRACT_AGENT_PAGES as readonly string[]).includes(page) &&
    typeof bill === 'string' &&
    /^[1-9]\d{0,17}$/.test(bill)
  )
    result.bill = bill;
  return result;
}
