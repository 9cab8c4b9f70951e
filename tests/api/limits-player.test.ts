/**
 * The player's own limits (issue 27, docs/responsible-gaming-limits.md): set, lower, raise after 24 hours, remove
 * after 24 hours, the lowest overlapping limit, deposits refused over a deposit limit (HTTP), bets refused over a
 * loss or wager limit (the guard asked directly, as every bet path asks it).
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PlayerLimits } from '@/core/api/identity-limits';
import { ownedAccount, systemAccount, transfer } from '@/server/modules/ledger/ledger.service';
import { protectionRefusal } from '@/server/modules/protection/guard';
import { playerLimits, removeLimit, setLimit } from '@/server/modules/protection/limits.service';
import { createTestApp, type TestApp } from './helpers';
import { brandOf, call, expectError, expectOk, fund, key, makePlayer, type Player } from './wallet-support';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const HOUR = 3_600_000;
const ctxAt = (now: Date) => ({ db: t.db, brand: brandOf(t, 'aurora'), now });
const limitsOf = async (p: Player) => expectOk<PlayerLimits>(await call(t, 'GET', '/wps/member/limits', p));
const put = (p: Player, body: Record<string, unknown>) =>
  call(t, 'PUT', '/wps/member/limits', { ...p, body });
const deposit = (p: Player, amount: string, idempotencyKey = key()) =>
  call(t, 'POST', '/wps/cashier/deposit', { ...p, body: { method: 'GCASH_QR', amount, idempotencyKey } });
const ask = (p: Player, action: 'deposit' | 'bet', amount: bigint, now?: Date) =>
  protectionRefusal(t.db, { accountId: p.id, brandCode: p.brand, action, amount, now });

async function bet(p: Player, stake: bigint, win = 0n) {
  const cash = await ownedAccount(t.db, p.brand, 'PHP', p.id, 'player_cash');
  const vendor = await systemAccount(t.db, p.brand, 'PHP', 'vendor', 'TESTV');
  const posted = await transfer(t.db, {
    brand: p.brand,
    key: `bet:TESTV:${randomUUID()}`,
    from: cash,
    to: vendor,
    amount: stake,
    kind: 'bet',
  });
  expect(posted.status).toBe('posted');
  if (win > 0n) {
    const paid = await transfer(t.db, {
      brand: p.brand,
      key: `win:TESTV:${randomUUID()}`,
      from: vendor,
      to: cash,
      amount: win,
      kind: 'win',
    });
    expect(paid.status).toBe('posted');
  }
}

describe('setting limits', () => {
  it('a new limit applies at once and is listed with what its period has used', async () => {
    const p = await makePlayer(t);
    expect((await limitsOf(p)).limits).toEqual([]);
    const value = expectOk<PlayerLimits>(await put(p, { kind: 'deposit', period: 'day', amount: '1000' }));
    expect(value.currency).toBe('PHP');
    expect(value.coolingOffHours).toBe(24);
    expect(value.limits).toEqual([
      expect.objectContaining({
        kind: 'deposit',
        period: 'day',
        amount: '1000.00',
        pendingAmount: null,
        pendingRemoval: false,
        pendingAt: null,
        used: '0.00',
      }),
    ]);
    expect(Date.parse(value.limits[0]!.resetsAt!)).toBeGreaterThan(Date.now());
  });

  it('refuses a money kind with the session period, minutes out of bounds and bad amounts', async () => {
    const p = await makePlayer(t);
    expectError(await put(p, { kind: 'deposit', period: 'session', amount: '10' }), 400, 'invalid_request');
    expectError(await put(p, { kind: 'session', period: 'day', amount: '60' }), 400, 'invalid_request');
    expectError(
      await put(p, { kind: 'session', period: 'session', amount: '5' }),
      400,
      'limit_minutes_invalid',
    );
    expectError(await put(p, { kind: 'loss', period: 'week', amount: '-5' }), 400, 'amount_not_positive');
    expectError(await put(p, { kind: 'loss', period: 'week', amount: '1.001' }), 400, 'amount_too_precise');
    expectError(await put(p, { kind: 'loss', period: 'year', amount: '5' }), 400, 'invalid_request');
    expect((await limitsOf(p)).limits).toEqual([]);
  });

  it('needs a session', async () => {
    expectError(await call(t, 'GET', '/wps/member/limits'), 401, 'unauthorized');
  });
});

describe('raising, lowering and removing', () => {
  it('a raise waits 24 hours on the clock the service is given, then applies', async () => {
    const p = await makePlayer(t);
    const t0 = new Date();
    await setLimit(ctxAt(t0), p.id, { kind: 'deposit', period: 'month', amount: '100' });
    const raised = await setLimit(ctxAt(t0), p.id, { kind: 'deposit', period: 'month', amount: '500' });
    expect(raised.limits[0]).toMatchObject({
      amount: '100.00',
      pendingAmount: '500.00',
      pendingRemoval: false,
      pendingAt: new Date(t0.getTime() + 24 * HOUR).toISOString(),
    });
    // Asking for the same raise again does not restart the wait.
    await setLimit(ctxAt(new Date(t0.getTime() + HOUR)), p.id, {
      kind: 'deposit',
      period: 'month',
      amount: '500',
    });
    const almost = new Date(t0.getTime() + 24 * HOUR - 1000);
    expect((await playerLimits(ctxAt(almost), p.id)).limits[0]).toMatchObject({ amount: '100.00' });
    expect(await ask(p, 'deposit', 200_00n, almost)).toMatchObject({ code: 'deposit_limit_month' });
    const after = new Date(t0.getTime() + 24 * HOUR);
    expect((await playerLimits(ctxAt(after), p.id)).limits[0]).toMatchObject({
      amount: '500.00',
      pendingAmount: null,
      pendingAt: null,
    });
    expect(await ask(p, 'deposit', 200_00n, after)).toBeNull();
  });

  it('a decrease applies at once and drops a pending raise', async () => {
    const p = await makePlayer(t);
    const t0 = new Date();
    await setLimit(ctxAt(t0), p.id, { kind: 'wager', period: 'week', amount: '300' });
    await setLimit(ctxAt(t0), p.id, { kind: 'wager', period: 'week', amount: '900' });
    const lowered = await setLimit(ctxAt(t0), p.id, { kind: 'wager', period: 'week', amount: '50' });
    expect(lowered.limits[0]).toMatchObject({ amount: '50.00', pendingAmount: null, pendingAt: null });
    const later = new Date(t0.getTime() + 25 * HOUR);
    expect((await playerLimits(ctxAt(later), p.id)).limits[0]).toMatchObject({ amount: '50.00' });
  });

  it('a removal waits 24 hours; the limit holds until then', async () => {
    const p = await makePlayer(t);
    const t0 = new Date();
    await setLimit(ctxAt(t0), p.id, { kind: 'deposit', period: 'day', amount: '10' });
    const removing = await removeLimit(ctxAt(t0), p.id, { kind: 'deposit', period: 'day' });
    expect(removing.limits[0]).toMatchObject({
      amount: '10.00',
      pendingAmount: null,
      pendingRemoval: true,
      pendingAt: new Date(t0.getTime() + 24 * HOUR).toISOString(),
    });
    const before = new Date(t0.getTime() + 23 * HOUR);
    expect(await ask(p, 'deposit', 50_00n, before)).toMatchObject({ code: 'deposit_limit_day' });
    const after = new Date(t0.getTime() + 24 * HOUR + 1000);
    expect((await playerLimits(ctxAt(after), p.id)).limits).toEqual([]);
    expect(await ask(p, 'deposit', 50_00n, after)).toBeNull();
  });

  it('the reality check interval changes at once, both ways', async () => {
    const p = await makePlayer(t);
    await put(p, { kind: 'reality_check', period: 'session', amount: '30' });
    const longer = expectOk<PlayerLimits>(
      await put(p, { kind: 'reality_check', period: 'session', amount: '60' }),
    );
    expect(longer.limits[0]).toMatchObject({ kind: 'reality_check', amount: '60', pendingAmount: null });
    const session = expectOk<PlayerLimits>(
      await put(p, { kind: 'session', period: 'session', amount: '120' }),
    );
    expect(session.limits.map((l) => l.kind)).toEqual(['session', 'reality_check']);
    const raised = expectOk<PlayerLimits>(
      await put(p, { kind: 'session', period: 'session', amount: '240' }),
    );
    expect(raised.limits[0]).toMatchObject({ amount: '120', pendingAmount: '240' });
  });
});

describe('deposits over a deposit limit', () => {
  it('refuses a deposit that takes the day over the limit, naming the limit, period and reset', async () => {
    const p = await makePlayer(t);
    expectOk(await put(p, { kind: 'deposit', period: 'day', amount: '1000' }));
    const firstKey = key();
    const first = expectOk<{ orderNo: string }>(await deposit(p, '600', firstKey));
    const refused = expectError(await deposit(p, '500'), 403, 'deposit_limit_day');
    expect(refused.message).toContain('₱1,000.00');
    expect(refused.message).toContain('₱400.00');
    expect(refused.message).toContain('(Asia/Manila)');
    expect(refused.message).toMatch(/\d{4}-\d{2}-\d{2} 00:00/);
    // A retry of an order already made is answered again, not refused.
    expect(expectOk<{ orderNo: string }>(await deposit(p, '600', firstKey)).orderNo).toBe(first.orderNo);
    expectOk(await deposit(p, '400'));
    expect((await limitsOf(p)).limits[0]).toMatchObject({ used: '1000.00' });
    // Tomorrow (brand day) the period is new.
    expect(await ask(p, 'deposit', 500_00n, new Date(Date.now() + 24 * HOUR))).toBeNull();
  });

  it('a failed order no longer counts', async () => {
    const p = await makePlayer(t);
    expectOk(await put(p, { kind: 'deposit', period: 'week', amount: '300' }));
    const order = expectOk<{ orderNo: string }>(await deposit(p, '300'));
    expectError(await deposit(p, '100'), 403, 'deposit_limit_week');
    await t.db
      .updateTable('payment_deposit')
      .set({ status: 'failed' })
      .where('order_no', '=', order.orderNo)
      .execute();
    expectOk(await deposit(p, '300'));
  });

  it('the lowest overlapping limit applies', async () => {
    const p = await makePlayer(t);
    expectOk(await put(p, { kind: 'deposit', period: 'day', amount: '1000' }));
    expectOk(await put(p, { kind: 'deposit', period: 'week', amount: '500' }));
    expectError(await deposit(p, '600'), 403, 'deposit_limit_week');
    expectOk(await deposit(p, '500'));

    const q = await makePlayer(t);
    expectOk(await put(q, { kind: 'deposit', period: 'month', amount: '1000' }));
    expectOk(await put(q, { kind: 'deposit', period: 'day', amount: '300' }));
    expectError(await deposit(q, '400'), 403, 'deposit_limit_day');
    expectOk(await deposit(q, '300'));
  });

  it('a player without limits deposits as before', async () => {
    const p = await makePlayer(t);
    expectOk(await deposit(p, '5000'));
    expect(await ask(p, 'deposit', 10n ** 12n)).toBeNull();
  });
});

describe('bets over a loss or wager limit', () => {
  it('wager: bets in the period plus the stake may not pass the limit', async () => {
    const p = await makePlayer(t);
    await fund(t, p, 10_000_00n);
    expectOk(await put(p, { kind: 'wager', period: 'day', amount: '1000' }));
    await bet(p, 800_00n, 700_00n);
    expect(await ask(p, 'bet', 200_00n)).toBeNull();
    const refused = await ask(p, 'bet', 200_01n);
    expect(refused).toMatchObject({ code: 'wager_limit_day' });
    expect(refused!.params.left).toMatchObject({ money: '20000', currency: 'PHP' });
    expect((await limitsOf(p)).limits[0]).toMatchObject({ used: '800.00' });
    // A deposit is not a bet.
    expect(await ask(p, 'deposit', 5_000_00n)).toBeNull();
  });

  it('loss: net loss (bets − wins − refunds) plus the stake may not pass the limit', async () => {
    const p = await makePlayer(t);
    await fund(t, p, 10_000_00n);
    expectOk(await put(p, { kind: 'loss', period: 'month', amount: '1000' }));
    await bet(p, 800_00n, 500_00n);
    expect(await ask(p, 'bet', 700_00n)).toBeNull();
    expect(await ask(p, 'bet', 700_01n)).toMatchObject({ code: 'loss_limit_month' });
    // Winning more than staked leaves room above the limit.
    await bet(p, 100_00n, 1_000_00n);
    expect(await ask(p, 'bet', 1_500_00n)).toBeNull();
    expect((await limitsOf(p)).limits[0]).toMatchObject({ used: '0.00' });
  });

  it('loss and wager limits together: whichever is lower for this stake refuses', async () => {
    const p = await makePlayer(t);
    await fund(t, p, 10_000_00n);
    expectOk(await put(p, { kind: 'loss', period: 'day', amount: '2000' }));
    expectOk(await put(p, { kind: 'wager', period: 'week', amount: '1000' }));
    await bet(p, 900_00n, 900_00n);
    expect(await ask(p, 'bet', 100_00n)).toBeNull();
    expect(await ask(p, 'bet', 100_01n)).toMatchObject({ code: 'wager_limit_week' });
  });
});
