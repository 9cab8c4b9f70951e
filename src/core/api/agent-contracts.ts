/**
 * The contracts API (docs/contracts-api.md): the four relay calls of each contract kind, the consolidated info,
 * bills, the contract history and its notices. Each endpoint's contract is written here once
 * (docs/api-contracts.md); each answer's schema lists every field the service sends, as in agents.ts. Amounts are decimal
 * strings of the brand currency. (src/core/contracts.ts is the contracts' domain logic; this file is their API.)
 */
import { CONTRACT_KINDS, CONTRACT_RELAY, type ContractKind, type ContractPeriod } from '../contracts';
import { contract } from './contract';
import { Bool, Enum, Int, Nullable, Paged, period, type Static, Str, Type } from './schema';

const tags = ['contracts'];
const security = [{ bearer: [] }];
const str = (maxLength: number, description?: string) =>
  Type.String({ maxLength, ...(description ? { description } : {}) });

export const CONTRACT_STATUSES = [
  'pending',
  'active',
  'rejected',
  'superseded',
  'cancelled',
  'terminating',
  'terminated',
] as const;
export type ContractStatus = (typeof CONTRACT_STATUSES)[number];
export type { ContractKind, ContractPeriod };

const Kind = Enum(CONTRACT_KINDS);
const Period = Enum(['D', 'W', 'H', 'M', 'HR', 'RT'] as const satisfies readonly ContractPeriod[]);

/** A tier as the API speaks it: rate in percent, amounts as decimal strings of the currency. */
export const Tier = Type.Object({
  rate: Str,
  minActiveMembers: Int,
  minValidBet: Str,
  minNetLoss: Str,
  minBetStake: Str,
  activeBet: Str,
});
export type Tier = Static<typeof Tier>;

/** Gating flags of spec §6. */
export const ContractFlags = Type.Object({
  enableCt: Bool,
  salary: Bool,
  hourSalary: Bool,
  enableSalary: Bool,
  enableContract: Bool,
});
export type ContractFlags = Static<typeof ContractFlags>;

const contractFields = {
  id: Str,
  kind: Kind,
  period: Period,
  tiers: Type.Array(Tier),
  status: Enum(CONTRACT_STATUSES),
  upline: Nullable(Type.String({ description: 'null: the brand itself' })),
  downline: Str,
  requestedAt: Str,
  startsAt: Nullable(Str),
  endsAt: Nullable(Str),
  endedReason: Nullable(Str),
  minRate: Str,
  maxRate: Str,
  carry: Str,
};
export const Contract = Type.Object(contractFields);
export type Contract = Static<typeof Contract>;

export const Conflict = Type.Object({ id: Str, account: Str, maxRate: Str });
export type Conflict = Static<typeof Conflict>;

const WithConflicts = Type.Object({ ...contractFields, conflicts: Type.Array(Conflict) });

export const DownlineRow = Type.Object({
  account: Str,
  nickname: Nullable(Str),
  typeCode: Int,
  contract: Nullable(Contract),
  pending: Nullable(Contract),
  otherSalary: Type.Optional(
    Nullable(
      Enum(CONTRACT_KINDS, {
        description:
          'With exclusive salary kinds: the other salary kind this downline holds (it cannot take this one)',
      }),
    ),
  ),
});
export type DownlineRow = Static<typeof DownlineRow>;

const PeriodAmount = Type.Object({ periodStart: Str, amount: Str });

export const KindState = Type.Object({
  kind: Kind,
  currency: Str,
  flags: ContractFlags,
  periods: Type.Immutable(Type.Array(Period)),
  salaryStacking: Type.Optional(
    Enum(['exclusive', 'stack'] as const, {
      description: 'Whether an agent may hold several salary kinds at once (brand data)',
    }),
  ),
  mine: Nullable(Contract),
  pendingForMe: Nullable(WithConflicts),
  cap: Nullable(Str),
  downlines: Type.Array(DownlineRow),
  earnings: Type.Object({ total: Str, series: Type.Array(PeriodAmount) }),
});
export type KindState = Static<typeof KindState>;

export const ActionAnswer = Type.Object({
  contract: Contract,
  superseded: Type.Optional(Type.Array(Str)),
  terminated: Type.Optional(Type.Array(Conflict)),
  replaced: Type.Optional(Nullable(Str)),
});
export type ActionAnswer = Static<typeof ActionAnswer>;

