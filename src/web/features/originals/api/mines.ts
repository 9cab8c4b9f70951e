import { gamePost, newRequestId } from './client';
import type { MinesBoard } from './types';

/** A mines round as the server describes it (every mines call answers the whole board). */
export type MinesState = MinesBoard;
export type MinesAnswer = MinesBoard;

export const startMines = (session: string, amount: string, mines: number) =>
  gamePost<MinesAnswer>(session, '/wps/originals/mines/bet', {
    amount,
    params: { mines },
    requestId: newRequestId(),
  });

export const revealTile = (session: string, roundId: string, tile: number) =>
  gamePost<MinesAnswer>(session, '/wps/originals/mines/reveal', { roundId, tile });

export const cashOutMines = (session: string, roundId: string) =>
  gamePost<MinesAnswer>(session, '/wps/originals/mines/cashout', { roundId });
