import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adjustPoints } from '@/server/domains/engagement';
import type { TestApp } from './helpers';
import { matrix, queuesApp, sessionsByRole } from './office-queues-support';
import {
  balance,
  brandOf,
  call,
  expectOk,
  key,
  makePlayer,
  PAY_PASSWORD,
  type Player,
} from './wallet-support';

/**
 * The back office's loyalty screens, part 1 (issue 26): points-mall redeems (the queue, approve credits a voucher,
 * reject returns points and stock, a decided redeem refused) and points adjustments — the role × action matrix,
 * brand isolation, reasons, audit rows with the staff member. Referrals: office-loyalty-referrals.test.ts.
 */

let t: TestApp;
let s: Awaited<ReturnType<typeof sessionsByRole>>;
const A = '/office/api/b/aurora';

beforeAll(async () => {
  t = await queuesApp();
  s = await sessionsByRole(t);
}, 60_000);
afterAll(() => t?.close());

const give = (player: Player, points: number) =>
  adjustPoints(
    { db: t.db, brand: brandOf(t, player.brand) },
    player.id,
    BigInt(points),
    'test',
    'test points',
    key(),
  );

async function redeem(player: Player, itemId: string) {
  return expectOk<{ referenceNo: string }>(
    await call(t, 'POST', '/wps/relay/passwordCheck/MCS2_redeemPointReward', {
      ...player,
      body: {
        itemId,
        paymentPassword: PAY_PASSWORD,
        address: '12 Rizal Street, Manila',
        mobile: '0917 123 4567',
        idempotencyKey: key(),
      },
    }),
  ).referenceNo;
}

const pointsOf = async (player: Player) =>
  Number(
    (
      await t.db
        .selectFrom('points_balance')
        .select('balance')
        .where('account_id', '=', player.id)
        .executeTakeFirst()
    )?.balance ?? 0,
  );

const soldOf = async (item: string) =>
  (
    await t.db
      .selectFrom('points_stock')
      .select('sold')
      .where('brand_code', '=', 'aurora')
      .where('item_id', '=', item)
      .executeTakeFirst()
  )?.sold ?? 0;

const auditOf = (target: string) =>
  t.db
    .selectFrom('ops_action')
    .select(['action', 'actor', 'staff_id', 'reason'])
    .where('target', '=', target)
    .orderBy('id')
    .execute();

const staffId = async (username: string) =>
  (await t.db.selectFrom('staff').select('id').where('username', '=', username).executeTakeFirstOrThrow()).id;

