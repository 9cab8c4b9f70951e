/**
 * The sandbox vendor service against the real server over HTTP (issue 12 "Sandbox"): every vendor of the
 * catalogue launches a game whose page loads; 1,000 random rounds across vendors and brands through the real
 * seamless-wallet protocol, with injected timeouts, lost answers and sandbox failures (retries with the same
 * transaction ids, rollbacks), leave the ledger reconciled and every player's balance equal to the test's own
 * model (payouts recomputed from the outcomes); bad input is refused and posts nothing.
 */
import { createHmac } from 'node:crypto';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_TYPE } from '@/core/account-types';
import { SANDBOX_VENDORS } from '@/server/modules/sandbox-vendors/sandbox-vendors.plugin';
import { derivedVendorSecret } from '@/server/modules/vendor/secrets';
import { call, createAccount, expectError, expectOk, type TestAccount } from './games-support';
import { ALL_VENDORS_BRAND, loadPage } from './sandbox-support';
import {
  account,
  apiOf,
  gamesOf,
  hostOf,
  launch,
  minorOf,
  postRound,
  setupSuite,
  world,
} from './sandbox-vendors-suite';
import { ledgerCounts } from './vendor-support';

setupSuite();

/** The games a brand can launch per sandbox vendor (one per vendor, or per vendor and game type). */

/** Decimal money string → minor units. */

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

/** The payout the outcome must pay, computed here from the outcome alone (the test's own rules). */
