/**
 * The vendor module's API: the player's betting record and profit and loss over every vendor
 * (docs/originals-api.md "Records"), and the seamless-wallet protocol vendors call (docs/originals.md "Protocol").
 * Each endpoint's contract is written here once (docs/api-contracts.md).
 */
import { contract, type QueryOf } from './contract';
import { Nullable } from './lottery';
import { Amount, Bool, Enum, Int, type Static, Str, Text, Type } from './schema';

const bearer = [{ bearer: [] }];
const records = ['records'];

/** The statuses the betting record filters by (won, lost and draw are settled bets by their payout). */
export const BET_STATUSES = ['open', 'won', 'lost', 'draw', 'refunded'] as const;
export type BetStatus = (typeof BET_STATUSES)[number];
export const PERIODS = ['day', 'week', 'month'] as const;
export type Period = (typeof PERIODS)[number];

const Category = Type.String({ pattern: '^[A-Z]{2,12}$' });

export const BetRecord = Type.Object({
  id: Str,
  betId: Str,
  gameName: Str,
  gameCode: Str,
  nodeId: Nullable(Int),
  /** Vendor code, and its display name in vendorName. */
  vendor: Str,
  vendorName: Str,
  category: Str,
  round: Str,
  stake: Amount,
  payout: Amount,
  profit: Amount,
  status: Type.String({ description: "The bet's state: open, settled, refunded" }),
  createdAt: Str,
  settledAt: Nullable(Str),
});
export type BetRecord = Static<typeof BetRecord>;

export const BetTotals = Type.Object({ count: Int, stake: Amount, payout: Amount, profit: Amount });
export type BetTotals = Static<typeof BetTotals>;

export const BetPage = Type.Object({
  content: Type.Array(BetRecord),
  totals: BetTotals,
  pageNum: Int,
  pageSize: Int,
  total: Int,
  totalPages: Int,
  from: Str,
  to: Str,
  currency: Str,
});
export type BetPage = Static<typeof BetPage>;

const ProfitFigures = { count: Int, stake: Amount, validBet: Amount, payout: Amount, profit: Amount };
export const ProfitTotals = Type.Object(ProfitFigures);
export type ProfitTotals = Static<typeof ProfitTotals>;
/** One period (its first day, YYYY-MM-DD, in the player's time zone) and category. */
export const ProfitRow = Type.Object({ period: Str, category: Str, ...ProfitFigures });
export type ProfitRow = Static<typeof ProfitRow>;

export const ProfitLoss = Type.Object({
  period: Enum(PERIODS),
  rows: Type.Array(ProfitRow),
  periods: Type.Array(Type.Object({ period: Str, ...ProfitFigures })),
  categories: Type.Array(Type.Object({ category: Str, ...ProfitFigures })),
  totals: ProfitTotals,
  from: Str,
  to: Str,
  tz: Int,
  currency: Str,
});
export type ProfitLoss = Static<typeof ProfitLoss>;

export const bets = contract({
  method: 'GET',
  url: '/wps/member/bets',
  tags: records,
  summary:
    'Betting record: every bet (all vendors) with game, vendor, round, stake, payout, profit, status, time; totals',
  security: bearer,
  querystring: Type.Object({
    category: Type.Optional(Category),
    vendor: Type.Optional(Type.String({ pattern: '^[A-Z0-9]{2,12}$' })),
    status: Type.Optional(Enum(BET_STATUSES)),
    from: Type.Optional(Text(40)),
    to: Type.Optional(Text(40)),
    pageNo: Type.Integer({ minimum: 1, maximum: 100_000, default: 1 }),
    pageSize: Type.Integer({ minimum: 1, maximum: 100, default: 20 }),
  }),
  value: BetPage,
});
export type BetQuery = QueryOf<typeof bets>;

export const profitLoss = contract({
  method: 'GET',
  url: '/wps/member/profitLoss',
  tags: records,
  summary: 'Profit and loss of settled bets per period and category (stake, valid bet, payout, profit)',
  security: bearer,
  querystring: Type.Object({
    period: Enum(PERIODS, { default: 'day' }),
    category: Type.Optional(Category),
    from: Type.Optional(Text(40)),
    to: Type.Optional(Text(40)),
    tz: Type.Integer({ minimum: -720, maximum: 840, default: 0 }),
  }),
  value: ProfitLoss,
});
export type ProfitQuery = QueryOf<typeof profitLoss>;

// ---- The seamless-wallet protocol (docs/originals.md "Protocol") -------------------------------------------------

