import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTree, signTop, type Tree } from './contracts-support';
import { createTestApp, type TestApp } from './helpers';
import { call, expectError, expectOk, makePlayer } from './wallet-support';

/** Offer → accept / reject → terminate over the relay calls, the consolidated call and every refusal (issue 11). */

let t: TestApp;
let tree: Tree;
const DAILY = '/wps/relay/MCS2_processDailySalContract';
const RT = '/wps/relay/MCSFE_processRealTimeSalaryContract';

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

describe('bad input: a clear 4xx and nothing written', () => {
  const cases: [string, () => Promise<{ token: string; path: string; body: unknown }>, number, string][] = [
    [
      'rate 0',
      async () => ({
        token: tree.a.token,
        path: RT,
        body: { action: 'request', downline: tree.b.username, tiers: [tier('0')] },
      }),
      409,
      'contract_not_held',
    ],
    [
      'rate 0 with a contract',
      async () => ({
        token: tree.a.token,
        path: DAILY,
        body: { action: 'request', downline: tree.b.username, tiers: [tier('0')] },
      }),
      400,
      'contract_rate_invalid',
    ],
    [
      'negative rate',
      async () => ({
        token: tree.a.token,
        path: DAILY,
        body: { action: 'request', downline: tree.b.username, tiers: [tier('-1')] },
      }),
      400,
      'contract_rate_invalid',
    ],
    [
      '3 decimals',
      async () => ({
        token: tree.a.token,
        path: DAILY,
        body: { action: 'request', downline: tree.b.username, tiers: [tier('0.125')] },
      }),
      400,
      'contract_rate_invalid',
    ],
    [
      'above the upline',
      async () => ({
        token: tree.a.token,
        path: DAILY,
        body: { action: 'request', downline: tree.b.username, tiers: [tier('1.01')] },
      }),
      400,
      'contract_rate_above_upline',
    ],
    [
      'tiers out of order',
      async () => ({
        token: tree.a.token,
        path: DAILY,
        body: { action: 'request', downline: tree.b.username, tiers: [tier('0.8'), tier('0.5')] },
      }),
      400,
      'contract_tiers_order',
    ],
    [
      'thresholds falling',
      async () => ({
        token: tree.a.token,
        path: DAILY,
        body: {
          action: 'request',
          downline: tree.b.username,
          tiers: [tier('0.5', { minValidBet: '10' }), tier('0.8', { minValidBet: '5' })],
        },
      }),
      400,
      'contract_tiers_order',
    ],
    [
      'bad amount',
      async () => ({
        token: tree.a.token,
        path: DAILY,
        body: {
          action: 'request',
          downline: tree.b.username,
          tiers: [tier('0.5', { minValidBet: '1.234' })],
        },
      }),
      400,
      'contract_tier_invalid',
    ],
    [
      'net loss on a salary',
      async () => ({
        token: tree.a.token,
        path: DAILY,
        body: { action: 'request', downline: tree.b.username, tiers: [tier('0.5', { minNetLoss: '10' })] },
      }),
      400,
      'contract_tier_invalid',
    ],
    [
      'no tiers',
      async () => ({
        token: tree.a.token,
        path: DAILY,
        body: { action: 'request', downline: tree.b.username, tiers: [] },
      }),
      400,
      'contract_tier_invalid',
    ],
    [
      'wrong period',
      async () => ({
        token: tree.a.token,
        path: DAILY,
        body: { action: 'request', downline: tree.b.username, period: 'M', tiers: [tier('0.5')] },
      }),
      400,
      'contract_period_invalid',
    ],
    [
      'a player downline',
      async () => ({
        token: tree.a.token,
        path: DAILY,
        body: { action: 'request', downline: tree.pa.username, tiers: [tier('0.5')] },
      }),
      400,
      'contract_target_not_agent',
    ],
    [
      'not a direct downline',
      async () => ({
        token: tree.a.token,
        path: DAILY,
        body: { action: 'request', downline: tree.c.username, tiers: [tier('0.5')] },
      }),
      404,
      'contract_downline_not_found',
    ],
    [
      'unknown name',
      async () => ({
        token: tree.a.token,
        path: DAILY,
        body: { action: 'request', downline: 'nobody_here', tiers: [tier('0.5')] },
      }),
      404,
      'contract_downline_not_found',
    ],
    [
      'unknown action',
      async () => ({ token: tree.a.token, path: DAILY, body: { action: 'sign' } }),
      400,
      'contract_action_invalid',
    ],
    [
      'accept a bad id',
      async () => ({ token: tree.b.token, path: DAILY, body: { action: 'accept', id: 'abc' } }),
      404,
      'contract_not_found',
    ],
    [
      'kind switched off (lotus hourly)',
      async () => {
        const lotus = await makePlayer(t, { brand: 'lotus', type: 2 });
        return {
          token: lotus.token,
          path: '/wps/relay/MCS2_processContractHourSalary',
          body: { action: 'request', downline: 'x', tiers: [tier('1')] },
        };
      },
      403,
      'contract_disabled',
    ],
    [
      'a player calling',
      async () => ({
        token: tree.pa.token,
        path: DAILY,
        body: { action: 'request', downline: 'x', tiers: [tier('1')] },
      }),
      403,
      'non_agent',
    ],
  ];
  for (const [name, make, status, code] of cases) {
    it(name, async () => {
      const { token, path, body } = await make();
      const before = await counts();
      const brand = path.includes('HourSalary') ? 'lotus' : 'aurora';
      expectError(await call(t, 'POST', path, { token, body, brand }), status, code);
      expect(await counts()).toEqual(before);
    });
  }

  it('consolidated: zeros and no flags for a player, refused for a trial account, 401 without a session', async () => {
    const v = expectOk<Record<string, unknown>>(
      await call(t, 'GET', '/wps/member/info/funds/consolidated', { token: tree.pa.token }),
    );
    expect(v).toMatchObject({
      divtypereq: 0,
      dailysalreqtype: 0,
      contracthoursalreq: 0,
      realtimesalreqtype: 0,
      requests: [],
    });
    expect(Object.values(v.flags as Record<string, boolean>)).toEqual([false, false, false, false, false]);
    const trial = await makePlayer(t, { type: 4 });
    expectError(
      await call(t, 'GET', '/wps/member/info/funds/consolidated', { token: trial.token }),
      403,
      'in_need_true_account',
    );
    expectError(await call(t, 'GET', '/wps/member/info/funds/consolidated'), 401, 'unauthorized');
  });

  it('bills of an unknown kind or outside the caller’s reach', async () => {
    expectError(
      await call(t, 'GET', '/wps/agent/contracts/bills?kind=bonus', { token: tree.a.token }),
      400,
      'invalid_kind',
    );
    expectError(
      await call(t, 'GET', '/wps/agent/contracts/bills?kind=dividend&from=2026-13-01', {
        token: tree.a.token,
      }),
      400,
      'invalid_period',
    );
    expectError(
      await call(t, 'GET', '/wps/agent/contracts/bills/123456', { token: tree.a.token }),
      404,
      'bill_not_found',
    );
    expectError(
      await call(t, 'GET', '/wps/agent/contracts/bills/x', { token: tree.a.token }),
      404,
      'bill_not_found',
    );
  });
});

