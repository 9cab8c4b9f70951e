/**
 * The back office's Player 360 (issue 26, docs/back-office.md "Player 360"): search a brand's players, the
 * player's page in sections that load on their own, and the staff actions on a player. Personal data (mobile,
 * email, payee name, bank numbers) is masked unless the staff member's roles grant `players.pii`.
 */
import { BREAK_PERIODS, SELF_EXCLUSION_PERIODS } from '../exclusion';
import { contract } from './contract';
import { PlayerLimits } from './identity-limits';
import { ExclusionView } from './identity-protection';
import { BonusPocket } from './money-cashier';
import { BrandIdParams, BrandParams, office, Reason } from './office';
import { Amount, Bool, Enum, Int, Nullable, Paged, type Static, Str, Type } from './schema';

export const PLAYER_SEARCH_FIELDS = ['username', 'mobile', 'email', 'payee', 'ip'] as const;
export type PlayerSearchField = (typeof PLAYER_SEARCH_FIELDS)[number];

const PageQuery = {
  pageNo: Type.Integer({ minimum: 1, maximum: 10_000, default: 1 }),
  pageSize: Type.Integer({ minimum: 1, maximum: 100, default: 20 }),
};

export const PlayerSearchQuery = Type.Object(
  {
    by: Enum(PLAYER_SEARCH_FIELDS, { default: 'username' }),
    q: Type.String({ minLength: 1, maxLength: 100 }),
    match: Enum(['exact', 'prefix'] as const, { default: 'prefix' }),
    ...PageQuery,
  },
  { additionalProperties: false },
);
export type PlayerSearchQuery = Static<typeof PlayerSearchQuery>;

export const PlayerRow = Type.Object({
  id: Str,
  username: Str,
  status: Enum(['active', 'locked'] as const),
  mobile: Nullable(Str),
  email: Nullable(Str),
  payeeName: Nullable(Str),
  vipLevel: Int,
  createdAt: Str,
  lastLoginAt: Nullable(Str),
});
export type PlayerRow = Static<typeof PlayerRow>;

export const officePlayerSearch = contract({
  method: 'GET',
  url: '/office/api/b/:brand/players',
  ...office,
  params: BrandParams,
  querystring: PlayerSearchQuery,
  summary:
    "Search the brand's players by username, mobile, email, payee name (bank account holder) or login / registration address; exact or prefix",
  value: Paged(PlayerRow),
});

export const PlayerProfile = Type.Object({
  id: Str,
  username: Str,
  nickname: Nullable(Str),
  type: Int,
  status: Enum(['active', 'locked'] as const),
  mustChangePassword: Bool,
  totpEnabled: Bool,
  mobile: Nullable(Str),
  email: Nullable(Str),
  payeeName: Nullable(Str),
  /** The player's bank and e-wallet accounts (numbers masked without players.pii). */
  payees: Type.Array(Type.Object({ kind: Str, bank: Str, accountNo: Str, holder: Str })),
  language: Nullable(Str),
  vipLevel: Int,
  kycLevel: Int,
  upline: Nullable(Str),
  referrer: Nullable(Str),
  registerIp: Nullable(Str),
  registerMethod: Nullable(Str),
  createdAt: Str,
  lastLoginAt: Nullable(Str),
  /** Whether these values are unmasked for the caller (players.pii). */
  pii: Bool,
});
export type PlayerProfile = Static<typeof PlayerProfile>;

export const officePlayer = contract({
  method: 'GET',
  url: '/office/api/b/:brand/players/:id',
  ...office,
  params: BrandIdParams,
  summary: "A player's profile and status (personal data masked without players.pii)",
  value: PlayerProfile,
});

export const PlayerMoney = Type.Object({
  currency: Str,
  balance: Amount,
  free: Amount,
  locked: Amount,
  bonuses: Type.Array(BonusPocket),
  points: Int,
});
export type PlayerMoney = Static<typeof PlayerMoney>;

export const officePlayerMoney = contract({
  method: 'GET',
  url: '/office/api/b/:brand/players/:id/money',
  ...office,
  params: BrandIdParams,
  summary:
    "The player's main wallet: free and locked money, each open bonus (what `ops bonus-pockets` prints), points",
  value: PlayerMoney,
});

