import type { ContractKind } from './contracts';

/**
 * The agent center's page of each contract kind (spec §2 agent pages): its menu entry names the kind on screens
 * and in exports. Apart from contracts.ts and free of imports, so the agent route's chunk can read it without
 * pulling in the contract rules.
 */
export const CONTRACT_PAGE_OF = {
  dividend: 'agentDividendRecordCopy2',
  dailySalary: 'agentDailyWages2',
  hourSalary: 'agentHourSalary',
  realtimeSalary: 'agentRealtimeSalary',
} as const satisfies Record<ContractKind, string>;
