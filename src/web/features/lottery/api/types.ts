import type { BetType, Odds, PrizeMode } from '../../../../core/lottery/bets';
import type { DrawResult, LotteryFormat } from '../../../../core/lottery/formats';

/** Shapes of the lottery calls (docs/lottery.md "Calls"). */

export interface DrawInfo {
  drawId: string;
  drawNo: string;
  drawAt: string;
  closeAt: string;
  status: 'open' | 'drawn' | 'void';
  serverSeedHash: string;
  clientSeed: string;
  serverSeed?: string;
  result?: DrawResult | null;
  drawnAt?: string | null;
  voidReason?: string | null;
}

export interface MenuGame {
  gameCode: string;
  nodeId: number;
  vendor: string;
  gameType: 'LOTT' | 'ELOTT';
  name: string;
  format: LotteryFormat;
  fast: boolean;
  intervalSeconds: number;
  cutoffSeconds: number;
  route: '/lottery' | '/vnLottery' | '/seaLottery';
  maintenance: boolean;
  prizeModes: PrizeMode[];
  prizeMode: PrizeMode | null;
  betTypes: { type: BetType; count: number; digits: number; odds: Odds }[];
  nextDraw: DrawInfo | null;
}

export interface Menu {
  prizeMode: PrizeMode;
  prizeModes: PrizeMode[];
  currency: string;
  limits: { min: string; max: string };
  serverTime: string;
  games: MenuGame[];
}

export interface NextDraw {
  gameCode: string;
  name: string;
  route: MenuGame['route'];
  fast: boolean;
  drawNo: string;
  drawAt: string;
  closeAt: string;
}

export interface LotteryBet {
  betId: string;
  gameCode: string;
  name: string;
  prizeMode: PrizeMode;
  betType: BetType;
  numbers: string[];
  amount: string;
  payout: string | null;
  status: 'pending' | 'placed' | 'settled' | 'closed' | 'refunded' | 'refused' | 'rolled_back';
  placedAt: string;
  drawId: string;
  drawNo: string;
  drawAt: string;
  drawStatus: 'open' | 'drawn' | 'void';
  result: DrawResult | null;
}

export interface Opened {
  gameCode: string;
  format: LotteryFormat;
  hasMore: boolean;
  draws: DrawInfo[];
}
