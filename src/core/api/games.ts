/**
 * The games API (spec §3 "Game", §7; docs/games-api.md): the lobby's lists, favourites, recent games, launches,
 * rooms and generated art. Each endpoint's contract is written here once (docs/api-contracts.md).
 */
import { CATEGORIES } from '../brand';
import { SEARCH_KEYWORD_MAX } from '../search-text';
import { contract } from './contract';
import { Bool, Enum, Int, type Static, Str, Text, Type } from './schema';

export const GAME_TAGS = ['jackpot', 'table', 'arcade', 'bingo'] as const;
export type GameTag = (typeof GAME_TAGS)[number];
export const GAME_FILTERS = ['ALL', 'NEW', 'HOT', 'FAV', 'RECENT'] as const;
export type GameFilter = (typeof GAME_FILTERS)[number];
export const LOGO_STATES = ['DEFAULT', 'ACTIVE', 'WHITE', 'COLOR', 'PURPLE'] as const;
export type LogoState = (typeof LOGO_STATES)[number];

const tags = ['games'];
const bearer = [{ bearer: [] }];
const CardKind = Enum(['GAME', 'VASSALAGE'] as const);
const Category = Enum(CATEGORIES);

export const Game = Type.Object({
  nodeId: Int,
  gameName: Str,
  nodeName: Str,
  displayName: Type.String({ description: "The vendor's display name in the request language" }),
  gameCode: Str,
  vassalage: Type.String({ description: 'Vendor code' }),
  gameType: Enum(CATEGORIES, { description: 'Primary category of the game (RNG, LIVE, FISH, PVP, …)' }),
  iconUrl: Str,
  showIcon: Str,
  lagerIcon: Type.String({ description: 'Large (16:9) card art' }),
  cardId: Type.Integer({ description: 'nodeId % 4: 0 skyblue, 1 green, 2 purple, 3 red' }),
  isHot: Enum([0, 1] as const),
  isGame: Enum(['GAME', 'VASSALAGE'] as const, {
    description: "VASSALAGE: a vendor card that opens the vendor's popup game list",
  }),
  gameClassify: Type.Object({ key: Str, vendors: Type.Array(Str) }),
  tags: Type.Array(Enum(GAME_TAGS)),
  releaseDate: Type.String({ format: 'date' }),
  isNew: Bool,
  demo: Type.Boolean({ description: 'Free demo play offered' }),
  maintenance: Bool,
  accountTypeName: Type.String({ description: "The wallet account the game plays from (the vendor's)" }),
});
export type Game = Static<typeof Game>;

export const GamePage = Type.Object({ games: Type.Array(Game), pageNum: Int, totalPages: Int, total: Int });
export type GamePage = Static<typeof GamePage>;

/** A page of the caller's own games (favourites, recent). */
export const ContentPage = Type.Object({
  content: Type.Array(Game),
  pageNum: Int,
  totalPages: Int,
  total: Type.Optional(Int),
});
export type ContentPage = Static<typeof ContentPage>;

const Logos = Type.Object(
  Object.fromEntries(LOGO_STATES.map((state) => [state, Str])) as Record<LogoState, typeof Str>,
);

export const MenuVendor = Type.Object({
  vassalage: Str,
  displayName: Str,
  logos: Logos,
  gameCount: Int,
  isGame: CardKind,
  maintenance: Bool,
  demo: Bool,
});
export type MenuVendor = Static<typeof MenuVendor>;

export const MenuCategory = Type.Object({
  gameCategory: Category,
  page: Type.Boolean({
    description: 'true: the category has its own page; false: its single vendor launches directly',
  }),
  vendors: Type.Array(MenuVendor),
});
export type MenuCategory = Static<typeof MenuCategory>;

export const Winner = Type.Object({
  customerName: Str,
  winAmount: Str,
  gameName: Str,
  iconUrl: Str,
  jackpot: Type.Boolean({ description: 'a jackpot win (the pool paid out)' }),
});
export type Winner = Static<typeof Winner>;

export const Room = Type.Object({
  roomId: Str,
  nodeId: Int,
  name: Str,
  minBet: Str,
  maxBet: Str,
  players: Int,
});
export type Room = Static<typeof Room>;

