import { queryOptions } from '@tanstack/react-query';
import { gameGet, gamePost, newRequestId } from './client';
import type { CrashBetPlaced, CrashCashout, CrashHistoryRound, CrashState } from './types';

export type {
  CrashHistoryRound,
  CrashPhase,
  CrashPlayerBet as CrashBet,
  CrashRoundView,
  CrashState,
} from './types';

/** A crashed round as the screen lists it: from GET /crash/state, or from the stream's `crashed` event (no time, no chain index). */
export type CrashRecentRound = Pick<CrashHistoryRound, 'roundId' | 'hash' | 'crashPoint'>;

export const crashStateQuery = (session: string) =>
  queryOptions({
    queryKey: ['originals', session, 'crash-state'],
    queryFn: ({ signal }) => gameGet<CrashState>(session, '/wps/originals/crash/state', signal),
    staleTime: 0,
  });

export const placeCrashBet = (session: string, amount: string, autoCashout: number | null) =>
  gamePost<CrashBetPlaced>(session, '/wps/originals/crash/bet', {
    amount,
    params: autoCashout ? { autoCashout } : {},
    requestId: newRequestId(),
  });

export const cashOutCrash = (session: string, roundId: string) =>
  gamePost<CrashCashout>(session, '/wps/originals/crash/cashout', { roundId });
