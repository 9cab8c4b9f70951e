/**
 * Cashback on net loss (a rebate with basis net_loss, docs/promotions.md): a percentage of what the player lost in
 * the period (stake − payout over the rebate's categories), capped, nothing for a player who won overall, and the
 * job run twice credits once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkLedger } from '@/server/modules/ledger/ledger.check';
import { runRebates } from '@/server/modules/promotions/rebate';
import { BASE, createPromoApp, type PromoApp, playValid } from './promotions-support';
import { brandOf, fund, makePlayer, type Player } from './wallet-support';

let t: PromoApp;
beforeAll(async () => {
  t = await createPromoApp([
    {
      ...BASE,
      id: 'cashback',
      kind: 'rebate',
      category: 'rebate',
      participation: 'auto',
      reward: {
        basis: 'net_loss',
        percentBp: 1000,
        period: 'day',
        categories: ['RNG'],
        cap: 2500,
        min: 1,
        payout: 'auto',
      },
    },
  ]);
}, 120_000);
afterAll(async () => t?.close());

const ctx = () => ({ db: t.db, brand: brandOf(t, 'aurora') });
const cashback = (player: Player) =>
  t.db
    .selectFrom('promotion_bonus')
    .select(['amount', 'status'])
    .where('account_id', '=', player.id)
    .where('promotion_id', '=', 'cashback')
    .execute();

describe('cashback on net loss', () => {
  it('pays 10 % of the net loss (capped), nothing to a winner, once however often the job runs', async () => {
    const loser = await makePlayer(t);
    const mixed = await makePlayer(t);
    const winner = await makePlayer(t);
    for (const p of [loser, mixed, winner]) await fund(t, p, 100_000n);
    await playValid(t, loser, 10_000, 3); // lost 300.00 → 30.00, capped at 25.00
    await playValid(t, mixed, 10_000, 1); // lost 100.00
    await playValid(t, mixed, 10_000, 1, 15_000); // won 50.00 back → net loss 50.00 → 5.00
    await playValid(t, winner, 10_000, 1, 30_000); // won 200.00 → nothing
    const tomorrow = new Date(Date.now() + 86_400_000);
    await Promise.all([runRebates(ctx(), tomorrow), runRebates(ctx(), tomorrow)]);
    await runRebates(ctx(), tomorrow);
    expect(await cashback(loser)).toEqual([{ amount: 2500n, status: 'credited' }]);
    expect(await cashback(mixed)).toEqual([{ amount: 500n, status: 'credited' }]);
    expect(await cashback(winner)).toEqual([]);
    expect((await checkLedger(t.db)).ok).toBe(true);
  });
});
