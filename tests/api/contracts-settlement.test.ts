import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { explainBill } from '@/server/modules/contracts/contract-bills';
import { fromLocal } from '@/server/modules/contracts/contract-periods';
import { settleKind } from '@/server/modules/contracts/contract-settle';
import { kindAction } from '@/server/modules/contracts/contracts.service';
import { copyBrandsDir, patchJson, removeTempDirs } from '../support/brand-dirs';
import { post } from './agent-support';
import {
  bet,
  billsOf,
  commissionPaid,
  ctxFor,
  makeTree,
  settleBet,
  signDown,
  signTop,
  type Tree,
} from './contracts-support';
import { createTestApp, type TestApp } from './helpers';
import { brandOf, call, expectOk } from './wallet-support';

/**
 * The scripted month (issue 11 "Tests"): brand → A → B → C with a player under each agent, bets, wins, a bonus,
 * a draw and a refund at chosen times in the brand's zone (aurora, Asia/Manila), and the expected bill of every
 * agent computed below by hand from those bets — independently of the settlement code. Amounts are PHP minor units.
 *
 * Bets (day n = day n of the current month in Manila):
 *   pa 600 lost (day 1 10:00) · pb 300 paid 900 (day 1 10:01) · pc 200 lost (day 1 10:02) · pc draw 100 (10:03)
 *   pa 1,000 refunded (10:04) · pa 100 placed day 1 23:50, its loss arrives day 2 10:00 (late)
 *   pc 50 lost (day 2 11:00) · pc 80 lost (day 3 11:00) · bonus 50.00 to pa (posted now, inside the month)
 *   next month: pb 1,000 lost (day 5 12:00)
 */

const TZ = 'Asia/Manila';
let t: TestApp;
let tree: Tree;
let y: number;
let m: number;
// Days of this month and the next: the settlements below run on that simulated clock (the service refuses an asOf
// after its own clock, so each call passes the simulated now along).
const day = (d: number, h = 0, min = 0, monthOffset = 0) =>
  new Date(fromLocal(TZ, y, m + monthOffset, d, h).getTime() + min * 60_000);
const brand = () => brandOf(t, 'aurora');
const range = () =>
  `from=${y}-${String(m).padStart(2, '0')}-01&to=${m === 12 ? y + 1 : y}-${String((m % 12) + 1).padStart(2, '0')}-28`;

beforeAll(async () => {
  // The scripted month pays three salary kinds to the same agents: aurora made a stacking brand for it (the demo
  // brands keep salary kinds exclusive, tests/api/agent-contract-notices.test.ts checks that rule).
  const brands = copyBrandsDir(['aurora']);
  patchJson(join(brands, 'aurora', 'brand.json'), { '/contracts/salaryStacking': 'stack' });
  t = await createTestApp({ brandsDir: brands });
  tree = await makeTree(t);
  const now = new Intl.DateTimeFormat('en-CA', {
    timeZone: TZ,
    year: 'numeric',
    month: '2-digit',
  }).formatToParts(new Date());
  y = Number(now.find((p) => p.type === 'year')!.value);
  m = Number(now.find((p) => p.type === 'month')!.value);
  const t0 = day(1);
  await signTop(t, tree.a, 'dailySalary', [{ rate: '1' }, { rate: '2', minValidBet: '1000.00' }], t0);
  await signDown(
    t,
    tree.a,
    tree.b,
    'dailySalary',
    [{ rate: '0.5' }, { rate: '0.8', minValidBet: '500.00' }],
    t0,
  );
  await signDown(t, tree.b, tree.c, 'dailySalary', [{ rate: '0.3' }], t0);
  await signTop(t, tree.a, 'dividend', [{ rate: '20' }], t0, 'M');
  await signDown(t, tree.a, tree.b, 'dividend', [{ rate: '10' }], t0);
  await signDown(t, tree.b, tree.c, 'dividend', [{ rate: '5' }], t0);
  const rt0 = day(1, 9, 55);
  await signTop(t, tree.a, 'realtimeSalary', [{ rate: '0.5' }], rt0);
  await signDown(t, tree.a, tree.b, 'realtimeSalary', [{ rate: '0.3' }], rt0);
  await signTop(t, tree.a, 'hourSalary', [{ rate: '0.8' }], rt0);
  await signDown(t, tree.a, tree.b, 'hourSalary', [{ rate: '0.4' }], rt0);

  await bet(t, tree.pa, 60000n, 0n, day(1, 10, 0));
  await bet(t, tree.pb, 30000n, 90000n, day(1, 10, 1));
  await bet(t, tree.pc, 20000n, 0n, day(1, 10, 2));
  await bet(t, tree.pc, 10000n, 10000n, day(1, 10, 3));
  await bet(t, tree.pa, 100000n, 0n, day(1, 10, 4), day(1, 10, 4), 'refunded');
  await post(t, { id: tree.pa.id, brand: 'aurora' }, 'bonus', 5000n);
}, 60_000);
afterAll(async () => {
  await t?.close();
  removeTempDirs();
});

