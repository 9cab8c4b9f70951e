/** JSON Schemas of the games API (route validation, response serialisation and the OpenAPI document). */
import { CATEGORIES } from '../../../core/brand';
import { SEARCH_KEYWORD_MAX } from '../../../core/search-text';
import { GAME_TAGS } from './catalogue-data';
import { FILTERS, LOGO_STATES } from './games.service';

const str = { type: 'string' } as const;
const int = { type: 'integer' } as const;
const bool = { type: 'boolean' } as const;
const text = (max: number) => ({ type: 'string', maxLength: max }) as const;

export const gameSchema = {
  type: 'object',
  required: [
    'nodeId',
    'gameName',
    'nodeName',
    'displayName',
    'gameCode',
    'vassalage',
    'gameType',
    'iconUrl',
    'showIcon',
    'lagerIcon',
    'cardId',
    'isHot',
    'isGame',
    'gameClassify',
    'tags',
    'releaseDate',
    'isNew',
    'demo',
    'maintenance',
    'accountTypeName',
  ],
  properties: {
    nodeId: int,
    gameName: str,
    nodeName: str,
    displayName: { type: 'string', description: "The vendor's display name in the request language" },
    gameCode: str,
    vassalage: { type: 'string', description: 'Vendor code' },
    gameType: { type: 'string', description: 'Primary category of the game (RNG, LIVE, FISH, PVP, …)' },
    iconUrl: str,
    showIcon: str,
    lagerIcon: { type: 'string', description: 'Large (16:9) card art' },
    cardId: { type: 'integer', description: 'nodeId % 4: 0 skyblue, 1 green, 2 purple, 3 red' },
    isHot: { type: 'integer', enum: [0, 1] },
    isGame: {
      type: 'string',
      enum: ['GAME', 'VASSALAGE'],
      description: "VASSALAGE: a vendor card that opens the vendor's popup game list",
    },
    gameClassify: {
      type: 'object',
      required: ['key', 'vendors'],
      properties: { key: str, vendors: { type: 'array', items: str } },
    },
    tags: { type: 'array', items: { type: 'string', enum: [...GAME_TAGS] } },
    releaseDate: { type: 'string', format: 'date' },
    isNew: bool,
    demo: { type: 'boolean', description: 'Free demo play offered' },
    maintenance: bool,
    accountTypeName: { type: 'string', description: "The wallet account the game plays from (the vendor's)" },
  },
} as const;

export const gamePageSchema = {
  type: 'object',
  required: ['games', 'pageNum', 'totalPages', 'total'],
  properties: { games: { type: 'array', items: gameSchema }, pageNum: int, totalPages: int, total: int },
} as const;

export const contentPageSchema = {
  type: 'object',
  required: ['content', 'pageNum', 'totalPages'],
  properties: { content: { type: 'array', items: gameSchema }, pageNum: int, totalPages: int, total: int },
} as const;

const logosSchema = {
  type: 'object',
  required: [...LOGO_STATES],
  properties: Object.fromEntries(LOGO_STATES.map((state) => [state, str])),
} as const;

export const menuVendorSchema = {
  type: 'object',
  required: ['vassalage', 'displayName', 'logos', 'gameCount', 'isGame', 'maintenance', 'demo'],
  properties: {
    vassalage: str,
    displayName: str,
    logos: logosSchema,
    gameCount: int,
    isGame: { type: 'string', enum: ['GAME', 'VASSALAGE'] },
    maintenance: bool,
    demo: bool,
  },
} as const;

export const menusSchema = {
  type: 'array',
  items: {
    type: 'object',
    required: ['gameCategory', 'page', 'vendors'],
    properties: {
      gameCategory: str,
      page: {
        type: 'boolean',
        description: 'true: the category has its own page; false: its single vendor launches directly',
      },
      vendors: { type: 'array', items: menuVendorSchema },
    },
  },
} as const;

export const lanesSchema = {
  type: 'object',
  required: ['data'],
  properties: {
    data: {
      type: 'object',
      required: ['lanes'],
      properties: {
        lanes: {
          type: 'array',
          items: {
            type: 'object',
            required: ['gameCategory', 'vendors'],
            properties: { gameCategory: str, vendors: { type: 'array', items: menuVendorSchema } },
          },
        },
      },
    },
  },
} as const;

export const vendorListSchema = {
  type: 'array',
  items: {
    type: 'object',
    required: ['vassalage', 'displayName', 'logos', 'categories', 'maintenance'],
    properties: {
      vassalage: str,
      displayName: str,
      logos: logosSchema,
      categories: { type: 'array', items: str },
      maintenance: bool,
    },
  },
} as const;

