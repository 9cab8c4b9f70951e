/**
 * The back office's figures (issue 26, docs/back-office.md "Figures"): the dashboard of a brand or of the brands of
 * its operator group, the rows behind each figure, and the reports with their CSV exports. Every figure is read
 * from the ledger's postings and the aggregates the platform keeps (account_day, account_game_day,
 * account_first_deposit), never from raw bets. Amounts are decimal strings in the brand currency's minor units.
 */
import { contract } from './contract';
import { BrandParams, office } from './office';
import { Amount, Bool, Enum, Int, Nullable, Paged, type Static, Str, Type } from './schema';

export const FIGURE_PERIODS = ['today', '7d', '30d'] as const;
export type FigurePeriod = (typeof FIGURE_PERIODS)[number];

/** The figures a dashboard shows; each can be explained (its rows). */
export const FIGURES = [
  'deposits',
  'withdrawals',
  'netCash',
  'stakes',
  'wins',
  'ggr',
  'bonusCost',
  'ngr',
  'activePlayers',
  'newPlayers',
  'firstDepositors',
] as const;
export type Figure = (typeof FIGURES)[number];

export const REPORTS = ['cash', 'ggr', 'bonus', 'commissions', 'liability'] as const;
export type Report = (typeof REPORTS)[number];

const Day = Type.String({ format: 'date' });

export const Figures = Type.Object({
  deposits: Amount,
  withdrawals: Amount,
  /** deposits − withdrawals */
  netCash: Amount,
  stakes: Amount,
  wins: Amount,
  /** stakes − wins */
  ggr: Amount,
  /** bonuses paid − bonuses forfeited back */
  bonusCost: Amount,
  /** ggr − bonusCost */
  ngr: Amount,
  activePlayers: Int,
  newPlayers: Int,
  firstDepositors: Int,
});
export type Figures = Static<typeof Figures>;

export const DayFigures = Type.Object({
  day: Str,
  deposits: Amount,
  withdrawals: Amount,
  ggr: Amount,
  ngr: Amount,
});
export type DayFigures = Static<typeof DayFigures>;

export const TopRow = Type.Object({ key: Str, stakes: Amount, ggr: Amount, players: Int });
export type TopRow = Static<typeof TopRow>;

/** How the top games are ordered: by GGR (stakes − wins) or by stakes. */
export const GAME_ORDERS = ['ggr', 'stakes'] as const;
export type GameOrder = (typeof GAME_ORDERS)[number];

/** A single game's figures of the period (from game_day, migration 0045). */
export const TopGame = Type.Object({
  vendor: Str,
  /** '' for bets that name no game. */
  game: Str,
  /** The catalogue's name in the console's language; the code when the catalogue does not list it. */
  name: Str,
  stakes: Amount,
  wins: Amount,
  ggr: Amount,
  bets: Int,
});
export type TopGame = Static<typeof TopGame>;

export const BrandFigures = Type.Object({
  code: Str,
  name: Str,
  currency: Str,
  symbol: Str,
  minorUnits: Int,
  timezone: Str,
  from: Str,
  to: Str,
  figures: Figures,
  days: Type.Array(DayFigures),
  /** By vendor and by game category (game type), from account_game_day. */
  topVendors: Type.Array(TopRow),
  topCategories: Type.Array(TopRow),
  /** By single game (game_day), ordered as the query's `games` asks. */
  topGames: Type.Array(TopGame),
});
export type BrandFigures = Static<typeof BrandFigures>;

export const officeFiguresDashboard = contract({
  method: 'GET',
  url: '/office/api/b/:brand/figures',
  ...office,
  params: BrandParams,
  querystring: Type.Object(
    {
      period: Enum(FIGURE_PERIODS, { default: '7d' }),
      scope: Enum(['brand', 'group'] as const, { default: 'brand' }),
      games: Enum(GAME_ORDERS, { default: 'ggr' }),
    },
    { additionalProperties: false },
  ),
  summary:
    "Dashboard figures of the brand (or of its operator group's brands the staff member may read) for today, 7 or 30 days in each brand's time zone",
  value: Type.Object({
    period: Enum(FIGURE_PERIODS),
    /** The operator group (brand.json operatorGroup; a brand without one is its own). */
    group: Str,
    brands: Type.Array(BrandFigures),
  }),
});

