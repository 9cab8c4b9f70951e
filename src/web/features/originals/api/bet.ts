import { gamePost, newRequestId } from './client';
import type { InstantBetResult, InstantOutcome } from './types';

/** POST /wps/originals/<game>/bet for an instant game (dice, limbo, plinko, slots): settled in the answer. */
export const placeInstantBet = <Outcome extends InstantOutcome>(
  session: string,
  game: string,
  amount: string,
  params: Record<string, unknown>,
) =>
  gamePost<InstantBetResult<Outcome>>(session, `/wps/originals/${game}/bet`, {
    amount,
    params,
    requestId: newRequestId(),
  });
