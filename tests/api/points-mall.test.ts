/**
 * The points mall (docs/vip-points.md): points from valid bets at each type's ratio (seamless-wallet vendors and
 * an in-house original) and from deposits, once per bet, within the catch-up; redeem (stock 1 under 20 concurrent
 * redeemers, payment password, bad input), operator approval and rejection, conversion to the main wallet.
 */
import AES from 'crypto-js/aes.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkLedger } from '@/server/modules/ledger/ledger.check';
import { pointsProblems } from '@/server/modules/points/points.repository';
import { adjustPoints } from '@/server/modules/points/points-records';
import { payloadKey } from '@/server/plugins/payload';
import { catchUp, entriesOf, playVendor, pointsOf } from './loyalty-support';
import { bet, launchReal } from './originals-support';
import { createPromoApp, opsCli, type PromoApp } from './promotions-support';
import {
  balance,
  brandOf,
  call,
  expectError,
  expectOk,
  fund,
  key,
  makePlayer,
  PAY_PASSWORD,
  type Player,
  sandboxDeposit,
} from './wallet-support';

let t: PromoApp;
beforeAll(async () => {
  t = await createPromoApp([]);
}, 120_000);
afterAll(async () => t?.close());

const give = async (player: Player, points: number) =>
  adjustPoints(
    { db: t.db, brand: brandOf(t, player.brand) },
    player.id,
    BigInt(points),
    'test',
    'test points',
    key(),
  );

const redeemCall = (player: Player, body: Record<string, unknown>) =>
  call(t, 'POST', '/wps/relay/passwordCheck/MCS2_redeemPointReward', {
    ...player,
    body: {
      itemId: 'mug',
      paymentPassword: PAY_PASSWORD,
      address: '12 Rizal Street, Manila',
      mobile: '0917 123 4567',
      idempotencyKey: key(),
      ...body,
    },
  });

describe('earning', () => {
  it('credits valid bets at each type ratio once, and a corrected result does not credit again', async () => {
    const player = await makePlayer(t);
    await fund(t, player, 1_000_000n);
    // aurora: slots 1, live 0.5, pvp 0.8, sports 0.8 points per ₱1.
    const slots = await playVendor(t, player, 'PG', 10_000);
    await playVendor(t, player, 'EVO', 10_000);
    await playVendor(t, player, 'KM', 10_000);
    await playVendor(t, player, 'SABA', 10_000, 25_000);
    // A draw (payout = stake) is not a valid bet: no points.
    await playVendor(t, player, 'PG', 10_000, 10_000);
    expect(await pointsOf(t, player)).toBe(0);
    await catchUp(t);
    const entries = await entriesOf(t, player);
    expect(entries.map((e) => [e.type, Number(e.points)]).sort()).toEqual(
      [
        ['live', 50],
        ['pvp', 80],
        ['slots', 100],
        ['sports', 80],
      ].sort(),
    );
    expect(await pointsOf(t, player)).toBe(310);
    // A second win on the settled bet (a corrected result) re-fires the triggers: no second credit.
    const again = {
      ...slots.win,
      request_uuid: crypto.randomUUID(),
      transaction_uuid: crypto.randomUUID(),
      amount: 500,
    };
    expect((await slots.client.post('win', again)).status).toBe('RS_OK');
    await catchUp(t);
    expect(await pointsOf(t, player)).toBe(310);
    const details = expectOk<{ list: { type: string; points: number; balance: number; ratio: string }[] }>(
      await call(t, 'GET', '/wps/relay/ODSFE2_MemTransDet?pageSize=10', player),
    );
    expect(details.list[0]).toMatchObject({ balance: 310 });
    expect(details.list.find((d) => d.type === 'live')).toMatchObject({ points: 50, ratio: '0.5' });
  });

  it('credits an in-house original (as slots) and a deposit at the deposit ratio; fractions carry over', async () => {
    const player = await makePlayer(t);
    await fund(t, player, 100_000n);
    const client = await launchReal(t, 'dice', { player });
    expectOk(await bet(t, client, 'dice', '10.00', { target: 50.5, direction: 'under' }));
    await catchUp(t);
    expect((await entriesOf(t, player)).map((e) => [e.type, Number(e.points)])).toEqual([['slots', 10]]);
    // Deposit ratio 0.1: ₱155 → 15.5 points: 15 now, the half carried.
    await sandboxDeposit(t, player, '155');
    await catchUp(t);
    expect(await pointsOf(t, player)).toBe(25);
    await sandboxDeposit(t, player, '105');
    await catchUp(t);
    expect(await pointsOf(t, player)).toBe(36);
  });
});