describe('replacing a terminating contract', () => {
  it('a new contract accepted while the old one is still ending ends the old one at once', async () => {
    const a = await makePlayer(t, { type: 2 });
    const b = await makePlayer(t, { type: 2, uplineId: a.id });
    await signTop(t, a, 'dailySalary', [tier('2')], new Date());
    const first = expectOk<{ contract: { id: string } }>(
      await call(t, 'POST', DAILY, {
        token: a.token,
        body: { action: 'request', downline: b.username, tiers: [tier('1')] },
      }),
    );
    expectOk(
      await call(t, 'POST', DAILY, { token: b.token, body: { action: 'accept', id: first.contract.id } }),
    );
    expectOk(
      await call(t, 'POST', DAILY, { token: b.token, body: { action: 'terminate', id: first.contract.id } }),
    );
    const second = expectOk<{ contract: { id: string } }>(
      await call(t, 'POST', DAILY, {
        token: a.token,
        body: { action: 'request', downline: b.username, tiers: [tier('1.5')] },
      }),
    );
    const accepted = expectOk<{ replaced: string; contract: { startsAt: string } }>(
      await call(t, 'POST', DAILY, { token: b.token, body: { action: 'accept', id: second.contract.id } }),
    );
    expect(accepted.replaced).toBe(first.contract.id);
    const { rows } = await sql<{
      ends_at: Date;
    }>`select ends_at from contract where id = ${first.contract.id}`.execute(t.db);
    expect(rows[0]?.ends_at.toISOString()).toBe(accepted.contract.startsAt);
  });
});

describe('ending a contract ends the contracts below it', () => {
  it('terminating A’s contract ends B’s contract with C at the same moment, and cancels B’s pending offers', async () => {
    const x = await makeTree(t);
    await signTop(t, x.a, 'realtimeSalary', [tier('2')], new Date());
    const ab = expectOk<{ contract: { id: string } }>(
      await call(t, 'POST', RT, {
        token: x.a.token,
        body: { action: 'request', downline: x.b.username, tiers: [tier('1')] },
      }),
    );
    expectOk(await call(t, 'POST', RT, { token: x.b.token, body: { action: 'accept', id: ab.contract.id } }));
    const bc = expectOk<{ contract: { id: string } }>(
      await call(t, 'POST', RT, {
        token: x.b.token,
        body: { action: 'request', downline: x.c.username, tiers: [tier('0.5')] },
      }),
    );
    expectOk(await call(t, 'POST', RT, { token: x.c.token, body: { action: 'accept', id: bc.contract.id } }));
    const ended = expectOk<{ contract: { endsAt: string }; terminated: { id: string; account: string }[] }>(
      await call(t, 'POST', RT, { token: x.a.token, body: { action: 'terminate', id: ab.contract.id } }),
    );
    expect(ended.terminated).toEqual([{ id: bc.contract.id, account: x.c.username, maxRate: '0.5' }]);
    const { rows } = await sql<{ status: string; ended_reason: string; ends_at: Date }>`
      select status, ended_reason, ends_at from contract where id = ${bc.contract.id}`.execute(t.db);
    expect(rows[0]).toMatchObject({ status: 'terminating', ended_reason: 'upline_ended' });
    expect(rows[0]!.ends_at.toISOString()).toBe(ended.contract.endsAt);
    const events = await sql<{ actor: string; action: string; reason: string }>`
      select actor, action, reason from contract_event where contract_id = ${bc.contract.id} order by id`.execute(
      t.db,
    );
    expect(events.rows.at(-1)).toEqual({
      actor: `account:${x.a.id}`,
      action: 'terminate',
      reason: 'upline_ended',
    });
  });
});
