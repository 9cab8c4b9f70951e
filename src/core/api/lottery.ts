/**
 * The lottery API (spec §7; docs/lottery.md "Calls"): menus, draws and opened numbers, the lobby launch and the bet
 * slip. Each endpoint's contract is written here once (docs/api-contracts.md).
 */
import { PRIZE_MODES, SEA_BET_TYPES, VN_BET_TYPES } from '../lottery/bets';
import { FORMATS } from '../lottery/formats';
import { contract } from './contract';
import { Amount, Bool, Enum, Int, Nullable, type Static, Str, Text, type TSchema, Type } from './schema';

const tags = ['lottery'];
const bearer = [{ bearer: [] }];

export { Nullable };
/** An object of any keys whose values are `schema` (JSON Schema additionalProperties; OpenAPI 3.0 has no patterns). */
export const Dict = <T extends TSchema>(schema: T) =>
  Type.Unsafe<Record<string, Static<T>>>({ type: 'object', additionalProperties: schema });

export const LOTTERY_DEVICES = ['WEB', 'H5', 'APP'] as const;
export const LOTTERY_CATEGORIES = ['LOTT', 'ELOTT'] as const;
export const LOTTERY_ROUTES = ['/lottery', '/vnLottery', '/seaLottery'] as const;
export type LotteryRoute = (typeof LOTTERY_ROUTES)[number];
export const DRAW_STATUSES = ['open', 'drawn', 'void'] as const;
export const LOTTERY_BET_STATUSES = [
  'pending',
  'placed',
  'refused',
  'rolled_back',
  'settled',
  'closed',
  'refunded',
] as const;

const PrizeMode = Enum(PRIZE_MODES);
const Format = Enum(FORMATS);
const Route = Enum(LOTTERY_ROUTES);
const BetType = Enum([...VN_BET_TYPES, ...SEA_BET_TYPES] as const);
/** A draw's result: the numbers of each prize tier. */
const DrawResult = Dict(Type.Array(Str));
const Odds = Dict(Type.Number());
const GameCode = Type.String({ pattern: '^[A-Za-z0-9_-]{1,64}$' });
const DrawId = Type.String({ pattern: '^[0-9]{1,18}$' });
const Paging = {
  pageNo: Type.Integer({ minimum: 1, maximum: 10_000, default: 1 }),
  pageSize: Type.Integer({ minimum: 1, maximum: 50, default: 10 }),
};

/** A draw: its commitment, and once drawn (where revealed) the server seed and result. */
export const DrawInfo = Type.Object({
  drawId: Str,
  drawNo: Str,
  drawAt: Str,
  closeAt: Str,
  status: Enum(DRAW_STATUSES),
  serverSeedHash: Str,
  clientSeed: Str,
  serverSeed: Type.Optional(Str),
  result: Type.Optional(Nullable(DrawResult)),
  drawnAt: Type.Optional(Nullable(Str)),
  voidReason: Type.Optional(Nullable(Str)),
});
export type DrawInfo = Static<typeof DrawInfo>;

export const MenuGame = Type.Object({
  gameCode: Str,
  nodeId: Int,
  vendor: Str,
  gameType: Enum(LOTTERY_CATEGORIES),
  name: Str,
  format: Format,
  fast: Bool,
  intervalSeconds: Int,
  cutoffSeconds: Int,
  route: Route,
  maintenance: Bool,
  prizeModes: Type.Array(PrizeMode),
  prizeMode: Nullable(PrizeMode),
  betTypes: Type.Array(Type.Object({ type: BetType, count: Int, digits: Int, odds: Odds })),
  nextDraw: Nullable(DrawInfo),
});
export type MenuGame = Static<typeof MenuGame>;

export const Menu = Type.Object({
  prizeMode: PrizeMode,
  prizeModes: Type.Array(PrizeMode),
  currency: Str,
  limits: Type.Object({ min: Amount, max: Amount }),
  serverTime: Str,
  games: Type.Array(MenuGame),
});
export type Menu = Static<typeof Menu>;

export const RecentGame = Type.Object({
  gameCode: Str,
  nodeId: Int,
  name: Str,
  route: Route,
  format: Format,
});
export type RecentGame = Static<typeof RecentGame>;

export const Opened = Type.Object({
  gameCode: Str,
  format: Format,
  pageNo: Int,
  pageSize: Int,
  hasMore: Bool,
  draws: Type.Array(DrawInfo),
});
export type Opened = Static<typeof Opened>;

/** One draw looked up for verification: the draw and its game. */
export const Draw = Type.Object({
  ...DrawInfo.properties,
  gameCode: Str,
  format: Format,
  name: Type.Optional(Str),
});
export type Draw = Static<typeof Draw>;

export const NextDraw = Type.Object({
  gameCode: Str,
  name: Str,
  route: Route,
  fast: Bool,
  drawNo: Str,
  drawAt: Str,
  closeAt: Str,
});
export type NextDraw = Static<typeof NextDraw>;

export const LotteryBet = Type.Object({
  betId: Str,
  gameCode: Str,
  name: Str,
  prizeMode: PrizeMode,
  betType: BetType,
  numbers: Type.Array(Str),
  odds: Odds,
  amount: Amount,
  payout: Nullable(Amount),
  hits: Nullable(Dict(Type.Number())),
  status: Enum(LOTTERY_BET_STATUSES),
  placedAt: Str,
  drawId: Str,
  drawNo: Str,
  drawAt: Str,
  drawStatus: Enum(DRAW_STATUSES),
  result: Nullable(DrawResult),
});
export type LotteryBet = Static<typeof LotteryBet>;

