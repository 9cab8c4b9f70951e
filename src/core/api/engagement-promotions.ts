/**
 * The promotions API (spec §4; docs/promotions.md "Calls"): promotions with the caller's state, joining, claiming,
 * red envelopes, applications, raffles, the reward center and bonus details. Money is a decimal string, times ISO
 * 8601 UTC. Each endpoint's contract is written once (docs/api-contracts.md).
 */
import { PROMOTION_CATEGORIES } from '../promotions';
import { contract } from './contract';
import { CreditedBonus, Day, KeyBody, Nullable, PageQuery } from './engagement';
import { Bool, Enum, Int, type Static, Str, Type } from './schema';

const tags = ['promotions'];
const bearer = [{ bearer: [] }];
/** A promotions endpoint for a signed-in caller. */
const signedIn = { tags, security: bearer };
const ID = '^[a-z0-9][a-z0-9-]{1,39}$';
const IdParams = Type.Object({ id: Type.String({ pattern: ID }) });
/** The most images an application carries (docs/promotions.md "Applications"). */
export const APPLICATION_IMAGES_MAX = 3;

/** Spec §4 "Promotion states". */
export const PromotionState = Enum([
  'coming_soon',
  'closed',
  'join',
  'joined',
  'applying',
  'rejected',
  'claim',
  'claimed',
  'signed',
  'issued',
] as const);
export type PromotionState = Static<typeof PromotionState>;
export const PromotionKind = Enum([
  'deposit_bonus',
  'rebate',
  'daily_claim',
  'application',
  'red_envelope',
  'raffle',
] as const);
export type PromotionKind = Static<typeof PromotionKind>;
export const PromotionAction = Enum(['join', 'claim', 'apply', 'envelope'] as const);
export type PromotionAction = Static<typeof PromotionAction>;
export const ClosedReason = Enum([
  'ended',
  'not_today',
  'budget_spent',
  'not_eligible',
  'account_blocked',
  'not_won',
] as const);
export type ClosedReason = Static<typeof ClosedReason>;
const Base = Enum(['bonus', 'bonus_and_deposit'] as const);

/** A bonus's rules as the engine applies them (docs/money.md "Bonus money"), shown before joining. */
export const TurnoverTerms = Type.Object({
  multiplier: Type.Number(),
  of: Base,
  lock: Base,
  expiresInDays: Type.Union([Int, Type.Null()], {
    description: 'Days after the credit after which what is still locked is forfeited; null = no expiry',
  }),
  spend: Enum(['cash_first', 'bonus_first'] as const),
  weights: Type.Array(Type.Object({ category: Str, percent: Type.Number() }), {
    description: 'Categories counting at another weight than 100 % (every other counts fully)',
  }),
});
export type TurnoverTerms = Static<typeof TurnoverTerms>;

export const Promotion = Type.Object({
  id: Str,
  kind: PromotionKind,
  category: Enum(PROMOTION_CATEGORIES),
  title: Str,
  summary: Str,
  image: Str,
  startsAt: Str,
  endsAt: Nullable(Str),
  timezone: Str,
  days: Nullable(Type.Array(Int)),
  participation: Enum(['auto', 'join', 'apply'] as const),
  state: PromotionState,
  action: Nullable(PromotionAction),
  reason: Nullable(ClosedReason),
  loginRequired: Bool,
  reward: Type.Object({
    percentBp: Nullable(Int),
    cap: Nullable(Str),
    minDeposit: Nullable(Str),
    amount: Nullable(Str),
    prizes: Nullable(Type.Array(Str)),
    ticketEvery: Nullable(Str),
    basis: Nullable(Enum(['valid_bet', 'net_loss'] as const)),
    period: Nullable(Enum(['day', 'week'] as const)),
    payout: Nullable(Enum(['auto', 'claim'] as const)),
  }),
  turnover: Nullable(TurnoverTerms),
  claimable: Nullable(Str),
  progress: Nullable(Type.Object({ tickets: Int, validBet: Str })),
  envelopes: Nullable(Type.Object({ left: Int, total: Int })),
});
export type Promotion = Static<typeof Promotion>;