/** Query parameters every lobby call may carry (spec §7); merchant and platform are informational. */
const common = {
  clientType: Type.Optional(Type.Integer({ minimum: 0, maximum: 99 })),
  platform: Type.Optional(Text(40)),
  merchant: Type.Optional(Text(40)),
  merchantCode: Type.Optional(Text(40)),
  language: Type.Optional(Text(10)),
  token: Type.Optional(Text(200)),
};
const Vassalage = Type.String({ pattern: '^[A-Za-z0-9]{1,12}$' });
const NodeId = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });
const PageNo = Type.Integer({ minimum: 1, maximum: 1_000_000, default: 1 });
const LanguageQuery = Type.Object({
  ...common,
  isPlatform: Type.Optional(Int),
  flush: Type.Optional(Text(10)),
});
const VendorQuery = Type.Object({ ...common, vassalage: Vassalage });

export const gameMenus = contract({
  method: 'GET',
  url: '/lgw/games/game_menus',
  tags,
  summary: "Categories in the brand's order with their vendors (logos, game counts, page or direct launch)",
  querystring: LanguageQuery,
  value: Type.Array(MenuCategory),
});

export const gameList = contract({
  method: 'GET',
  url: '/wps/relay/GCSGAME_gameList',
  tags,
  summary:
    'A page of games of a category: filters ALL, NEW, HOT, FAV, RECENT (FAV and RECENT need a token), tag, vendor and an accent-insensitive keyword',
  querystring: Type.Object({
    ...common,
    pageNo: PageNo,
    pageSize: Type.Integer({ minimum: 1, maximum: 200, default: 60 }),
    gameType: Category,
    vassalage: Type.Optional(Vassalage),
    filter: Enum(GAME_FILTERS, { default: 'ALL' }),
    tag: Type.Optional(Enum(GAME_TAGS)),
    keyword: Type.Optional(Type.String({ maxLength: SEARCH_KEYWORD_MAX })),
  }),
  value: GamePage,
});

export const hotGames = contract({
  method: 'GET',
  url: '/wps/relay/GCSGAME_hotGamesV2',
  tags,
  summary: '12 hot games: most played in the brand, then the catalogue hot games',
  querystring: LanguageQuery,
  value: Type.Object({ list: Type.Array(Game) }),
});

export const vendorGameTypes = contract({
  method: 'GET',
  url: '/wps/relay/GCSGAME_getVassGameType',
  tags,
  summary: "A vendor's categories in this brand with their game counts",
  querystring: VendorQuery,
  value: Type.Array(Type.Object({ gameType: Str, count: Int })),
});

export const Vendor = Type.Object({
  vassalage: Str,
  displayName: Str,
  logos: Logos,
  categories: Type.Array(Str),
  maintenance: Bool,
});
export type Vendor = Static<typeof Vendor>;

export const vendors = contract({
  method: 'GET',
  url: '/wps/relay/GCSGAME_newGameVendor',
  tags,
  summary: 'The vendors of the brand (flush bypasses client caches; the server has none to bypass)',
  querystring: LanguageQuery,
  value: Type.Array(Vendor),
});

export const vendorLanes = contract({
  method: 'GET',
  url: '/wps/relay/GCSGAME_vendorLanes',
  tags,
  summary: 'Vendor lanes per category',
  querystring: LanguageQuery,
  value: Type.Object({
    data: Type.Object({
      lanes: Type.Array(Type.Object({ gameCategory: Str, vendors: Type.Array(MenuVendor) })),
    }),
  }),
});

export const rankList = contract({
  method: 'GET',
  url: '/wps/relay/GCSGAME_getRankList',
  tags,
  summary: "Winner board: the brand's latest real wins (masked player names); empty until games are played",
  querystring: Type.Object({
    ...common,
    gameCategory: Enum(['ALL', ...CATEGORIES] as const, { default: 'ALL' }),
    limitNum: Type.Integer({ minimum: 1, maximum: 50, default: 20 }),
  }),
  value: Type.Object({ list: Type.Array(Winner) }),
});

export const favoriteIds = contract({
  method: 'GET',
  url: '/wps/relay/MCSFE_getFavoriteGames',
  tags,
  summary: "The caller's favourite node ids, newest first",
  security: bearer,
  querystring: LanguageQuery,
  value: Type.Array(Int),
});

