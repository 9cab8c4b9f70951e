import { queryOptions } from '@tanstack/react-query';
import { gameGet, gamePost, newRequestId } from './client';

export type CrashPhase = 'betting' | 'running' | 'crashed';

/** A player's bet in the current round (the server masks the names: "ag***01"). */
export interface CrashBet {
  player: string;
  mine?: boolean;
  amount: string;
  autoCashout?: number | null;
  /** The multiplier cashed out at. */
  cashout?: number | null;
  payout?: string | null;
  status?: 'playing' | 'cashed' | 'lost';
}

export interface CrashRoundView {
  roundId: string;
  phase: CrashPhase;
  bettingEndsAt: string;
  startedAt: string | null;
  elapsedMs: number | null;
  multiplier: number | null;
  crashPoint: number | null;
  hash: string | null;
  crashedAt: string | null;
}

export interface CrashHistoryRound {
  roundId: string;
  hash: string;
  crashPoint: number;
  crashedAt?: string | null;
  chainIndex?: number;
}

/** GET /wps/originals/crash/state */
export interface CrashState {
  round: CrashRoundView;
  serverTime: string;
  bets: CrashBet[];
  history: CrashHistoryRound[];
  config?: { bettingMs: number; pauseMs: number; tickMs: number; growthPer10ms: number };
}

export const crashStateQuery = (session: string) =>
  queryOptions({
    queryKey: ['originals', session, 'crash-state'],
    queryFn: ({ signal }) => gameGet<CrashState>(session, '/wps/originals/crash/state', signal),
    staleTime: 0,
  });

export const placeCrashBet = (session: string, amount: string, autoCashout: number | null) =>
  gamePost<{ roundId: string; betId: string; amount: string; autoCashout: number | null; balance: string }>(
    session,
    '/wps/originals/crash/bet',
    { amount, params: autoCashout ? { autoCashout } : {}, requestId: newRequestId() },
  );

export const cashOutCrash = (session: string, roundId: string) =>
  gamePost<{ roundId: string; betId: string; multiplier: number; payout: string; balance: string }>(
    session,
    '/wps/originals/crash/cashout',
    { roundId },
  );
