/**
 * Helpers of the VIP and points suites (docs/vip-points.md): valid bets with any sandbox vendor through the
 * seamless-wallet protocol, the loyalty catch-up run to completion, and a player's points.
 */
import { expect } from 'vitest';
import { loyaltyCatchUp } from '../../src/server/modules/vip/vip.plugin';
import type { TestApp } from './helpers';
import { uuid, vendorClient, vendorPlayer } from './vendor-support';
import { call, expectOk, type Player } from './wallet-support';

/** One settled bet of `amount` (minor units) with `vendor`'s first game; payout 0 = a loss (a valid bet). */
export async function playVendor(t: TestApp, player: Player, vendor: string, amount: number, payout = 0) {
  const client = vendorClient(t, vendor, `${player.brand}.localhost`);
  const p = await vendorPlayer(t, vendor, { player });
  const game = (await t.app.games.catalogue()).games.find((g) => g.vendor.code === vendor)!;
  const round = `r-${uuid()}`;
  const bet = {
    request_uuid: uuid(),
    user: `${p.id}`,
    currency: p.currency,
    token: p.vendorToken,
    transaction_uuid: uuid(),
    round,
    round_closed: false,
    game_code: game.gameCode,
    amount,
  };
  expect((await client.post('bet', bet)).status).toBe('RS_OK');
  const win = {
    request_uuid: uuid(),
    user: `${p.id}`,
    currency: p.currency,
    transaction_uuid: uuid(),
    reference_transaction_uuid: bet.transaction_uuid,
    round,
    round_closed: true,
    game_code: game.gameCode,
    amount: payout,
  };
  expect((await client.post('win', win)).status).toBe('RS_OK');
  return { client, p, bet, win, game };
}

/** Runs the loyalty catch-up until the queue is empty (waits for a concurrent run), then the jobs it queued. */
export async function catchUp(t: TestApp) {
  await loyaltyCatchUp(t.db, t.brands, { wait: true });
  await t.app.jobs.drain();
}

export async function pointsOf(t: TestApp, player: Player): Promise<number> {
  return expectOk<{ points: number }>(await call(t, 'GET', '/wps/relay/MCS2_getPointBalance', player)).points;
}

export async function entriesOf(t: TestApp, player: Player) {
  return t.db
    .selectFrom('points_entry')
    .selectAll()
    .where('account_id', '=', player.id)
    .orderBy('id')
    .execute();
}