export const FigureRow = Type.Object({
  source: Enum(['posting', 'account_day', 'account', 'first_deposit'] as const),
  id: Str,
  day: Str,
  at: Nullable(Str),
  player: Nullable(Str),
  kind: Str,
  detail: Str,
  /** Signed: what the row adds to the figure (a count figure's rows add one each; the amount is shown). */
  amount: Amount,
});
export type FigureRow = Static<typeof FigureRow>;

export const RangeQuery = {
  from: Day,
  to: Day,
};

export const officeFigureRows = contract({
  method: 'GET',
  url: '/office/api/b/:brand/figures/:figure/rows',
  ...office,
  params: Type.Object({ brand: BrandParams.properties.brand, figure: Enum(FIGURES) }),
  querystring: Type.Object(
    {
      ...RangeQuery,
      pageNo: Type.Integer({ minimum: 1, maximum: 100_000, default: 1 }),
      pageSize: Type.Integer({ minimum: 1, maximum: 200, default: 50 }),
    },
    { additionalProperties: false },
  ),
  summary:
    'The rows behind a dashboard figure (ledger postings or aggregate rows), newest first, with their sum: the rows of all pages add up to the figure',
  value: Paged(FigureRow, { figure: Enum(FIGURES), from: Str, to: Str, sum: Amount, count: Bool }),
});

export const GameDay = Type.Object({
  day: Str,
  stakes: Amount,
  validBet: Amount,
  wins: Amount,
  ggr: Amount,
  bets: Int,
});
export type GameDay = Static<typeof GameDay>;

export const officeFigureGameDays = contract({
  method: 'GET',
  url: '/office/api/b/:brand/figures/games/days',
  ...office,
  params: BrandParams,
  querystring: Type.Object(
    {
      ...RangeQuery,
      vendor: Type.String({ minLength: 1, maxLength: 64 }),
      /** '' for the bets that name no game. */
      game: Type.String({ maxLength: 128 }),
    },
    { additionalProperties: false },
  ),
  summary:
    "The rows behind a top game: its day rows of the range (game_day), newest first, with their sums (= the game's figures on the dashboard); 404 for a game the brand has no bets on",
  value: Type.Object({
    vendor: Str,
    game: Str,
    name: Str,
    from: Str,
    to: Str,
    list: Type.Array(GameDay),
    total: Type.Omit(GameDay, ['day']),
  }),
});

export const ReportTable = Type.Object({
  id: Str,
  /** Column keys (the console translates them); amounts are decimal strings. */
  columns: Type.Array(Str),
  rows: Type.Array(Type.Array(Str)),
  totals: Nullable(Type.Array(Str)),
});
export type ReportTable = Static<typeof ReportTable>;

export const LiabilityCheck = Type.Object({
  /** The moment the balances are taken at: the end of the day `to` in the brand's time zone. */
  at: Str,
  /** Σ of every player account's balance after its last posting before `at`. */
  playerBalances: Amount,
  /** −Σ of the brand's system accounts' balances at `at` (the ledger sums to zero): what the ledger owes players. */
  ledgerLiability: Amount,
  agree: Bool,
  accounts: Int,
});
export type LiabilityCheck = Static<typeof LiabilityCheck>;

export const ReportValue = Type.Object({
  report: Enum(REPORTS),
  from: Str,
  to: Str,
  currency: Str,
  tables: Type.Array(ReportTable),
  check: Nullable(LiabilityCheck),
});
export type ReportValue = Static<typeof ReportValue>;

const ReportParams = Type.Object({ brand: BrandParams.properties.brand, report: Enum(REPORTS) });
const ReportQuery = Type.Object(RangeQuery, { additionalProperties: false });

export const officeReport = contract({
  method: 'GET',
  url: '/office/api/b/:brand/reports/:report',
  ...office,
  params: ReportParams,
  querystring: ReportQuery,
  summary:
    'A figures report over a date range (the liability report: at the end of `to`): cash, GGR/NGR by vendor and category, bonus cost by promotion, agent commissions, player balances liability',
  value: ReportValue,
});

export const officeReportCsv = contract({
  method: 'GET',
  url: '/office/api/b/:brand/reports/:report/csv',
  ...office,
  params: ReportParams,
  querystring: ReportQuery,
  summary: 'The report as CSV (one section per table)',
  response: { 200: Type.String({ description: 'text/csv' }) },
});
