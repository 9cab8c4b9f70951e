import { type Rng, shuffle } from './random';

/**
 * Live-table stand-in: punto banco from an eight-deck shoe dealt card by card, with the standard third-card
 * rules. The shoe is shuffled when fewer than CUT_CARD cards are left before a hand. Player pays 1:1, Banker
 * 0.95:1 (5 % commission), Tie 8:1 (Player and Banker bets push on a tie). RTPs of an infinite shoe:
 * Banker 98.94 %, Player 98.76 %, Tie 85.64 %.
 */
export const DECKS = 8;
export const CUT_CARD = 60;
export const BACCARAT_RTP = { banker: 98.94, player: 98.76, tie: 85.64 } as const;

/** A card is 0…51: rank = card % 13 + 1 (1 = ace … 13 = king), suit = floor(card / 13). */
export const pointOf = (card: number) => {
  const rank = (card % 13) + 1;
  return rank >= 10 ? 0 : rank;
};

export interface Shoe {
  cards: number[];
  /** Index of the next card. */
  next: number;
  /** Results of this shoe's hands (the "bead road"): P, B or T. */
  road: ('P' | 'B' | 'T')[];
}

export function newShoe(rng: Rng): Shoe {
  const cards: number[] = [];
  for (let deck = 0; deck < DECKS; deck++) for (let card = 0; card < 52; card++) cards.push(card);
  return { cards: shuffle(cards, rng), next: 0, road: [] };
}

export interface BaccaratBets {
  player: bigint;
  banker: bigint;
  tie: bigint;
}

export interface BaccaratOutcome {
  player: number[];
  banker: number[];
  playerPoints: number;
  bankerPoints: number;
  result: 'P' | 'B' | 'T';
  payout: bigint;
  /** A new shoe was shuffled before this hand. */
  shuffled: boolean;
  cardsLeft: number;
}

const total = (cards: number[]) => cards.reduce((sum, card) => sum + pointOf(card), 0) % 10;

/** Whether the banker draws a third card, given its total and the player's third card (undefined: none). */
export function bankerDraws(bankerTotal: number, playerThird: number | undefined): boolean {
  if (playerThird === undefined) return bankerTotal <= 5;
  const third = pointOf(playerThird);
  switch (bankerTotal) {
    case 0:
    case 1:
    case 2:
      return true;
    case 3:
      return third !== 8;
    case 4:
      return third >= 2 && third <= 7;
    case 5:
      return third >= 4 && third <= 7;
    case 6:
      return third === 6 || third === 7;
    default:
      return false;
  }
}

/** Deals one hand from the shoe (replacing it at the cut card) and settles the bets. */
export function dealHand(
  current: Shoe,
  bets: BaccaratBets,
  rng: Rng,
): { shoe: Shoe; outcome: BaccaratOutcome } {
  const shuffled = current.cards.length - current.next < CUT_CARD;
  const shoe = shuffled ? newShoe(rng) : { ...current, road: [...current.road] };
  const draw = () => shoe.cards[shoe.next++]!;
  const player = [draw()];
  const banker = [draw()];
  player.push(draw());
  banker.push(draw());
  const natural = total(player) >= 8 || total(banker) >= 8;
  if (!natural) {
    let playerThird: number | undefined;
    if (total(player) <= 5) {
      playerThird = draw();
      player.push(playerThird);
    }
    if (bankerDraws(total(banker), playerThird)) banker.push(draw());
  }
  const playerPoints = total(player);
  const bankerPoints = total(banker);
  const result = playerPoints > bankerPoints ? 'P' : bankerPoints > playerPoints ? 'B' : 'T';
  let payout = 0n;
  if (result === 'P') payout = bets.player * 2n;
  else if (result === 'B') payout = bets.banker + (bets.banker * 95n) / 100n;
  else payout = bets.tie * 9n + bets.player + bets.banker;
  shoe.road.push(result);
  if (shoe.road.length > 120) shoe.road.shift();
  return {
    shoe,
    outcome: {
      player,
      banker,
      playerPoints,
      bankerPoints,
      result,
      payout,
      shuffled,
      cardsLeft: shoe.cards.length - shoe.next,
    },
  };
}