export const LedgerLine = Type.Object({
  id: Str,
  at: Str,
  kind: Str,
  /** Signed: positive credits the player's wallet. */
  amount: Amount,
  /** The wallet's balance after this posting. */
  balance: Amount,
  counterpart: Str,
  reference: Nullable(Str),
  /** Who and why, where the posting carries it (adjustments, operators' actions). */
  memo: Type.Record(Str, Type.Unknown()),
});
export type LedgerLine = Static<typeof LedgerLine>;

export const officePlayerLedger = contract({
  method: 'GET',
  url: '/office/api/b/:brand/players/:id/ledger',
  ...office,
  params: BrandIdParams,
  querystring: Type.Object(PageQuery, { additionalProperties: false }),
  summary: "The player's main wallet postings, newest first, with the running balance and what each was",
  value: Paged(LedgerLine),
});

export const BetLine = Type.Object({
  id: Str,
  at: Str,
  vendor: Str,
  game: Nullable(Str),
  amount: Amount,
  payout: Amount,
  status: Str,
});
export type BetLine = Static<typeof BetLine>;

export const officePlayerBets = contract({
  method: 'GET',
  url: '/office/api/b/:brand/players/:id/bets',
  ...office,
  params: BrandIdParams,
  querystring: Type.Object(PageQuery, { additionalProperties: false }),
  summary: "The player's bets, newest first",
  value: Paged(BetLine),
});

export const PlayerEngagement = Type.Object({
  bonuses: Type.Array(
    Type.Object({
      id: Str,
      promotion: Str,
      amount: Amount,
      status: Str,
      createdAt: Str,
      open: Bool,
    }),
  ),
  referrals: Type.Object({ count: Int, recent: Type.Array(Type.Object({ username: Str, createdAt: Str })) }),
});
export type PlayerEngagement = Static<typeof PlayerEngagement>;

export const officePlayerEngagement = contract({
  method: 'GET',
  url: '/office/api/b/:brand/players/:id/engagement',
  ...office,
  params: BrandIdParams,
  summary: "The player's bonuses (last 50) and the players they referred",
  value: PlayerEngagement,
});

export const PlayerSessions = Type.Object({
  sessions: Type.Array(
    Type.Object({
      kind: Str,
      ip: Nullable(Str),
      userAgent: Nullable(Str),
      createdAt: Str,
      lastSeenAt: Str,
      live: Bool,
    }),
  ),
  devices: Type.Array(Type.Object({ device: Str, firstSeenAt: Str })),
});
export type PlayerSessions = Static<typeof PlayerSessions>;

export const officePlayerSessions = contract({
  method: 'GET',
  url: '/office/api/b/:brand/players/:id/sessions',
  ...office,
  params: BrandIdParams,
  summary: "The player's last 50 sessions (address, browser, live or ended) and devices",
  value: PlayerSessions,
});

export const LinkedAccount = Type.Object({
  id: Str,
  username: Str,
  status: Enum(['active', 'locked'] as const),
  /** What they share: a device, an address, a payee name. */
  via: Enum(['device', 'ip', 'payee'] as const),
  value: Str,
});
export type LinkedAccount = Static<typeof LinkedAccount>;

export const officePlayerLinked = contract({
  method: 'GET',
  url: '/office/api/b/:brand/players/:id/linked',
  ...office,
  params: BrandIdParams,
  summary: 'Other players of the brand sharing a device, a login / registration address or a payee name',
  value: Type.Object({ list: Type.Array(LinkedAccount) }),
});

export const PlayerProtection = Type.Object({
  limits: PlayerLimits,
  exclusion: Nullable(ExclusionView),
  kycLevel: Int,
  breakPeriods: Type.Array(Enum(BREAK_PERIODS)),
  selfExclusionPeriods: Type.Array(Enum(SELF_EXCLUSION_PERIODS)),
});
export type PlayerProtection = Static<typeof PlayerProtection>;

export const officePlayerProtection = contract({
  method: 'GET',
  url: '/office/api/b/:brand/players/:id/protection',
  ...office,
  params: BrandIdParams,
  summary:
    "The player's own responsible-gaming limits (read only), the break or self-exclusion in force, and KYC level",
  value: PlayerProtection,
});

