/**
 * The vendor module's API: the player's betting record and profit and loss over every vendor
 * (docs/originals-api.md "Records"). Each endpoint's contract is written here once (docs/api-contracts.md).
 */
import { contract, type QueryOf } from './contract';
import { Nullable } from './lottery';
import { Amount, Enum, Int, type Static, Str, Text, Type } from './schema';

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
