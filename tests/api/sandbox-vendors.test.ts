/**
 * The sandbox vendor service against the real server over HTTP (issue 12 "Sandbox"): every vendor of the
 * catalogue launches a game whose page loads; 1,000 random rounds across vendors and brands through the real
 * seamless-wallet protocol, with injected timeouts, lost answers and sandbox failures (retries with the same
 * transaction ids, rollbacks), leave the ledger reconciled and every player's balance equal to the test's own
 * model (payouts recomputed from the outcomes); bad input is refused and posts nothing.
 */
import { spawn } from 'node:child_process';
import { createHmac } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_TYPE } from '../../src/core/account-types';
import type { IndexedGame } from '../../src/server/modules/games/catalogue-index';
import { checkLedger } from '../../src/server/modules/ledger/ledger.check';
import { SANDBOX_VENDORS } from '../../src/server/modules/sandbox-vendors/sandbox-vendors.plugin';
import { derivedVendorSecret } from '../../src/server/modules/vendor/secrets';
import { projectRoot } from '../../src/server/paths';
import { call, createAccount, expectError, expectOk, type TestAccount } from './games-support';
import {
  ALL_VENDORS_BRAND,
  type Boot,
  loadPage,
  randomOf,
  type SandboxWorld,
  SEED,
  startSandboxWorld,
} from './sandbox-support';
import { ledgerCounts } from './vendor-support';
import { fund } from './wallet-support';

let world: SandboxWorld;
const random = randomOf(SEED + 2);
const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;

beforeAll(async () => {
  world = await startSandboxWorld();
}, 120_000);
afterAll(async () => {
  await world?.close();
});

const hostOf = (brand: string) => `${brand}.localhost`;
type Brand = 'aurora' | 'lotus' | 'siam' | typeof ALL_VENDORS_BRAND;

async function launch(brand: Brand, account: TestAccount, game: IndexedGame) {
  return call(world.t, 'POST', '/wps/game/launchGame', {
    host: hostOf(brand),
    token: account.token,
    body: { nodeId: game.nodeId },
  });
}

/** The games a brand can launch per sandbox vendor (one per vendor, or per vendor and game type). */
async function gamesOf(brand: Brand, perType = false): Promise<Map<string, IndexedGame>> {
  const index = await world.t.app.games.catalogue();
  const config = world.t.brands.find((b) => b.config.code === brand)!.config;
  const view = index.view(config);
  const out = new Map<string, IndexedGame>();
  for (const game of index.games) {
    const key = perType ? `${game.vendor.code}:${game.gameType}` : game.vendor.code;
    if (game.isGame !== 'GAME' || !SANDBOX_VENDORS.includes(game.vendor.code) || out.has(key)) continue;
    if (view.isVisible(game)) out.set(key, game);
  }
  return out;
}

async function account(brand: Brand, funds: bigint): Promise<TestAccount> {
  const a = await createAccount(world.t, brand as 'aurora');
  if (funds > 0n) await fund(world.t, { id: a.id, brand } as never, funds);
  return a;
}