export const ApplicationStatus = Enum(['processing', 'rejected', 'approved'] as const);
export type ApplicationStatus = Static<typeof ApplicationStatus>;
/** An application as it was sent (the apply call's answer). */
export const SentApplication = Type.Object({
  id: Str,
  status: ApplicationStatus,
  comment: Str,
  images: Int,
  createdAt: Str,
});
export type SentApplication = Static<typeof SentApplication>;
export const Application = Type.Object({
  ...SentApplication.properties,
  reason: Nullable(Str),
  decidedAt: Nullable(Str),
});
export type Application = Static<typeof Application>;

export const Raffle = Type.Object({
  commitment: Nullable(Str),
  drawAt: Nullable(Str),
  drawnAt: Nullable(Str),
  serverSeed: Nullable(Str),
  clientSeed: Nullable(Str),
  totalTickets: Nullable(Int),
  entries: Nullable(Type.Array(Type.Object({ id: Str, tickets: Int }))),
  winners: Type.Array(Type.Object({ rank: Nullable(Int), prize: Str, player: Str, tickets: Int })),
  myPrize: Nullable(Type.Object({ rank: Nullable(Int), prize: Str, claimed: Bool })),
});
export type Raffle = Static<typeof Raffle>;

export const PromotionDetail = Type.Object({
  ...Promotion.properties,
  terms: Str,
  limit: Type.Object({ per: Enum(['promotion', 'day', 'week', 'month'] as const), count: Int, used: Int }),
  application: Nullable(Application),
  raffle: Nullable(Raffle),
});
export type PromotionDetail = Static<typeof PromotionDetail>;

export const PromotionList = Type.Object({
  categories: Type.Array(Enum(PROMOTION_CATEGORIES)),
  loggedIn: Bool,
  promotions: Type.Array(Promotion),
});
export type PromotionList = Static<typeof PromotionList>;

export const promotions = contract({
  method: 'GET',
  url: '/wps/promotions',
  tags,
  summary: "Every promotion of the brand with the caller's state (spec §4) when a token is sent",
  querystring: Type.Object({
    category: Type.Optional(Enum(PROMOTION_CATEGORIES)),
    language: Type.Optional(Type.String({ maxLength: 5 })),
  }),
  value: PromotionList,
});

export const promotion = contract({
  method: 'GET',
  url: '/wps/promotions/:id',
  tags,
  summary: "One promotion: card, terms, limit, the caller's application, the raffle commitment and draw",
  params: IdParams,
  value: PromotionDetail,
});

/** A keyed (idempotent) action of the signed-in caller on one promotion. */
const promotionAction = { method: 'POST' as const, ...signedIn, params: IdParams, body: KeyBody };

export const joinPromotion = contract({
  ...promotionAction,
  url: '/wps/promotions/:id/join',
  summary: 'Join a promotion (idempotent)',
  value: Promotion,
});

/** What a claim or an envelope credited, and the promotion's card after it. */
export const ClaimResult = Type.Object({ bonus: CreditedBonus, promotion: Promotion });
export type ClaimResult = Static<typeof ClaimResult>;

export const claimPromotion = contract({
  ...promotionAction,
  url: '/wps/promotions/:id/claim',
  summary: 'Claim what the promotion offers now (daily claim, an unclaimed bonus, a raffle prize)',
  value: ClaimResult,
});

export const openEnvelope = contract({
  ...promotionAction,
  url: '/wps/promotions/:id/envelope',
  summary: "Open the caller's red envelope",
  value: ClaimResult,
});

export const Applied = Type.Object({ application: SentApplication, promotion: Promotion });
export type Applied = Static<typeof Applied>;

export const applyForPromotion = contract({
  method: 'POST',
  url: '/wps/promotions/:id/apply',
  ...signedIn,
  summary:
    'Apply: multipart comment (≤ 140 characters) and files "image" (≤ 3 png/jpg ≤ 5 MB), or JSON {comment}',
  consumes: ['multipart/form-data', 'application/json'],
  params: IdParams,
  value: Applied,
});

export const applicationImage = contract({
  method: 'GET',
  url: '/wps/promotions/applications/:applicationId/images/:n',
  ...signedIn,
  summary: "An image of the caller's own application (png or jpg bytes)",
  params: Type.Object({
    applicationId: Type.String({ pattern: '^[0-9]{1,18}$' }),
    n: Type.Integer({ minimum: 1, maximum: APPLICATION_IMAGES_MAX }),
  }),
});