/** What the SPA sends to a kind's relay (the body's schema below is what the server accepts). */
export type ContractAction =
  | { action: 'request'; downline: string; period?: ContractPeriod; tiers: Tier[] }
  | { action: 'accept' | 'reject' | 'cancel' | 'terminate'; id: string };

/** Unread notices of contracts ended by someone else, per kind. */
export const Notices = Type.Partial(
  Type.Object(
    Object.fromEntries(CONTRACT_KINDS.map((kind) => [kind, Int])) as Record<ContractKind, typeof Int>,
  ),
);
export type Notices = Static<typeof Notices>;
/** What marking notices read answers: the unread notices left. */
export const NoticesAnswer = Type.Object({ notices: Notices });
export type NoticesAnswer = Static<typeof NoticesAnswer>;

export const Consolidated = Type.Object({
  divtypereq: Int,
  dailysalreqtype: Int,
  contracthoursalreq: Int,
  realtimesalreqtype: Int,
  flags: ContractFlags,
  requests: Type.Array(
    Type.Object({ kind: Kind, type: Enum(['new', 'terminate'] as const), contract: WithConflicts }),
  ),
  notices: Type.Optional(Notices),
});
export type Consolidated = Static<typeof Consolidated>;

export const BILL_STATUSES = ['paid', 'held', 'rejected', 'zero'] as const;
export type BillStatus = (typeof BILL_STATUSES)[number];

export const Bill = Type.Object({
  id: Str,
  contractId: Str,
  kind: Kind,
  period: Period,
  periodStart: Str,
  periodEnd: Str,
  account: Str,
  seq: Int,
  adjustmentOf: Nullable(Str),
  stake: Str,
  payout: Str,
  validBet: Str,
  bonuses: Str,
  netLoss: Str,
  activeMembers: Int,
  tierIndex: Int,
  rate: Str,
  gross: Str,
  deductions: Str,
  carryIn: Str,
  carryOut: Str,
  amount: Str,
  status: Enum(BILL_STATUSES),
  createdAt: Str,
  paidAt: Nullable(Str),
});
export type Bill = Static<typeof Bill>;

export const BillList = Paged(Bill, {
  ...period,
  totals: Type.Object({ amount: Str, count: Int }),
  series: Type.Array(PeriodAmount),
});
export type BillList = Static<typeof BillList>;

export const BillDetail = Type.Object({
  bill: Bill,
  window: Type.Object(period),
  tiers: Type.Array(
    Type.Object({
      index: Int,
      rate: Str,
      met: Bool,
      figures: Type.Object({ validBet: Str, netLoss: Str, activeMembers: Int }),
      missing: Type.Array(Str),
    }),
  ),
  deductions: Type.Array(
    Type.Object({
      account: Str,
      contractId: Str,
      billId: Type.Union([Str, Type.Null()], {
        description: "null: the sub-agent's bill is not written yet",
      }),
      amount: Str,
    }),
  ),
  members: Type.Array(
    Type.Object({ account: Str, validBet: Str, stake: Str, payout: Str, bonuses: Str, active: Bool }),
  ),
});
export type BillDetail = Static<typeof BillDetail>;

/** Who did something to a contract, as the viewer may know it. */
export const EventActor = Type.Union([
  Type.Object({ role: Enum(['you', 'upline', 'downline'] as const), account: Str }),
  Type.Object({ role: Enum(['above', 'brand'] as const), account: Type.Null() }),
]);
export type EventActor = Static<typeof EventActor>;

export const ContractEvent = Type.Object({
  at: Str,
  action: Str,
  reason: Nullable(Str),
  by: EventActor,
  cause: Nullable(
    Type.Object(
      { contractId: Str, rate: Str },
      { description: 'The contract whose acceptance or end caused this event, with its lowest rate' },
    ),
  ),
});
export type ContractEvent = Static<typeof ContractEvent>;

export const HistoryEntry = Type.Object({
  ...contractFields,
  events: Type.Array(ContractEvent),
  notice: Type.Boolean({ description: 'Ended by someone else and the agent has not seen the notice yet' }),
});
export type HistoryEntry = Static<typeof HistoryEntry>;

export const ContractHistory = Paged(HistoryEntry);
export type ContractHistory = Static<typeof ContractHistory>;

const TierBody = Type.Object(
  {
    rate: Type.Optional(str(8, 'percent, > 0 and ≤ 100, at most 2 decimals')),
    minActiveMembers: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000 })),
    minValidBet: Type.Optional(str(24)),
    minNetLoss: Type.Optional(str(24)),
    minBetStake: Type.Optional(str(24)),
    activeBet: Type.Optional(str(24)),
  },
  { additionalProperties: false },
);