export const roomsSchema = {
  type: 'array',
  items: {
    type: 'object',
    required: ['roomId', 'nodeId', 'name', 'minBet', 'maxBet', 'players'],
    properties: { roomId: str, nodeId: int, name: str, minBet: str, maxBet: str, players: int },
  },
} as const;

export const rankListSchema = {
  type: 'object',
  required: ['list'],
  properties: {
    list: {
      type: 'array',
      items: {
        type: 'object',
        required: ['customerName', 'winAmount', 'gameName', 'iconUrl', 'jackpot'],
        properties: {
          customerName: str,
          winAmount: str,
          gameName: str,
          iconUrl: str,
          jackpot: { type: 'boolean', description: 'a jackpot win (the pool paid out)' },
        },
      },
    },
  },
} as const;

/** Query parameters every lobby call may carry (spec §7); merchant and platform are informational. */
const common = {
  clientType: { type: 'integer', minimum: 0, maximum: 99 },
  platform: text(40),
  merchant: text(40),
  merchantCode: text(40),
  language: text(10),
  token: text(200),
} as const;

export const vassalageParam = { type: 'string', pattern: '^[A-Za-z0-9]{1,12}$' } as const;
export const categoryParam = { type: 'string', enum: [...CATEGORIES] } as const;

export const gameListQuery = {
  type: 'object',
  required: ['gameType'],
  properties: {
    ...common,
    pageNo: { type: 'integer', minimum: 1, maximum: 1_000_000, default: 1 },
    pageSize: { type: 'integer', minimum: 1, maximum: 200, default: 60 },
    gameType: categoryParam,
    vassalage: vassalageParam,
    filter: { type: 'string', enum: [...FILTERS], default: 'ALL' },
    tag: { type: 'string', enum: [...GAME_TAGS] },
    keyword: { type: 'string', maxLength: SEARCH_KEYWORD_MAX },
  },
} as const;

export const languageQuery = {
  type: 'object',
  properties: { ...common, isPlatform: { type: 'integer' }, flush: text(10) },
} as const;

export const vendorQuery = {
  type: 'object',
  required: ['vassalage'],
  properties: { ...common, vassalage: vassalageParam },
} as const;

export const roomQuery = {
  type: 'object',
  required: ['vassalage'],
  properties: { ...common, vassalage: vassalageParam, nodeId: { type: 'integer', minimum: 1 } },
} as const;

export const rankQuery = {
  type: 'object',
  properties: {
    ...common,
    gameCategory: { type: 'string', enum: ['ALL', ...CATEGORIES], default: 'ALL' },
    limitNum: { type: 'integer', minimum: 1, maximum: 50, default: 20 },
  },
} as const;

export const favoriteListQuery = {
  type: 'object',
  properties: {
    ...common,
    pageNo: { type: 'integer', minimum: 1, maximum: 1_000_000, default: 1 },
    pageSize: { type: 'integer', minimum: 1, maximum: 999, default: 999 },
    gameType: categoryParam,
  },
} as const;

export const recentQuery = {
  type: 'object',
  properties: {
    ...common,
    page: { type: 'integer', minimum: 1, maximum: 1_000_000, default: 1 },
    pageSize: { type: 'integer', minimum: 1, maximum: 50, default: 20 },
    gameType: categoryParam,
  },
} as const;

export const favoriteBody = {
  type: 'object',
  additionalProperties: false,
  required: ['nodeId'],
  properties: {
    nodeId: { type: 'integer', minimum: 1, maximum: 2_147_483_647 },
    vendor: vassalageParam,
    gameType: categoryParam,
  },
} as const;

export const nodeIdQuery = {
  type: 'object',
  required: ['nodeId'],
  properties: { ...common, nodeId: { type: 'integer', minimum: 1, maximum: 2_147_483_647 } },
} as const;

/** A game is named by nodeId or, for lottery routes and /seamless, by gameCode. */
export const launchBody = {
  type: 'object',
  additionalProperties: false,
  anyOf: [{ required: ['nodeId'] }, { required: ['gameCode'] }],
  properties: {
    nodeId: { type: 'integer', minimum: 1, maximum: 2_147_483_647 },
    gameCode: { type: 'string', pattern: '^[A-Za-z0-9_-]{1,64}$' },
    demo: bool,
    language: text(10),
    platform: text(40),
    clientType: { type: 'integer', minimum: 0, maximum: 99 },
  },
} as const;

export const launchResultSchema = {
  type: 'object',
  required: ['url', 'mode'],
  properties: { url: str, mode: { type: 'string', enum: ['iframe'] } },
} as const;
