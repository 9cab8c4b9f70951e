import type { ContractFlags } from '../kinds';
import type { ContractKind, Tier } from '../tiers';

/** Shapes of the contracts API (docs/contracts-api.md). Amounts are decimal strings of the brand currency. */
export type ContractStatus =
  | 'pending'
  | 'active'
  | 'rejected'
  | 'superseded'
  | 'cancelled'
  | 'terminating'
  | 'terminated';

export type ContractPeriod = 'D' | 'W' | 'H' | 'M' | 'HR' | 'RT';

export interface Contract {
  id: string;
  kind: ContractKind;
  period: ContractPeriod;
  tiers: Tier[];
  status: ContractStatus;
  /** null: the brand itself. */
  upline: string | null;
  downline: string;
  requestedAt: string;
  startsAt: string | null;
  endsAt: string | null;
  endedReason: string | null;
  minRate: string;
  maxRate: string;
  carry: string;
}

export interface Conflict {
  id: string;
  account: string;
  maxRate: string;
}

export interface DownlineRow {
  account: string;
  nickname: string | null;
  typeCode: number;
  contract: Contract | null;
  pending: Contract | null;
  /** With exclusive salary kinds: the other salary kind this downline holds (it cannot take this one). */
  otherSalary?: ContractKind | null;
}

export interface KindState {
  kind: ContractKind;
  currency: string;
  flags: ContractFlags;
  periods: ContractPeriod[];
  /** Whether an agent may hold several salary kinds at once (brand data). */
  salaryStacking?: 'exclusive' | 'stack';
  mine: Contract | null;
  pendingForMe: (Contract & { conflicts: Conflict[] }) | null;
  cap: string | null;
  downlines: DownlineRow[];
  earnings: { total: string; series: { periodStart: string; amount: string }[] };
}

export type ContractAction =
  | { action: 'request'; downline: string; period?: ContractPeriod; tiers: Tier[] }
  | { action: 'accept' | 'reject' | 'cancel' | 'terminate'; id: string };

export interface ActionAnswer {
  contract: Contract;
  superseded?: string[];
  terminated?: Conflict[];
  replaced?: string | null;
}

export interface Consolidated {
  divtypereq: number;
  dailysalreqtype: number;
  contracthoursalreq: number;
  realtimesalreqtype: number;
  flags: ContractFlags;
  requests: {
    kind: ContractKind;
    type: 'new' | 'terminate';
    contract: Contract & { conflicts: Conflict[] };
  }[];
  /** Unread notices of contracts ended by someone else, per kind. */
  notices?: Partial<Record<ContractKind, number>>;
}

export type BillStatus = 'paid' | 'held' | 'rejected' | 'zero';

export interface Bill {
  id: string;
  contractId: string;
  kind: ContractKind;
  period: ContractPeriod;
  periodStart: string;
  periodEnd: string;
  account: string;
  adjustmentOf: string | null;
  validBet: string;
  netLoss: string;
  activeMembers: number;
  tierIndex: number;
  rate: string;
  gross: string;
  deductions: string;
  carryIn: string;
  carryOut: string;
  amount: string;
  status: BillStatus | string;
  createdAt: string;
  paidAt: string | null;
}

export interface BillList {
  list: Bill[];
  totals: { amount: string; count: number };
  series: { periodStart: string; amount: string }[];
  pageNo: number;
  pageSize: number;
  total: number;
}

export interface BillDetail {
  bill: Bill;
  tiers: {
    index: number;
    rate: string;
    met: boolean;
    figures: { validBet: string; netLoss: string; activeMembers: number };
    missing: string[];
  }[];
  deductions: { account: string; contractId: string; billId: string; amount: string }[];
  members: {
    account: string;
    validBet: string;
    stake: string;
    payout: string;
    bonuses: string;
    active: boolean;
  }[];
  bonuses: string;
}

/** Who did something to a contract, as the viewer may know it. */
export type EventActor =
  | { role: 'you' | 'upline' | 'downline'; account: string }
  | { role: 'above' | 'brand'; account: null };

export interface ContractEvent {
  at: string;
  action: string;
  reason: string | null;
  by: EventActor;
  /** The contract whose acceptance or end caused this event, with its lowest rate. */
  cause: { contractId: string; rate: string } | null;
}

export interface HistoryEntry extends Contract {
  events: ContractEvent[];
  /** Ended by someone else and the agent has not seen the notice yet. */
  notice: boolean;
}

export interface ContractHistory {
  list: HistoryEntry[];
  pageNo: number;
  pageSize: number;
  total: number;
}
