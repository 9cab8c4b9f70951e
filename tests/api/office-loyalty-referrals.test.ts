import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from './helpers';
import { matrix, queuesApp, sessionsByRole } from './office-queues-support';
import { makePlayer, type Player } from './wallet-support';

/**
 * The back office's loyalty screens, part 2 (issue 26): referrals — the list by state with its reasons, paged; the
 * overrides `npm run ops -- referral-reward | referral-refuse` make (pays a refused or expired referral once,
 * refuses a pending one), the role × action matrix, brand isolation, reasons, a second decision refused, audit rows.
 */

let t: TestApp;
let s: Awaited<ReturnType<typeof sessionsByRole>>;
const A = '/office/api/b/aurora';

beforeAll(async () => {
  t = await queuesApp();
  s = await sessionsByRole(t);
}, 60_000);
afterAll(() => t?.close());

/** A referee of a new referrer, decided as the evaluation job would have (or pending). */
async function referral(state: 'pending' | 'refused' | 'expired', brand = 'aurora') {
  const referrer = await makePlayer(t, { brand, payeeName: null });
  const referee = await makePlayer(t, { brand, payeeName: null });
  await t.db.updateTable('account').set({ referrer_id: referrer.id }).where('id', '=', referee.id).execute();
  if (state !== 'pending')
    await t.db
      .insertInto('referral_decision')
      .values({
        referee_id: referee.id,
        referrer_id: referrer.id,
        brand_code: brand,
        state,
        reason: state === 'refused' ? 'device' : null,
      })
      .execute();
  return { referrer, referee };
}

const decision = (referee: Player) =>
  t.db.selectFrom('referral_decision').selectAll().where('referee_id', '=', referee.id).executeTakeFirst();

const bonusesOf = (referrer: Player) =>
  t.db
    .selectFrom('promotion_bonus')
    .select(['id', 'status'])
    .where('account_id', '=', referrer.id)
    .where('promotion_id', '=', 'loyalty:referral')
    .execute();

const auditOf = (referee: Player) =>
  t.db
    .selectFrom('ops_action')
    .select(['action', 'actor', 'staff_id', 'reason'])
    .where('target', '=', `referee ${referee.username}`)
    .orderBy('id')
    .execute();

type Row = {
  referee: string;
  referrer: string;
  state: string;
  reason: string | null;
  bonusId: string | null;
};
const listed = async (query: string) =>
  (await s.support.call('GET', `${A}/loyalty/referrals?${query}`)).json.value as {
    list: Row[];
    total: number;
    pageNo: number;
    pageSize: number;
  };

