/**
 * The agent's working tools (docs/agent-api.md, issue 24): team by direct downline, win/loss by game, the own
 * wallet, downline management, marketing links and the CSV exports. Each endpoint's contract is written here once
 * (docs/api-contracts.md); each answer's schema lists every field the service sends, as in agents.ts.
 */
import { WALLET_KINDS } from '../agent-work';
import { bearer, Crumb, q, str, tags } from './agents';
import { contract } from './contract';
import { Bool, Enum, Int, Paged, period, type Static, Str, Type } from './schema';

export { DOWNLINE_SORTS, type DownlineSort, WALLET_KINDS, type WalletKind } from '../agent-work';

/** An agent keeps at most LINK_MAX marketing links; a campaign name has 1–CAMPAIGN_MAX characters. */
export const LINK_MAX = 50;
export const CAMPAIGN_MAX = 40;
/** An export holds at most this many rows (400 export_too_large beyond). */
export const EXPORT_MAX_ROWS = 20_000;
/** The CSV exports (GET /wps/agent/export/<report>). */
export const EXPORT_REPORTS = [
  'overview',
  'members',
  'downlines',
  'games',
  'bets',
  'profitLoss',
  'transactions',
  'income',
  'incomeBills',
  'wallet',
  'links',
  'memberTransfers',
] as const;
export type ExportReport = (typeof EXPORT_REPORTS)[number];

const WalletKind = Enum(WALLET_KINDS);

const downlineFigures = {
  teamSize: Int,
  firstDeposits: Int,
  deposits: Str,
  withdrawals: Str,
  stake: Str,
  validBet: Str,
  payout: Str,
  profitLoss: Str,
  bonuses: Str,
};
export const DownlineFigures = Type.Object(downlineFigures);
export type DownlineFigures = Static<typeof DownlineFigures>;

export const TeamDownlines = Paged(
  Type.Object({
    ...downlineFigures,
    account: Str,
    nickname: Str,
    kind: Enum(['player', 'agent'] as const),
    depth: Int,
  }),
  { ...period, path: Type.Array(Crumb), totals: DownlineFigures },
);
export type TeamDownlines = Static<typeof TeamDownlines>;

const gameFigures = { bets: Int, stake: Str, validBet: Str, payout: Str, profitLoss: Str };
export const GameFigures = Type.Object(gameFigures);
export type GameFigures = Static<typeof GameFigures>;

export const TeamGames = Type.Object({
  ...period,
  scope: Type.Object({ kind: Enum(['team', 'subTeam', 'member'] as const), account: Str }),
  list: Type.Array(Type.Object({ ...gameFigures, category: Str, vendor: Str, vendorName: Str })),
  categories: Type.Array(Type.Object({ ...gameFigures, category: Str })),
  totals: GameFigures,
});
export type TeamGames = Static<typeof TeamGames>;

export const OwnWallet = Paged(
  Type.Object({
    id: Str,
    at: Str,
    kind: WalletKind,
    amount: Str,
    balanceAfter: Str,
    counterparty: Str,
    reference: Str,
  }),
  {
    ...period,
    balance: Str,
    withdrawable: Str,
    openingBalance: Str,
    closingBalance: Str,
    totals: Type.Array(Type.Object({ kind: WalletKind, count: Int, in: Str, out: Str })),
  },
);
export type OwnWallet = Static<typeof OwnWallet>;

export const MarketingLink = Type.Object({
  code: Str,
  campaign: Str,
  active: Bool,
  createdAt: Str,
  clicks: Int,
  registrations: Int,
  firstDeposits: Int,
  firstDepositAmount: Str,
});
export type MarketingLink = Static<typeof MarketingLink>;

export const MarketingLinks = Type.Object({
  ...period,
  max: Int,
  list: Type.Array(MarketingLink),
  totals: Type.Object({ clicks: Int, registrations: Int, firstDeposits: Int, firstDepositAmount: Str }),
});
export type MarketingLinks = Static<typeof MarketingLinks>;

/** What creating or changing a link answers. */
export const LinkAnswer = Type.Object({ code: Str, campaign: Str, active: Bool, createdAt: Str });
export type LinkAnswer = Static<typeof LinkAnswer>;

export const MemberTransfers = Paged(
  Type.Object({
    id: Str,
    at: Str,
    direction: Enum(['in', 'out'] as const),
    amount: Str,
    counterparty: Str,
    reference: Str,
  }),
  { ...period, account: Str },
);
export type MemberTransfers = Static<typeof MemberTransfers>;

export const MemberLockAnswer = Type.Object({
  account: Str,
  status: Enum(['active', 'locked'] as const),
  changed: Bool,
});
export type MemberLockAnswer = Static<typeof MemberLockAnswer>;
export const MemberPasswordAnswer = Type.Object({ account: Str, oneTimePassword: Str });
export type MemberPasswordAnswer = Static<typeof MemberPasswordAnswer>;
export const MemberNoteAnswer = Type.Object({ account: Str, note: Str });
export type MemberNoteAnswer = Static<typeof MemberNoteAnswer>;

const read = { method: 'GET', tags, security: bearer } as const;
const write = { method: 'POST', tags, security: bearer } as const;
const member = Type.String({
  maxLength: 64,
  description: 'account name of a team member (404 member_not_found outside the caller’s tree)',
});
const reason = Type.String({ maxLength: 400, description: 'why (1–200 characters), kept in the audit' });
const campaign = Type.String({ maxLength: 200, description: `campaign name (1–${CAMPAIGN_MAX} characters)` });