export const gameMenu = contract({
  method: 'GET',
  url: '/lgw/vn/games/game_menu',
  tags,
  summary:
    'Lottery menu of a prize mode (spec §7): games with bet types, odds, stake limits and the next draw (commitment)',
  querystring: Type.Object({
    prizeMode: Type.Optional(PrizeMode),
    device: Type.Optional(Enum(LOTTERY_DEVICES, { default: 'WEB' })),
  }),
  value: Menu,
});

export const recentGames = contract({
  method: 'GET',
  url: '/lgw/vn/games/game_menu/recent',
  tags,
  summary: "The caller's recent lottery games (last bet first)",
  security: bearer,
  value: Type.Object({ games: Type.Array(RecentGame) }),
});

export const openedByGame = contract({
  method: 'GET',
  url: '/lgw/vn/numeros/opened/game',
  tags,
  summary: 'Opened numbers of a game: its past draws with results and revealed seeds, newest first',
  security: bearer,
  querystring: Type.Object({ gameCode: GameCode, ...Paging }),
  value: Opened,
});

export const openedDraw = contract({
  method: 'GET',
  url: '/lotto/lgw/games/opened/numero',
  tags,
  summary: 'Opened numbers of one draw (by drawId, or gameCode and drawNo) with its commitment and seed',
  security: bearer,
  querystring: Type.Object({
    drawId: Type.Optional(DrawId),
    gameCode: Type.Optional(GameCode),
    drawNo: Type.Optional(Type.String({ pattern: '^[0-9-]{8,20}$' })),
  }),
  value: Draw,
});

export const draw = contract({
  method: 'GET',
  url: '/wps/lottery/draws/:drawId',
  tags,
  summary: 'A draw for verification: commitment, client seed, and once drawn the server seed and result',
  params: Type.Object({ drawId: DrawId }),
  value: Draw,
});

export const nextDraws = contract({
  method: 'GET',
  url: '/wps/lottery/next',
  tags,
  summary: 'The soonest draws still taking bets (home and LOTT / ELOTT pages, with countdowns)',
  querystring: Type.Object({
    category: Type.Optional(Enum(LOTTERY_CATEGORIES)),
    limit: Type.Integer({ minimum: 1, maximum: 20, default: 6 }),
  }),
  value: Type.Object({ serverTime: Str, draws: Type.Array(NextDraw) }),
});

export const LaunchBody = Type.Object(
  {
    lottoArea: Enum(['VN', 'SEA'] as const),
    launchMode: Enum(LOTTERY_CATEGORIES),
    prizeMode: Type.Optional(PrizeMode),
    gameCode: Type.Optional(GameCode),
    view: Enum(['betting', 'lobby'] as const),
    device: Enum(LOTTERY_DEVICES),
    backUrl: Type.Optional(Type.String({ maxLength: 300, pattern: '^/[A-Za-z0-9/_?=&.-]*$' })),
    language: Type.Optional(Type.String({ pattern: '^[a-z]{2}$' })),
  },
  { additionalProperties: false },
);
export type LaunchBody = Static<typeof LaunchBody>;

export const Launch = Type.Object({
  url: Str,
  lottoArea: Enum(['VN', 'SEA'] as const),
  launchMode: Enum(LOTTERY_CATEGORIES),
  prizeMode: PrizeMode,
  gameCode: Nullable(Str),
  view: Enum(['betting', 'lobby'] as const),
  device: Enum(LOTTERY_DEVICES),
  backUrl: Str,
  language: Str,
});
export type Launch = Static<typeof Launch>;

export const launch = contract({
  method: 'POST',
  url: '/wps/lottery/launch',
  tags,
  summary:
    'Lottery lobby launch (spec §7): lottoArea, launchMode, prize mode, game code, view, device, back URL, language',
  security: bearer,
  body: LaunchBody,
  value: Launch,
});

export const playerBets = contract({
  method: 'GET',
  url: '/wps/lottery/bets',
  tags,
  summary: "The caller's lottery bets: open (waiting for the draw) or settled, newest first",
  security: bearer,
  querystring: Type.Object({
    status: Enum(['open', 'settled'] as const, { default: 'open' }),
    gameCode: Type.Optional(GameCode),
    ...Paging,
  }),
  value: Type.Object({ hasMore: Bool, bets: Type.Array(LotteryBet) }),
});

export const PlaceBetBody = Type.Object(
  {
    gameCode: GameCode,
    drawId: Type.Optional(DrawId),
    prizeMode: Text(10),
    betType: Text(10),
    numbers: Type.Array(Type.String({ maxLength: 10 }), { maxItems: 10 }),
    amount: Type.Union([Type.String({ maxLength: 30 }), Type.Number()]),
    requestId: Type.String({ maxLength: 64 }),
  },
  { additionalProperties: false },
);
export type PlaceBetBody = Static<typeof PlaceBetBody>;

export const PlacedBet = Type.Object({ betId: Str, drawId: Str, balance: Nullable(Amount) });
export type PlacedBet = Static<typeof PlacedBet>;

export const placeBet = contract({
  method: 'POST',
  url: '/wps/lottery/bets',
  tags,
  summary:
    'Places a lottery bet (stake through the seamless wallet); requestId makes a retry answer the same bet',
  security: bearer,
  body: PlaceBetBody,
  value: PlacedBet,
});