/** The protocol's answer statuses. */
export const RS = {
  OK: 'RS_OK',
  INVALID_SIGNATURE: 'RS_ERROR_INVALID_SIGNATURE',
  INVALID_TOKEN: 'RS_ERROR_INVALID_TOKEN',
  TOKEN_EXPIRED: 'RS_ERROR_TOKEN_EXPIRED',
  NOT_ENOUGH_MONEY: 'RS_ERROR_NOT_ENOUGH_MONEY',
  DUPLICATE_TRANSACTION: 'RS_ERROR_DUPLICATE_TRANSACTION',
  TRANSACTION_DOES_NOT_EXIST: 'RS_ERROR_TRANSACTION_DOES_NOT_EXIST',
  TRANSACTION_ROLLED_BACK: 'RS_ERROR_TRANSACTION_ROLLED_BACK',
  WRONG_CURRENCY: 'RS_ERROR_WRONG_CURRENCY',
  USER_DISABLED: 'RS_ERROR_USER_DISABLED',
  LIMIT_REACHED: 'RS_ERROR_LIMIT_REACHED',
  WRONG_SYNTAX: 'RS_ERROR_WRONG_SYNTAX',
  UNKNOWN: 'RS_ERROR_UNKNOWN',
} as const;
export type RsStatus = (typeof RS)[keyof typeof RS];

export const WALLET_ACTIONS = ['balance', 'bet', 'win', 'rollback'] as const;
export type WalletAction = (typeof WALLET_ACTIONS)[number];

const IdText = Type.String({ pattern: '^[\\x21-\\x7E]{1,100}$' });

/**
 * A protocol request. It travels as JSON text signed byte for byte (X-Signature), so the route does not validate it:
 * the protocol's parser does, after the signature (src/server/modules/vendor/protocol.ts), answering
 * RS_ERROR_WRONG_SYNTAX for anything else.
 */
export const WalletRequest = Type.Object(
  {
    request_uuid: IdText,
    user: Type.String({ pattern: '^[\\x21-\\x7E]{1,64}$' }),
    currency: Type.String({ pattern: '^[A-Z]{3}$' }),
    /** The launch session; required for balance and bet, optional (and never checked for expiry) otherwise. */
    token: Type.Optional(Type.String({ pattern: '^[\\x21-\\x7E]{1,256}$' })),
    game_code: Type.Optional(Type.String({ pattern: '^[A-Za-z0-9_.-]{1,64}$' })),
    transaction_uuid: Type.Optional(IdText),
    reference_transaction_uuid: Type.Optional(IdText),
    round: Type.Optional(IdText),
    round_closed: Type.Optional(Bool),
    /** Integer minor units, 0 … 999,999,999,999,999. */
    amount: Type.Optional(Type.Integer({ minimum: 0, maximum: 999_999_999_999_999 })),
  },
  {
    description:
      'balance needs token; bet token, transaction_uuid, game_code, round, amount; win transaction_uuid, reference_transaction_uuid, game_code, round, amount; rollback transaction_uuid, reference_transaction_uuid, game_code, round',
  },
);
export type WalletRequest = Static<typeof WalletRequest>;

/** A protocol answer, always HTTP 200 (fields in this order). */
export const WalletAnswer = Type.Object({
  status: Enum(Object.values(RS) as RsStatus[]),
  request_uuid: Str,
  user: Type.Optional(Str),
  currency: Type.Optional(Str),
  /** Integer minor units of the wallet that plays with this vendor; absent when the wallet is not known. */
  balance: Type.Optional(Int),
});
export type WalletAnswer = Static<typeof WalletAnswer>;

const walletParams = Type.Object({ vendor: Text(20), action: Text(20) });
const signature = Type.Object({ 'x-signature': Type.Optional(Text(200)) });

export const wallet = contract({
  method: 'POST',
  url: '/vendor/:vendor/wallet/:action',
  tags: ['vendor wallet'],
  summary:
    'Seamless wallet (balance, bet, win, rollback): X-Signature = hex HMAC-SHA256 of the raw body with the vendor secret. Answers {status, request_uuid, user, currency, balance}',
  params: walletParams,
  headers: signature,
  body: WalletRequest,
  response: { 200: WalletAnswer },
});

const Player = { user: Str, token: Str };

/** Test players and amounts for the conformance harness (scripts/vendor-conformance.ts). */
export const ConformanceFixtures = Type.Object({
  currency: Str,
  /** A currency that is not the players'. */
  wrongCurrency: Str,
  game_code: Str,
  /** Starting balance of the funded players (minor units). */
  balance: Int,
  /** A stake above the operator's per-bet limit. */
  limitAmount: Int,
  player: Type.Object(Player),
  other: Type.Object(Player),
  expired: Type.Object(Player),
  /** A session that expires a few seconds after it was made, at expiresAt. */
  short: Type.Object({ ...Player, expiresAt: Str }),
  disabled: Type.Object(Player),
});
export type ConformanceFixtures = Static<typeof ConformanceFixtures>;

/** Servers that are not in production only (or VENDOR_CONFORMANCE=1): 404 elsewhere. */
export const conformanceFixtures = contract({
  method: 'POST',
  url: '/vendor/:vendor/conformance/fixtures',
  tags: ['vendor wallet'],
  summary: 'Test players for the conformance harness, signed like a wallet call',
  hide: true,
  params: Type.Object({ vendor: Text(20) }),
  body: Type.Object({ request_uuid: Type.Optional(IdText) }),
  response: {
    200: Type.Object({
      status: WalletAnswer.properties.status,
      request_uuid: Str,
      fixtures: Type.Optional(ConformanceFixtures),
    }),
    404: WalletAnswer,
  },
});
