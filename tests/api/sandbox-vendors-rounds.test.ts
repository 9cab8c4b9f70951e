/**
 * The sandbox vendor service against the real server over HTTP (issue 12 "Sandbox"): every vendor of the
 * catalogue launches a game whose page loads; 1,000 random rounds across vendors and brands through the real
 * seamless-wallet protocol, with injected timeouts, lost answers and sandbox failures (retries with the same
 * transaction ids, rollbacks), leave the ledger reconciled and every player's balance equal to the test's own
 * model (payouts recomputed from the outcomes); bad input is refused and posts nothing.
 */
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { IndexedGame } from '@/server/modules/games/catalogue-index';
import { checkLedger } from '@/server/modules/ledger/ledger.check';
import { runScript } from '../support/scripts';
import { expectOk, type TestAccount } from './games-support';
import { ALL_VENDORS_BRAND, type Boot, loadPage, randomOf, SEED } from './sandbox-support';
import {
  account,
  apiOf,
  type Brand,
  gamesOf,
  launch,
  minorOf,
  postRound,
  setupSuite,
  world,
} from './sandbox-vendors-suite';

setupSuite();

const random = randomOf(SEED + 2);
const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;

/** The games a brand can launch per sandbox vendor (one per vendor, or per vendor and game type). */

/** Decimal money string → minor units. */

// ---- 1,000 rounds ----

const LINES = [
  [1, 1, 1],
  [0, 0, 0],
  [2, 2, 2],
  [0, 1, 2],
  [2, 1, 0],
];

interface Fixture {
  id: number;
  selections: { odds: number }[];
}

/** The payout the outcome must pay, computed here from the outcome alone (the test's own rules). */
function expectedPayout(
  boot: Boot,
  stake: bigint,
  body: Record<string, unknown>,
  o: Record<string, unknown>,
  fixtures: Fixture[] | null,
): bigint {
  switch (boot.game.kind) {
    case 'slot': {
      const window = o.window as string[][];
      const table = boot.paytable!;
      let sum = 0;
      for (const rows of LINES) {
        const [a, b, c] = rows.map((row, reel) => window[reel]![row]!);
        if (a === b && b === c) sum += table.pays[a!]!;
        else if (a === 'cherry' && b === 'cherry') sum += table.twoCherries;
      }
      return (stake * BigInt(sum)) / 5n;
    }
    case 'fish':
      return o.caught ? stake * BigInt(boot.fish[body.fish as number]!) : 0n;
    case 'baccarat': {
      const points = (cards: number[]) =>
        cards.reduce((s, c) => s + ((c % 13) + 1 >= 10 ? 0 : (c % 13) + 1), 0) % 10;
      const p = points(o.player as number[]);
      const b = points(o.banker as number[]);
      expect([o.playerPoints, o.bankerPoints]).toEqual([p, b]);
      const bets = body.bets as Record<'player' | 'banker' | 'tie', string>;
      const [bp, bb, bt] = [BigInt(bets.player), BigInt(bets.banker), BigInt(bets.tie)];
      if (p > b) return bp * 2n;
      if (b > p) return bb + (bb * 95n) / 100n;
      return bt * 9n + bp + bb;
    }
    case 'pvp': {
      const winners = o.winners as number[];
      return winners.includes(0) ? (stake * 4n * 95n) / 100n / BigInt(winners.length) : 0n;
    }
    case 'sports': {
      const selection = fixtures![body.fixture as number]!.selections[body.pick as number]!;
      return o.result === body.pick ? (stake * BigInt(selection.odds)) / 100n : 0n;
    }
  }
}

function roundBody(boot: Boot, fixtures: Fixture[] | null): { body: Record<string, unknown>; stake: bigint } {
  const stake = pick(boot.stakes.slice(0, 4));
  switch (boot.game.kind) {
    case 'slot':
      return { body: { stake }, stake: BigInt(stake) };
    case 'fish':
      return { body: { stake, fish: Math.floor(random() * boot.fish.length) }, stake: BigInt(stake) };
    case 'baccarat': {
      const bets = { player: '0', banker: '0', tie: '0' };
      const spot = pick(['player', 'banker', 'tie'] as const);
      bets[spot] = stake;
      if (random() < 0.3) bets[pick(['player', 'banker', 'tie'] as const)] = boot.stakes[0]!;
      return { body: { bets }, stake: BigInt(bets.player) + BigInt(bets.banker) + BigInt(bets.tie) };
    }
    case 'pvp': {
      const room = pick(boot.rooms.slice(0, 2));
      return { body: { room: room.tier, stake: room.min }, stake: BigInt(room.min) };
    }
    case 'sports': {
      const fixture = pick(fixtures!);
      const choice = Math.floor(random() * fixture.selections.length);
      return { body: { fixture: fixture.id, pick: choice, stake }, stake: BigInt(stake) };
    }
  }
}

