/**
 * The agent center's API (docs/agent-api.md): the team reports, registering and promoting a downline, the agent
 * notices and the live stream. Each endpoint's contract is written here once (docs/api-contracts.md); the working
 * tools are in agents-work.ts. Amounts are decimal strings in the brand currency.
 *
 * Query parameters travel as strings and are checked by the services, so each gets its own error code. Each answer's
 * schema lists every field the service sends: the route serialises with it, so a field missing here is not sent.
 */
import { APART_LINES, COMMISSION_INCOME, CONTRACT_INCOME, TRANSACTION_KINDS } from '../agent-work';
import { contract } from './contract';
import { Bool, Enum, Int, Nullable, Paged, paging, period, type Static, Str, Type } from './schema';

export const tags = ['agent'];
export const bearer = [{ bearer: [] }];

/** An optional query parameter: a string of at most `maxLength` characters, checked by the service. */
export const str = (description: string, maxLength = 64) =>
  Type.Optional(Type.String({ maxLength, description }));
export const q = {
  from: str('first day YYYY-MM-DD in the brand time zone (default 6 days before `to`)', 40),
  to: str('last day YYYY-MM-DD, inclusive (default today); at most 366 days after `from`', 40),
  pageNo: str('page number ≥ 1 (default 1)', 40),
  pageSize: str('rows per page 1–100 (default 20)', 40),
  member: str('account name of a team member (default: the whole team)'),
  order: Type.Optional(Type.String({ maxLength: 40, description: 'asc or desc (default desc)' })),
};

export {
  APART_LINES,
  COMMISSION_INCOME,
  CONTRACT_INCOME,
  LOSS_SORTS,
  type LossSort,
  MEMBER_SORTS,
  type MemberSort,
  type SortOrder,
  TRANSACTION_KINDS,
  type TransactionKind,
} from '../agent-work';

/** The longest reason a promotion keeps. */
export const PROMOTE_REASON_MAX = 200;

const AccountKind = Enum(['player', 'agent'] as const);

export const Period = Type.Object(period);
export type Period = Static<typeof Period>;
export const Paging = Type.Object(paging);
export type Paging = Static<typeof Paging>;
export const CountAmount = Type.Object({ count: Int, amount: Str });
export type CountAmount = Static<typeof CountAmount>;
export const Crumb = Type.Object({ account: Str, depth: Int });
export type Crumb = Static<typeof Crumb>;

export const OverviewDay = Type.Object({
  date: Str,
  newRegistrations: Int,
  activeMembers: Int,
  deposits: Str,
  withdrawals: Str,
  validBet: Str,
  profitLoss: Str,
});
export type OverviewDay = Static<typeof OverviewDay>;

export const TeamOverview = Type.Object({
  ...period,
  currency: Str,
  team: Type.Object({
    direct: Int,
    total: Int,
    byDepth: Type.Array(Type.Object({ depth: Int, count: Int })),
  }),
  newRegistrations: Int,
  activeMembers: Int,
  firstDeposits: CountAmount,
  deposits: CountAmount,
  withdrawals: CountAmount,
  validBet: Str,
  stake: Str,
  payout: Str,
  profitLoss: Str,
  bonuses: Str,
  ownBalance: Str,
  series: Type.Array(OverviewDay),
});
export type TeamOverview = Static<typeof TeamOverview>;

export const TeamMember = Type.Object({
  account: Str,
  nickname: Str,
  depth: Int,
  kind: AccountKind,
  typeCode: Int,
  registeredAt: Str,
  lastLoginAt: Nullable(Str),
  balance: Str,
  deposits: Str,
  validBet: Str,
  status: Enum(['active', 'locked'] as const),
  directCount: Int,
  firstDepositAt: Nullable(Str),
  note: Type.String({ description: "The caller's own note on the member" }),
  unlockable: Type.Boolean({
    description: 'Locked by the caller or an agent below it, so the caller may unlock it',
  }),
});
export type TeamMember = Static<typeof TeamMember>;

export const TeamMembers = Paged(TeamMember, { path: Type.Array(Crumb) });
export type TeamMembers = Static<typeof TeamMembers>;

export const TeamBet = Type.Object({
  id: Str,
  account: Str,
  placedAt: Str,
  vendor: Str,
  category: Str,
  gameName: Str,
  stake: Str,
  validBet: Str,
  payout: Str,
  profitLoss: Str,
  status: Enum(['open', 'won', 'lost', 'draw', 'refunded'] as const),
});
export type TeamBet = Static<typeof TeamBet>;

