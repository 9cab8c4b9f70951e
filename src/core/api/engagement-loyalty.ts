/**
 * The loyalty API (docs/vip-points.md, docs/referral-missions.md): the VIP ladder, missions, leaderboards and
 * invite friends. Each endpoint's contract is written once (docs/api-contracts.md); points are in
 * engagement-points.ts.
 */
import { BOARD_METRICS, BOARD_PERIODS, MISSION_PERIODS, TASK_TYPES } from '../engagement';
import { contract } from './contract';
import { CreditedBonus, KeyBody, Nullable, PageQuery } from './engagement';
import { Bool, Enum, Int, type Static, Str, Text, Type } from './schema';

const tags = ['loyalty'];
const bearer = [{ bearer: [] }];
const ID = '^[a-z0-9][a-z0-9-]{1,39}$';

/** Progress to one threshold of the next VIP level. */
export const VipPart = Type.Object({ required: Str, done: Str, remaining: Str, percent: Type.Number() });
export type VipPart = Static<typeof VipPart>;
const Limits = Type.Object({ dailyCount: Int, dailyAmount: Str });

export const VipLevel = Type.Object({
  level: Int,
  name: Str,
  validBet: Str,
  deposits: Nullable(Str),
  upgradeBonus: Str,
  periodBonus: Str,
  perks: Type.Array(Str),
  withdrawal: Limits,
  reached: Bool,
});
export type VipLevel = Static<typeof VipLevel>;

/** The ladder of a brand with VIP (enabled). */
export const Vip = Type.Object({
  enabled: Type.Literal(true),
  currency: Str,
  currencySymbol: Str,
  level: Int,
  measure: Enum(['validBet', 'validBetAndDeposits'] as const),
  window: Type.Union([
    Type.Object({ kind: Type.Literal('rolling'), days: Int, from: Str, to: Str }),
    Type.Object({
      kind: Type.Literal('calendar'),
      period: Enum(['week', 'month'] as const),
      from: Str,
      to: Str,
    }),
  ]),
  bonusPeriod: Enum(['weekly', 'monthly'] as const),
  retention: Str,
  levelName: Str,
  current: Type.Object({ validBet: Str, deposits: Str }),
  next: Nullable(Type.Object({ level: Int, name: Str, validBet: VipPart, deposits: Nullable(VipPart) })),
  percent: Type.Number(),
  baseWithdrawal: Limits,
  levels: Type.Array(VipLevel),
});
export type Vip = Static<typeof Vip>;
/** A brand without VIP: no ladder, no progress. */
const NoVip = Type.Object({
  enabled: Type.Literal(false),
  currency: Str,
  currencySymbol: Str,
  level: Int,
  levelName: Str,
  levels: Type.Array(VipLevel),
  next: Type.Null(),
  percent: Type.Number(),
});
export const VipAnswer = Type.Union([Vip, NoVip]);
export type VipAnswer = Static<typeof VipAnswer>;

export const vip = contract({
  method: 'GET',
  url: '/wps/member/vip',
  tags: ['vip'],
  summary: "VIP ladder (names, thresholds, bonuses, perks, withdrawal limits) and the caller's progress",
  security: bearer,
  value: VipAnswer,
});

export const MissionState = Enum(['in_progress', 'claimable', 'claimed'] as const);
export type MissionState = Static<typeof MissionState>;
export const Mission = Type.Object({
  id: Str,
  period: Enum(MISSION_PERIODS),
  periodKey: Str,
  startsAt: Nullable(Str),
  endsAt: Nullable(Str),
  title: Str,
  description: Str,
  task: Type.Object({ type: Enum(TASK_TYPES), category: Nullable(Str), game: Nullable(Str) }),
  target: Str,
  progress: Str,
  percent: Int,
  reward: Type.Object({ amount: Str, turnoverMultiplier: Type.Number() }),
  state: MissionState,
  claimedAt: Nullable(Str),
});
export type Mission = Static<typeof Mission>;
export const Missions = Type.Object({ claimable: Int, missions: Type.Array(Mission) });
export type Missions = Static<typeof Missions>;

