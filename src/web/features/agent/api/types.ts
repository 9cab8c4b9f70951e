/**
 * Values of the agent-center calls (docs/agent-api.md), from their contracts in src/core/api/agents.ts. Amounts are
 * decimal strings in the brand currency.
 */
import type { ValueOf } from '@/core/api/contract';
import type { transferToDownline } from '@/core/api/money-wallet';

export {
  COMMISSION_INCOME,
  CONTRACT_INCOME,
  LOSS_SORTS,
  MEMBER_SORTS,
  TRANSACTION_KINDS,
} from '@/core/agent-work';
export type {
  AgentAnnouncement,
  AgentAnnouncements,
  ApartLine,
  CountAmount,
  Income,
  IncomeBill,
  IncomeGroup,
  IncomeKind,
  LossFigures,
  LossSort,
  MemberSort,
  OverviewDay,
  Paging,
  Period,
  PromoteAnswer,
  RegisteredDownline,
  SortOrder,
  TeamBet,
  TeamBets,
  TeamMember,
  TeamMembers,
  TeamOverview,
  TeamProfitLoss,
  TeamTransactions,
  TransactionKind,
  UnreadCount,
} from '@/core/api/agents';

/** POST /wps/agent/transfer/downline answers the transfer and the agent's balance after it. */
export type DownlineTransferAnswer = ValueOf<typeof transferToDownline>;
