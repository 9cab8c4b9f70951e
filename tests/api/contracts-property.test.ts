import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromLocal } from '@/server/modules/contracts/contract-periods';
import { settleBrands, settleKind } from '@/server/modules/contracts/contract-settle';
import { decideBill } from '@/server/modules/contracts/contracts.ops';
import { bet, billsOf, commissionPaid, signDown, signTop } from './contracts-support';
import { createTestApp, type TestApp } from './helpers';
import { secondInstance } from './instances-support';
import { brandOf, makePlayer, type Player } from './wallet-support';

/**
 * Random trees and plays: for every period the amounts paid in a tree add up to its top contract's amount, which
 * is the top rate × the whole team's figure recomputed here from the generated bets. Then two server instances
 * settling at once, and held bills.
 */

const TZ = 'Asia/Manila';
let t: TestApp;
const brand = () => brandOf(t, 'aurora');

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

interface Node {
  agent: Player;
  rateBp: number;
  children: Node[];
  players: Player[];
}

const pct = (bp: number) => (bp / 100).toFixed(2);

describe('property: the sum of payouts per period equals the top contract’s amount', () => {
  it('random trees, rates falling down the tree, random bets (daily salary and dividend)', async () => {
    let run = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 2 ** 31 - 1 }),
        fc.array(
          fc.record({
            who: fc.nat(),
            stake: fc.integer({ min: 1, max: 50_000 }),
            outcome: fc.constantFrom(0, 1, 2, 3),
            minute: fc.integer({ min: 0, max: 1439 }),
          }),
          { minLength: 5, maxLength: 40 },
        ),
        async (seed, plays) => {
          run += 1;
          let s = seed;
          const rnd = (n: number) => {
            s = (s * 1103515245 + 12345) % 2147483648;
            return s % n;
          };
          // Day 10 + run days ago, so each run has its own day.
          const now = new Date();
          const local = new Date(now.getTime() + 8 * 3_600_000);
          const dayStart = fromLocal(
            TZ,
            local.getUTCFullYear(),
            local.getUTCMonth() + 1,
            local.getUTCDate() - 40 + run,
          );
          const dayEnd = new Date(dayStart.getTime() + 86_400_000);
          const top = await makePlayer(t, { type: 2 });
          const root: Node = { agent: top, rateBp: 100 + rnd(400), children: [], players: [] };
          await signTop(t, top, 'dailySalary', [{ rate: pct(root.rateBp) }], dayStart);
          await signTop(t, top, 'dividend', [{ rate: pct(root.rateBp * 5) }], dayStart, 'D');
          const everyone: Player[] = [];
          const grow = async (node: Node, depth: number) => {
            for (let i = rnd(3); i > 0; i--)
              node.players.push(await makePlayer(t, { uplineId: node.agent.id }));
            everyone.push(node.agent, ...node.players);
            if (depth >= 3) return;
            for (let i = rnd(3); i > 0; i--) {
              const agent = await makePlayer(t, { type: 2, uplineId: node.agent.id });
              const child: Node = { agent, rateBp: 1 + rnd(node.rateBp), children: [], players: [] };
              await signDown(t, node.agent, agent, 'dailySalary', [{ rate: pct(child.rateBp) }], dayStart);
              await signDown(t, node.agent, agent, 'dividend', [{ rate: pct(child.rateBp * 5) }], dayStart);
              node.children.push(child);
              await grow(child, depth + 1);
            }
          };
          await grow(root, 0);
          const team = everyone.filter((p) => p !== top);
          let valid = 0n;
          let net = 0n;
          for (const play of plays) {
            if (team.length === 0) break;
            const who = team[play.who % team.length]!;
            const stake = BigInt(play.stake);
            const payout = [0n, stake, stake * 2n, stake / 2n][play.outcome]!;
            await bet(t, who, stake, payout, new Date(dayStart.getTime() + play.minute * 60_000));
            if (payout !== stake) valid += stake;
            net += stake - payout;
          }
          await settleKind(t.db, brand(), 'dailySalary', new Date(dayEnd.getTime() + 60_000));
          await settleKind(t.db, brand(), 'dividend', new Date(dayEnd.getTime() + 60_000));
          const agents = everyone.filter((p) => p.type === 2);
          const paid = async (kind: 'dailySalary' | 'dividend') => {
            const { rows } = await sql<{
              total: bigint;
              top: bigint;
            }>`select coalesce(sum(amount), 0)::bigint as total,
                coalesce(sum(subtree_paid) filter (where account_id = ${top.id}), 0)::bigint as top
              from contract_bill where kind = ${kind} and period_start = ${dayStart}
                and account_id = any(${agents.map((a) => a.id.toString())}::bigint[])`.execute(t.db);
            return { total: BigInt(rows[0]!.total), top: BigInt(rows[0]!.top) };
          };
          const salary = await paid('dailySalary');
          // Rates fall down the tree and the salaries' lowest tiers have no thresholds: nobody is short.
          expect(salary.total).toBe(salary.top);
          expect(salary.top).toBe((valid * BigInt(root.rateBp)) / 10_000n);
          const dividend = await paid('dividend');
          expect(dividend.total).toBe(dividend.top);
          const topGross = net > 0n ? (net * BigInt(root.rateBp * 5)) / 10_000n : 0n;
          // The top is paid at least its own gross; more only when sub-agents' shares were carried as its shortfall.
          const { rows } = await sql<{
            gross: bigint;
            carry_out: bigint;
          }>`select gross, carry_out from contract_bill
            where account_id = ${top.id} and kind = 'dividend' and period_start = ${dayStart}`.execute(t.db);
          const topBill = rows[0]!;
          if (net > 0n) expect(BigInt(topBill.gross)).toBe(topGross);
          expect(dividend.top + BigInt(topBill.carry_out)).toBe(net > 0n ? topGross : BigInt(topBill.gross));
        },
      ),
      { numRuns: 6 },
    );
  }, 120_000);
});

