import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settleBrands } from '@/server/domains/agents';
import { type StaffSession, staffSession } from '../support/office';
import { bet, billsOf, commissionPaid, signTop } from './contracts-support';
import type { TestApp } from './helpers';
import { applyWithImage, matrix, queuesApp, sessionsByRole } from './office-queues-support';
import { balance, JPEG, makePlayer } from './wallet-support';

/**
 * The back office's queues, part 1 (issue 26): promotion applications and held contract bills — the role ×
 * action matrix, brand isolation (another brand's record or file through this brand's path is 404), reasons
 * required, the same services as `npm run ops` (paid once), four eyes above the threshold, audit rows with staff.
 */

let t: TestApp;
let s: Awaited<ReturnType<typeof sessionsByRole>>;
const A = '/office/api/b/aurora';

beforeAll(async () => {
  t = await queuesApp();
  s = await sessionsByRole(t);
}, 60_000);
afterAll(() => t?.close());

async function auditOf(target: string) {
  const { rows } = await sql<{
    action: string;
    staff_id: bigint | null;
    reason: string | null;
    actor: string;
  }>`
    select action, staff_id, reason, actor from ops_action where target = ${target} order by id`.execute(
    t.db,
  );
  return rows;
}

describe('promotion applications', () => {
  it('role × action matrix; a lotus staff member gets 404 on aurora', async () => {
    const list = await matrix(
      s,
      { method: 'GET', url: `${A}/promotions/applications` },
      ['owner', 'support', 'marketing', 'auditor'],
      200,
    );
    expect(list.seen).toEqual(list.expected);
    // An unknown application: the allowed roles reach the service (404 of the record), the others are refused.
    const decide = await matrix(
      s,
      {
        method: 'POST',
        url: `${A}/promotions/applications/999999999/approve`,
        body: { reason: 'looks good' },
      },
      ['owner', 'marketing'],
      404,
    );
    expect(decide.seen).toEqual(decide.expected);
  });

  it('lists with the image, approves once (the player is paid) and records the staff member', async () => {
    const player = await makePlayer(t);
    const id = await applyWithImage(t, player);
    const listed = await s.marketing.call('GET', `${A}/promotions/applications`);
    const row = listed.json.value.list.find((a: { id: string }) => a.id === id);
    expect(row).toMatchObject({
      player: player.username,
      comment: 'my big win today',
      promotionId: 'big-win-story',
    });
    expect(row.images).toEqual([{ n: 1, type: 'image/jpeg', size: JPEG.length }]);
    const image = await t.app.inject({
      method: 'GET',
      url: `${A}/promotions/applications/${id}/images/1`,
      headers: { authorization: `Bearer ${s.marketing.token}` },
    });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/jpeg');
    expect(image.rawPayload.equals(JPEG)).toBe(true);
    expect((await s.marketing.call('GET', `${A}/promotions/applications/${id}/images/2`)).status).toBe(404);
    expect((await s.finance.call('GET', `${A}/promotions/applications/${id}/images/1`)).status).toBe(403);

    const counts = await s.marketing.call('GET', `${A}/counts`);
    expect(counts.json.value.counts.promotions).toBeGreaterThanOrEqual(1);

    const noReason = await s.marketing.call('POST', `${A}/promotions/applications/${id}/approve`, {});
    expect(noReason.status).toBe(400);
    const before = await balance(t, player);
    const approved = await s.marketing.call('POST', `${A}/promotions/applications/${id}/approve`, {
      reason: 'win verified',
    });
    expect(approved.status).toBe(200);
    expect(approved.json.value).toEqual({ status: 'approved', approvalId: null });
    expect(Number(await balance(t, player)) - Number(before)).toBe(100);
    const again = await s.owner.call('POST', `${A}/promotions/applications/${id}/approve`, {
      reason: 'again!',
    });
    expect(again.status).toBe(404);
    expect(Number(await balance(t, player)) - Number(before)).toBe(100);
    // Decided: its image is no longer served.
    expect((await s.marketing.call('GET', `${A}/promotions/applications/${id}/images/1`)).status).toBe(404);
    const audit = await auditOf(`application ${id}`);
    expect(audit).toEqual([
      expect.objectContaining({
        action: 'promotion.approve',
        staff_id: expect.anything(),
        reason: 'win verified',
        actor: `staff:${s.marketing.staff.username}`,
      }),
    ]);
  });

  it('rejects with a reason; another brand’s application and image are 404 through aurora’s path', async () => {
    const player = await makePlayer(t);
    const id = await applyWithImage(t, player);
    const rejected = await s.owner.call('POST', `${A}/promotions/applications/${id}/reject`, {
      reason: 'no win shown',
    });
    expect(rejected.json.value.status).toBe('rejected');
    const [row] = await auditOf(`application ${id}`);
    expect(row).toMatchObject({ action: 'promotion.reject', reason: 'no win shown' });
    expect(row?.staff_id).not.toBeNull();

    // A lotus record (inserted as lotus's own would be) is not reachable through aurora.
    const lotusPlayer = await makePlayer(t, { brand: 'lotus' });
    const { rows } = await sql<{ id: bigint }>`insert into promotion_application
        (brand_code, promotion_id, account_id, period_key, comment, images)
      values ('lotus', 'big-win-story', ${lotusPlayer.id}, 'x', 'lotus win',
        ${JSON.stringify([{ file: 'nope.jpg', type: 'image/jpeg', size: 3 }])}::jsonb) returning id`.execute(
      t.db,
    );
    const lotusId = rows[0]!.id.toString();
    expect((await s.owner.call('GET', `${A}/promotions/applications/${lotusId}/images/1`)).status).toBe(404);
    const probe = await s.owner.call('POST', `${A}/promotions/applications/${lotusId}/approve`, {
      reason: 'cross-brand',
    });
    expect(probe.status).toBe(404);
    const probeReject = await s.owner.call('POST', `${A}/promotions/applications/${lotusId}/reject`, {
      reason: 'cross-brand',
    });
    expect(probeReject.status).toBe(404);
    const list = await s.owner.call('GET', `${A}/promotions/applications`);
    expect(list.json.value.list.map((a: { id: string }) => a.id)).not.toContain(lotusId);
  });
});

