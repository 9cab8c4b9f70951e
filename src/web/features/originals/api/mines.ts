import { gamePost, newRequestId } from './client';

/** A mines round as the server describes it (every mines call answers the whole board). */
export interface MinesState {
  roundId: string;
  betId?: string;
  status: 'open' | 'busted' | 'cashed';
  amount?: string;
  mines: number;
  /** Tiles (0–24, row by row) the player opened, in order. */
  revealed: number[];
  /** Every mine, once the round is over. */
  minePositions: number[] | null;
  /** The tile that hit a mine. */
  hit?: number | null;
  multiplier: number | null;
  nextMultiplier: number | null;
  payout: string | null;
  nonce?: number;
  balance?: string;
}

export type MinesAnswer = MinesState;

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