const amounts = async (kind: Parameters<typeof billsOf>[2], who: keyof Tree) =>
  (await billsOf(t, tree[who], kind)).map((b) => b.amount);

describe('daily salary', () => {
  let late: bigint;
  it('day 1: tiers at their boundaries, each agent its rate on its team minus its sub-agents', async () => {
    late = await bet(t, tree.pa, 10000n, 0n, day(1, 23, 50), null);
    await settleKind(t.db, brand(), 'dailySalary', day(2, 0, 5), day(2, 0, 5));
    // C: 200.00 × 0.3 % = 0.60. B: team valid 500.00 meets tier 2 exactly → 0.8 % = 4.00 − 0.60 = 3.40.
    // A: 1,100.00 ≥ 1,000.00 → 2 % = 22.00 − B's subtree 4.00 = 18.00. The brand pays 22.00 in all.
    expect(await amounts('dailySalary', 'c')).toEqual([60n]);
    expect(await amounts('dailySalary', 'b')).toEqual([340n]);
    expect(await amounts('dailySalary', 'a')).toEqual([1800n]);
    const [b] = await billsOf(t, tree.b, 'dailySalary');
    expect(b?.tier_index).toBe(1);
    expect(b?.valid_bet).toBe(50000n);
  });

  it('a retry or a second run posts nothing again', async () => {
    const before = await commissionPaid(t, tree.a);
    expect(await settleKind(t.db, brand(), 'dailySalary', day(2, 0, 5), day(2, 0, 5))).toBe(0);
    expect(await commissionPaid(t, tree.a)).toBe(before);
  });

  it('mid-period termination, then a late loss becomes an adjustment bill of day 1', async () => {
    await bet(t, tree.pc, 5000n, 0n, day(2, 11));
    await bet(t, tree.pc, 8000n, 0n, day(3, 11));
    await settleBet(t, late, 0n, day(2, 10));
    const cContract = (await billsOf(t, tree.c, 'dailySalary'))[0]!.contract_id;
    await kindAction(
      ctxFor(t, tree.b),
      'dailySalary',
      { action: 'terminate', id: cContract.toString() },
      day(2, 12),
    );
    await settleKind(t.db, brand(), 'dailySalary', day(4, 0, 5), day(4, 0, 5));
    // Day 2: C 50.00 × 0.3 % = 0.15; B 0.5 % = 0.25 − 0.15 = 0.10; A 1 % = 0.50 − 0.25 = 0.25.
    // Day 3: C's contract ended at the end of day 2: B 80.00 × 0.5 % = 0.40; A 0.80 − 0.40 = 0.40.
    // Day 1 again: A's team valid is now 1,200.00 → 24.00 − 4.00 = 20.00, 2.00 more than paid: an adjustment.
    expect(await amounts('dailySalary', 'c')).toEqual([60n, 15n]);
    expect(await amounts('dailySalary', 'b')).toEqual([340n, 10n, 40n]);
    expect(await amounts('dailySalary', 'a')).toEqual([1800n, 200n, 25n, 80n - 40n]);
    const adjustment = (await billsOf(t, tree.a, 'dailySalary'))[1]!;
    expect(adjustment.seq).toBe(1);
    const { rows } = await sql<{
      status: string;
    }>`select status from contract where id = ${cContract}`.execute(t.db);
    expect(rows[0]?.status).toBe('terminated');
    expect(await commissionPaid(t, tree.c)).toBe(75n);
  });

  it('explain-bill recomputes from raw bets with no difference', async () => {
    for (const who of ['a', 'b', 'c'] as const) {
      for (const b of await billsOf(t, tree[who], 'dailySalary')) {
        if (b.seq > 0) continue;
        const out = await explainBill(t.db, t.brands, b.id);
        const differs = out.lines.filter((l) => l.differs).map((l) => l.field);
        // Day 1 of A was computed before the late loss: the raw bets now say more (the adjustment paid it).
        if (who === 'a' && b.period_start.getTime() === day(1).getTime())
          expect(differs).toContain('validBet');
        else expect(differs).toEqual([]);
      }
    }
  });
});

