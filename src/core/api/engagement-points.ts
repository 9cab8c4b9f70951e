/**
 * The points API (spec §7; docs/vip-points.md "Calls"): balance, earning and convert rules, the reward mall, redeem
 * records and the points ledger; the passwordCheck calls accept sealed bodies. Points are whole numbers. Each
 * endpoint's contract is written once (docs/api-contracts.md).
 */
import { EARN_TYPES, POINTS_TYPES, REDEEM_STATUSES } from '../loyalty';
import { contract } from './contract';
import { Day, Nullable, PageQuery } from './engagement';
import { Bool, Enum, Int, type Static, Str, Text, Type } from './schema';

export { POINTS_TYPES as POINT_TYPES };
export type PointType = (typeof POINTS_TYPES)[number];

const tags = ['points'];
const bearer = [{ bearer: [] }];
const keyField = Type.Optional(Type.String({ maxLength: 64, description: 'or header Idempotency-Key' }));
const Currency = { currency: Str, currencySymbol: Str };
const ItemType = Enum(['goods', 'voucher'] as const);

export const PointBalance = Type.Object({
  points: Int,
  convertible: Int,
  unit: Int,
  convert: Type.Object({ points: Int, amount: Str }),
  ...Currency,
});
export type PointBalance = Static<typeof PointBalance>;

export const pointBalance = contract({
  method: 'GET',
  url: '/wps/relay/MCS2_getPointBalance',
  tags,
  summary: "The caller's points",
  security: bearer,
  value: PointBalance,
});

export const PointConfig = Type.Object({
  enabled: Bool,
  ...Currency,
  earn: Type.Array(Type.Object({ type: Enum(EARN_TYPES), ratio: Str, per: Str })),
  convert: Type.Object({ points: Int, amount: Str, unit: Int, min: Int }),
  expires: Bool,
});
export type PointConfig = Static<typeof PointConfig>;

export const pointConfig = contract({
  method: 'GET',
  url: '/wps/relay/MCS2_getPointConfig',
  tags,
  summary: 'Earning ratios per type and the convert ratio',
  security: bearer,
  value: PointConfig,
});

export const RewardItem = Type.Object({
  id: Str,
  type: ItemType,
  name: Str,
  description: Str,
  image: Str,
  points: Int,
  stock: Nullable(Int),
  amount: Nullable(Str),
  maxQuantity: Int,
});
export type RewardItem = Static<typeof RewardItem>;
export const PointRewards = Type.Object({ ...Currency, points: Int, items: Type.Array(RewardItem) });
export type PointRewards = Static<typeof PointRewards>;

export const pointRewards = contract({
  method: 'GET',
  url: '/wps/relay/MCS2_getPointReward',
  tags,
  summary: 'Reward items (goods with stock, cash vouchers)',
  security: bearer,
  querystring: Type.Object({
    type: Type.Optional(Type.Unsafe<'goods' | 'voucher'>({ enum: ['goods', 'voucher'] })),
  }),
  value: PointRewards,
});

export const RedeemStatus = Enum(REDEEM_STATUSES);
export type RedeemStatus = Static<typeof RedeemStatus>;
export const RedeemRecord = Type.Object({
  referenceNo: Str,
  applyTime: Str,
  type: ItemType,
  itemId: Str,
  name: Str,
  quantity: Int,
  points: Int,
  amount: Nullable(Str),
  status: RedeemStatus,
  paidAccount: Nullable(Str),
  paidAmount: Nullable(Str),
  address: Str,
  mobile: Str,
  remark: Nullable(Str),
  decidedAt: Nullable(Str),
});
export type RedeemRecord = Static<typeof RedeemRecord>;
/** A redeem's answer: the record, the caller's points left and whether it replayed an earlier redeem. */
export const Redeemed = Type.Object({
  ...RedeemRecord.properties,
  balance: Type.Integer({ description: "the caller's points after the redeem" }),
  replayed: Bool,
});
export type Redeemed = Static<typeof Redeemed>;

export const redeemReward = contract({
  method: 'POST',
  url: '/wps/relay/passwordCheck/MCS2_redeemPointReward',
  tags,
  summary: 'Redeem a reward item (payment password, address, mobile; sealed body allowed)',
  security: bearer,
  body: Type.Object(
    {
      itemId: Text(40),
      quantity: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
      paymentPassword: Text(128),
      address: Text(400),
      mobile: Text(40),
      idempotencyKey: keyField,
    },
    { additionalProperties: false },
  ),
  value: Redeemed,
});

export const RedeemPage = Type.Object({
  ...Currency,
  total: Int,
  pageNo: Int,
  pageSize: Int,
  list: Type.Array(RedeemRecord),
});
export type RedeemPage = Static<typeof RedeemPage>;

export const redeemList = contract({
  method: 'GET',
  url: '/wps/relay/MCS2_getRedeemPointList',
  tags,
  summary: "The caller's redeem records, newest first",
  security: bearer,
  querystring: Type.Object({
    ...PageQuery,
    status: Type.Optional(Type.Unsafe<RedeemStatus>({ enum: [...REDEEM_STATUSES] })),
  }),
  value: RedeemPage,
});

export const PointEntry = Type.Object({
  id: Str,
  time: Str,
  type: Enum(POINTS_TYPES),
  points: Int,
  balance: Int,
  basis: Nullable(Str),
  ratio: Nullable(Str),
  units: Nullable(Int),
  remark: Nullable(Str),
});
export type PointEntry = Static<typeof PointEntry>;
export const PointEntries = Type.Object({
  total: Int,
  pageNo: Int,
  pageSize: Int,
  list: Type.Array(PointEntry),
});
export type PointEntries = Static<typeof PointEntries>;

export const pointDetails = contract({
  method: 'GET',
  url: '/wps/relay/ODSFE2_MemTransDet',
  tags,
  summary: "Points details: the caller's points ledger, newest first (from/to: brand days)",
  security: bearer,
  querystring: Type.Object({
    ...PageQuery,
    type: Type.Optional(Type.Unsafe<PointType>({ enum: [...POINTS_TYPES] })),
    from: Type.Optional(Day),
    to: Type.Optional(Day),
  }),
  value: PointEntries,
});

export const Converted = Type.Object({
  points: Int,
  amount: Str,
  balance: Str,
  turnoverRequired: Str,
  pointsLeft: Int,
  ...Currency,
  replayed: Bool,
});
export type Converted = Static<typeof Converted>;

export const convertPoints = contract({
  method: 'POST',
  url: '/wps/relay/passwordCheck/MCS2_convertPoint',
  tags,
  summary: 'Convert points to the main wallet at the brand ratio (payment password; sealed body allowed)',
  security: bearer,
  body: Type.Object(
    {
      points: Type.Unknown({
        description: 'a positive whole number of points, a multiple of the convert unit',
      }),
      paymentPassword: Text(128),
      idempotencyKey: keyField,
    },
    { additionalProperties: false },
  ),
  value: Converted,
});
