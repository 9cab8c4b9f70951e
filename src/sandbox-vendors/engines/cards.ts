import { type Rng, shuffle } from './random';

/**
 * The PVP card room: four seats (the player and three house seats) each ante the room stake and get three
 * cards; the best three-card hand takes the pot less a 5 % rake (split on a tie). Every seat is dealt alike, so
 * the player's expected return is 95 % of the stake.
 */
export const PVP_SEATS = 4;
export const PVP_RTP_PERCENT = 95;

/** A hand's strength: [category, …tie-break ranks]; compared element by element. */
export function handRank(cards: number[]): number[] {
  const ranks = cards.map((c) => (c % 13) + 2).sort((a, b) => b - a); // 2 … 14 (ace high)
  const suits = cards.map((c) => Math.floor(c / 13));
  const flush = suits.every((s) => s === suits[0]);
  const [a, b, c] = ranks as [number, number, number];
  const wheel = a === 14 && b === 3 && c === 2;
  const straight = (a - b === 1 && b - c === 1) || wheel;
  const top = wheel ? 3 : a;
  if (a === b && b === c) return [5, a];
  if (straight && flush) return [4, top];
  if (straight) return [3, top];
  if (flush) return [2, a, b, c];
  if (a === b) return [1, a, c];
  if (b === c) return [1, b, a];
  return [0, a, b, c];
}

export function compareHands(x: number[], y: number[]): number {
  for (let i = 0; i < Math.max(x.length, y.length); i++) {
    const diff = (x[i] ?? 0) - (y[i] ?? 0);
    if (diff !== 0) return diff;
  }
  return 0;
}

export interface PvpOutcome {
  /** Seat 0 is the player. */
  hands: number[][];
  winners: number[];
  pot: bigint;
  payout: bigint;
}

export function playHand(stake: bigint, rng: Rng): PvpOutcome {
  const deck = shuffle(
    Array.from({ length: 52 }, (_, i) => i),
    rng,
  );
  const hands = Array.from({ length: PVP_SEATS }, (_, seat) => deck.slice(seat * 3, seat * 3 + 3));
  const ranks = hands.map(handRank);
  let best = ranks[0]!;
  for (const rank of ranks) if (compareHands(rank, best) > 0) best = rank;
  const winners = ranks.flatMap((rank, seat) => (compareHands(rank, best) === 0 ? [seat] : []));
  const pot = stake * BigInt(PVP_SEATS);
  const share = (pot * BigInt(PVP_RTP_PERCENT)) / 100n / BigInt(winners.length);
  return { hands, winners, pot, payout: winners.includes(0) ? share : 0n };
}