describe('dividend (monthly, negative carry-forward)', () => {
  it('month 1: a team that won carries its shortfall; the brand pays exactly the top amount', async () => {
    await bet(t, tree.pb, 100000n, 0n, day(5, 12, 0, 1));
    await settleKind(t.db, brand(), 'dividend', day(1, 2, 0, 1), day(1, 2, 0, 1));
    // Net loss: pa 600 + 100 = 700, pb −600, pc 200 + 50 + 80 = 330 (draw 0, refund out), bonus to pa 50.
    // C: 330 × 5 % = 16.50. B: team −600 + 330 = −270 (team won): gross 10 % × −270 = −27.00, minus C 16.50:
    // own −43.50 → nothing paid, carry −43.50. A: 700 − 600 + 330 − 50 = 380 × 20 % = 76.00 − 16.50 = 59.50.
    expect(await amounts('dividend', 'c')).toEqual([1650n]);
    expect(await amounts('dividend', 'b')).toEqual([0n]);
    expect(await amounts('dividend', 'a')).toEqual([5950n]);
    const [b] = await billsOf(t, tree.b, 'dividend');
    expect(b?.carry_out).toBe(-4350n);
    expect(b?.status).toBe('zero');
  });

  it('month 2: the carried balance is deducted from the next positive bill', async () => {
    await settleKind(t.db, brand(), 'dividend', day(1, 2, 0, 2), day(1, 2, 0, 2));
    // B: pb lost 1,000 → 10 % = 100.00 − 43.50 carried = 56.50. A: 20 % = 200.00 − 56.50 = 143.50. C: nothing.
    expect(await amounts('dividend', 'b')).toEqual([0n, 5650n]);
    expect(await amounts('dividend', 'a')).toEqual([5950n, 14350n]);
    expect(await amounts('dividend', 'c')).toEqual([1650n, 0n]);
  });
});

describe('real-time and hourly salary', () => {
  it('5-minute slots count bets when they become valid; a late loss counts in its own slot', async () => {
    await settleKind(t.db, brand(), 'realtimeSalary', day(2, 11, 10), day(2, 11, 10));
    // Slot 10:00–10:05 of day 1: B 500.00 × 0.3 % = 1.50; A 1,100.00 × 0.5 % = 5.50 − 1.50 = 4.00.
    // Day 2 10:00 slot: the late 100.00 → A 0.50. Day 2 11:00 slot: pc 50.00 → B 0.15, A 0.25 − 0.15 = 0.10.
    expect(await amounts('realtimeSalary', 'b')).toEqual([150n, 15n]);
    expect(await amounts('realtimeSalary', 'a')).toEqual([400n, 50n, 10n]);
  });

  it('hours', async () => {
    await settleKind(t.db, brand(), 'hourSalary', day(1, 12), day(1, 12));
    // 10:00–11:00 of day 1: B 500.00 × 0.4 % = 2.00; A 1,100.00 × 0.8 % = 8.80 − 2.00 = 6.80.
    expect(await amounts('hourSalary', 'b')).toEqual([200n]);
    expect(await amounts('hourSalary', 'a')).toEqual([680n]);
  });
});

