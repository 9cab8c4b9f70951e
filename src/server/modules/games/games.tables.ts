/**
 * The game catalogue and the player's games: vendors, games and names, plays, favourites, recent games, wins.
 */
import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt, DefaultedDate, Ref } from '@/server/db/columns';

/** Game vendors of the catalogue (code = vassalage). Names per language as JSON. */
export interface VendorTable {
  code: string;
  ordinal: number;
  names: ColumnType<Record<string, string>, string, string>;
  categories: string[];
  is_game: 'GAME' | 'VASSALAGE';
  demo: boolean;
  maintenance: Generated<boolean>;
  hue: number;
}

export interface GameTable {
  node_id: number;
  game_code: string;
  vendor_code: string;
  game_type: string;
  is_game: 'GAME' | 'VASSALAGE';
  tags: string[];
  /** date: node-postgres parses it as a local Date; the catalogue reads it as text (to_char). */
  release_date: ColumnType<Date, string, string>;
  is_hot: boolean;
  popularity: number;
  demo: boolean;
  maintenance: Generated<boolean>;
  art_seed: ColumnType<bigint, number | bigint, number | bigint>;
  classify_key: string;
  rooms: ColumnType<unknown[] | null, string | null, string | null>;
}

export interface GameNameTable {
  node_id: number;
  language: string;
  name: string;
  /** normalizeSearch(name) (src/core/search-text.ts). */
  search: string;
}

/** Real plays per brand and game (hot games by real play). */
export interface GamePlayTable {
  brand_code: string;
  node_id: number;
  plays: ColumnType<bigint, bigint | number | undefined, bigint | number>;
  last_played_at: DefaultedDate;
}

export interface FavoriteGameTable {
  account_id: Ref;
  node_id: number;
  created_at: CreatedAt;
}

export interface RecentGameTable {
  account_id: Ref;
  node_id: number;
  played_at: DefaultedDate;
}

/** Wins for the winner board: amount in minor units of the brand currency. */
export interface GameWinTable {
  id: Generated<bigint>;
  brand_code: string;
  account_id: Ref;
  node_id: number;
  amount: ColumnType<bigint, bigint | number | string, never>;
  /** A jackpot win (migration 0025): the board marks it. */
  jackpot: Generated<boolean>;
  created_at: CreatedAt;
}

/** The games tables, as the database type composes them (src/server/db/database.ts). */
export interface GamesTables {
  vendor: VendorTable;
  game: GameTable;
  game_name: GameNameTable;
  game_play: GamePlayTable;
  favorite_game: FavoriteGameTable;
  recent_game: RecentGameTable;
  game_win: GameWinTable;
}
