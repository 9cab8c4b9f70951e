/**
 * Responsible gaming (issue 27, docs/responsible-gaming.md): an excluded player is refused at deposit (request and
 * credit), every bet path (the seamless-wallet protocol with its own codes, originals, lottery), promotions (no
 * offers, no claims, no credits), referral rewards, agent earnings and agent transfers.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { awardLoyalty } from '@/server/modules/bonus/loyalty-award';
import { windowFigures } from '@/server/modules/contracts/contract-figures';
import { recordExclusion } from '@/server/modules/member/protection.service';
import { payReferral } from '@/server/modules/referral/referral.service';
import { northBet } from './lottery-support';
import { bet, launchReal } from './originals-support';
import { ctxOf, sessionOf, setupSuite, t, takes } from './protection-suite';
import { openBet, playVendor, uuid, vendorClient, vendorPlayer } from './vendor-support';
import {
  brandOf,
  call,
  expectError,
  expectOk,
  fund,
  makePlayer,
  PAY_PASSWORD,
  postCallback,
} from './wallet-support';

setupSuite();

describe('an excluded player is refused on every path', () => {
  it('deposit request, and the credit of an order made before the exclusion', async () => {
    const player = await makePlayer(t);
    const order = expectOk<{ orderNo: string }>(
      await call(t, 'POST', '/wps/cashier/deposit', {
        ...player,
        body: { method: 'GCASH_QR', amount: '500', idempotencyKey: randomUUID() },
      }),
    );
    await takes(player, '1w');
    const again = await sessionOf(player);
    expectError(
      await call(t, 'POST', '/wps/cashier/deposit', {
        ...again,
        body: { method: 'GCASH_QR', amount: '500', idempotencyKey: randomUUID() },
      }),
      403,
      'protection_break',
    );
    // The provider reports the earlier order paid: nothing is credited, the order fails with the reason.
    const row = await t.db
      .selectFrom('payment_deposit')
      .selectAll()
      .where('order_no', '=', order.orderNo)
      .executeTakeFirstOrThrow();
    const body = JSON.stringify({
      orderNo: order.orderNo,
      status: 'success',
      amount: row.amount.toString(),
      currency: row.currency,
      providerTxnId: `T${randomUUID().slice(0, 8)}`,
    });
    const callback = await postCallback(t, 'aurora', 'GCASH_QR', body);
    expect(callback.statusCode, callback.body).toBe(200);
    const after = await t.db
      .selectFrom('payment_deposit')
      .select(['status', 'failure_reason', 'transfer_id'])
      .where('order_no', '=', order.orderNo)
      .executeTakeFirstOrThrow();
    expect(after).toEqual({
      status: 'failed',
      failure_reason: 'refused: protection_break',
      transfer_id: null,
    });
  });

  it('seamless-wallet bet: the vendor is answered RS_ERROR_USER_DISABLED, nothing posted; wins still settle', async () => {
    const player = await makePlayer(t);
    await fund(t, player, 100_000n);
    const open = await openBet(t, player, 'PG', 1000);
    await recordExclusion(ctxOf('aurora'), player.id, '1m', { player: true });
    const client = vendorClient(t, 'PG');
    const p = await vendorPlayer(t, 'PG', { player });
    const transfers = await t.db.selectFrom('ledger_transfer').select('id').execute();
    const answer = await client.post('bet', {
      request_uuid: uuid(),
      user: `${p.id}`,
      currency: p.currency,
      token: p.vendorToken,
      transaction_uuid: uuid(),
      round: `r-${uuid()}`,
      round_closed: false,
      game_code: open.game.gameCode,
      amount: 500,
    });
    expect(answer.status).toBe('RS_ERROR_USER_DISABLED');
    expect(await t.db.selectFrom('ledger_transfer').select('id').execute()).toHaveLength(transfers.length);
    // The round open before the break still settles (the player is paid what they won).
    await open.settle(2000);
  });

  it('seamless-wallet retry: a bet taken before the break answers its retry as it answered the first time', async () => {
    const player = await makePlayer(t);
    await fund(t, player, 100_000n);
    const client = vendorClient(t, 'PG');
    const p = await vendorPlayer(t, 'PG', { player });
    const open = await openBet(t, player, 'PG', 1000);
    const body = {
      request_uuid: uuid(),
      user: `${p.id}`,
      currency: p.currency,
      token: p.vendorToken,
      transaction_uuid: uuid(),
      round: `r-${uuid()}`,
      round_closed: false,
      game_code: open.game.gameCode,
      amount: 500,
    };
    const first = await client.post('bet', body);
    expect(first.status).toBe('RS_OK');
    await recordExclusion(ctxOf('aurora'), player.id, '1m', { player: true });
    const transfers = await t.db.selectFrom('ledger_transfer').select('id').execute();
    // The vendor did not hear the answer and sends the same bet again: same answer, nothing posted twice.
    const retry = await client.post('bet', { ...body, request_uuid: uuid() });
    expect({ ...retry, request_uuid: '' }).toEqual({ ...first, request_uuid: '' });
    expect(await t.db.selectFrom('ledger_transfer').select('id').execute()).toHaveLength(transfers.length);
    // A new bet is refused.
    const fresh = await client.post('bet', { ...body, request_uuid: uuid(), transaction_uuid: uuid() });
    expect(fresh.status).toBe('RS_ERROR_USER_DISABLED');
  });

  it('originals and lottery refuse with the break, not a generic error', async () => {
    const client = await launchReal(t, 'dice', { funds: 100_000n });
    const player = client.player!;
    await recordExclusion(ctxOf('aurora'), player.id, '6w', { player: true });
    expectError(
      await bet(t, client, 'dice', '1.00', { target: 50, direction: 'over' }),
      403,
      'protection_break',
    );
    const bettor = await makePlayer(t);
    await fund(t, bettor, 100_000n);
    await recordExclusion(ctxOf('aurora'), bettor.id, '24h', { player: true });
    const lottery = await call(t, 'POST', '/wps/lottery/bets', {
      ...(await sessionOf(bettor)),
      body: await northBet(t),
    });
    expectError(lottery, 403, 'protection_break');
  });

  it('promotions: none offered, none claimed, nothing credited', async () => {
    const player = await makePlayer(t);
    const before = expectOk<{ promotions: unknown[] }>(await call(t, 'GET', '/wps/promotions', player));
    expect(before.promotions.length).toBeGreaterThan(0);
    await takes(player, '24h');
    const again = await sessionOf(player);
    expect(
      expectOk<{ promotions: unknown[] }>(await call(t, 'GET', '/wps/promotions', again)).promotions,
    ).toEqual([]);
    const promotion = brandOf(t, 'aurora').promotions[0]!;
    expectError(
      await call(t, 'POST', `/wps/promotions/${promotion.id}/claim`, { ...again, body: {} }),
      403,
      'protection_break',
    );
    await expect(
      awardLoyalty(t.db, {
        brand: brandOf(t, 'aurora'),
        accountId: player.id,
        program: 'vip',
        kind: 'vip',
        key: `rg-test:${player.id}`,
        source: 'test',
        amount: 1000n,
        turnoverMultiplier: 1,
        status: 'credited',
      } as Parameters<typeof awardLoyalty>[1]),
    ).rejects.toMatchObject({ code: 'protection_break' });
  });

  it('referral rewards: none for an excluded referrer nor for an excluded referee', async () => {
    const brand = brandOf(t, 'aurora');
    const cfg = {
      title: undefined,
      reward: { amount: 1000, turnoverMultiplier: 1 },
    } as unknown as Parameters<typeof payReferral>[2];
    const referrer = await makePlayer(t);
    const referee = await makePlayer(t);
    await recordExclusion(ctxOf('aurora'), referee.id, '24h', { player: true });
    await expect(
      payReferral(
        t.db,
        brand,
        cfg,
        { id: referee.id, username: referee.username, referrer_id: referrer.id },
        null,
      ),
    ).rejects.toMatchObject({ code: 'protection_break' });
    const referee2 = await makePlayer(t);
    await recordExclusion(ctxOf('aurora'), referrer.id, '6m', { player: true });
    await expect(
      payReferral(
        t.db,
        brand,
        cfg,
        { id: referee2.id, username: referee2.username, referrer_id: referrer.id },
        null,
      ),
    ).rejects.toMatchObject({ code: 'protection_self_excluded' });
  });

  it('agents: no earnings from an excluded member, no transfer to one', async () => {
    const agent = await makePlayer(t, { type: 1 });
    const member = await makePlayer(t, { uplineId: agent.id });
    const keeps = await makePlayer(t, { uplineId: agent.id });
    for (const p of [member, keeps]) {
      await fund(t, p, 100_000n);
      await playVendor(t, p, 'PG', 1000, 0);
    }
    await fund(t, agent, 100_000n);
    const from = new Date(Date.now() - 3_600_000);
    const window = {
      contract: 1n,
      agent: agent.id,
      from,
      to: new Date(Date.now() + 60_000),
      thresholds: [0n],
    };
    const members = async () =>
      ((await windowFigures(t.db, 'aurora', 'dividend', [window])).rows.get(1n)?.get(0n) ?? [])
        .map((r) => r.account)
        .sort();
    expect(await members()).toEqual([member.id, keeps.id].sort());
    await recordExclusion(ctxOf('aurora'), member.id, '5y', { actor: 'ops:test', reason: 'by phone' });
    expect(await members()).toEqual([keeps.id]);
    expectError(
      await call(t, 'POST', '/wps/agent/transfer/downline', {
        ...agent,
        body: {
          amount: '25',
          downline: member.username,
          paymentPassword: PAY_PASSWORD,
          idempotencyKey: randomUUID(),
        },
      }),
      403,
      'protection_self_excluded',
    );
    expectOk(
      await call(t, 'POST', '/wps/agent/transfer/downline', {
        ...agent,
        body: {
          amount: '25',
          downline: keeps.username,
          paymentPassword: PAY_PASSWORD,
          idempotencyKey: randomUUID(),
        },
      }),
    );
  });
});