describe('points-mall redeems', () => {
  it('role × action matrix: marketing and owner decide, support and auditor read, finance and risk nothing; lotus staff 404', async () => {
    const read = await matrix(
      s,
      { method: 'GET', url: `${A}/loyalty/redeems` },
      ['owner', 'support', 'marketing', 'auditor'],
      200,
    );
    expect(read.seen).toEqual(read.expected);
    // An unknown reference: the roles that may decide reach the service (redeem_not_found), the others are refused.
    const decide = await matrix(
      s,
      { method: 'POST', url: `${A}/loyalty/redeems/NOPE123/approve`, body: { reason: 'shipped' } },
      ['owner', 'marketing'],
      404,
    );
    expect(decide.seen).toEqual(decide.expected);
    const missing = await s.marketing.call('POST', `${A}/loyalty/redeems/NOPE123/approve`, { reason: 'ok!' });
    expect(missing.json.code).toBe('redeem_not_found');
    expect(
      (await s.support.call('POST', `${A}/loyalty/redeems/NOPE123/approve`, { reason: 'ok!' })).json.code,
    ).toBe('forbidden');
  });

  it('lists the queue oldest first with player, item, points and voucher amount; counts it in the menu', async () => {
    const player = await makePlayer(t);
    await give(player, 3_000);
    const first = await redeem(player, 'cash-10');
    const second = await redeem(player, 'mug');
    const page = await s.support.call('GET', `${A}/loyalty/redeems?status=processing&pageSize=100`);
    expect(page.status).toBe(200);
    const mine = page.json.value.list.filter((r: { player: string }) => r.player === player.username);
    expect(mine.map((r: { referenceNo: string }) => r.referenceNo)).toEqual([first, second]);
    expect(mine[0]).toMatchObject({
      itemId: 'cash-10',
      itemName: expect.any(String),
      type: 'voucher',
      points: 1_000,
      amount: '10.00',
      status: 'processing',
      decidedBy: null,
    });
    expect(mine[1]).toMatchObject({ itemId: 'mug', type: 'goods', points: 500, amount: null });
    const ids = page.json.value.list.map((r: { createdAt: string }) => r.createdAt);
    expect([...ids].sort()).toEqual(ids);
    const counts = await s.marketing.call('GET', `${A}/counts`);
    expect(counts.json.value.counts.redeems).toBe(page.json.value.total);
    expect(page.json.value.total).toBeGreaterThanOrEqual(2);
    // Finance does not see the loyalty count.
    expect((await s.finance.call('GET', `${A}/counts`)).json.value.counts.redeems).toBeUndefined();
  });

  it('approving a voucher credits its amount once (the CLI service), recorded with the staff member; a second decision is refused', async () => {
    const player = await makePlayer(t);
    await give(player, 1_000);
    const ref = await redeem(player, 'cash-10');
    const before = Number(await balance(t, player));
    // A reason is required: nothing changes without one.
    expect((await s.marketing.call('POST', `${A}/loyalty/redeems/${ref}/approve`, {})).status).toBe(400);
    expect(
      (await s.marketing.call('POST', `${A}/loyalty/redeems/${ref}/approve`, { reason: 'x' })).status,
    ).toBe(400);
    expect(Number(await balance(t, player))).toBe(before);
    const approved = await s.marketing.call('POST', `${A}/loyalty/redeems/${ref}/approve`, {
      reason: 'voucher checked',
    });
    expect(approved.status, JSON.stringify(approved.json)).toBe(200);
    expect(approved.json.value).toEqual({ referenceNo: ref, status: 'approved', paidAmount: '10.00' });
    expect(Number(await balance(t, player))).toBeCloseTo(before + 10, 2);
    const again = await s.owner.call('POST', `${A}/loyalty/redeems/${ref}/reject`, {
      reason: 'changed my mind',
    });
    expect(again.status).toBe(409);
    expect(again.json.code).toBe('redeem_decided');
    expect(Number(await balance(t, player))).toBeCloseTo(before + 10, 2);
    expect(await auditOf(`redeem ${ref}`)).toEqual([
      {
        action: 'points-approve',
        actor: `staff:${s.marketing.staff.username}`,
        staff_id: await staffId(s.marketing.staff.username),
        reason: 'voucher checked',
      },
    ]);
    const decided = await s.auditor.call('GET', `${A}/loyalty/redeems?status=approved&pageSize=100`);
    expect(decided.json.value.list.find((r: { referenceNo: string }) => r.referenceNo === ref)).toMatchObject(
      {
        status: 'approved',
        decidedBy: `staff:${s.marketing.staff.username}`,
        decidedReason: 'voucher checked',
        paidAmount: '10.00',
      },
    );
    // The player sees it approved with the money paid.
    const mine = expectOk<{ list: { referenceNo: string; status: string; paidAmount: string | null }[] }>(
      await call(t, 'GET', '/wps/relay/MCS2_getRedeemPointList', player),
    );
    expect(mine.list[0]).toMatchObject({ referenceNo: ref, status: 'approved', paidAmount: '10.00' });
  });

  it('rejecting returns the points and the stock', async () => {
    const player = await makePlayer(t);
    await give(player, 500);
    const sold = await soldOf('mug');
    const ref = await redeem(player, 'mug');
    expect(await pointsOf(player)).toBe(0);
    expect(await soldOf('mug')).toBe(sold + 1);
    const rejected = await s.owner.call('POST', `${A}/loyalty/redeems/${ref}/reject`, {
      reason: 'no such street',
    });
    expect(rejected.json.value).toEqual({ referenceNo: ref, status: 'rejected', paidAmount: null });
    expect(await pointsOf(player)).toBe(500);
    expect(await soldOf('mug')).toBe(sold);
    expect((await auditOf(`redeem ${ref}`)).map((a) => [a.action, a.reason])).toEqual([
      ['points-reject', 'no such street'],
    ]);
  });

  it("another brand's redeem through aurora's path is 404 and stays processing", async () => {
    const lotusPlayer = await makePlayer(t, { brand: 'lotus' });
    await give(lotusPlayer, 600);
    const ref = await redeem(lotusPlayer, 'mug');
    const probe = await s.marketing.call('POST', `${A}/loyalty/redeems/${ref}/approve`, {
      reason: 'probe it',
    });
    expect(probe.status).toBe(404);
    expect(probe.json.code).toBe('redeem_not_found');
    const listed = await s.marketing.call('GET', `${A}/loyalty/redeems?pageSize=100`);
    expect(listed.json.value.list.some((r: { referenceNo: string }) => r.referenceNo === ref)).toBe(false);
    const row = await t.db
      .selectFrom('points_redeem')
      .select('status')
      .where('reference_no', '=', ref)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('processing');
  });
});

