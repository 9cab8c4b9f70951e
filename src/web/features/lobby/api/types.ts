/** The games API's types (spec §3 "Game"; docs/games-api.md), from its contract in src/core/api/games.ts. */
export type {
  ContentPage,
  Game,
  GameFilter,
  GamePage,
  GameTag,
  LogoState,
  MenuCategory,
  MenuVendor,
  Room,
  Winner,
} from '@/core/api/games';