describe('two instances settling at once', () => {
  it('each bill once, each payment once', async () => {
    const second = await secondInstance(t);
    try {
      const a = await makePlayer(t, { type: 2 });
      const b = await makePlayer(t, { type: 2, uplineId: a.id });
      const p = await makePlayer(t, { uplineId: b.id });
      // Twelve 5-minute slots that all ended over a minute ago: settlement leaves a period alone for 30 s after its
      // end (late bets), so a run within 30 s of a slot boundary would otherwise find the 12th slot still open.
      const start = new Date(Math.floor((Date.now() - 3_660_000) / 300_000) * 300_000);
      await signTop(t, a, 'realtimeSalary', [{ rate: '0.5' }], start);
      await signDown(t, a, b, 'realtimeSalary', [{ rate: '0.2' }], start);
      for (let i = 0; i < 12; i++)
        await bet(t, p, 10_000n, 0n, new Date(start.getTime() + i * 300_000 + 1000));
      await Promise.all([
        settleBrands(t.db, t.brands, ['realtimeSalary']),
        settleBrands(second.db, second.brands, ['realtimeSalary']),
        (async () => {
          await t.app.jobs.seedCron();
          await t.app.jobs.drain();
        })(),
        (async () => {
          await second.app.jobs.seedCron();
          await second.app.jobs.drain();
        })(),
      ]);
      const billsA = await billsOf(t, a, 'realtimeSalary');
      const billsB = await billsOf(t, b, 'realtimeSalary');
      expect(billsA.length).toBe(12);
      expect(billsB.length).toBe(12);
      expect(new Set(billsA.map((x) => x.period_start.getTime())).size).toBe(12);
      // 100.00 × 0.2 % = 0.20 to B, 0.50 − 0.20 = 0.30 to A, per slot; one posting per bill.
      expect(await commissionPaid(t, b)).toBe(12n * 20n);
      expect(await commissionPaid(t, a)).toBe(12n * 30n);
    } finally {
      await second.close();
    }
  }, 60_000);
});

describe('review threshold', () => {
  it('holds a bill above the brand threshold until an operator approves or rejects it', async () => {
    const a = await makePlayer(t, { type: 2 });
    const p = await makePlayer(t, { uplineId: a.id });
    const start = new Date(Math.floor((Date.now() - 1_800_000) / 300_000) * 300_000);
    await signTop(t, a, 'realtimeSalary', [{ rate: '10' }], start);
    // 1,000,000.00 × 10 % = 100,000.00 > aurora's reviewAbove 50,000.00; 1,000.00 × 10 % = 100.00 is paid.
    await bet(t, p, 100_000_000n, 0n, new Date(start.getTime() + 1000));
    await bet(t, p, 100_000n, 0n, new Date(start.getTime() + 301_000));
    await bet(t, p, 100_000_000n, 0n, new Date(start.getTime() + 601_000));
    await settleBrands(t.db, t.brands, ['realtimeSalary']);
    const bills = await billsOf(t, a, 'realtimeSalary');
    expect(bills.map((x) => x.status)).toEqual(['held', 'paid', 'held']);
    expect(await commissionPaid(t, a)).toBe(10_000n);
    await decideBill(t.db, t.brands, bills[0]!.id, 'approve', 'alice', 'checked the bets');
    await decideBill(t.db, t.brands, bills[2]!.id, 'reject', 'alice', 'suspicious');
    await expect(decideBill(t.db, t.brands, bills[2]!.id, 'approve', 'alice', 'again')).rejects.toThrow();
    expect((await billsOf(t, a, 'realtimeSalary')).map((x) => x.status)).toEqual([
      'paid',
      'paid',
      'rejected',
    ]);
    expect(await commissionPaid(t, a)).toBe(10_000n + 10_000_000n);
    const { rows } = await sql<{
      n: number;
    }>`select count(*)::int as n from ops_action where target like 'bill:%'`.execute(t.db);
    expect(rows[0]?.n).toBe(2);
  });
});