export const TeamBets = Paged(TeamBet, {
  ...period,
  totals: Type.Object({ count: Int, stake: Str, validBet: Str, payout: Str, profitLoss: Str }),
});
export type TeamBets = Static<typeof TeamBets>;

const lossFigures = {
  stake: Str,
  validBet: Str,
  payout: Str,
  profitLoss: Str,
  bonuses: Str,
  deposits: Str,
  withdrawals: Str,
};
export const LossFigures = Type.Object(lossFigures);
export type LossFigures = Static<typeof LossFigures>;

export const TeamProfitLoss = Paged(Type.Object({ ...lossFigures, account: Str, depth: Int }), {
  ...period,
  totals: LossFigures,
});
export type TeamProfitLoss = Static<typeof TeamProfitLoss>;

export type { ApartLine, IncomeKind } from '../agent-work';

// The service writes the income kinds as it reads them from the ledger: strings of the lists above.
const IncomeKind = Type.String({ description: `${[...CONTRACT_INCOME, ...COMMISSION_INCOME].join(' | ')}` });
const ApartLine = Enum(APART_LINES);

export const IncomeGroup = Type.Object({
  total: Str,
  byKind: Type.Array(Type.Object({ kind: IncomeKind, count: Int, amount: Str })),
});
export type IncomeGroup = Static<typeof IncomeGroup>;

export const IncomeBill = Type.Object({
  transferId: Str,
  billId: Nullable(Str),
  kind: Nullable(Str),
  periodStart: Nullable(Str),
  periodEnd: Nullable(Str),
  adjustment: Bool,
  paidAt: Str,
  amount: Str,
});
export type IncomeBill = Static<typeof IncomeBill>;

export const Income = Type.Object({
  ...period,
  currency: Str,
  total: Str,
  contracts: IncomeGroup,
  commissions: IncomeGroup,
  apart: Type.Array(Type.Object({ line: ApartLine, count: Int, amount: Str })),
  bills: Paged(IncomeBill),
  series: Type.Array(Type.Object({ date: Str, amount: Str, contracts: Str, commissions: Str })),
});
export type Income = Static<typeof Income>;

const TransactionKind = Enum(TRANSACTION_KINDS);
export const TeamTransactions = Paged(
  Type.Object({ id: Str, account: Str, at: Str, kind: TransactionKind, amount: Str, reference: Str }),
  { ...period, totals: Type.Array(Type.Object({ kind: TransactionKind, count: Int, amount: Str })) },
);
export type TeamTransactions = Static<typeof TeamTransactions>;

export const RegisteredDownline = Type.Object({ account: Str, kind: AccountKind, oneTimePassword: Str });
export type RegisteredDownline = Static<typeof RegisteredDownline>;

export const PromoteAnswer = Type.Object({ account: Str, kind: Enum(['agent'] as const), typeCode: Int });
export type PromoteAnswer = Static<typeof PromoteAnswer>;

export const AgentAnnouncement = Type.Object({
  id: Str,
  title: Str,
  content: Str,
  publishedAt: Str,
  read: Bool,
});
export type AgentAnnouncement = Static<typeof AgentAnnouncement>;

export const AgentAnnouncements = Paged(AgentAnnouncement, { unread: Int });
export type AgentAnnouncements = Static<typeof AgentAnnouncements>;
export const UnreadCount = Type.Object({ unread: Int });
export type UnreadCount = Static<typeof UnreadCount>;

const report = { tags, security: bearer, method: 'GET' } as const;

export const teamOverview = contract({
  ...report,
  url: '/wps/agent/team/overview',
  summary:
    'Team overview for a period: team size by depth, registrations, active members, deposits, withdrawals, valid bet, P&L, own balance, per-day series',
  querystring: Type.Object({ from: q.from, to: q.to }),
  value: TeamOverview,
});

export const teamMembers = contract({
  ...report,
  url: '/wps/agent/team/members',
  summary: 'Direct members of `parent` (or the team below it matching `keyword`), with breadcrumb',
  querystring: Type.Object({
    parent: str('account name in the team (default: the caller)'),
    keyword: str('case-insensitive part of the account name; searches the whole team below `parent`'),
    sort: str(
      'account | registeredAt | lastLoginAt | balance | deposits | validBet | firstDepositAt (default registeredAt)',
      20,
    ),
    order: q.order,
    pageNo: q.pageNo,
    pageSize: q.pageSize,
  }),
  value: TeamMembers,
});