export const teamDownlines = contract({
  ...read,
  url: '/wps/agent/team/downlines',
  summary:
    'Team by direct downline: one row per direct downline of `parent` for a period (a sub-agent’s row is its whole sub-team), with totals and breadcrumb',
  querystring: Type.Object({
    parent: str('account of the caller’s tree whose direct downlines are listed (default: the caller)'),
    from: q.from,
    to: q.to,
    sort: str(
      'account | teamSize | deposits | withdrawals | stake | validBet | payout | profitLoss (default validBet)',
      20,
    ),
    order: q.order,
    pageNo: q.pageNo,
    pageSize: q.pageSize,
  }),
  value: TeamDownlines,
});

export const teamGames = contract({
  ...read,
  url: '/wps/agent/team/games',
  summary: 'Win/loss by game category and provider for the team, a sub-team or one member',
  querystring: Type.Object({
    member: str('one team member’s own bets'),
    parent: str('a team member and its whole team (a sub-agent’s sub-tree)'),
    from: q.from,
    to: q.to,
  }),
  value: TeamGames,
});

export const ownWallet = contract({
  ...read,
  url: '/wps/agent/wallet',
  summary:
    'The caller’s own main wallet: postings with the balance after each, totals by kind, opening and closing balance, what is withdrawable now',
  querystring: Type.Object({
    kind: str(`${WALLET_KINDS.join(' | ')} (default all)`, 24),
    from: q.from,
    to: q.to,
    pageNo: q.pageNo,
    pageSize: q.pageSize,
  }),
  value: OwnWallet,
});

export const memberLock = contract({
  ...write,
  url: '/wps/agent/team/member/lock',
  summary:
    'Lock or unlock a team member (audited with the reason); a lock ends its sessions; only locks by the caller or its downline agents can be lifted',
  body: Type.Object({ member, locked: Bool, reason }),
  value: MemberLockAnswer,
});

export const memberPassword = contract({
  ...write,
  url: '/wps/agent/team/member/password',
  summary:
    'Reset a team member’s password: answers a one-time password (shown once); the member must change it at the next login; audited',
  body: Type.Object({ member, reason }),
  value: MemberPasswordAnswer,
});

export const memberNote = contract({
  ...write,
  url: '/wps/agent/team/member/note',
  summary: 'The caller’s private note on a team member (at most 500 characters; empty deletes it)',
  body: Type.Object({ member, note: Type.String({ maxLength: 2000, description: 'the note' }) }),
  value: MemberNoteAnswer,
});

export const memberTransfers = contract({
  ...read,
  url: '/wps/agent/team/member/transfers',
  summary: 'A team member’s transfers with its upline and downlines, newest first',
  querystring: Type.Object({
    member: Type.Optional(member),
    from: q.from,
    to: q.to,
    pageNo: q.pageNo,
    pageSize: q.pageSize,
  }),
  value: MemberTransfers,
});

export const links = contract({
  ...read,
  url: '/wps/agent/links',
  summary: 'The caller’s marketing links with each link’s funnel (clicks, registrations, first deposits)',
  querystring: Type.Object({ from: q.from, to: q.to }),
  value: MarketingLinks,
});

export const createLink = contract({
  ...write,
  url: '/wps/agent/links',
  summary: `A new marketing link with its own invitation code (at most ${LINK_MAX} per agent)`,
  body: Type.Object({ campaign }),
  value: LinkAnswer,
});

export const updateLink = contract({
  ...write,
  url: '/wps/agent/links/update',
  summary: 'Rename, pause or resume one of the caller’s marketing links',
  body: Type.Object({
    code: Type.String({ maxLength: 40, description: 'the link’s code' }),
    campaign: Type.Optional(campaign),
    active: Type.Optional(Bool),
  }),
  value: LinkAnswer,
});

export const exportReport = contract({
  ...read,
  url: '/wps/agent/export/:report',
  summary: `CSV of a report or list with the query of its screen call: the same rows (all pages, at most ${EXPORT_MAX_ROWS}), times in the brand’s zone, amounts in the brand currency’s decimals`,
  params: Type.Object({ report: Enum(EXPORT_REPORTS) }),
  querystring: Type.Object({
    from: q.from,
    to: q.to,
    member: Type.Optional(member),
    parent: str('drill-down level (downlines, games, members)'),
    keyword: str('members: part of the account name'),
    kind: str('transactions or wallet: the kind filter', 24),
    category: str('bets: game type code', 32),
    vendor: str('bets: vendor code', 32),
    sort: str('the screen’s sort key', 20),
    order: q.order,
  }),
  response: {
    200: Type.Unsafe<string>({
      description: 'text/csv (UTF-8 with a byte order mark), as an attachment',
      content: { 'text/csv': { schema: { type: 'string' } } },
    }),
  },
});

/**
 * A marketing link as shared: https://<brand host>/r/<code>. A browser navigation (302 only), not an API call: hidden
 * from the OpenAPI document like the social sign-in's redirects (every operation there answers a 2XX).
 */
export const followLink = contract({
  method: 'GET',
  url: '/r/:code',
  tags,
  hide: true,
  summary:
    "A marketing link: counts the click and answers 302 to /register?affiliateCode=<the link's code>, or to / when no active link has the code",
  params: Type.Object({ code: Str }),
  querystring: Type.Object({
    brand: Type.Optional(Type.String({ description: 'preview hosts only: kept on the redirect' })),
  }),
  response: {
    302: Type.Null({ description: 'To registration with the affiliate code, or to the home page' }),
  },
});
