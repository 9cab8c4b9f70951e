/**
 * VIP and points with the other demo brands' rules (docs/vip-points.md): lotus gives the in-house originals a
 * ratio of their own and reaches VIP levels with valid bet and deposits over the calendar month.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ownedAccount, systemAccount, transfer } from '@/server/modules/ledger/ledger.service';
import { createGamesApp } from './games-support';
import type { TestApp } from './helpers';
import { catchUp, entriesOf, playVendor } from './loyalty-support';
import { bet, launchReal } from './originals-support';
import { call, expectOk, fund, key, makePlayer, type Player } from './wallet-support';

let t: TestApp;
beforeAll(async () => {
  t = await createGamesApp({ rateLimits: false });
}, 120_000);
afterAll(async () => t?.close());

/** A credited deposit as the cashier posts it (provider clearing → main wallet, ledger kind deposit). */
async function deposit(player: Player, minor: bigint) {
  const clearing = await systemAccount(t.db, player.brand, 'VND', 'provider_clearing', 'TEST');
  const cash = await ownedAccount(t.db, player.brand, 'VND', player.id, 'player_cash');
  await t.db.updateTable('ledger_account').set({ allow_negative: true }).where('id', '=', clearing).execute();
  const posted = await transfer(t.db, {
    brand: player.brand,
    key: `test-deposit:${key()}`,
    from: clearing,
    to: cash,
    amount: minor,
    kind: 'deposit',
  });
  expect(posted.status).toBe('posted');
}

describe('lotus', () => {
  it('credits an in-house original at the originals ratio (0.003 points per ₫1)', async () => {
    const player = await makePlayer(t, { brand: 'lotus' });
    await fund(t, player, 1_000_000n);
    const client = await launchReal(t, 'dice', { player, brand: 'lotus' });
    expectOk(await bet(t, client, 'dice', '20000', { target: 50.5, direction: 'under' }));
    await catchUp(t);
    expect((await entriesOf(t, player)).map((e) => [e.type, Number(e.points), e.ratio])).toEqual([
      ['originals', 60, '0.003'],
    ]);
  });

  it('needs the deposits of a level as well as its valid bet', async () => {
    const player = await makePlayer(t, { brand: 'lotus' });
    await fund(t, player, 2_000_000n);
    await playVendor(t, player, 'JL', 500_000); // JL plays from the main wallet (lotus gives PG a game wallet)
    await catchUp(t);
    const vip = (await call(t, 'GET', '/wps/member/vip', player)).json().value as {
      level: number;
      next: { validBet: { percent: number }; deposits: { required: string; done: string; percent: number } };
      percent: number;
    };
    expect(vip.level).toBe(0);
    expect(vip.next.validBet.percent).toBe(100);
    expect(vip.next.deposits).toMatchObject({ required: '200000', done: '0', percent: 0 });
    expect(vip.percent).toBe(0);
    await deposit(player, 200_000n);
    await catchUp(t);
    const after = expectOk<{ level: number; levelName: string }>(
      await call(t, 'GET', '/wps/member/vip', { ...player, headers: { 'x-language': 'vi' } }),
    );
    expect(after).toMatchObject({ level: 1, levelName: 'Đồng' });
    // The deposit earned points at the deposit ratio too (0.0002 per ₫1 → 40).
    expect((await entriesOf(t, player)).find((e) => e.type === 'deposit')).toMatchObject({ points: 40n });
  });
});
