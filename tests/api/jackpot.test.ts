/**
 * The jackpot pool (issue 23 item 8, docs/jackpot.md) against the real database: funded by exactly the brand's
 * share of every settled in-house stake through the ledger, won by a provably fair draw that anyone recomputes from
 * the revealed seeds, each win paid once even with runs racing, the pool never going down except at a win, shown
 * in each brand's currency; a trial account's demo play funds nothing.
 */
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contributionOf, isJackpotHit, jackpotDraw } from '@/core/jackpot';
import { formatAmount } from '@/core/money';
import { explainJackpot } from '@/server/modules/jackpot/jackpot.ops';
import { runJackpot } from '@/server/modules/jackpot/jackpot.service';
import { checkLedger } from '@/server/modules/ledger/ledger.check';
import { copyBrandsDir, patchJson, removeTempDirs } from '../support/brand-dirs';
import type { TestApp } from './helpers';
import { bet, createGamesApp, type GameClient, gameCall, launchReal } from './originals-support';
import { brandOf, call, expectOk, fund, makePlayer } from './wallet-support';

/** aurora: 2.5 % of stakes, a ₱500 seed, one in 3 qualifying bets (of ₱3 or more) wins; lotus never wins. */
const AURORA = { contributionBp: 250, seed: 50_000, oneIn: 3, minStake: 300 };
const LOTUS = { contributionBp: 137, seed: 1_000_000, oneIn: 1_000_000_000, minStake: 1_000 };
const DICE = { target: 50.5, direction: 'under' };

let t: TestApp;
beforeAll(async () => {
  const dir = copyBrandsDir(['aurora', 'lotus', 'oasis']);
  patchJson(join(dir, 'aurora', 'brand.json'), { '/jackpot': AURORA });
  patchJson(join(dir, 'lotus', 'brand.json'), { '/jackpot': LOTUS });
  t = await createGamesApp({ brandsDir: dir });
}, 120_000);
afterAll(async () => {
  await t?.close();
  removeTempDirs();
});

const run = (brand: string) => runJackpot(t.db, brandOf(t, brand), { wait: true });

/** The pool's balance and its win count, read in one statement (one snapshot). */
async function snapshot(brand: string) {
  const { rows } = await sql<{ amount: bigint; wins: number }>`
    select coalesce((select balance from ledger_account where brand_code = ${brand} and kind = 'jackpot'), 0)::bigint
        as amount,
      coalesce((select wins from jackpot_pool where brand_code = ${brand}), 0) as wins`.execute(t.db);
  return rows[0]!;
}

interface Placed {
  nonce: number;
  clientSeed: string;
  amount: bigint;
  balance: string;
}

async function dice(client: GameClient, amount: string): Promise<Placed> {
  const answer = expectOk<{ nonce: number; clientSeed: string; balance: string }>(
    await bet(t, client, 'dice', amount, DICE),
  );
  const [whole, fraction = ''] = amount.split('.');
  return { ...answer, amount: BigInt(`${whole}${fraction.padEnd(2, '0')}`) };
}

/** The settled in-house stakes of a brand in the order the pool took them. */
async function queued(brand: string) {
  const { rows } = await sql<{ amount: bigint; bet_id: bigint; nonce: number | null }>`
    select vb.amount, vb.id as bet_id, m.nonce from jackpot_event e join vendor_bet vb on vb.id = e.bet_id
      left join mq_bet m on m.uuid = vb.bet_uuid and vb.vendor_code = 'MQ'
    where e.brand_code = ${brand} order by e.id`.execute(t.db);
  return rows;
}

