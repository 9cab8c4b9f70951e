/**
 * The back office's loyalty screens (issue 26, docs/back-office.md "Loyalty"): points-mall redeems (approve: a
 * voucher's amount is credited; reject: points and stock come back), points adjustments, referral overrides. Every
 * action is the service call `npm run ops` makes (points-approve / points-reject / points-adjust, referral-reward /
 * referral-refuse) and takes a reason.
 */
import { contract } from './contract';
import { BrandParams, office, Reason, ReasonBody } from './office';
import { Enum, Int, Nullable, Paged, type Static, Str, Type } from './schema';

const brand = Type.String({ pattern: '^[a-z0-9-]{1,40}$' });
const paging = {
  pageNo: Type.Integer({ minimum: 1, maximum: 100_000, default: 1 }),
  pageSize: Type.Integer({ minimum: 1, maximum: 100, default: 20 }),
};

// ---- Points-mall redeems ----

export const REDEEM_STATUSES = ['processing', 'approved', 'rejected'] as const;
export type RedeemStatus = (typeof REDEEM_STATUSES)[number];

export const OfficeRedeem = Type.Object({
  referenceNo: Str,
  player: Str,
  itemId: Str,
  /** The item's name in the console's language (as it was when redeemed). */
  itemName: Str,
  type: Enum(['goods', 'voucher'] as const),
  quantity: Int,
  points: Int,
  /** A voucher's amount (what an approval credits), formatted in the brand's currency; null for goods. */
  amount: Nullable(Str),
  status: Enum(REDEEM_STATUSES),
  createdAt: Str,
  decidedBy: Nullable(Str),
  decidedReason: Nullable(Str),
  decidedAt: Nullable(Str),
  /** What an approval credited (voucher), formatted; null otherwise. */
  paidAmount: Nullable(Str),
});
export type OfficeRedeem = Static<typeof OfficeRedeem>;

export const officeRedeems = contract({
  method: 'GET',
  url: '/office/api/b/:brand/loyalty/redeems',
  ...office,
  params: BrandParams,
  querystring: Type.Object(
    { status: Enum(REDEEM_STATUSES, { default: 'processing' }), ...paging },
    { additionalProperties: false },
  ),
  summary:
    "The brand's points-mall redeems by status: processing oldest first (the queue), decided ones newest first",
  value: Paged(OfficeRedeem, { currency: Str }),
});

export const officeRedeemDecide = contract({
  method: 'POST',
  url: '/office/api/b/:brand/loyalty/redeems/:ref/:decision',
  ...office,
  params: Type.Object({
    brand,
    ref: Type.String({ pattern: '^[0-9A-Za-z-]{1,64}$' }),
    decision: Enum(['approve', 'reject'] as const),
  }),
  body: ReasonBody,
  summary:
    'Approve (a voucher credits its amount) or reject (points and stock come back) a processing redeem, with a reason',
  value: Type.Object({ referenceNo: Str, status: Enum(REDEEM_STATUSES), paidAmount: Nullable(Str) }),
});

// ---- Points adjustments ----

export const PointsAdjustBody = Type.Object(
  {
    username: Type.String({ minLength: 1, maxLength: 64 }),
    /** Points to add (positive) or remove (negative); never 0. The balance never goes below 0. */
    points: Type.Integer({ minimum: -1_000_000_000, maximum: 1_000_000_000 }),
    reason: Reason,
    /** One per form submit: a retried submit adjusts once. */
    idempotencyKey: Type.String({
      pattern: '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$',
    }),
  },
  { additionalProperties: false },
);
export type PointsAdjustBody = Static<typeof PointsAdjustBody>;

export const officePointsAdjust = contract({
  method: 'POST',
  url: '/office/api/b/:brand/loyalty/points-adjust',
  ...office,
  params: BrandParams,
  body: PointsAdjustBody,
  summary: "Add or remove a player's points with a reason (never below 0; once per idempotency key)",
  value: Type.Object({ username: Str, balance: Int, replayed: Type.Boolean() }),
});

// ---- Referrals ----

export const REFERRAL_STATES = ['pending', 'rewarded', 'refused', 'expired'] as const;
export type ReferralState = (typeof REFERRAL_STATES)[number];

export const OfficeReferral = Type.Object({
  referee: Str,
  referrer: Str,
  registeredAt: Str,
  state: Enum(REFERRAL_STATES),
  /** Why it was refused (duplicate signals, a budget code, or the operator's reason). */
  reason: Nullable(Str),
  bonusId: Nullable(Str),
  decidedBy: Nullable(Str),
  decidedAt: Nullable(Str),
});
export type OfficeReferral = Static<typeof OfficeReferral>;

export const officeReferrals = contract({
  method: 'GET',
  url: '/office/api/b/:brand/loyalty/referrals',
  ...office,
  params: BrandParams,
  querystring: Type.Object(
    { state: Type.Optional(Enum(REFERRAL_STATES)), ...paging },
    { additionalProperties: false },
  ),
  summary: 'Referees with their referrer, state and refusal reason, newest first, by state',
  value: Paged(OfficeReferral),
});

export const officeReferralDecide = contract({
  method: 'POST',
  url: '/office/api/b/:brand/loyalty/referrals/:referee/:decision',
  ...office,
  params: Type.Object({
    brand,
    referee: Type.String({ pattern: '^[0-9A-Za-z_.@-]{1,64}$' }),
    decision: Enum(['reward', 'refuse'] as const),
  }),
  body: ReasonBody,
  summary:
    'Reward a referral despite a refusal or expiry (pays the referrer once) or refuse a pending one, with a reason',
  value: Type.Object({ state: Enum(['rewarded', 'refused'] as const), bonusId: Nullable(Str) }),
});