const postRound = async (sessionUrl: string, body: unknown) => {
  const response = await fetch(`${sessionUrl}/round`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
};
const apiOf = (pageUrl: string) => pageUrl.replace('/play/', '/api/session/');

/** Decimal money string → minor units. */
const minorOf = (text: string, digits: number) => {
  const [whole, fraction = ''] = text.split('.');
  return BigInt(`${whole}${fraction.padEnd(digits, '0')}`);
};

describe('launching', () => {
  it('every vendor of the catalogue launches a game of each of its types, whose page loads', async () => {
    const player = await account(ALL_VENDORS_BRAND, 0n);
    const games = await gamesOf(ALL_VENDORS_BRAND, true);
    expect([...new Set([...games.values()].map((g) => g.vendor.code))].sort()).toEqual(
      [...SANDBOX_VENDORS].sort(),
    );
    const kinds = new Set<string>();
    for (const game of games.values()) {
      const vendor = game.vendor.code;
      const { url } = expectOk<{ url: string; mode: string }>(await launch(ALL_VENDORS_BRAND, player, game));
      expect(url.startsWith(world.sandbox.options.publicUrl), vendor).toBe(true);
      const boot = await loadPage(url);
      expect(boot).toMatchObject({ vendor, demo: false, game: { code: game.gameCode, name: game.names.en } });
      expect(Object.keys(boot.rtp).length).toBeGreaterThan(0);
      kinds.add(boot.game.kind);
      // The game's art is served on the vendor's side.
      expect((await fetch(`${world.sandbox.options.publicUrl}/art/${game.gameCode}.svg`)).status).toBe(200);
      // Its state reads the player's balance through the wallet (0: unfunded).
      const state = (await (await fetch(apiOf(url))).json()) as { balance: string };
      expect(state.balance).toBe('0');
    }
    expect([...kinds].sort()).toEqual(['baccarat', 'fish', 'pvp', 'slot', 'sports']);
  });

  it('the PVP rooms of GLS2_roomList open in the card room with their limits', async () => {
    const player = await account('aurora', 0n);
    const rooms = expectOk<{ nodeId: number; name: string; minBet: string; maxBet: string }[]>(
      await call(world.t, 'GET', '/wps/relay/GLS2_roomList?vassalage=KM', { token: player.token }),
    );
    expect(rooms.length).toBeGreaterThan(0);
    const first = rooms[0]!;
    const game = (await world.t.app.games.catalogue()).byNodeId.get(first.nodeId)!;
    const { url } = expectOk<{ url: string }>(await launch('aurora', player, game));
    const boot = await loadPage(url);
    expect(boot.game.kind).toBe('pvp');
    const mine = rooms.filter((r) => r.nodeId === first.nodeId);
    expect(boot.rooms.map((r) => [r.min, r.max])).toEqual(
      mine.map((r) => [String(minorOf(r.minBet, 2)), String(minorOf(r.maxBet, 2))]),
    );
  });

  it('refuses a vendor not of the brand, maintenance and trial accounts, and writes nothing', async () => {
    const player = await account('aurora', 10_000n);
    const everything = await gamesOf(ALL_VENDORS_BRAND);
    const foreign = everything.get('UG')!; // siam's sports vendor, not listed by aurora
    const before = await ledgerCounts(world.t);
    const sessions = async () =>
      (await sql<{ n: number }>`select count(*)::int as n from wallet_session`.execute(world.t.db)).rows[0]!
        .n;
    const sessionsBefore = await sessions();
    expectError(await launch('aurora', player, foreign), 404, 'game_not_found');

    const pg = (await gamesOf('aurora')).get('PG')!;
    await sql`update vendor set maintenance = true where code = 'PG'`.execute(world.t.db);
    try {
      expectError(await launch('aurora', player, pg), 503, 'game_maintenance');
    } finally {
      await sql`update vendor set maintenance = false where code = 'PG'`.execute(world.t.db);
    }
    // A trial account has demo play only: a game without a demo mode needs a real account.
    const trial = await createAccount(world.t, 'aurora', ACCOUNT_TYPE.trial);
    const index = await world.t.app.games.catalogue();
    const view = index.view(world.t.brands.find((b) => b.config.code === 'aurora')!.config);
    const noDemo = index.games.find(
      (g) => !g.demo && g.isGame === 'GAME' && SANDBOX_VENDORS.includes(g.vendor.code) && view.isVisible(g),
    )!;
    expectError(await launch('aurora', trial, noDemo), 403, 'in_need_true_account');
    expect(await sessions()).toBe(sessionsBefore);
    expect(await ledgerCounts(world.t)).toEqual(before);
  });

  it("a trial account plays a vendor's demo mode on its own demo credits: the ledger and the records see nothing", async () => {
    const free = expectOk<{ token: string; account: { id: string; account: string } }>(
      await call(world.t, 'POST', '/wps/session/login/freeplay', { host: hostOf('aurora'), body: {} }),
    );
    const trial: TestAccount = {
      id: BigInt(free.account.id),
      username: free.account.account,
      token: free.token,
    };
    const credits = async () =>
      expectOk<{ balance: string; demo: boolean }>(
        await call(world.t, 'GET', '/wps/v2/wallets/demo', { host: hostOf('aurora'), token: trial.token }),
      ).balance;
    // The brand's freePlayBalance (₱2,000.00), the figure its help centre quotes.
    expect(await credits()).toBe('2000.00');
    const before = await ledgerCounts(world.t);
    const pg = [...(await gamesOf('aurora', true)).values()].find((g) => g.demo && g.gameType === 'RNG')!;
    const { url } = expectOk<{ url: string }>(await launch('aurora', trial, pg));
    const boot = await loadPage(url);
    expect(boot.demo).toBe(true);
    let expected = 200_000n;
    for (let round = 0; round < 6; round++) {
      const result = await postRound(apiOf(url), { stake: '100' });
      expect(result.status, JSON.stringify(result.body)).toBe(200);
      expect(result.body.status).toBe('settled');
      expected += minorOf(String(result.body.payout), 2) - minorOf(String(result.body.stake), 2);
      expect(minorOf(String(result.body.balance), 2)).toBe(expected);
    }
    expect(minorOf(await credits(), 2)).toBe(expected);
    expect(await ledgerCounts(world.t)).toEqual(before);
  });

  it("the sandbox's launch API refuses bad signatures, stale or mismatched bodies and games it does not serve", async () => {
    const base = world.sandbox.options.publicUrl;
    const secret = derivedVendorSecret(world.t.app.secret, 'PG');
    const body = (over: Record<string, unknown> = {}) =>
      JSON.stringify({
        vendor: 'PG',
        issued_at: Date.now(),
        demo: true,
        game: { code: 'PG_0001', name: 'A', type: 'RNG' },
        currency: { code: 'PHP', minor_units: 2, bet_unit: '100' },
        language: 'en',
        ...over,
      });
    const post = (vendor: string, raw: string, key = secret) =>
      fetch(`${base}/api/launch/${vendor}`, {
        method: 'POST',
        body: raw,
        headers: { 'x-signature': createHmac('sha256', Buffer.from(key, 'utf8')).update(raw).digest('hex') },
      });
    expect((await post('PG', body())).status).toBe(200);
    expect((await post('PG', body(), 'a-wrong-secret-of-some-length')).status).toBe(401);
    expect((await post('JDB', body())).status).toBe(401); // signed with PG's secret
    expect((await post('PG', body({ issued_at: Date.now() - 3_600_000 }))).status).toBe(400);
    expect((await post('PG', body({ vendor: 'JDB' }))).status).toBe(400);
    expect((await post('PG', body({ demo: false }))).status).toBe(400); // real play needs a player
    expect((await post('PG', body({ game: { code: 'PG_0001', name: 'A', type: 'LOTT' } }))).status).toBe(422);
    expect((await post('PG', 'not json')).status).toBe(400);
  });
});

describe('bad input to a game session', () => {
  it('is refused with 400 and posts nothing', async () => {
    const player = await account(ALL_VENDORS_BRAND, 1_000_000n);
    const games = await gamesOf(ALL_VENDORS_BRAND);
    const urls = new Map<string, string>();
    for (const vendor of ['PG', 'JDB', 'EVO', 'KM', 'SABA'])
      urls.set(
        vendor,
        expectOk<{ url: string }>(await launch(ALL_VENDORS_BRAND, player, games.get(vendor)!)).url,
      );
    // JDB's first game may be a slot; find its fish game.
    const index = await world.t.app.games.catalogue();
    const fishGame = index.games.find((g) => g.vendor.code === 'JDB' && g.gameType === 'FISH')!;
    urls.set('FISH', expectOk<{ url: string }>(await launch(ALL_VENDORS_BRAND, player, fishGame)).url);
    const before = await ledgerCounts(world.t);
    const bad: [string, unknown][] = [
      ['PG', { stake: 'abc' }],
      ['PG', { stake: '-100' }],
      ['PG', { stake: '150' }], // not a whole bet unit
      ['PG', { stake: '0' }],
      ['PG', { stake: '100000000000' }], // above the limit
      ['PG', { stake: 100 }], // a number, not a string
      ['PG', []],
      ['FISH', { stake: '100', fish: 99 }],
      ['EVO', { bets: {} }],
      ['EVO', { bets: { player: '1.5' } }],
      ['KM', { room: 99, stake: '100' }],
      ['KM', { room: 1, stake: '1' }],
      ['SABA', { fixture: 42, pick: 0, stake: '100' }],
      ['SABA', { fixture: 0, pick: 7, stake: '100' }],
    ];
    for (const [vendor, body] of bad) {
      const result = await postRound(apiOf(urls.get(vendor)!), body);
      expect(result.status, `${vendor} ${JSON.stringify(body)}`).toBe(400);
      expect(result.body.error).toBe('bad_request');
    }
    const raw = await fetch(`${apiOf(urls.get('PG')!)}/round`, { method: 'POST', body: '{not json' });
    expect(raw.status).toBe(400);
    expect(
      (
        await fetch(`${world.sandbox.options.publicUrl}/api/session/${'x'.repeat(32)}/round`, {
          method: 'POST',
          body: '{}',
        })
      ).status,
    ).toBe(404);
    expect((await fetch(`${world.sandbox.options.publicUrl}/play/${'x'.repeat(32)}`)).status).toBe(404);
    expect(await ledgerCounts(world.t)).toEqual(before);
  });

  it('a stake beyond the balance is refused by the wallet and posts nothing', async () => {
    const player = await account('aurora', 50n);
    const pg = (await gamesOf('aurora')).get('PG')!;
    const { url } = expectOk<{ url: string }>(await launch('aurora', player, pg));
    const before = await ledgerCounts(world.t);
    const result = await postRound(apiOf(url), { stake: '100' });
    expect(result.status).toBe(409);
    expect(result.body.error).toBe('insufficient');
    const after = await ledgerCounts(world.t);
    expect(after.transfers).toBe(before.transfers);
    expect(after.bets).toBe(before.bets);
  });
});

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
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/ledger-check.ts'], {
      cwd: projectRoot,
      env: { ...process.env, DATABASE_URL: url },
    });
    let output = '';
    child.stdout.on('data', (c) => {
      output += c;
    });
    child.stderr.on('data', (c) => {
      output += c;
    });
    child.on('close', (status) => resolve({ status, output }));
  });
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
