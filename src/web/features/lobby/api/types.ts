import type { Category } from '../../../../core/brand';

/** A game card (spec §3 "Game"; docs/games-api.md). */
export interface Game {
  nodeId: number;
  gameName: string;
  nodeName: string;
  displayName: string;
  gameCode: string;
  vassalage: string;
  gameType: Category;
  iconUrl: string;
  showIcon: string;
  lagerIcon: string;
  cardId: number;
  isHot: 0 | 1;
  isGame: 'GAME' | 'VASSALAGE';
  gameClassify: { key: string; vendors: string[] };
  tags: GameTag[];
  releaseDate: string;
  isNew: boolean;
  demo: boolean;
  maintenance: boolean;
}

export type GameTag = 'jackpot' | 'table' | 'arcade' | 'bingo';
export type GameFilter = 'ALL' | 'NEW' | 'HOT' | 'FAV' | 'RECENT';
export type LogoState = 'DEFAULT' | 'ACTIVE' | 'WHITE' | 'COLOR' | 'PURPLE';

export interface MenuVendor {
  vassalage: string;
  displayName: string;
  logos: Record<LogoState, string>;
  gameCount: number;
  isGame: 'GAME' | 'VASSALAGE';
  maintenance: boolean;
  demo: boolean;
}

export interface MenuCategory {
  gameCategory: Category;
  /** true: the category has its own page; false: its single vendor launches directly. */
  page: boolean;
  vendors: MenuVendor[];
}

export interface GamePage {
  games: Game[];
  pageNum: number;
  totalPages: number;
  total: number;
}

export interface Winner {
  customerName: string;
  winAmount: string;
  gameName: string;
  iconUrl: string;
  /** A jackpot win: the pool paid out (docs/jackpot.md). */
  jackpot?: boolean;
}