/** A raffle prize claimed: the bonus, the rank it was won at and the promotion's card. */
export const RaffleClaim = Type.Object({ bonus: CreditedBonus, rank: Nullable(Int), promotion: Promotion });
export type RaffleClaim = Static<typeof RaffleClaim>;

export const claimRafflePrize = contract({
  method: 'POST',
  url: '/wps/relay/MCS2_claimRafflePromotion',
  ...signedIn,
  summary: "Claim the caller's raffle prize (spec §7)",
  body: Type.Object({ promotionId: Type.String({ pattern: ID }) }, { additionalProperties: false }),
  value: RaffleClaim,
});

export const RewardItem = Type.Object({
  promotionId: Str,
  kind: Type.String({
    description:
      "A promotion's kind, or a loyalty reward's (vip_upgrade, vip_bonus, referral, mission, leaderboard …)",
  }),
  title: Str,
  image: Nullable(Str),
  expiresAt: Nullable(Str),
  bonusId: Type.Union([Str, Type.Null()], {
    description: 'The bonus row to claim: loyalty rewards (promotionId `loyalty:…`) are claimed by it',
  }),
  action: Enum(['claim', 'envelope', 'raffle'] as const),
  amount: Nullable(Str),
  turnover: Nullable(Type.Object({ multiplier: Type.Number(), required: Nullable(Str) })),
});
export type RewardItem = Static<typeof RewardItem>;
export const Rewards = Type.Object({ count: Int, items: Type.Array(RewardItem) });
export type Rewards = Static<typeof Rewards>;

export const rewards = contract({
  method: 'GET',
  url: '/wps/member/rewards',
  ...signedIn,
  summary: 'Reward center: everything claimable now',
  value: Rewards,
});

export const claimLoyaltyReward = contract({
  method: 'POST',
  url: '/wps/member/rewards/:bonusId/claim',
  ...signedIn,
  summary:
    'Claim one loyalty reward of the reward center (VIP, referral, mission, leaderboard) by its bonusId',
  params: Type.Object({ bonusId: Type.String({ pattern: '^[1-9][0-9]{0,17}$' }) }),
  body: KeyBody,
  value: Type.Object({ bonus: CreditedBonus }),
});

export const BonusStatus = Enum([
  'claimable',
  'wagering',
  'completed',
  'no_turnover',
  'cancelled',
  'expired',
  'void',
] as const);
export type BonusStatus = Static<typeof BonusStatus>;

/** A bonus received, with its turnover and what it locks now (bonusDetails). */
export const Bonus = Type.Object({
  id: Str,
  promotionId: Str,
  kind: Str,
  title: Str,
  source: Str,
  amount: Str,
  depositAmount: Nullable(Str),
  turnoverRequired: Str,
  turnoverDone: Str,
  status: BonusStatus,
  locked: Type.String({ description: 'What it locks in the main wallet now (0 once closed)' }),
  depositLocked: Str,
  expiresAt: Nullable(Str),
  forfeited: Type.Union([Str, Type.Null()], {
    description: 'A cancelled or expired bonus: what its forfeit posting took back',
  }),
  released: Type.Union([Str, Type.Null()], { description: 'and what became free' }),
  closedAt: Nullable(Str),
  cancellable: Bool,
  createdAt: Str,
  creditedAt: Nullable(Str),
});
export type Bonus = Static<typeof Bonus>;

export const Turnover = Type.Object({ required: Str, done: Str, remaining: Str, met: Bool });
export type Turnover = Static<typeof Turnover>;

export const BonusPage = Type.Object({
  content: Type.Array(Bonus),
  pageNum: Int,
  pageSize: Int,
  total: Int,
  totalPages: Int,
  free: Str,
  locked: Str,
  turnover: Turnover,
});
export type BonusPage = Static<typeof BonusPage>;

export const bonuses = contract({
  method: 'GET',
  url: '/wps/member/bonuses',
  ...signedIn,
  summary:
    'bonusDetails: bonuses received (yyyy-MM-dd, brand days, ≤ 366 days) with turnover required / done',
  querystring: Type.Object({ from: Type.Optional(Day), to: Type.Optional(Day), ...PageQuery }),
  value: BonusPage,
});
