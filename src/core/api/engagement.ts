/**
 * The engagement API (docs/promotions.md, docs/vip-points.md, docs/referral-missions.md, docs/jackpot.md): the
 * jackpot pool and the brand's announcements here; promotions and bonuses in engagement-promotions.ts, points in
 * engagement-points.ts, VIP, missions and invite friends in engagement-loyalty.ts. Each endpoint's contract is
 * written once (docs/api-contracts.md).
 */
import { contract } from './contract';
import { Bool, Enum, Int, Nullable, type Static, Str, Text, Type } from './schema';

/** A page's number and size as the member calls take them. */
export const PageQuery = {
  pageNo: Type.Integer({ minimum: 1, maximum: 100_000, default: 1 }),
  pageSize: Type.Integer({ minimum: 1, maximum: 100, default: 20 }),
};
/** A brand day, yyyy-MM-dd. */
export const Day = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' });
export { Nullable };
/** The body of a call that takes nothing but an optional idempotency key (or the Idempotency-Key header). */
export const KeyBody = Type.Object(
  { idempotencyKey: Type.Optional(Text(64)) },
  { additionalProperties: false },
);

export const JackpotRule = Type.Object(
  { contributionBp: Int, oneIn: Int, minStake: Str, threshold: Int },
  { additionalProperties: false },
);
export const JackpotWin = Type.Object(
  { customerName: Str, amount: Str, at: Str },
  { additionalProperties: false },
);
export const Jackpot = Type.Object(
  {
    enabled: Bool,
    amount: Str,
    currency: Str,
    currencySymbol: Str,
    asOf: Str,
    rule: Type.Union([Type.Null(), JackpotRule], {
      description:
        'how the pool is funded and won (brand.json jackpot): the /fairness page verifies a draw with it',
    }),
    lastWin: Type.Union([Type.Null(), JackpotWin]),
  },
  { additionalProperties: false },
);
export type Jackpot = Static<typeof Jackpot>;

export const jackpot = contract({
  method: 'GET',
  url: '/wps/games/jackpot',
  tags: ['games'],
  summary:
    "The brand's jackpot pool now: {enabled, amount, currency, currencySymbol, asOf, lastWin}; enabled false (amount 0) for a brand without one",
  value: Jackpot,
});

/**
 * Announcement kinds of getAnnouncementContentV2: banners, player notices, popups, promotions; H is accepted (no
 * list).
 */
export const ANNOUNCEMENT_TYPES = ['B', 'PL', 'PU', 'PR', 'H'] as const;
export type AnnouncementType = (typeof ANNOUNCEMENT_TYPES)[number];
const EXECUTIONS = ['A', 'B', 'F'] as const;
const typesPattern = `^(${ANNOUNCEMENT_TYPES.join('|')})(,(${ANNOUNCEMENT_TYPES.join('|')}))*$`;

export const Announcements = Type.Object({
  banners: Type.Array(
    Type.Object({
      id: Str,
      groupName: Enum(['w_home', 'w_leftmenu', 'w_login', 'w_forget'] as const),
      url: Str,
      imageUrl: Str,
      linkageType: Enum(['NONE', 'ROUTE', 'URL'] as const),
      sequence: Int,
      title: Str,
    }),
  ),
  player: Type.Array(
    Type.Object({ id: Str, title: Str, content: Str, createdAt: Type.String({ format: 'date-time' }) }),
  ),
  popup: Type.Array(
    Type.Object({
      id: Str,
      title: Str,
      content: Type.String({ description: 'HTML (sanitise before rendering)' }),
      execution: Enum(EXECUTIONS),
      slot: Enum(['USER_POPUP', 'ANONYMOUS_POPUP'] as const),
    }),
  ),
  promotion: Type.Array(
    Type.Object({
      id: Str,
      title: Str,
      announcementImages: Type.Array(Type.Object({ sequence: Int, url: Str })),
    }),
  ),
});
export type Announcements = Static<typeof Announcements>;

export const announcements = contract({
  method: 'GET',
  url: '/wps/relay/MCSFE_getListAnnouncements',
  tags: ['announcements'],
  summary:
    "The brand's banners (B), player notices (PL), popups (PU) and promotions (PR) from content/announcements.json",
  querystring: Type.Object({
    types: Type.Optional(
      Type.String({ pattern: typesPattern, maxLength: 40, default: ANNOUNCEMENT_TYPES.join(',') }),
    ),
    platform: Type.Optional(Text(20)),
    execution: Type.Optional(Enum(EXECUTIONS)),
    language: Type.Optional(Text(10)),
  }),
  value: Announcements,
});

/** A bonus row as a claim answers it (promotions, missions, loyalty rewards): status is the row's. */
export const CreditedBonus = Type.Object({
  id: Str,
  promotionId: Str,
  kind: Str,
  title: Str,
  source: Str,
  amount: Str,
  depositAmount: Nullable(Str),
  turnoverRequired: Str,
  status: Enum(['claimable', 'credited', 'void'] as const),
  rank: Nullable(Int),
  createdAt: Str,
  creditedAt: Nullable(Str),
});
export type CreditedBonus = Static<typeof CreditedBonus>;