describe('the jackpot pool', () => {
  it('is funded by exactly the brand share of each settled stake, in the brand currency; demo play funds nothing', async () => {
    const player = await makePlayer(t, { brand: 'lotus' });
    await fund(t, player, 50_000_000n);
    const client = await launchReal(t, 'dice', { brand: 'lotus', player });
    const stakes = ['1000', '2500', '7777', '13333', '99999', '1001', '50000'];
    for (const stake of stakes) await dice(client, stake);
    await run('lotus');
    const expected =
      BigInt(LOTUS.seed) +
      stakes.reduce((sum, s) => sum + contributionOf(BigInt(s), LOTUS.contributionBp), 0n);
    expect((await snapshot('lotus')).amount).toBe(expected);
    // Every contribution names its stakes: the memo's sums recompute the posting.
    const { rows: postings } = await sql<{ amount: bigint; memo: { stake: string; bets: number } }>`
      select amount, memo from ledger_transfer where brand_code = 'lotus' and kind = 'jackpot_contribution'`.execute(
      t.db,
    );
    expect(postings.reduce((n, p) => n + p.memo.bets, 0)).toBe(stakes.length);
    expect(postings.reduce((n, p) => n + BigInt(p.memo.stake), 0n)).toBe(
      stakes.reduce((n, s) => n + BigInt(s), 0n),
    );

    const lotus = expectOk<{ enabled: boolean; amount: string; currency: string; currencySymbol: string }>(
      await call(t, 'GET', '/wps/games/jackpot', { brand: 'lotus' }),
    );
    expect(lotus).toMatchObject({ enabled: true, amount: formatAmount(expected, 0), currency: 'VND' });
    expect(lotus.currencySymbol).toBe('₫');
    await run('oasis');
    const oasis = expectOk<{ amount: string; currency: string }>(
      await call(t, 'GET', '/wps/games/jackpot', { brand: 'oasis' }),
    );
    expect(oasis).toMatchObject({
      currency: 'AED',
      amount: formatAmount(BigInt(brandOf(t, 'oasis').config.jackpot!.seed), 2),
    });

    // A trial account's demo bets never reach the pool.
    const free = expectOk<{ token: string }>(
      await call(t, 'POST', '/wps/session/login/freeplay', { brand: 'aurora', body: {} }),
    );
    const before = (await queued('aurora')).length;
    const launched = expectOk<{ url: string }>(
      await call(t, 'POST', '/wps/game/launchGame', {
        brand: 'aurora',
        token: free.token,
        body: { nodeId: (await t.app.games.catalogue()).byCode.get('MQ_DICE')!.nodeId },
      }),
    );
    const launch = new URL(launched.url, 'http://x').searchParams.get('launch')!;
    const session = expectOk<{ session: string; demo: boolean }>(
      await call(t, 'POST', '/wps/originals/session', { brand: 'aurora', body: { launch } }),
    );
    expect(session.demo).toBe(true);
    const demoClient = { player: null, session: session.session, brand: 'aurora', info: session as never };
    for (let i = 0; i < 3; i++) await dice(demoClient, '5.00');
    expect((await queued('aurora')).length).toBe(before);
    expect((await checkLedger(t.db)).ok).toBe(true);
  });

  it('draws a provably fair trigger and pays each win once, the whole pool, even with runs racing', async () => {
    const player = await makePlayer(t, { brand: 'aurora' });
    await fund(t, player, 1_000_000n);
    const client = await launchReal(t, 'dice', { player });
    await run('aurora');
    const placed: Placed[] = [];
    for (let i = 0; i < 36; i++) placed.push(await dice(client, i % 6 === 0 ? '1.00' : '5.00'));
    await Promise.all([run('aurora'), run('aurora'), run('aurora'), runJackpot(t.db, brandOf(t, 'aurora'))]);
    await run('aurora');

    // Anyone can recompute the draws once the server seed is revealed.
    const rotated = expectOk<{ previous: { serverSeed: string } }>(
      await gameCall(t, client, 'POST', '/wps/originals/seeds/rotate', {}),
    );
    const serverSeed = rotated.previous.serverSeed;
    const hits = placed.filter(
      (p) =>
        p.amount >= BigInt(AURORA.minStake) &&
        isJackpotHit(jackpotDraw({ serverSeed, clientSeed: p.clientSeed, nonce: p.nonce }), AURORA.oneIn),
    );
    expect(hits.length).toBeGreaterThan(0);
    const { rows: wins } = await sql<{ nonce: number; amount: bigint; bet_id: bigint }>`
      select nonce, amount, bet_id from jackpot_win where account_id = ${player.id} order by id`.execute(
      t.db,
    );
    expect(wins.map((w) => w.nonce)).toEqual(hits.map((h) => h.nonce));
    const { rows: paid } = await sql<{ n: number }>`select count(*)::int as n from ledger_transfer
      where brand_code = 'aurora' and kind = 'jackpot_win'`.execute(t.db);
    expect(paid[0]!.n).toBe(wins.length);

    // The pool, replayed by the test's own rules in the order the stakes were taken: each win takes it all.
    let pool = BigInt(AURORA.seed);
    const won = new Map(wins.map((w) => [w.bet_id, w.amount]));
    for (const stake of await queued('aurora')) {
      pool += contributionOf(stake.amount, AURORA.contributionBp);
      const amount = won.get(stake.bet_id);
      if (amount === undefined) continue;
      expect(amount).toBe(pool);
      pool = BigInt(AURORA.seed);
    }
    expect((await snapshot('aurora')).amount).toBe(pool);

    // The winner's main wallet got the wins on top of what the last bet left; the board announces them.
    const last = placed.at(-1)!;
    const cash = expectOk<{ balance: string }>(
      await call(t, 'GET', '/wps/v2/wallets/balance', player),
    ).balance;
    const minor = (text: string) => BigInt(text.replace('.', ''));
    expect(minor(cash)).toBe(minor(last.balance) + wins.reduce((n, w) => n + w.amount, 0n));
    const board = expectOk<{ list: { jackpot: boolean; winAmount: string }[] }>(
      await call(t, 'GET', '/wps/relay/GCSGAME_getRankList?gameCategory=ALL&limitNum=20', {
        brand: 'aurora',
      }),
    );
    // The board holds the latest 20 wins of every kind: the newest jackpot wins among them, newest first.
    const shown = board.list.filter((w) => w.jackpot).map((w) => minor(w.winAmount));
    expect(shown.length).toBeGreaterThan(0);
    expect(shown).toEqual(
      wins
        .map((w) => w.amount)
        .reverse()
        .slice(0, shown.length),
    );
    expect((await run('aurora')).processed).toBe(0);
    expect((await checkLedger(t.db)).ok).toBe(true);
    // The operators' explanation recomputes every posting from the raw stakes and wins.
    const explained = await explainJackpot(t.db, brandOf(t, 'aurora'));
    expect(explained.problems).toEqual([]);
    expect(explained.wins).toBe(wins.length);
  });

  it('never goes down except at a win, while bets and runs interleave', async () => {
    const players = await Promise.all([0, 1, 2].map(() => makePlayer(t, { brand: 'aurora' })));
    for (const p of players) await fund(t, p, 500_000n);
    const clients = await Promise.all(players.map((player) => launchReal(t, 'dice', { player })));
    const seen: { amount: bigint; wins: number }[] = [await snapshot('aurora')];
    let betting = true;
    const watcher = (async () => {
      while (betting) {
        await runJackpot(t.db, brandOf(t, 'aurora'));
        seen.push(await snapshot('aurora'));
      }
    })();
    await Promise.all(
      clients.map(async (client) => {
        for (let i = 0; i < 12; i++) await dice(client, '4.00');
      }),
    );
    betting = false;
    await watcher;
    await run('aurora');
    seen.push(await snapshot('aurora'));
    // It was won in this test (that each settled stake grows it is the first test's).
    expect(seen.at(-1)!.wins).toBeGreaterThan(seen[0]!.wins);
    for (let i = 1; i < seen.length; i++) {
      const [before, after] = [seen[i - 1]!, seen[i]!];
      if (after.wins === before.wins) expect(after.amount).toBeGreaterThanOrEqual(before.amount);
      else expect(after.amount).toBeGreaterThanOrEqual(BigInt(AURORA.seed));
    }
    const shown = expectOk<{ amount: string }>(
      await call(t, 'GET', '/wps/games/jackpot', { brand: 'aurora' }),
    );
    expect(shown.amount).toBe(formatAmount(seen.at(-1)!.amount, 2));
  });
});