function runLedgerCheck(url: string): Promise<{ status: number | null; output: string }> {
  return runScript('scripts/ledger-check.ts', [], { env: { ...process.env, DATABASE_URL: url } });
}

describe('1,000 rounds across vendors with injected timeouts', () => {
  it('leave the ledger reconciled and every balance equal to the model', async () => {
    const ROUNDS = 1_000;
    const brands: Brand[] = ['aurora', 'lotus', 'siam', ALL_VENDORS_BRAND];
    const digits: Record<Brand, number> = { aurora: 2, lotus: 0, siam: 2, [ALL_VENDORS_BRAND]: 2 };
    const players: { brand: Brand; account: TestAccount; model: bigint }[] = [];
    for (const brand of brands)
      for (let i = 0; i < 3; i++) {
        const funds = brand === 'lotus' ? 50_000_000n : 500_000n;
        players.push({ brand, account: await account(brand, funds), model: funds });
      }
    const gamesByBrand = new Map<Brand, IndexedGame[]>();
    for (const brand of brands) gamesByBrand.set(brand, [...(await gamesOf(brand)).values()]);

    const tally = { settled: 0, refunded: 0, pending: 0, refused: 0, payoutsChecked: 0 };
    world.faults.on = true;
    let done = 0;
    const worker = async (player: (typeof players)[number]) => {
      while (done < ROUNDS) {
        const game = pick(gamesByBrand.get(player.brand)!);
        const { url } = expectOk<{ url: string }>(await launch(player.brand, player.account, game));
        const boot = await loadPage(url);
        const api = apiOf(url);
        let fixtures = ((await (await fetch(api)).json()) as { fixtures: Fixture[] | null }).fixtures;
        for (let r = 0; r < 8 && done < ROUNDS; r++) {
          done++;
          const { body, stake } = roundBody(boot, fixtures);
          const result = await postRound(api, body);
          if (result.status === 409) {
            expect(result.body.error).toBe('insufficient');
            tally.refused++;
            continue;
          }
          expect(result.status, JSON.stringify(result.body)).toBe(200);
          const status = result.body.status as 'settled' | 'refunded' | 'pending';
          tally[status]++;
          expect(minorOf(result.body.stake as string, digits[player.brand])).toBe(stake);
          if (status === 'refunded') {
            expect(result.body.outcome).toBeNull();
          } else {
            const payout = minorOf(result.body.payout as string, digits[player.brand]);
            expect(payout).toBe(
              expectedPayout(boot, stake, body, result.body.outcome as Record<string, unknown>, fixtures),
            );
            tally.payoutsChecked++;
            player.model += payout - stake;
          }
          fixtures = (result.body.fixtures as Fixture[] | null) ?? fixtures;
        }
      }
    };
    await Promise.all(players.map(worker));
    world.faults.on = false;
    expect(await world.sandbox.settlements.drain(50)).toBe(0);

    // The faults happened, and every path was taken.
    expect(world.faults.counts.beforeSend).toBeGreaterThan(0);
    expect(world.faults.counts.lostAnswer).toBeGreaterThan(0);
    expect(world.faults.counts.afterBet).toBeGreaterThan(0);
    expect(tally.refunded).toBeGreaterThan(0);
    expect(tally.settled).toBeGreaterThan(ROUNDS / 2);

    const check = await runLedgerCheck(world.t.config.databaseUrl!);
    expect(check.status, check.output).toBe(0);
    expect((await checkLedger(world.t.db)).ok).toBe(true);
    const { rows } = await sql<{ owner_id: bigint; total: bigint }>`
      select owner_id, sum(balance)::bigint as total from ledger_account where owner_id is not null group by owner_id`.execute(
      world.t.db,
    );
    const actual = new Map(rows.map((r) => [String(r.owner_id), r.total]));
    for (const player of players)
      expect(actual.get(String(player.account.id)), player.account.username).toBe(player.model);

    // The bets are there for the records: no bet left open, each refunded round refunded once.
    const { rows: bets } = await sql<{ status: string; n: number }>`
      select status, count(*)::int as n from vendor_bet where vendor_code <> 'MQ' group by status`.execute(
      world.t.db,
    );
    const byStatus = Object.fromEntries(bets.map((b) => [b.status, b.n]));
    expect(byStatus.open ?? 0).toBe(0);
    expect(byStatus.settled).toBe(tally.settled + tally.pending);
  }, 600_000);
});