export const teamBets = contract({
  ...report,
  url: '/wps/agent/team/bets',
  summary: 'Bets of the team or one member in a period, with totals',
  querystring: Type.Object({
    member: q.member,
    category: str('game type code', 32),
    vendor: str('vendor code', 32),
    from: q.from,
    to: q.to,
    pageNo: q.pageNo,
    pageSize: q.pageSize,
  }),
  value: TeamBets,
});

export const teamProfitLoss = contract({
  ...report,
  url: '/wps/agent/team/profitLoss',
  summary: 'User loss: profit and loss per team member with activity in a period, with team totals',
  querystring: Type.Object({
    from: q.from,
    to: q.to,
    member: q.member,
    sort: str('account | stake | validBet | payout | profitLoss (default profitLoss)', 20),
    order: q.order,
    pageNo: q.pageNo,
    pageSize: q.pageSize,
  }),
  value: TeamProfitLoss,
});

export const income = contract({
  ...report,
  url: '/wps/agent/income',
  summary:
    'My income in a period: contract earnings by kind and by bill, other commissions by source, per-day series; house adjustments and transfers listed apart (never income)',
  querystring: Type.Object({ from: q.from, to: q.to, pageNo: q.pageNo, pageSize: q.pageSize }),
  value: Income,
});

export const teamTransactions = contract({
  ...report,
  url: '/wps/agent/team/transactions',
  summary: "Account details: ledger movements of the team members' wallets, with totals by kind",
  querystring: Type.Object({
    member: q.member,
    kind: str('deposit | withdrawal | transfer_in | transfer_out | bonus | adjustment (default all)', 20),
    from: q.from,
    to: q.to,
    pageNo: q.pageNo,
    pageSize: q.pageSize,
  }),
  value: TeamTransactions,
});

const field = (maxLength: number) => Type.String({ maxLength });

export const registerDownline = contract({
  method: 'POST',
  url: '/wps/agent/team/register',
  tags,
  summary:
    'Register a downline (player, or sub-agent for types 2 and 42) with the brand registration fields; answers a one-time password',
  security: bearer,
  body: Type.Object(
    {
      kind: Type.Optional(Enum(['player', 'agent'] as const)),
      username: Type.Optional(field(64)),
      nickname: Type.Optional(field(32)),
      mobileNum: Type.Optional(field(32)),
      countryDialingCode: Type.Optional(field(8)),
      email: Type.Optional(field(254)),
      payeeName: Type.Optional(field(100)),
    },
    { additionalProperties: field(200) },
  ),
  value: RegisteredDownline,
});

export const promoteDownline = contract({
  method: 'POST',
  url: '/wps/agent/team/promote',
  tags,
  summary: 'Promote a direct downline player to agent (callers of types 2 and 42); recorded with who and why',
  security: bearer,
  body: Type.Object(
    { member: field(64), reason: field(PROMOTE_REASON_MAX + 50) },
    { additionalProperties: false },
  ),
  value: PromoteAnswer,
});

export const announcements = contract({
  ...report,
  url: '/wps/agent/announcements',
  summary: "Agent notices of the brand, newest first, with the caller's read state and unread count",
  querystring: Type.Object({ pageNo: q.pageNo, pageSize: q.pageSize }),
  value: AgentAnnouncements,
});

export const announcementsRead = contract({
  method: 'POST',
  url: '/wps/agent/announcements/read',
  tags,
  summary: 'Mark agent notices read; answers the unread count',
  security: bearer,
  body: Type.Object({ ids: Type.Array(field(40), { minItems: 1, maxItems: 200 }) }),
  value: UnreadCount,
});

/** Server-sent events, not an envelope: the route answers nothing through its schema. */
export const teamStream = contract({
  method: 'GET',
  url: '/wps/agent/stream',
  tags,
  summary:
    'Server-sent events: `team` ({at}) within seconds of a team member’s bet, deposit, withdrawal, transfer or registration; ?ticket= from POST /wps/member/streamTicket',
  querystring: Type.Object({ ticket: Type.Optional(field(200)) }),
});
