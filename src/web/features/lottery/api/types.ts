/** Shapes of the lottery calls (docs/lottery.md "Calls"), from their contract in src/core/api/lottery.ts. */
export type {
  DrawInfo,
  LotteryBet,
  Menu,
  MenuGame,
  NextDraw,
  Opened,
  PlaceBetBody as BetRequest,
  PlacedBet,
} from '@/core/api/lottery';
