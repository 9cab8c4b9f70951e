import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTree, signTop, type Tree } from './contracts-support';
import { createTestApp, type TestApp } from './helpers';
import { call, expectError, expectOk } from './wallet-support';

/** Offer → accept / reject → terminate over the relay calls, the consolidated call and every refusal (issue 11). */

let t: TestApp;
let tree: Tree;
const DAILY = '/wps/relay/MCS2_processDailySalContract';
const DIV = '/wps/relay/MCS2_processDividendReq';

const tier = (rate: string, extra: Record<string, unknown> = {}) => ({ rate, ...extra });

beforeAll(async () => {
  t = await createTestApp();
  tree = await makeTree(t);
  await signTop(t, tree.a, 'dailySalary', [tier('1'), tier('1.5', { minValidBet: '500.00' })], new Date());
  await signTop(t, tree.a, 'dividend', [tier('30')], new Date(), 'W');
});
afterAll(async () => t?.close());

async function counts() {
  const { rows } = await sql<{ c: number; e: number }>`select (select count(*)::int from contract) as c,
    (select count(*)::int from contract_event) as e`.execute(t.db);
  return rows[0]!;
}

describe('contract lifecycle over the relay calls', () => {
  it('shows the caller its contract, cap and direct downline agents', async () => {
    const v = expectOk<{
      mine: { status: string; minRate: string };
      cap: string;
      downlines: { account: string }[];
      flags: Record<string, boolean>;
    }>(await call(t, 'GET', DAILY, { token: tree.a.token }));
    expect(v.mine.status).toBe('active');
    expect(v.cap).toBe('1');
    expect(v.downlines.map((d) => d.account)).toEqual([tree.b.username]);
    expect(v.flags).toEqual({
      enableCt: true,
      salary: true,
      hourSalary: true,
      enableSalary: true,
      enableContract: true,
    });
  });

  it('offers, supersedes a pending offer, and the downline sees it in consolidated', async () => {
    const first = expectOk<{ contract: { id: string } }>(
      await call(t, 'POST', DAILY, {
        token: tree.a.token,
        body: { action: 'request', downline: tree.b.username, tiers: [tier('0.5')] },
      }),
    );
    const second = expectOk<{ contract: { id: string; status: string }; superseded: string[] }>(
      await call(t, 'POST', DAILY, {
        token: tree.a.token,
        body: {
          action: 'request',
          downline: tree.b.username,
          tiers: [tier('0.5'), tier('0.8', { minValidBet: '500' })],
        },
      }),
    );
    expect(second.superseded).toEqual([first.contract.id]);
    const cons = expectOk<{
      dailysalreqtype: number;
      divtypereq: number;
      requests: { kind: string; type: string }[];
    }>(await call(t, 'GET', '/wps/member/info/funds/consolidated', { token: tree.b.token }));
    expect(cons.dailysalreqtype).toBe(1);
    expect(cons.divtypereq).toBe(0);
    expect(cons.requests).toMatchObject([{ kind: 'dailySalary', type: 'new' }]);
    // Accepting the superseded one: it is no longer pending.
    expectError(
      await call(t, 'POST', DAILY, {
        token: tree.b.token,
        body: { action: 'accept', id: first.contract.id },
      }),
      409,
      'contract_not_pending',
    );
    // Someone else's request: not found, nothing changed.
    expectError(
      await call(t, 'POST', DAILY, {
        token: tree.c.token,
        body: { action: 'accept', id: second.contract.id },
      }),
      404,
      'contract_not_found',
    );
    const accepted = expectOk<{ contract: { status: string }; terminated: unknown[] }>(
      await call(t, 'POST', DAILY, {
        token: tree.b.token,
        body: { action: 'accept', id: second.contract.id },
      }),
    );
    expect(accepted.contract.status).toBe('active');
    expect(accepted.terminated).toEqual([]);
  });

  it('a rate conflict on accept terminates the downline contract and lists it', async () => {
    // B offers C 0.5 (its cap); then A offers B a lower contract: accepting it ends C's contract.
    const offer = expectOk<{ contract: { id: string } }>(
      await call(t, 'POST', DAILY, {
        token: tree.b.token,
        body: { action: 'request', downline: tree.c.username, tiers: [tier('0.5')] },
      }),
    );
    expectOk(
      await call(t, 'POST', DAILY, {
        token: tree.c.token,
        body: { action: 'accept', id: offer.contract.id },
      }),
    );
    const lower = expectOk<{ contract: { id: string } }>(
      await call(t, 'POST', DAILY, {
        token: tree.a.token,
        body: { action: 'request', downline: tree.b.username, tiers: [tier('0.4')] },
      }),
    );
    const view = expectOk<{ pendingForMe: { conflicts: { account: string }[] } }>(
      await call(t, 'GET', DAILY, { token: tree.b.token }),
    );
    expect(view.pendingForMe.conflicts).toEqual([
      { id: offer.contract.id, account: tree.c.username, maxRate: '0.5' },
    ]);
    const accepted = expectOk<{ terminated: { id: string }[]; replaced: string }>(
      await call(t, 'POST', DAILY, {
        token: tree.b.token,
        body: { action: 'accept', id: lower.contract.id },
      }),
    );
    expect(accepted.terminated.map((x) => x.id)).toEqual([offer.contract.id]);
    expect(accepted.replaced).not.toBeNull();
    const { rows } = await sql<{
      status: string;
      ended_reason: string;
    }>`select status, ended_reason from contract where id = ${offer.contract.id}`.execute(t.db);
    expect(rows[0]).toEqual({ status: 'terminating', ended_reason: 'rate_conflict' });
  });

  it('terminates at the end of the current period, once', async () => {
    const v = expectOk<{ mine: { id: string } }>(await call(t, 'GET', DIV, { token: tree.a.token }));
    const offer = expectOk<{ contract: { id: string; period: string } }>(
      await call(t, 'POST', DIV, {
        token: tree.a.token,
        body: { action: 'request', downline: tree.b.username, tiers: [tier('20')] },
      }),
    );
    expect(offer.contract.period).toBe('W');
    expectOk(
      await call(t, 'POST', DIV, { token: tree.b.token, body: { action: 'accept', id: offer.contract.id } }),
    );
    const ended = expectOk<{ contract: { status: string; endsAt: string } }>(
      await call(t, 'POST', DIV, {
        token: tree.b.token,
        body: { action: 'terminate', id: offer.contract.id },
      }),
    );
    expect(ended.contract.status).toBe('terminating');
    expect(new Date(ended.contract.endsAt).getTime()).toBeGreaterThan(Date.now());
    expect(new Date(ended.contract.endsAt).getTime() - Date.now()).toBeLessThanOrEqual(7 * 86_400_000);
    const before = await counts();
    expectError(
      await call(t, 'POST', DIV, {
        token: tree.a.token,
        body: { action: 'terminate', id: offer.contract.id },
      }),
      409,
      'contract_already_terminating',
    );
    expect(await counts()).toEqual(before);
    const cons = expectOk<{ divtypereq: number }>(
      await call(t, 'GET', '/wps/member/info/funds/consolidated', { token: tree.a.token }),
    );
    expect(cons.divtypereq).toBe(2);
    expect(v.mine.id).toBeTruthy();
  });
});
