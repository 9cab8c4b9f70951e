/**
 * VIP levels (docs/vip-points.md "VIP"): the level follows valid bets as they settle (exactly at the threshold),
 * the upgrade bonus is awarded once per level (also across catch-up and job reruns), the periodic VIP bonus once
 * per period and player, the public state and GET /wps/member/vip show it, and the cashier enforces the level's
 * withdrawal limits.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JobStopped } from '@/server/jobs/queue';
import { recomputeLevels, vipStep } from '@/server/modules/vip/vip.service';
import { catchUp, playVendor } from './loyalty-support';
import { createPromoApp, type PromoApp } from './promotions-support';
import {
  brandOf,
  call,
  expectError,
  expectOk,
  fund,
  key,
  makePlayer,
  PAY_PASSWORD,
  type Player,
} from './wallet-support';

let t: PromoApp;
beforeAll(async () => {
  t = await createPromoApp([]);
}, 120_000);
afterAll(async () => t?.close());

const bonuses = (player: Player, program: string) =>
  t.db
    .selectFrom('promotion_bonus')
    .selectAll()
    .where('account_id', '=', player.id)
    .where('promotion_id', '=', `loyalty:${program}`)
    .execute();

interface VipView {
  level: number;
  levelName: string;
  percent: number;
  next: {
    level: number;
    validBet: { required: string; done: string; remaining: string; percent: number };
  } | null;
  levels: { level: number; name: string; upgradeBonus: string; perks: string[]; reached: boolean }[];
}

describe('VIP level', () => {
  it('is reached exactly at the threshold as bets settle, with its upgrade bonus once', async () => {
    const player = await makePlayer(t);
    await fund(t, player, 500_000n);
    // aurora level 1: ₱1,000.00 valid bet over 30 days.
    await playVendor(t, player, 'PG', 99_999);
    await catchUp(t);
    let vip = expectOk<VipView>(await call(t, 'GET', '/wps/member/vip', player));
    expect(vip).toMatchObject({ level: 0, levelName: '' });
    expect(vip.next?.validBet).toEqual({
      required: '1000.00',
      done: '999.99',
      remaining: '0.01',
      percent: 99,
    });
    expect(vip.levels).toHaveLength(5);
    expect(vip.levels[0]).toMatchObject({ name: 'Bronze', upgradeBonus: '50.00', reached: false });
    await playVendor(t, player, 'PG', 1);
    await catchUp(t);
    vip = expectOk<VipView>(await call(t, 'GET', '/wps/member/vip', player));
    expect(vip).toMatchObject({ level: 1, levelName: 'Bronze' });
    expect(vip.next).toMatchObject({
      level: 2,
      validBet: { required: '10000.00', done: '1000.00', percent: 10 },
    });
    const state = expectOk(await call(t, 'GET', '/wps/member/publicState', player));
    expect(state).toMatchObject({ hasVip: true, vipLabelName: 'Bronze', vipRankLevel: 1 });
    const ty = expectOk(await call(t, 'GET', '/wps/member/publicState?language=ty', player));
    expect(ty).toMatchObject({ vipLabelName: 'Tanso' });
    // Reruns of the catch-up and of the hourly job award nothing again.
    await catchUp(t);
    await vipStep(t.db, brandOf(t, 'aurora'));
    await vipStep(t.db, brandOf(t, 'aurora'));
    const upgrades = await bonuses(player, 'vip-upgrade');
    expect(upgrades.map((b) => [b.award_key, Number(b.amount), b.status])).toEqual([
      [`vip-upgrade:${player.id}:1`, 5_000, 'claimable'],
    ]);
    const center = expectOk<{ items: { promotionId: string; amount: string }[] }>(
      await call(t, 'GET', '/wps/member/rewards', player),
    );
    expect(center.items.filter((i) => i.promotionId === 'loyalty:vip-upgrade')).toEqual([
      expect.objectContaining({ amount: '50.00' }),
    ]);
  });

  it('skipping levels pays each level reached once; the level is never lowered', async () => {
    const player = await makePlayer(t);
    await fund(t, player, 6_000_000n);
    await playVendor(t, player, 'PG', 5_000_000);
    await catchUp(t);
    const vip = expectOk<VipView>(await call(t, 'GET', '/wps/member/vip', player));
    expect(vip.level).toBe(3);
    expect((await bonuses(player, 'vip-upgrade')).map((b) => Number(b.amount)).sort((a, b) => a - b)).toEqual(
      [5_000, 18_800, 58_800],
    );
    // 90 days later the window holds none of these bets: the recomputation keeps the level.
    const later = new Date(Date.now() + 90 * 86_400_000);
    const raised = await t.db
      .transaction()
      .execute((trx) => recomputeLevels(trx, brandOf(t, 'aurora'), [player.id], later));
    expect(raised).toEqual([]);
    expect(expectOk<VipView>(await call(t, 'GET', '/wps/member/vip', player)).level).toBe(3);
  });

  it('pays the periodic VIP bonus once per period and player across job reruns', async () => {
    const player = await makePlayer(t);
    await fund(t, player, 2_000_000n);
    await playVendor(t, player, 'PG', 1_000_000);
    await catchUp(t);
    const now = new Date();
    await vipStep(t.db, brandOf(t, 'aurora'), now);
    await Promise.all([vipStep(t.db, brandOf(t, 'aurora'), now), vipStep(t.db, brandOf(t, 'aurora'), now)]);
    const paid = await bonuses(player, 'vip-bonus');
    expect(paid).toHaveLength(1);
    expect(Number(paid[0]!.amount)).toBe(5_000); // level 2 (₱10,000 valid bet): ₱50.00 monthly
    // The next month is another period: one more.
    const nextMonth = new Date(now.getTime() + 32 * 86_400_000);
    await vipStep(t.db, brandOf(t, 'aurora'), nextMonth);
    await vipStep(t.db, brandOf(t, 'aurora'), nextMonth);
    expect(await bonuses(player, 'vip-bonus')).toHaveLength(2);
  });

  it('a run stopped between players (a server stop) pays nobody twice, and the next run pays the rest', async () => {
    const brand = brandOf(t, 'aurora');
    const now = new Date();
    await vipStep(t.db, brand, now); // the players of the tests above are paid for this period
    const players: Player[] = [];
    for (let i = 0; i < 4; i++) players.push(await makePlayer(t));
    await t.db
      .updateTable('account')
      .set({ vip_level: 2 })
      .where(
        'id',
        'in',
        players.map((p) => p.id),
      )
      .execute();
    const paid = () =>
      Promise.all(
        players.map(async (p) => [
          (await bonuses(p, 'vip-upgrade')).length,
          (await bonuses(p, 'vip-bonus')).length,
        ]),
      );
    // The job runner's signal, aborted once two players are done (the handler checks it before each player).
    let checks = 0;
    const stopAfterTwo = {
      throwIfAborted() {
        if (++checks > 2) throw new JobStopped();
      },
    } as unknown as AbortSignal;
    await expect(vipStep(t.db, brand, now, stopAfterTwo)).rejects.toBeInstanceOf(JobStopped);
    // Each player is done whole (upgrades of levels 1 and 2, the period bonus) or not at all.
    expect(await paid()).toEqual([
      [2, 1],
      [2, 1],
      [0, 0],
      [0, 0],
    ]);
    expect(await vipStep(t.db, brand, now)).toBe(2);
    expect(await paid()).toEqual(players.map(() => [2, 1]));
  });
});

describe('withdrawal limits per level', () => {
  it('caps the amount per 24 hours by the level (base ₱20,000; level 2 ₱50,000)', async () => {
    const player = await makePlayer(t);
    await fund(t, player, 6_000_000n);
    const payee = expectOk<{ id: string }>(
      await call(t, 'POST', '/wps/member/bankAccounts', {
        ...player,
        body: { bankCode: 'BDO', accountNo: '001234567890', holderName: 'Juan Dela Cruz' },
      }),
    );
    const withdraw = (amount: string) =>
      call(t, 'POST', '/wps/cashier/withdraw', {
        ...player,
        body: { amount, payeeAccountId: payee.id, paymentPassword: PAY_PASSWORD, idempotencyKey: key() },
      });
    const info = expectOk<{ vip: { level: number; dailyAmount: string } }>(
      await call(t, 'GET', '/wps/cashier/withdraw/info', player),
    );
    expect(info.vip).toMatchObject({ level: 0, dailyAmount: '20000.00' });
    expectOk(await withdraw('15000'));
    expectError(await withdraw('5000.01'), 400, 'vip_withdrawal_limit');
    await t.db.updateTable('account').set({ vip_level: 2 }).where('id', '=', player.id).execute();
    expectOk(await withdraw('30000'));
    expectError(await withdraw('5000.01'), 400, 'vip_withdrawal_limit');
  });
});
