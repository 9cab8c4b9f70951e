import { fairFloats, sha256Hex } from './fairness';

/**
 * The provably fair raffle draw (docs/promotions.md "Raffle"), isomorphic so anyone can re-run it.
 *
 * - At the start the server publishes SHA-256(serverSeed) (the commitment); the seed stays secret until the draw.
 * - At the end the entries are sealed: [accountId, tickets] in ascending account id; participant i holds the
 *   ticket numbers [sum of the tickets before it, + its tickets). clientSeed = SHA-256 of the entries written as
 *   "id:tickets" joined by ",".
 * - Prize of rank r (1, 2, …) uses the float stream of (serverSeed, clientSeed, nonce r) (fairness.ts): each float
 *   f picks ticket floor(f × total); a participant who already won a prize is skipped by taking the next float.
 *   Prizes beyond the number of participants are not awarded.
 */

export type RaffleEntry = [accountId: string, tickets: number];

export const raffleClientSeed = (entries: RaffleEntry[]) =>
  sha256Hex(entries.map(([id, tickets]) => `${id}:${tickets}`).join(','));

export function drawRaffle(
  serverSeed: string,
  clientSeed: string,
  entries: RaffleEntry[],
  prizes: number,
): { rank: number; accountId: string; ticket: number }[] {
  const total = entries.reduce((sum, [, t]) => sum + t, 0);
  const winners: { rank: number; accountId: string; ticket: number }[] = [];
  const won = new Set<string>();
  for (let rank = 1; rank <= prizes && won.size < entries.length; rank++) {
    const next = fairFloats({ serverSeed, clientSeed, nonce: rank });
    for (;;) {
      const ticket = Math.floor(next() * total);
      let offset = 0;
      const owner = entries.find(([, t]) => {
        offset += t;
        return ticket < offset;
      })!;
      if (!won.has(owner[0])) {
        won.add(owner[0]);
        winners.push({ rank, accountId: owner[0], ticket });
        break;
      }
    }
  }
  return winners;
}