export const PlayerNote = Type.Object({ id: Str, staff: Str, text: Str, createdAt: Str });
export type PlayerNote = Static<typeof PlayerNote>;

export const officePlayerNotes = contract({
  method: 'GET',
  url: '/office/api/b/:brand/players/:id/notes',
  ...office,
  params: BrandIdParams,
  summary: 'Staff notes on the player, newest first (append-only)',
  value: Type.Object({ list: Type.Array(PlayerNote) }),
});

export const officePlayerAddNote = contract({
  method: 'POST',
  url: '/office/api/b/:brand/players/:id/notes',
  ...office,
  params: BrandIdParams,
  body: Type.Object(
    { text: Type.String({ minLength: 1, maxLength: 2000 }) },
    { additionalProperties: false },
  ),
  summary: 'Add a staff note on the player (notes are never edited or deleted)',
  value: PlayerNote,
});

export const PlayerControl = Type.Object({
  account: Str,
  changed: Bool,
  status: Enum(['active', 'locked'] as const),
  mustChangePassword: Bool,
  totpEnabled: Bool,
});
export type PlayerControl = Static<typeof PlayerControl>;

export const PLAYER_CONTROLS = ['lock', 'unlock', 'force-password', 'reset-2fa'] as const;

export const officePlayerControl = contract({
  method: 'POST',
  url: '/office/api/b/:brand/players/:id/control/:action',
  ...office,
  params: Type.Object({
    brand: Type.String({ pattern: '^[a-z0-9-]{1,40}$' }),
    id: Type.String({ pattern: '^[0-9]{1,19}$' }),
    action: Enum(PLAYER_CONTROLS),
  }),
  body: Type.Object({ reason: Reason }, { additionalProperties: false }),
  summary:
    'Lock or unlock the player, make them change the password at the next login, or reset their authenticator (2FA)',
  value: PlayerControl,
});

export const AdjustAnswer = Type.Object({
  status: Enum(['posted', 'refused', 'requested'] as const),
  balance: Nullable(Amount),
  approvalId: Nullable(Str),
});
export type AdjustAnswer = Static<typeof AdjustAnswer>;

export const officePlayerAdjust = contract({
  method: 'POST',
  url: '/office/api/b/:brand/players/:id/adjust',
  ...office,
  params: BrandIdParams,
  body: Type.Object(
    {
      /** Signed decimal: positive credits the player, negative debits free money. */
      amount: Type.String({ pattern: '^-?[0-9]{1,15}(\\.[0-9]{1,8})?$' }),
      reason: Reason,
      /** One per form submit (a retried click posts once). */
      key: Type.String({ pattern: '^[0-9A-Za-z-]{8,64}$' }),
    },
    { additionalProperties: false },
  ),
  summary:
    "Adjust the player's main wallet (the service of `ops adjust`); above the brand's threshold a second staff member approves it",
  value: AdjustAnswer,
});

export const officePlayerBonusCancel = contract({
  method: 'POST',
  url: '/office/api/b/:brand/players/:id/bonuses/:bonusId/cancel',
  ...office,
  params: Type.Object({
    brand: Type.String({ pattern: '^[a-z0-9-]{1,40}$' }),
    id: Type.String({ pattern: '^[0-9]{1,19}$' }),
    bonusId: Type.String({ pattern: '^[0-9]{1,18}$' }),
  }),
  body: Type.Object({ reason: Reason }, { additionalProperties: false }),
  summary: 'Cancel (forfeit) an open bonus of the player (the service of `ops bonus-forfeit`)',
  value: Type.Object({ forfeited: Amount, released: Amount, replayed: Bool }),
});

export const officePlayerExclusion = contract({
  method: 'POST',
  url: '/office/api/b/:brand/players/:id/exclusion',
  ...office,
  params: BrandIdParams,
  body: Type.Object(
    { period: Enum([...BREAK_PERIODS, ...SELF_EXCLUSION_PERIODS]), reason: Reason },
    { additionalProperties: false },
  ),
  summary:
    'Record a break or self-exclusion the player asked for (e.g. by phone; the service of `ops exclusion-record`); never lifts one',
  value: ExclusionView,
});
