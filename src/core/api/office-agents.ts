/**
 * The back office's Agents and Lottery & originals screens (docs/back-office.md "Agents", "Lottery and
 * originals"): search an account, the team tree a level at a time, an agent's contracts with their events and
 * bills, the brand's offer to a top agent, terminating a contract, moving a member to another agent; lottery draws
 * with their commitments and results, voiding an open draw; the in-house games' observed RTP. Every endpoint is
 * brand-scoped (`/office/api/b/:brand/...`) and guarded by a permission (agents.read / agents.act, games.read /
 * games.act).
 */
import { CONTRACT_KINDS } from '../contracts';
import { ORIGINAL_GAMES } from '../original-games';
import { Bill, Contract, Tier } from './agent-contracts';
import { PROMOTE_REASON_MAX } from './agents';
import { contract } from './contract';
import { BrandIdParams, BrandParams, office, Reason } from './office';
import { Bool, Enum, Int, Nullable, Paged, type Static, Str, Text, Type } from './schema';

const ACCOUNT_KINDS = ['player', 'agent', 'trial', 'agentOnly'] as const;

export const TreeNode = Type.Object({
  username: Str,
  typeCode: Int,
  kind: Enum(ACCOUNT_KINDS),
  isAgent: Bool,
  upline: Nullable(Str),
  direct: Int,
  team: Int,
  createdAt: Str,
});
export type TreeNode = Static<typeof TreeNode>;

const Page = {
  pageNo: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
};

export const officeAgentSearch = contract({
  method: 'GET',
  url: '/office/api/b/:brand/agents/search',
  ...office,
  params: BrandParams,
  querystring: Type.Object({ q: Type.String({ minLength: 1, maxLength: 64 }) }),
  summary: 'Accounts of the brand whose name starts with q (agents first), at most 20',
  value: Type.Object({ list: Type.Array(TreeNode) }),
});

export const officeAgentTree = contract({
  method: 'GET',
  url: '/office/api/b/:brand/agents/tree',
  ...office,
  params: BrandParams,
  querystring: Type.Object({ parent: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })), ...Page }),
  summary:
    "One level of the team tree: the parent's direct downlines (or the brand's top agents), each with its direct and whole-team counts, and the path from the top",
  value: Paged(TreeNode, { path: Type.Array(TreeNode) }),
});

export const OfficeContractEvent = Type.Object({
  at: Str,
  actor: Str,
  action: Str,
  reason: Nullable(Str),
});

export const OfficeContract = Type.Object({
  ...Contract.properties,
  side: Enum(['holds', 'offered'] as const),
  events: Type.Array(OfficeContractEvent),
  bills: Type.Array(Bill),
});
export type OfficeContract = Static<typeof OfficeContract>;

/** The lock an agent put on the account (what an operator lifts), or null. */
export const DownlineLock = Type.Object({ lockedBy: Str, reason: Str, lockedAt: Str });
export type DownlineLock = Static<typeof DownlineLock>;

export const officeAgentDetail = contract({
  method: 'GET',
  url: '/office/api/b/:brand/agents/:id',
  ...office,
  params: BrandIdParams,
  summary:
    'An account by name: its place in the tree and, for an agent, every contract it holds or offered with events and latest bills',
  value: Type.Object({
    account: TreeNode,
    /** Whether the brand may offer it a contract (an agent with no agent above it). */
    topAgent: Bool,
    /** The lock an agent put on it, if any (an operator may lift it). */
    lock: Nullable(DownlineLock),
    contracts: Type.Array(OfficeContract),
  }),
});

export const officeContractOffer = contract({
  method: 'POST',
  url: '/office/api/b/:brand/agents/contracts/offer',
  ...office,
  params: BrandParams,
  body: Type.Object(
    {
      agent: Type.String({ minLength: 1, maxLength: 64 }),
      kind: Enum(CONTRACT_KINDS),
      period: Type.Optional(Enum(['D', 'W', 'H', 'M', 'HR', 'RT'] as const)),
      tiers: Type.Array(Type.Partial(Tier), { minItems: 1, maxItems: 10 }),
      reason: Reason,
    },
    { additionalProperties: false },
  ),
  summary:
    'The brand offers a contract to a top agent (the agent accepts it); same call as ops contract-offer',
  value: Type.Object({ contract: Contract }),
});

export const officeContractTerminate = contract({
  method: 'POST',
  url: '/office/api/b/:brand/agents/contracts/:id/terminate',
  ...office,
  params: BrandIdParams,
  body: Type.Object({ reason: Reason }, { additionalProperties: false }),
  summary:
    'End a contract at the end of its current period (and the contracts below it); same call as ops contract-terminate',
  value: Type.Object({ contract: Contract }),
});

export const officeAgentMove = contract({
  method: 'POST',
  url: '/office/api/b/:brand/agents/move',
  ...office,
  params: BrandParams,
  body: Type.Object(
    {
      member: Type.String({ minLength: 1, maxLength: 64 }),
      to: Type.String({ minLength: 1, maxLength: 64 }),
      reason: Reason,
    },
    { additionalProperties: false },
  ),
  summary:
    'Move a member and its whole team under another agent of the brand; same call as ops agent-move (refused into its own team, across agent families, or while the team has an open contract or a held bill)',
  value: Type.Object({ member: Str, from: Nullable(Str), to: Str, moved: Int, auditId: Str }),
});

