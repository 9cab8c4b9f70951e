/**
 * Shapes of the contracts API (docs/contracts-api.md), from their contracts in src/core/api/agent-contracts.ts.
 * Amounts are decimal strings of the brand currency.
 */
export type {
  ActionAnswer,
  Bill,
  BillDetail,
  BillList,
  BillStatus,
  Conflict,
  Consolidated,
  Contract,
  ContractAction,
  ContractEvent,
  ContractHistory,
  ContractPeriod,
  ContractStatus,
  DownlineRow,
  EventActor,
  HistoryEntry,
  KindState,
} from '@/core/api/agent-contracts';