export const favoriteList = contract({
  method: 'GET',
  url: '/wps/relay/MCSFE_getFavoriteGamesList',
  tags,
  summary: "The caller's favourite games, newest first",
  security: bearer,
  querystring: Type.Object({
    ...common,
    pageNo: PageNo,
    pageSize: Type.Integer({ minimum: 1, maximum: 999, default: 999 }),
    gameType: Type.Optional(Category),
  }),
  value: ContentPage,
});

export const addFavorite = contract({
  method: 'POST',
  url: '/wps/relay/MCSFE_addFavoriteGameV2',
  tags,
  summary: 'Adds a favourite (idempotent)',
  security: bearer,
  body: Type.Object(
    { nodeId: NodeId, vendor: Type.Optional(Vassalage), gameType: Type.Optional(Category) },
    { additionalProperties: false },
  ),
  value: Bool,
});

export const removeFavorite = contract({
  method: 'DELETE',
  url: '/wps/relay/MCSFE_removeFavoriteGameV2',
  tags,
  summary: "Removes one of the caller's favourites (idempotent)",
  security: bearer,
  querystring: Type.Object({ ...common, nodeId: NodeId }),
  value: Bool,
});

export const recentGames = contract({
  method: 'GET',
  url: '/wps/relay/GCS_recentGame',
  tags,
  summary: "The caller's recently launched games, last first",
  security: bearer,
  querystring: Type.Object({
    ...common,
    page: PageNo,
    pageSize: Type.Integer({ minimum: 1, maximum: 50, default: 20 }),
    gameType: Type.Optional(Category),
  }),
  value: ContentPage,
});

export const LaunchResult = Type.Object({ url: Str, mode: Enum(['iframe'] as const) });
export type LaunchResult = Static<typeof LaunchResult>;

/** A game is named by nodeId or, for lottery routes and /seamless, by gameCode. Also served at /wps/relay/GCS_gameLaunchFB. */
export const launchGame = contract({
  method: 'POST',
  url: '/wps/game/launchGame',
  tags,
  summary:
    'Launches a game: the URL to load in the game popup. 401 without a session (unless demo), 403 for a trial account on real play, 503 game_maintenance, 409 game_unavailable while the vendor is not connected',
  security: bearer,
  body: Type.Object(
    {
      nodeId: Type.Optional(NodeId),
      gameCode: Type.Optional(Type.String({ pattern: '^[A-Za-z0-9_-]{1,64}$' })),
      demo: Type.Optional(Bool),
      language: Type.Optional(Text(10)),
      platform: Type.Optional(Text(40)),
      clientType: Type.Optional(Type.Integer({ minimum: 0, maximum: 99 })),
    },
    { additionalProperties: false, anyOf: [{ required: ['nodeId'] }, { required: ['gameCode'] }] },
  ),
  value: LaunchResult,
});

export const rooms = contract({
  method: 'GET',
  url: '/wps/relay/GLS2_roomList',
  tags,
  summary: "Rooms of a PVP vendor's games: bet limits in the brand currency, players from real play only",
  security: bearer,
  querystring: Type.Object({
    ...common,
    vassalage: Vassalage,
    nodeId: Type.Optional(Type.Integer({ minimum: 1 })),
  }),
  value: Type.Array(Room),
});

/** Generated card art of a game, square and 16:9 (<gameCode>.svg). */
export const gameArt = contract({
  method: 'GET',
  url: '/wps/games/art/:file',
  tags,
  summary: 'Generated square card art of a game (<gameCode>.svg)',
  params: Type.Object({ file: Text(60) }),
});

export const gameArtLarge = contract({
  ...gameArt,
  url: '/wps/games/art/large/:file',
  summary: 'Generated 16:9 card art of a game (<gameCode>.svg)',
});

export const vendorLogo = contract({
  method: 'GET',
  url: '/wps/games/vendor/:code/:file',
  tags,
  summary: 'Generated vendor logo (<STATE>.svg: DEFAULT, ACTIVE, WHITE, COLOR, PURPLE)',
  params: Type.Object({ code: Text(20), file: Text(20) }),
});