describe('redeem', () => {
  it('gives stock 1 to exactly one of 20 concurrent redeemers; the others keep their points', async () => {
    const players = await Promise.all(Array.from({ length: 20 }, () => makePlayer(t)));
    for (const p of players) await give(p, 60_000);
    const answers = await Promise.all(players.map((p) => redeemCall(p, { itemId: 'phone' })));
    const won = answers.filter((a) => a.statusCode === 200);
    expect(won).toHaveLength(1);
    for (const a of answers.filter((x) => x.statusCode !== 200)) expectError(a, 409, 'reward_out_of_stock');
    const points = await Promise.all(players.map((p) => pointsOf(t, p)));
    expect(points.filter((p) => p === 10_000)).toHaveLength(1);
    expect(points.filter((p) => p === 60_000)).toHaveLength(19);
    const items = expectOk<{ items: { id: string; stock: number | null }[] }>(
      await call(t, 'GET', '/wps/relay/MCS2_getPointReward', players[0]),
    );
    expect(items.items.find((i) => i.id === 'phone')?.stock).toBe(0);
  });

  it('refuses without points, with a wrong payment password or bad fields, and moves nothing', async () => {
    const player = await makePlayer(t);
    expectError(await redeemCall(player, {}), 400, 'points_insufficient');
    await give(player, 1_000);
    expectError(await redeemCall(player, { paymentPassword: '000000' }), 400, 'payment_password_wrong');
    const mobile = expectError<{ field: string }>(
      await redeemCall(player, { mobile: 'call me' }),
      400,
      'field_invalid',
    );
    expect(mobile.value.field).toBe('mobile');
    expectError(await redeemCall(player, { address: ' ' }), 400, 'field_invalid');
    expectError(await redeemCall(player, { itemId: 'nope' }), 404, 'reward_not_found');
    expectError(await redeemCall(player, { quantity: 4 }), 400, 'field_invalid');
    expectError(await redeemCall(player, { extra: 1 }), 400, 'invalid_request');
    expect(await pointsOf(t, player)).toBe(1_000);
    const list = expectOk<{ total: number }>(
      await call(t, 'GET', '/wps/relay/MCS2_getRedeemPointList', player),
    );
    expect(list.total).toBe(0);
  });

  it('an operator rejects (points and stock come back) or approves a voucher (its amount is credited)', async () => {
    const player = await makePlayer(t);
    await give(player, 20_000);
    const stockOf = async () =>
      expectOk<{ items: { id: string; stock: number | null }[] }>(
        await call(t, 'GET', '/wps/relay/MCS2_getPointReward?type=goods', player),
      ).items.find((i) => i.id === 'earbuds')!.stock;
    const stock = await stockOf();
    const goods = expectOk<{ referenceNo: string; status: string; balance: number }>(
      await redeemCall(player, { itemId: 'earbuds' }),
    );
    expect(goods).toMatchObject({ status: 'processing', balance: 15_000 });
    expect(await stockOf()).toBe(stock! - 1);
    const rejected = await opsCli(t, [
      'points-reject',
      '--brand',
      'aurora',
      '--ref',
      goods.referenceNo,
      '--by',
      'alice',
      '--reason',
      'no such street',
    ]);
    expect(rejected.status, rejected.output).toBe(0);
    expect(await pointsOf(t, player)).toBe(20_000);
    expect(await stockOf()).toBe(stock);
    const voucher = expectOk<{ referenceNo: string }>(await redeemCall(player, { itemId: 'cash-100' }));
    const before = await balance(t, player);
    const approved = await opsCli(t, [
      'points-approve',
      '--brand',
      'aurora',
      '--ref',
      voucher.referenceNo,
      '--by',
      'alice',
      '--reason',
      'ok',
    ]);
    expect(approved.status, approved.output).toBe(0);
    expect(Number(await balance(t, player))).toBeCloseTo(Number(before) + 100, 2);
    const again = await opsCli(t, [
      'points-reject',
      '--brand',
      'aurora',
      '--ref',
      voucher.referenceNo,
      '--by',
      'alice',
      '--reason',
      'late',
    ]);
    expect(again.status).not.toBe(0);
    const list = expectOk<{
      list: {
        referenceNo: string;
        status: string;
        paidAccount: string | null;
        paidAmount: string | null;
        remark: string | null;
      }[];
    }>(await call(t, 'GET', '/wps/relay/MCS2_getRedeemPointList', player));
    expect(list.list).toEqual([
      expect.objectContaining({
        referenceNo: voucher.referenceNo,
        status: 'approved',
        paidAccount: player.username,
        paidAmount: '100.00',
      }),
      expect.objectContaining({
        referenceNo: goods.referenceNo,
        status: 'rejected',
        remark: 'no such street',
      }),
    ]);
    const actions = await t.db.selectFrom('ops_action').selectAll().where('actor', '=', 'alice').execute();
    expect(actions.map((a) => a.action).sort()).toEqual(['points-approve', 'points-reject']);
  });
});

