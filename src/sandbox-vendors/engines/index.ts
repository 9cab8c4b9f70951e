import { BACCARAT_RTP, type BaccaratOutcome, dealHand, type Shoe } from './baccarat';
import { PVP_RTP_PERCENT, type PvpOutcome, playHand } from './cards';
import { FISH, FISH_RTP_PERCENT, type FishOutcome, shoot } from './fish';
import type { Rng } from './random';
import { paytableOf, type SlotOutcome, slotRtp, spin } from './slot';
import { type Fixture, SPORTS_RTP_PERCENT, type SportKind, type SportsOutcome, settle } from './sports';

/** The screen a catalogue game type plays on. */
export type GameKind = 'slot' | 'fish' | 'baccarat' | 'pvp' | 'sports';

export function kindOf(gameType: string): { kind: GameKind; sport?: SportKind } | undefined {
  switch (gameType) {
    case 'RNG':
    case 'ARCADE':
    case 'BGS':
    case 'JACKPOT':
      return { kind: 'slot' };
    case 'FISH':
      return { kind: 'fish' };
    case 'LIVE':
      return { kind: 'baccarat' };
    case 'PVP':
      return { kind: 'pvp' };
    case 'SPORTS':
      return { kind: 'sports', sport: 'football' };
    case 'ESPORTS':
      return { kind: 'sports', sport: 'esports' };
    case 'COCKFIGHT':
      return { kind: 'sports', sport: 'cockfight' };
    default:
      return undefined;
  }
}

/** The RTP the screen states (percent, two decimals), per bet where a game has several. */
export function statedRtp(kind: GameKind, gameCode: string): Record<string, string> {
  switch (kind) {
    case 'slot':
      return { all: (slotRtp(paytableOf(gameCode)) * 100).toFixed(2) };
    case 'fish':
      return { all: FISH_RTP_PERCENT.toFixed(2) };
    case 'baccarat':
      return {
        banker: BACCARAT_RTP.banker.toFixed(2),
        player: BACCARAT_RTP.player.toFixed(2),
        tie: BACCARAT_RTP.tie.toFixed(2),
      };
    case 'pvp':
      return { all: PVP_RTP_PERCENT.toFixed(2) };
    case 'sports':
      return { max: SPORTS_RTP_PERCENT.toFixed(2) };
  }
}

export type Outcome =
  | ({ kind: 'slot' } & SlotOutcome)
  | ({ kind: 'fish' } & FishOutcome)
  | ({ kind: 'baccarat' } & BaccaratOutcome)
  | ({ kind: 'pvp' } & PvpOutcome)
  | ({ kind: 'sports' } & SportsOutcome);

/** Table state a session keeps between rounds. */
export interface TableState {
  shoe?: Shoe;
  fixtures?: Fixture[];
}

export { FISH };

export function decide(
  kind: GameKind,
  sport: SportKind | undefined,
  gameCode: string,
  bet: {
    stake: bigint;
    fish?: number;
    bets?: { player: bigint; banker: bigint; tie: bigint };
    fixture?: number;
    pick?: number;
  },
  table: TableState,
  rng: Rng,
): Outcome {
  switch (kind) {
    case 'slot':
      return { kind, ...spin(paytableOf(gameCode), bet.stake, rng) };
    case 'fish':
      return { kind, ...shoot(bet.fish ?? -1, bet.stake, rng) };
    case 'baccarat': {
      if (!table.shoe || !bet.bets) throw new RangeError('no shoe');
      const { shoe, outcome } = dealHand(table.shoe, bet.bets, rng);
      table.shoe = shoe;
      return { kind, ...outcome };
    }
    case 'pvp':
      return { kind, ...playHand(bet.stake, rng) };
    case 'sports': {
      const fixture = table.fixtures?.[bet.fixture ?? -1];
      if (!fixture || !sport) throw new RangeError('unknown fixture');
      return { kind, ...settle(sport, fixture, bet.pick ?? -1, bet.stake, rng) };
    }
  }
}
