/**
 * Leaderboards and jackpots in the back office (issue 26, docs/back-office.md "Leaderboards and jackpots"): the
 * pool beside its jackpot-explain recomputation, "run now" and "settle now" through the services the ops CLI calls
 * (runJackpot, settleLeaderboards), idempotent, with a required reason and an audit row naming the staff member;
 * loyalty.read to look, loyalty.decide to act; another brand's staff member gets 404.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { previousPeriod } from '@/core/engagement';
import { checkLedger } from '@/server/modules/ledger/ledger.check';
import { SETTLE_GRACE_MS } from '@/server/modules/missions/leaderboard.service';
import { type StaffSession, staffSession } from '../support/office';
import { createEngageApp, isolatedPlayer } from './engagement-support';
import { bet, launchReal } from './originals-support';
import { type PromoApp, playValid } from './promotions-support';
import { brandOf, expectOk, fund } from './wallet-support';

let t: PromoApp;
beforeAll(async () => {
  t = await createEngageApp();
}, 120_000);
afterAll(async () => t?.close());

const J = '/office/api/b/aurora/jackpot';
const L = '/office/api/b/aurora/leaderboards';
const audit = (action: string) =>
  t.db
    .selectFrom('ops_action')
    .select(['actor', 'reason', 'staff_id', 'brand_code', 'detail'])
    .where('action', '=', action)
    .orderBy('id')
    .execute();
const staffId = (s: StaffSession) =>
  t.db
    .selectFrom('staff')
    .select('id')
    .where('username', '=', s.staff.username)
    .executeTakeFirstOrThrow()
    .then((r) => r.id);

describe('who may look and act', () => {
  it('loyalty.read reads (owner, support, marketing, auditor), loyalty.decide acts (owner, marketing); another brand: office-runs-desk.test.ts', async () => {
    const expected = {
      owner: [200, 200],
      marketing: [200, 200],
      support: [200, 403],
      auditor: [200, 403],
      finance: [403, 403],
      risk: [403, 403],
    } as const;
    for (const [role, [read, act]] of Object.entries(expected)) {
      const s = await staffSession(t.app, { aurora: [role as 'owner'] });
      expect([role, (await s.call('GET', J)).status]).toEqual([role, read]);
      expect([role, (await s.call('GET', L)).status]).toEqual([role, read]);
      const run = await s.call('POST', `${J}/run`, { reason: 'matrix check' });
      expect([role, run.status]).toEqual([role, act]);
      if (act === 403) expect(run.json.code).toBe('forbidden');
      expect([role, (await s.call('POST', `${L}/settle`, { reason: 'matrix check' })).status]).toEqual([
        role,
        act,
      ]);
    }
    expect((await t.app.inject({ method: 'GET', url: J })).statusCode).toBe(401);
  });

  it('refuses a run or a settlement without a reason (and records nothing)', async () => {
    const s = await staffSession(t.app, { aurora: ['marketing'] });
    const before = (await audit('jackpot.run')).length + (await audit('leaderboard.settle')).length;
    for (const body of [{}, { reason: '' }, { reason: 'no' }]) {
      const run = await s.call('POST', `${J}/run`, body);
      expect(run.status).toBe(400);
      expect((await s.call('POST', `${L}/settle`, body)).status).toBe(400);
    }
    expect((await audit('jackpot.run')).length + (await audit('leaderboard.settle')).length).toBe(before);
  });
});

describe('the jackpot', () => {
  it('shows the pool with the explain figures; run now takes the queued stakes once, audited', async () => {
    const marketing = await staffSession(t.app, { aurora: ['marketing'] });
    const player = await isolatedPlayer(t);
    await fund(t, player, 5_000_000n);
    const client = await launchReal(t, 'dice', { player });
    for (const stake of ['10', '25', '7.5'])
      expectOk(await bet(t, client, 'dice', stake, { target: 50.5, direction: 'under' }));

    const before = (await marketing.call('GET', J)).json.value;
    expect(before.enabled).toBe(true);
    expect(before.config.contributionBp).toBe(brandOf(t, 'aurora').config.jackpot!.contributionBp);
    expect(before.pools[0].pendingEvents).toBeGreaterThanOrEqual(3);

    const run = await marketing.call('POST', `${J}/run`, { reason: 'fund the pool before the promo' });
    expect(run.status).toBe(200);
    expect(run.json.value.processed).toBe(before.pools[0].pendingEvents);
    const pool = run.json.value.jackpot.pools[0];
    expect(pool.pendingEvents).toBe(0);
    // The stored sums and the recomputation from the postings agree: seeds + contributions − wins = balance.
    expect(pool.explain).toMatchObject({ ok: true, problems: [], difference: '0.00' });
    expect(pool.explain.expected).toBe(pool.balance);
    expect([pool.seeded, pool.contributed, pool.paid, pool.wins]).toEqual([
      pool.explain.seeded,
      pool.explain.contributed,
      pool.explain.paid,
      pool.explain.wins,
    ]);
    expect(Number(pool.contributed)).toBeGreaterThan(0);

    // Again: nothing is queued, nothing moves.
    const again = await marketing.call('POST', `${J}/run`, { reason: 'second click' });
    expect(again.json.value.processed).toBe(0);
    expect(again.json.value.jackpot.pools[0].balance).toBe(pool.balance);
    expect(again.json.value.jackpot.pools[0].contributed).toBe(pool.contributed);

    const rows = await audit('jackpot.run');
    const mine = rows.filter((r) => r.actor === `staff:${marketing.staff.username}`);
    expect(mine.map((r) => [r.reason, r.brand_code, r.staff_id])).toEqual([
      ['fund the pool before the promo', 'aurora', await staffId(marketing)],
      ['second click', 'aurora', await staffId(marketing)],
    ]);
    expect(mine[0]!.detail).toMatchObject({ processed: before.pools[0].pendingEvents });
    expect((await checkLedger(t.db)).ok).toBe(true);
  });

  it('flags a difference between the pool and its recomputation', async () => {
    const auditor = await staffSession(t.app, { aurora: ['auditor'] });
    // A pool whose stored sums drift from the postings (as a bad manual edit would) is flagged, not hidden.
    await t.db
      .updateTable('jackpot_pool')
      .set({ contributed: 1n })
      .where('brand_code', '=', 'aurora')
      .execute();
    const drifted = (await auditor.call('GET', J)).json.value.pools[0];
    expect(drifted.explain.ok).toBe(false);
    expect(drifted.explain.problems.join(' ')).toContain('differ from the postings');
    await t.db
      .updateTable('jackpot_pool')
      .set({ contributed: BigInt(Math.round(Number(drifted.explain.contributed) * 100)) })
      .where('brand_code', '=', 'aurora')
      .execute();
    expect((await auditor.call('GET', J)).json.value.pools[0].explain.ok).toBe(true);
  });
});

describe('leaderboards', () => {
  it('lists live standings with names, ended periods due then paid; settle now pays once, audited', async () => {
    const owner = await staffSession(t.app, { aurora: ['owner'] });
    // The matrix above settled the (then empty) ended periods of this app: start from unsettled ones.
    await t.db.deleteFrom('leaderboard_settlement').where('brand_code', '=', 'aurora').execute();
    const [a, b] = [await isolatedPlayer(t), await isolatedPlayer(t)];
    for (const p of [a, b]) await fund(t, p, 100_000_000n);
    await playValid(t, a, 40_000_000, 1);
    await playValid(t, b, 60_000_000, 1);
    const live = (await owner.call('GET', L)).json.value;
    const daily = live.boards.find((x: { id: string }) => x.id === 'daily-bet');
    expect(daily.current.top.slice(0, 2)).toEqual([
      { rank: 1, username: b.username, value: '600000.00', prize: '500.00' },
      { rank: 2, username: a.username, value: '400000.00', prize: '200.00' },
    ]);

    // Their play of the day that just ended (the aggregate the ranking reads): that period is due until settled.
    const brand = brandOf(t, 'aurora');
    const zone = brand.config.timezone!;
    // The period the settlement pays: the last one ended before the grace time (the service's own definition), so
    // the test holds in the first minutes after midnight too, when the day just ended is still `waiting`.
    const yesterday = previousPeriod(new Date(Date.now() - SETTLE_GRACE_MS), zone, 'daily');
    const endedOf = (value: { boards: { id: string; ended: { periodKey: string }[] }[] }) =>
      value.boards.find((x) => x.id === 'daily-bet')!.ended.find((e) => e.periodKey === yesterday.key);
    for (const [p, validBet] of [
      [a, 40_000_000n],
      [b, 60_000_000n],
    ] as const)
      await sql`insert into account_day (account_id, day, brand_code, stake, valid_bet, payout, bet_count)
        values (${p.id}, (${yesterday.from}::timestamptz at time zone ${zone})::date, 'aurora', ${validBet},
          ${validBet}, 0, 1)`.execute(t.db);
    const due = endedOf((await owner.call('GET', L)).json.value);
    expect(due).toMatchObject({ periodKey: yesterday.key, state: 'due', ranked: 2, prizes: 0 });

    const settle = await owner.call('POST', `${L}/settle`, { reason: 'pay yesterday now' });
    expect(settle.status).toBe(200);
    expect(settle.json.value.paid).toBeGreaterThanOrEqual(2);
    const paid = endedOf(settle.json.value);
    expect(paid).toMatchObject({
      periodKey: yesterday.key,
      state: 'paid',
      ranked: 2,
      prizes: 2,
      prizeTotal: '700.00',
    });
    const prizes = await t.db
      .selectFrom('promotion_bonus')
      .select(['account_id', 'amount'])
      .where('award_key', 'like', `leaderboard:daily-bet:${yesterday.key}:%`)
      .orderBy('amount', 'desc')
      .execute();
    expect(prizes).toEqual([
      { account_id: b.id, amount: 50_000n },
      { account_id: a.id, amount: 20_000n },
    ]);

    const again = await owner.call('POST', `${L}/settle`, { reason: 'second click' });
    expect(again.json.value.paid).toBe(0);
    expect(
      await t.db
        .selectFrom('promotion_bonus')
        .select('id')
        .where('award_key', 'like', `leaderboard:daily-bet:${yesterday.key}:%`)
        .execute(),
    ).toHaveLength(2);
    const rows = (await audit('leaderboard.settle')).filter(
      (r) => r.actor === `staff:${owner.staff.username}`,
    );
    expect(rows.map((r) => [r.reason, r.staff_id, (r.detail as { paid: number }).paid])).toEqual([
      ['pay yesterday now', await staffId(owner), settle.json.value.paid],
      ['second click', await staffId(owner), 0],
    ]);
    expect((await checkLedger(t.db)).ok).toBe(true);
  });
});