const kindContracts = (kind: ContractKind) => ({
  overview: contract({
    method: 'GET',
    url: CONTRACT_RELAY[kind],
    tags,
    summary: `${kind} contracts: mine, the request awaiting me, my direct downline agents' contracts, my earnings`,
    security,
    value: KindState,
  }),
  action: contract({
    method: 'POST',
    url: CONTRACT_RELAY[kind],
    tags,
    summary: `${kind} contract action: request (upline), accept / reject (downline), cancel (upline), terminate (either side)`,
    security,
    body: Type.Object(
      {
        action: str(16, 'request | accept | reject | cancel | terminate'),
        id: Type.Optional(str(20, 'contract id (accept, reject, cancel, terminate)')),
        downline: Type.Optional(str(64, 'direct downline agent (request)')),
        period: Type.Optional(str(4, 'D | W | H | M (dividend); fixed for the salaries')),
        tiers: Type.Optional(Type.Array(TierBody, { maxItems: 10 })),
      },
      { additionalProperties: false },
    ),
    value: ActionAnswer,
  }),
});

/** Each kind's relay: GET its state, POST an action. */
export const kindRelays = Object.fromEntries(
  CONTRACT_KINDS.map((kind) => [kind, kindContracts(kind)]),
) as Record<ContractKind, ReturnType<typeof kindContracts>>;

export const consolidated = contract({
  method: 'GET',
  url: '/wps/member/info/funds/consolidated',
  tags,
  summary:
    'Consolidated contract info: per kind 0 nothing / 1 a new request / 2 a terminating contract, the gating flags and the requests',
  security,
  value: Consolidated,
});

const KindQuery = (description: string) => Type.Optional(str(20, description));

export const bills = contract({
  method: 'GET',
  url: '/wps/agent/contracts/bills',
  tags,
  summary: 'Contract bills of a kind: mine or my team’s, per period, with totals and a per-period series',
  security,
  querystring: Type.Object({
    kind: KindQuery('dividend | dailySalary | hourSalary | realtimeSalary'),
    scope: Type.Optional(str(8, 'mine (default) | team')),
    member: Type.Optional(str(64, 'a downline agent (scope team)')),
    status: Type.Optional(str(10, 'paid | held | rejected | zero')),
    from: Type.Optional(str(40, 'first day YYYY-MM-DD (default 29 days before `to`)')),
    to: Type.Optional(str(40, 'last day YYYY-MM-DD (default today)')),
    pageNo: Type.Optional(str(40)),
    pageSize: Type.Optional(str(40)),
  }),
  value: BillList,
});

export const history = contract({
  method: 'GET',
  url: '/wps/agent/contracts/history',
  tags,
  summary:
    'Every contract of the caller (or of an agent of its team), newest first: status, terms and the event trail with who caused each',
  security,
  querystring: Type.Object({
    kind: KindQuery('dividend | dailySalary | hourSalary | realtimeSalary (default all)'),
    member: Type.Optional(str(64, 'an agent of the team (default: the caller)')),
    pageNo: Type.Optional(str(40)),
    pageSize: Type.Optional(str(40)),
  }),
  value: ContractHistory,
});

export const noticesRead = contract({
  method: 'POST',
  url: '/wps/agent/contracts/notices/read',
  tags,
  summary: 'Mark the notices of ended contracts of a kind read (the agent opened that contract page)',
  security,
  body: Type.Object(
    { kind: str(20, 'dividend | dailySalary | hourSalary | realtimeSalary') },
    { additionalProperties: false },
  ),
  value: NoticesAnswer,
});

export const billDetail = contract({
  method: 'GET',
  url: '/wps/agent/contracts/bills/:id',
  tags,
  summary: 'One bill with its inputs: the tiers checked, the sub-agent deductions and the team rows',
  security,
  params: Type.Object({ id: Type.Optional(str(20)) }),
  value: BillDetail,
});

/** Tests only (DEV_ROUTES=1, never in production), hidden from the OpenAPI document like the other dev helpers. */
export const devSettle = contract({
  method: 'POST',
  url: '/__dev/contracts/settle',
  tags: ['dev'],
  summary:
    'Settles the brand on a simulated clock: body {at: ISO time}, or no body for now (every enabled contract kind); the bills written',
  hide: true,
  value: Type.Object({ bills: Int }),
});
