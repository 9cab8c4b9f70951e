import type { Rng } from './random';

/**
 * The bet slip of sports, e-sports and cockfight lobbies: a few fixtures with two or three outcomes, each with a
 * probability in per mille and decimal odds of 0.95 / probability rounded down to a hundredth, so a selection
 * returns p × odds ≤ 95 % (shown on the slip). A placed bet's fixture is played out at once.
 */
export type SportKind = 'football' | 'esports' | 'cockfight';
export const SPORTS_RTP_PERCENT = 95;

export interface Selection {
  /** Text key of the selection's label ('home', 'draw', 'away', 'meron', 'wala') or a team name. */
  label: string;
  /** Probability in per mille. */
  permille: number;
  /** Decimal odds in hundredths (190 = 1.90). */
  odds: number;
}

export interface Fixture {
  id: number;
  home: string;
  away: string;
  selections: Selection[];
}

const TEAMS: Record<SportKind, string[]> = {
  football: [
    'Harbor Lions',
    'Mountain Eagles',
    'River City',
    'Northern Stars',
    'Golden Bay',
    'Red Valley',
    'Coastal Rovers',
    'Iron Bridge',
  ],
  esports: ['Nova Five', 'Kraken Gaming', 'Blue Lotus', 'Pixel Wolves', 'Zero Ping', 'Storm Crew'],
  cockfight: ['Lakan', 'Bagwis', 'Kidlat', 'Sigwa', 'Dalisay', 'Magiting'],
};

export const oddsOf = (permille: number) => Math.floor((SPORTS_RTP_PERCENT * 1000) / permille);

function pair(kind: SportKind, rng: Rng): [string, string] {
  const teams = TEAMS[kind];
  const home = rng(teams.length);
  const away = (home + 1 + rng(teams.length - 1)) % teams.length;
  return [teams[home]!, teams[away]!];
}

export function fixtures(kind: SportKind, rng: Rng, count = 4): Fixture[] {
  return Array.from({ length: count }, (_, id) => {
    const [home, away] = pair(kind, rng);
    let split: [string, number][];
    if (kind === 'football') {
      const draw = 220 + rng(80);
      const homeShare = 250 + rng(1000 - draw - 500);
      split = [
        ['home', homeShare],
        ['draw', draw],
        ['away', 1000 - draw - homeShare],
      ];
    } else if (kind === 'cockfight') {
      const draw = 40 + rng(30);
      const meron = 380 + rng(1000 - draw - 760);
      split = [
        ['meron', meron],
        ['wala', 1000 - draw - meron],
        ['draw', draw],
      ];
    } else {
      const first = 300 + rng(401);
      split = [
        ['home', first],
        ['away', 1000 - first],
      ];
    }
    return {
      id,
      home,
      away,
      selections: split.map(([label, permille]) => ({ label, permille, odds: oddsOf(permille) })),
    };
  });
}

export interface SportsOutcome {
  fixture: number;
  pick: number;
  /** Index of the selection that happened. */
  result: number;
  score: [number, number];
  payout: bigint;
}

/** Plays a fixture out: the result by the selections' probabilities, and a score that agrees with it. */
export function settle(
  kind: SportKind,
  fixture: Fixture,
  pick: number,
  stake: bigint,
  rng: Rng,
): SportsOutcome {
  const selection = fixture.selections[pick];
  if (!selection) throw new RangeError('unknown selection');
  let roll = rng(1000);
  let result = 0;
  for (; result < fixture.selections.length - 1; result++) {
    roll -= fixture.selections[result]!.permille;
    if (roll < 0) break;
  }
  const label = fixture.selections[result]!.label;
  const max = kind === 'football' ? 4 : kind === 'esports' ? 2 : 1;
  const low = kind === 'cockfight' ? 0 : rng(max);
  const high = kind === 'cockfight' ? 1 : low + 1 + rng(kind === 'esports' ? 1 : 2);
  const score: [number, number] =
    label === 'draw'
      ? [low, low]
      : label === 'home' || label === 'meron'
        ? [high, kind === 'esports' ? Math.min(low, 1) : low]
        : [kind === 'esports' ? Math.min(low, 1) : low, high];
  if (kind === 'esports') {
    // Best of three: the winner has 2.
    const loser = rng(2);
    score[0] = label === 'home' ? 2 : loser;
    score[1] = label === 'home' ? loser : 2;
  }
  const payout = result === pick ? (stake * BigInt(selection.odds)) / 100n : 0n;
  return { fixture: fixture.id, pick, result, score, payout };
}