describe('rate conflict', () => {
  it('a lower rate signed mid-hour ends the downline contract there; the hour still adds up', async () => {
    await bet(t, tree.pb, 10000n, 0n, day(1, 13, 10));
    await bet(t, tree.pb, 20000n, 0n, day(1, 13, 40));
    const signed = (await signTop(t, tree.a, 'hourSalary', [{ rate: '0.3' }], day(1, 13, 30))) as {
      terminated: { account: string }[];
    };
    expect(signed.terminated.map((x) => x.account)).toEqual([tree.b.username]);
    await settleKind(t.db, brand(), 'hourSalary', day(1, 14, 5), day(1, 14, 5));
    // B until 13:30: 100.00 × 0.4 % = 0.40. A: 0.8 % × 100.00 until 13:30 and 0.3 % × 200.00 after = 1.40 for
    // its team, minus B's 0.40 = 1.00 over its two contracts of the hour.
    expect(await amounts('hourSalary', 'b')).toEqual([200n, 40n]);
    const a = (await billsOf(t, tree.a, 'hourSalary')).filter(
      (x) => x.period_start.getTime() === day(1, 13).getTime(),
    );
    expect(a.reduce((sum, x) => sum + x.amount, 0n)).toBe(100n);
    const { rows } = await sql<{
      status: string;
      ended_reason: string;
    }>`select status, ended_reason from contract
      where downline_id = ${tree.b.id} and kind = 'hourSalary'`.execute(t.db);
    expect(rows).toEqual([{ status: 'terminated', ended_reason: 'rate_conflict' }]);
  });
});

describe('bills over the API', () => {
  it('lists the caller’s bills and opens one with its inputs; an outsider gets 404', async () => {
    const list = expectOk<{ list: { id: string; amount: string }[]; totals: { amount: string } }>(
      await call(t, 'GET', `/wps/agent/contracts/bills?kind=dailySalary&${range()}`, { token: tree.b.token }),
    );
    expect(list.list.map((b) => b.amount).sort()).toEqual(['0.10', '0.40', '3.40']);
    const dayOne = list.list.find((b) => b.amount === '3.40')!;
    const detail = expectOk<{
      deductions: { account: string; amount: string }[];
      members: { account: string; validBet: string }[];
      tiers: { met: boolean }[];
    }>(await call(t, 'GET', `/wps/agent/contracts/bills/${dayOne.id}`, { token: tree.a.token }));
    expect(detail.deductions).toMatchObject([{ account: tree.c.username, amount: '0.60' }]);
    expect(detail.members.map((x) => [x.account, x.validBet]).sort()).toEqual(
      [
        [tree.pb.username, '300.00'],
        [tree.pc.username, '200.00'],
      ].sort(),
    );
    expect(detail.tiers.map((x) => x.met)).toEqual([true, true]);
    const team = expectOk<{ total: number }>(
      await call(t, 'GET', `/wps/agent/contracts/bills?kind=dailySalary&scope=team&${range()}`, {
        token: tree.a.token,
      }),
    );
    expect(team.total).toBe(5);
    expect(
      (await call(t, 'GET', `/wps/agent/contracts/bills/${dayOne.id}`, { token: tree.c.token })).statusCode,
    ).toBe(404);
  });
});