describe('points adjustments', () => {
  const adjust = (session = s.marketing, body: Record<string, unknown> = {}) =>
    session.call('POST', `${A}/loyalty/points-adjust`, {
      points: 100,
      reason: 'goodwill',
      idempotencyKey: key(),
      ...body,
    });

  it('adds once per key, never below 0 (the service refuses, translated), recorded with the staff member', async () => {
    const player = await makePlayer(t);
    const idempotencyKey = key();
    const first = await adjust(s.marketing, { username: player.username, points: 700, idempotencyKey });
    expect(first.json.value).toEqual({ username: player.username, balance: 700, replayed: false });
    const retried = await adjust(s.marketing, { username: player.username, points: 700, idempotencyKey });
    expect(retried.json.value).toEqual({ username: player.username, balance: 700, replayed: true });
    const below = await adjust(s.owner, { username: player.username, points: -701 });
    expect(below.status).toBe(400);
    expect(below.json.code).toBe('points_insufficient');
    expect(below.json.message).toContain('700');
    expect((await adjust(s.owner, { username: player.username, points: -200 })).json.value.balance).toBe(500);
    expect(await pointsOf(player)).toBe(500);
    const rows = await auditOf(`account ${player.id}`);
    expect(rows.map((r) => [r.action, r.actor, r.reason])).toEqual([
      ['points-adjust', `staff:${s.marketing.staff.username}`, 'goodwill'],
      ['points-adjust', `staff:${s.owner.staff.username}`, 'goodwill'],
    ]);
    expect(rows[0]!.staff_id).toBe(await staffId(s.marketing.staff.username));
  });

  it('refuses 0 points, a missing reason or key, read-only roles, unknown and other-brand players', async () => {
    const player = await makePlayer(t);
    expect((await adjust(s.marketing, { username: player.username, points: 0 })).json.code).toBe(
      'points_invalid',
    );
    expect((await adjust(s.marketing, { username: player.username, reason: '' })).status).toBe(400);
    expect((await adjust(s.marketing, { username: player.username, idempotencyKey: 'k1' })).status).toBe(400);
    for (const role of ['support', 'auditor', 'finance', 'risk'] as const)
      expect((await adjust(s[role], { username: player.username })).status).toBe(403);
    expect((await adjust(s.lotusOwner, { username: player.username })).status).toBe(404);
    const unknown = await adjust(s.marketing, { username: 'nobody-here-at-all' });
    expect(unknown.status).toBe(404);
    expect(unknown.json.code).toBe('user_not_found');
    const lotusPlayer = await makePlayer(t, { brand: 'lotus' });
    expect((await adjust(s.marketing, { username: lotusPlayer.username })).status).toBe(404);
    expect(await pointsOf(player)).toBe(0);
    expect(await pointsOf(lotusPlayer)).toBe(0);
  });
});