async function heldBill(brand = 'aurora', stake = 100_000_000n) {
  const a = await makePlayer(t, { brand, type: 2 });
  const p = await makePlayer(t, { brand, uplineId: a.id });
  const start = new Date(Math.floor((Date.now() - 1_800_000) / 300_000) * 300_000);
  await signTop(t, a, 'realtimeSalary', [{ rate: '10' }], start);
  // 1,000,000.00 × 10 % = 100,000.00: above aurora's reviewAbove, held for review.
  await bet(t, p, stake, 0n, new Date(start.getTime() + 1000));
  await settleBrands(t.db, t.brands, ['realtimeSalary']);
  const bills = await billsOf(t, a, 'realtimeSalary');
  const held = bills.find((b) => b.status === 'held');
  if (!held) throw new Error(`no held bill: ${bills.map((b) => b.status)}`);
  return { agent: a, id: held.id.toString() };
}

describe('contract bills held for review', () => {
  it('role × action matrix', async () => {
    const list = await matrix(s, { method: 'GET', url: `${A}/bills` }, ['owner', 'finance', 'auditor'], 200);
    expect(list.seen).toEqual(list.expected);
    const decide = await matrix(
      s,
      { method: 'POST', url: `${A}/bills/999999999/reject`, body: { reason: 'not ours' } },
      ['owner', 'finance'],
      404,
    );
    expect(decide.seen).toEqual(decide.expected);
  });

  it('shows the explanation; approval above the threshold needs a second staff member, pays once', async () => {
    const { agent, id } = await heldBill();
    const listed = await s.finance.call('GET', `${A}/bills`);
    const bill = listed.json.value.list.find((b: { id: string }) => b.id === id);
    expect(bill.amount).toBe('100000.00');
    expect(bill.explanation.differences).toBe(0);
    expect(bill.explanation.lines).toContainEqual({
      field: 'gross',
      stored: '100000.00',
      recomputed: '100000.00',
      differs: false,
    });
    expect((await s.finance.call('POST', `${A}/bills/${id}/approve`, { reason: 'x' })).status).toBe(400);
    const requested = await s.finance.call('POST', `${A}/bills/${id}/approve`, { reason: 'bets checked' });
    expect(requested.json.value.status).toBe('requested');
    expect(await commissionPaid(t, agent)).toBe(0n);
    const own = await s.finance.call('POST', `${A}/approvals/${requested.json.value.approvalId}/approve`, {
      reason: 'my own',
    });
    expect(own.status).toBe(403);
    const second: StaffSession = await staffSession(t.app, { aurora: ['finance'] });
    const done = await second.call('POST', `${A}/approvals/${requested.json.value.approvalId}/approve`, {
      reason: 'second pair of eyes',
    });
    expect(done.status).toBe(200);
    expect(await commissionPaid(t, agent)).toBe(10_000_000n);
    const audit = await auditOf(`bill:${id}`);
    expect(audit.map((r) => r.action)).toEqual(['approval.request', 'bill-approve', 'approval.approve']);
    expect(audit[1]).toMatchObject({ actor: `staff:${second.staff.username}`, reason: 'bets checked' });
    expect(audit.every((r) => r.staff_id !== null)).toBe(true);
    const gone = await s.finance.call('GET', `${A}/bills`);
    expect(gone.json.value.list.map((b: { id: string }) => b.id)).not.toContain(id);
  });

  it('rejects with a reason; another brand’s bill through aurora is 404', async () => {
    const { agent, id } = await heldBill();
    const rejected = await s.owner.call('POST', `${A}/bills/${id}/reject`, { reason: 'suspicious play' });
    expect(rejected.json.value.status).toBe('rejected');
    expect(await commissionPaid(t, agent)).toBe(0n);
    expect(await auditOf(`bill:${id}`)).toEqual([
      expect.objectContaining({
        action: 'bill-reject',
        reason: 'suspicious play',
        staff_id: expect.anything(),
      }),
    ]);
    // oasis holds bills above 200,000.00 (lotus pays no realtime salary).
    const lotus = await heldBill('oasis', 10_000_000_000n);
    expect(
      (await s.owner.call('POST', `${A}/bills/${lotus.id}/reject`, { reason: 'cross-brand' })).status,
    ).toBe(404);
    expect(
      (await s.owner.call('POST', `${A}/bills/${lotus.id}/approve`, { reason: 'cross-brand' })).status,
    ).toBe(404);
    const list = await s.owner.call('GET', `${A}/bills`);
    expect(list.json.value.list.map((b: { id: string }) => b.id)).not.toContain(lotus.id);
  });
});
