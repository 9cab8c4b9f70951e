/**
 * Helpers of the VIP and points suites (docs/vip-points.md): valid bets with any sandbox vendor through the
 * seamless-wallet protocol, the loyalty catch-up run to completion, and a player's points.
 */
import { loyaltyCatchUp } from '@/server/modules/vip/vip.plugin';
import type { TestApp } from './helpers';
import { call, expectOk, type Player } from './wallet-support';

export { playVendor } from './vendor-support';

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