describe('convert', () => {
  const convert = (player: Player, points: unknown, idempotencyKey = key(), paymentPassword = PAY_PASSWORD) =>
    call(t, 'POST', '/wps/relay/passwordCheck/MCS2_convertPoint', {
      ...player,
      body: { points, paymentPassword, idempotencyKey },
    });

  it('posts points to the main wallet at the brand ratio through the ledger, once per key', async () => {
    const player = await makePlayer(t);
    await give(player, 1_250);
    const k = key();
    const first = expectOk<{ amount: string; pointsLeft: number; replayed: boolean }>(
      await convert(player, 1_200, k),
    );
    expect(first).toMatchObject({ amount: '12.00', pointsLeft: 50, replayed: false });
    expect(expectOk<{ replayed: boolean }>(await convert(player, 1_200, k)).replayed).toBe(true);
    expect(await balance(t, player)).toBe('12.00');
    expect(await pointsOf(t, player)).toBe(50);
    expectError(await convert(player, 1_100, k), 409, 'idempotency_conflict');
  });

  it('accepts a body sealed with the brand key (spec "encrypt"), like the cashier', async () => {
    const player = await makePlayer(t);
    await give(player, 300);
    const body = { points: 200, paymentPassword: PAY_PASSWORD, idempotencyKey: key() };
    const payload = AES.encrypt(JSON.stringify(body), payloadKey(t.app.secret, 'aurora')).toString();
    const sealed = await call(t, 'POST', '/wps/relay/passwordCheck/MCS2_convertPoint', {
      ...player,
      body: { payload },
    });
    expect(expectOk<{ amount: string }>(sealed).amount).toBe('2.00');
    const bad = await call(t, 'POST', '/wps/relay/passwordCheck/MCS2_redeemPointReward', {
      ...player,
      body: { payload: 'not-a-sealed-body' },
    });
    expectError(bad, 400, 'invalid_request');
    expect(await pointsOf(t, player)).toBe(100);
  });

  it('refuses negative, fractional, below-unit, non-numeric and unaffordable amounts, moving nothing', async () => {
    const player = await makePlayer(t);
    await give(player, 500);
    for (const bad of [-100, 0, 150.5, 50, 250, '100', null])
      expectError(await convert(player, bad), 400, 'points_invalid');
    expectError(await convert(player, 1_000), 400, 'points_insufficient');
    expectError(await convert(player, 100, key(), '999999'), 400, 'payment_password_wrong');
    expect(await pointsOf(t, player)).toBe(500);
    expect(await balance(t, player)).toBe('0.00');
  });

  it('keeps the money ledger and the points ledger consistent (balance = sum of entries)', async () => {
    expect((await checkLedger(t.db)).ok).toBe(true);
    expect(await pointsProblems(t.db)).toEqual([]);
  });
});