describe('referrals', () => {
  it('role × action matrix; a lotus staff member gets 404 on aurora', async () => {
    const read = await matrix(
      s,
      { method: 'GET', url: `${A}/loyalty/referrals` },
      ['owner', 'support', 'marketing', 'auditor'],
      200,
    );
    expect(read.seen).toEqual(read.expected);
    const decide = await matrix(
      s,
      { method: 'POST', url: `${A}/loyalty/referrals/nobody-at-all/refuse`, body: { reason: 'duplicate' } },
      ['owner', 'marketing'],
      404,
    );
    expect(decide.seen).toEqual(decide.expected);
  });

  it('lists referees with referrer, state and reason, by state, paged', async () => {
    const refused = await referral('refused');
    const expired = await referral('expired');
    const pending = await referral('pending');
    const all = await listed('pageSize=100');
    const row = (p: Player) => all.list.find((r) => r.referee === p.username);
    expect(row(refused.referee)).toMatchObject({
      referrer: refused.referrer.username,
      state: 'refused',
      reason: 'device',
      bonusId: null,
    });
    expect(row(expired.referee)).toMatchObject({ state: 'expired', reason: null });
    expect(row(pending.referee)).toMatchObject({ state: 'pending', referrer: pending.referrer.username });
    const onlyRefused = await listed('state=refused&pageSize=100');
    expect(onlyRefused.list.every((r) => r.state === 'refused')).toBe(true);
    expect(onlyRefused.list.some((r) => r.referee === refused.referee.username)).toBe(true);
    expect(onlyRefused.list.some((r) => r.referee === expired.referee.username)).toBe(false);
    // Paged: newest first, two pages of one cover the first two rows of the list.
    const p1 = await listed('pageSize=1&pageNo=1');
    const p2 = await listed('pageSize=1&pageNo=2');
    expect(p1.total).toBe(all.total);
    expect([p1.list[0]?.referee, p2.list[0]?.referee]).toEqual(all.list.slice(0, 2).map((r) => r.referee));
    expect((await s.support.call('GET', `${A}/loyalty/referrals?state=lost`)).status).toBe(400);
  });

  it('rewards a refused referral once (the referrer gets one bonus), recorded with the staff member', async () => {
    const { referrer, referee } = await referral('refused');
    const url = `${A}/loyalty/referrals/${referee.username}/reward`;
    expect((await s.marketing.call('POST', url, { reason: '' })).status).toBe(400);
    expect((await s.support.call('POST', url, { reason: 'siblings, checked ID' })).status).toBe(403);
    expect((await s.auditor.call('POST', url, { reason: 'siblings, checked ID' })).status).toBe(403);
    expect(await bonusesOf(referrer)).toHaveLength(0);
    const rewarded = await s.marketing.call('POST', url, { reason: 'siblings, checked ID' });
    expect(rewarded.status, JSON.stringify(rewarded.json)).toBe(200);
    const bonuses = await bonusesOf(referrer);
    expect(bonuses).toHaveLength(1);
    expect(rewarded.json.value).toEqual({ state: 'rewarded', bonusId: bonuses[0]!.id.toString() });
    expect(await decision(referee)).toMatchObject({
      state: 'rewarded',
      decided_by: `staff:${s.marketing.staff.username}`,
    });
    const again = await s.owner.call('POST', url, { reason: 'pay it again' });
    expect(again.status).toBe(409);
    expect(again.json.code).toBe('referral_decided');
    expect(again.json.message).not.toBe('referral_decided');
    expect(await bonusesOf(referrer)).toHaveLength(1);
    const refuseNow = await s.owner.call('POST', `${A}/loyalty/referrals/${referee.username}/refuse`, {
      reason: 'too late',
    });
    expect(refuseNow.json.code).toBe('referral_decided');
    const staff = await t.db
      .selectFrom('staff')
      .select('id')
      .where('username', '=', s.marketing.staff.username)
      .executeTakeFirstOrThrow();
    expect(await auditOf(referee)).toEqual([
      {
        action: 'referral_reward',
        actor: `staff:${s.marketing.staff.username}`,
        staff_id: staff.id,
        reason: 'siblings, checked ID',
      },
    ]);
  });

  it('rewards an expired referral; refuses a pending one once', async () => {
    const expired = await referral('expired');
    const paid = await s.owner.call('POST', `${A}/loyalty/referrals/${expired.referee.username}/reward`, {
      reason: 'window extended',
    });
    expect(paid.json.value.state).toBe('rewarded');
    expect(await bonusesOf(expired.referrer)).toHaveLength(1);

    const pending = await referral('pending');
    const url = `${A}/loyalty/referrals/${pending.referee.username}/refuse`;
    const refused = await s.marketing.call('POST', url, { reason: 'same household' });
    expect(refused.json.value).toEqual({ state: 'refused', bonusId: null });
    expect(await decision(pending.referee)).toMatchObject({
      state: 'refused',
      reason: 'operator: same household',
      decided_by: `staff:${s.marketing.staff.username}`,
    });
    const again = await s.marketing.call('POST', url, { reason: 'same household' });
    expect(again.status).toBe(409);
    expect(again.json.code).toBe('referral_decided');
    expect((await auditOf(pending.referee)).map((a) => [a.action, a.reason])).toEqual([
      ['referral_refuse', 'same household'],
    ]);
    const row = (await listed('state=refused&pageSize=100')).list.find(
      (r) => r.referee === pending.referee.username,
    );
    expect(row?.reason).toBe('operator: same household');
  });

  it("another brand's referee through aurora's path is 404 and is not decided", async () => {
    const lotus = await referral('refused', 'lotus');
    for (const decisionPath of ['reward', 'refuse']) {
      const probe = await s.marketing.call(
        'POST',
        `${A}/loyalty/referrals/${lotus.referee.username}/${decisionPath}`,
        { reason: 'cross-brand probe' },
      );
      expect(probe.status).toBe(404);
      expect(probe.json.code).toBe('user_not_found');
    }
    expect(await decision(lotus.referee)).toMatchObject({ state: 'refused', reason: 'device' });
    expect(await bonusesOf(lotus.referrer)).toHaveLength(0);
    expect((await listed('pageSize=100')).list.some((r) => r.referee === lotus.referee.username)).toBe(false);
  });
});
