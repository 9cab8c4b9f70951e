/**
 * The loyalty reward adapter (src/server/modules/promotions/loyalty-award.ts): a loyalty reward waits in the reward
 * center with its own title, is claimed by its bonusId exactly once under concurrent claims, is paid from the
 * loyalty expense account with its turnover, and stays out of other players' reach.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { awardLoyalty } from '@/server/modules/bonus/loyalty-award';
import { checkLedger } from '@/server/modules/ledger/ledger.check';
import { systemAccount } from '@/server/modules/ledger/ledger.service';
import { createPromoApp, type PromoApp } from './promotions-support';
import { balance, brandOf, call, expectError, expectOk, makePlayer } from './wallet-support';

let t: PromoApp;
beforeAll(async () => {
  t = await createPromoApp([]);
}, 120_000);
afterAll(async () => t?.close());

const reward = (accountId: bigint, key: string, amount = 5_000n) =>
  awardLoyalty(t.db, {
    brand: brandOf(t, 'aurora'),
    accountId,
    program: 'mission:daily-rounds',
    kind: 'mission',
    title: { en: 'Play 10 rounds', ty: 'Maglaro ng 10 round' },
    key,
    source: 'mission daily-rounds 2026-11-24',
    amount,
    turnoverMultiplier: 2,
    budget: 12_000,
    status: 'claimable',
  });

describe('loyalty rewards through the reward center', () => {
  it('lists the reward with its title, pays it once under 50 concurrent claims from the loyalty budget', async () => {
    const player = await makePlayer(t);
    const first = await reward(player.id, `k1:${player.id}`);
    expect(first.replayed).toBe(false);
    expect((await reward(player.id, `k1:${player.id}`)).replayed).toBe(true);
    const center = expectOk<{
      items: { promotionId: string; bonusId: string; title: string; amount: string }[];
    }>(await call(t, 'GET', '/wps/member/rewards', player));
    const item = center.items.find((i) => i.promotionId === 'loyalty:mission:daily-rounds');
    expect(item).toMatchObject({
      title: 'Play 10 rounds',
      amount: '50.00',
      bonusId: first.bonus.id.toString(),
    });
    const expense = await systemAccount(t.db, 'aurora', 'PHP', 'expense', 'loyalty');
    const before = await t.db
      .selectFrom('ledger_account')
      .select('balance')
      .where('id', '=', expense)
      .executeTakeFirstOrThrow();
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        call(t, 'POST', `/wps/member/rewards/${item!.bonusId}/claim`, { ...player, body: {} }),
      ),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.statusCode === 409).length + 1).toBe(50);
    expect(await balance(t, player)).toBe('50.00');
    const after = await t.db
      .selectFrom('ledger_account')
      .select('balance')
      .where('id', '=', expense)
      .executeTakeFirstOrThrow();
    expect(BigInt(before.balance) - BigInt(after.balance)).toBe(5_000n);
    const row = await t.db
      .selectFrom('promotion_bonus')
      .selectAll()
      .where('id', '=', first.bonus.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'credited', turnover_required: 10_000n });
    expect((await checkLedger(t.db)).ok).toBe(true);
  });

  it("refuses another player's reward (404), a promotion's bonus id (404) and a budget overrun (nothing written)", async () => {
    const owner = await makePlayer(t);
    const other = await makePlayer(t);
    const { bonus } = await reward(owner.id, `k2:${owner.id}`);
    expectError(
      await call(t, 'POST', `/wps/member/rewards/${bonus.id}/claim`, { ...other, body: {} }),
      404,
      'promotion_not_found',
    );
    expectError(
      await call(t, 'POST', '/wps/member/rewards/999999999/claim', { ...owner, body: {} }),
      404,
      'promotion_not_found',
    );
    expect((await call(t, 'POST', '/wps/member/rewards/abc/claim', { ...owner, body: {} })).statusCode).toBe(
      400,
    );
    await expect(reward(owner.id, `k3:${owner.id}`, 200_000n)).rejects.toMatchObject({
      code: 'promotion_budget_spent',
    });
    const rows = await t.db
      .selectFrom('promotion_bonus')
      .select('id')
      .where('award_key', '=', `k3:${owner.id}`)
      .execute();
    expect(rows).toEqual([]);
  });
});