export const officeAgentPromote = contract({
  method: 'POST',
  url: '/office/api/b/:brand/agents/promote',
  ...office,
  params: BrandParams,
  body: Type.Object(
    {
      member: Type.String({ minLength: 1, maxLength: 64 }),
      reason: Type.String({ minLength: 3, maxLength: PROMOTE_REASON_MAX }),
    },
    { additionalProperties: false },
  ),
  summary:
    'Make a direct player of a type-2 (or 42) agent a sub-agent (type 1, or 41); same call as ops promote-agent',
  value: Type.Object({ account: Str, typeCode: Int }),
});

export const officeDownlineUnlock = contract({
  method: 'POST',
  url: '/office/api/b/:brand/agents/unlock',
  ...office,
  params: BrandParams,
  body: Type.Object(
    { member: Type.String({ minLength: 1, maxLength: 64 }), reason: Reason },
    { additionalProperties: false },
  ),
  summary: 'Lift the lock an agent put on an account of its downline; same call as ops downline-unlock',
  value: Type.Object({ account: Str, lockedBy: Str, auditId: Str }),
});

export const AgentAction = Type.Object({
  id: Str,
  at: Str,
  /** `agent:<account>`: the agent who acted. */
  actor: Str,
  /** agent.lock, agent.unlock, agent.reset_password. */
  action: Str,
  target: Nullable(Str),
  reason: Nullable(Str),
});
export type AgentAction = Static<typeof AgentAction>;

export const officeAgentActions = contract({
  method: 'GET',
  url: '/office/api/b/:brand/agents/actions',
  ...office,
  params: BrandParams,
  querystring: Type.Object({ agent: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })), ...Page }),
  summary:
    "The agents' audited actions on their downlines (locks, unlocks, password resets), newest first; same rows as ops agent-actions",
  value: Paged(AgentAction),
});

export const officeContractsSettle = contract({
  method: 'POST',
  url: '/office/api/b/:brand/agents/contracts/settle',
  ...office,
  params: BrandParams,
  body: Type.Object({ reason: Reason }, { additionalProperties: false }),
  summary:
    "Run every due settlement of the brand's contracts now; same call as ops settle-contracts. Answers the bills written and how many of them are held for review",
  value: Type.Object({ bills: Int, held: Int }),
});

export const DRAW_FILTERS = ['open', 'drawn', 'void', 'all'] as const;

export const OfficeDraw = Type.Object({
  id: Str,
  gameCode: Str,
  /** The game's name in the console's language (the catalogue's lottery names). */
  gameName: Str,
  vendor: Str,
  format: Str,
  drawNo: Str,
  drawAt: Str,
  closeAt: Str,
  status: Enum(['open', 'drawn', 'void'] as const),
  /** SHA-256 of the server seed, published when betting opens. */
  seedHash: Str,
  /** The server seed, once the draw is drawn (null before). */
  seed: Nullable(Str),
  clientSeed: Str,
  result: Nullable(Type.Record(Str, Type.Array(Str))),
  voidReason: Nullable(Str),
  drawnAt: Nullable(Str),
  settledAt: Nullable(Str),
  /** The brand's bets on the draw: count, stake and what they paid. */
  bets: Int,
  stake: Str,
  payout: Str,
});
export type OfficeDraw = Static<typeof OfficeDraw>;

export const officeDraws = contract({
  method: 'GET',
  url: '/office/api/b/:brand/games/draws',
  ...office,
  params: BrandParams,
  querystring: Type.Object({
    status: Type.Optional(Enum(DRAW_FILTERS)),
    game: Type.Optional(Text(64)),
    ...Page,
  }),
  summary:
    "Lottery draws of the brand's lottery vendors, newest first, with commitment, seed once drawn, result",
  value: Paged(OfficeDraw),
});

export const officeDrawVoid = contract({
  method: 'POST',
  url: '/office/api/b/:brand/games/draws/:id/void',
  ...office,
  params: BrandIdParams,
  body: Type.Object({ reason: Reason }, { additionalProperties: false }),
  summary: 'Void an open draw (its bets are refunded through the wallet); same call as ops lottery-void',
  value: Type.Object({ changed: Bool, draw: OfficeDraw }),
});

export const RtpWindow = Type.Object({
  rounds: Int,
  stake: Str,
  payout: Str,
  /** payout ÷ stake in percent, two decimals; null without rounds. */
  rtp: Nullable(Str),
});

export const OriginalRtp = Type.Object({
  game: Enum(ORIGINAL_GAMES),
  /** The declared RTP in percent (src/core/originals-config.ts). */
  configured: Str,
  days7: RtpWindow,
  days30: RtpWindow,
  all: RtpWindow,
});
export type OriginalRtp = Static<typeof OriginalRtp>;

export const officeOriginalsRtp = contract({
  method: 'GET',
  url: '/office/api/b/:brand/games/originals',
  ...office,
  params: BrandParams,
  summary:
    "The in-house games' observed RTP from the brand's settled real-money rounds (7 days, 30 days, all time, with round counts) vs the configured RTP",
  value: Type.Object({ list: Type.Array(OriginalRtp) }),
});