export const missions = contract({
  method: 'GET',
  url: '/wps/relay/MCSFE_getMissionSummaryDetails',
  tags,
  summary: "Every mission of the brand with the caller's progress in its current period; claimable count",
  security: bearer,
  querystring: Type.Object({ language: Type.Optional(Text(10)) }),
  value: Missions,
});

export const MissionClaim = Type.Object({ bonus: CreditedBonus, mission: Mission });
export type MissionClaim = Static<typeof MissionClaim>;

export const claimMission = contract({
  method: 'POST',
  url: '/wps/member/missions/:missionId/claim',
  tags,
  summary: "Claim a finished mission's reward (credited now; once per mission and period)",
  security: bearer,
  params: Type.Object({ missionId: Type.String({ pattern: ID }) }),
  body: KeyBody,
  value: MissionClaim,
});

export const Board = Type.Object({
  id: Str,
  title: Str,
  metric: Enum(BOARD_METRICS),
  period: Enum(BOARD_PERIODS),
  periodKey: Str,
  startsAt: Str,
  endsAt: Str,
  settled: Bool,
  prizes: Type.Array(Type.Object({ fromRank: Int, toRank: Int, amount: Str })),
  top: Type.Array(Type.Object({ rank: Int, name: Str, value: Str, prize: Nullable(Str), me: Bool })),
  me: Type.Object({ rank: Nullable(Int), value: Str, prize: Nullable(Str) }),
});
export type Board = Static<typeof Board>;
export const BoardPeriod = Enum(['current', 'previous'] as const);
export type BoardPeriod = Static<typeof BoardPeriod>;

export const leaderboards = contract({
  method: 'GET',
  url: '/wps/relay/MCSFE_getMissionLeaderboard',
  tags,
  summary: "Leaderboards of the current or previous period: top ranks (masked), prizes and the caller's rank",
  security: bearer,
  querystring: Type.Object({
    id: Type.Optional(Type.String({ pattern: ID })),
    period: Enum(['current', 'previous'] as const, { default: 'current' }),
    language: Type.Optional(Text(10)),
  }),
  value: Type.Object({ boards: Type.Array(Board) }),
});

export const InviteeState = Enum(['pending', 'rewarded', 'expired', 'refused'] as const);
export type InviteeState = Static<typeof InviteeState>;
export const Invitee = Type.Object({
  name: Str,
  registeredAt: Str,
  deadline: Str,
  firstDeposit: Type.Union([Str, Type.Null()], { description: "null before the friend's first deposit" }),
  validBet: Str,
  depositMet: Bool,
  validBetMet: Bool,
  state: InviteeState,
  reward: Nullable(
    Type.Object({ bonusId: Str, amount: Str, status: Nullable(Enum(['claimable', 'credited'] as const)) }),
  ),
});
export type Invitee = Static<typeof Invitee>;

export const Referral = Type.Object({
  code: Str,
  link: Str,
  rules: Type.Object({
    minFirstDeposit: Str,
    minValidBet: Str,
    withinDays: Int,
    reward: Str,
    turnoverMultiplier: Type.Number(),
  }),
  summary: Type.Object({
    invited: Int,
    pending: Int,
    rewarded: Int,
    expired: Int,
    refused: Int,
    rewardTotal: Str,
  }),
  invitees: Type.Array(Invitee),
  pageNum: Int,
  pageSize: Int,
  total: Int,
  totalPages: Int,
});
export type Referral = Static<typeof Referral>;

export const referral = contract({
  method: 'GET',
  url: '/wps/member/referral',
  tags,
  summary:
    "Invite friends: the caller's referral code and link, the rules, invitees (masked) with progress and reward",
  security: bearer,
  querystring: Type.Object(PageQuery),
  value: Referral,
});
