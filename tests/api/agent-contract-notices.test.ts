import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { offerFromBrand } from '@/server/modules/contracts/contracts.ops';
import { makeTree, signDown, signTop, type Tree } from './contracts-support';
import { createTestApp, type TestApp } from './helpers';
import { brandOf, call, expectError, expectOk, makePlayer, type Player } from './wallet-support';

/**
 * Issue 24, contracts: a downline whose contract is ended by someone else's action is told (inbox message and a
 * badge) and every contract keeps its history with the trail and who caused it; salary kinds are exclusive by
 * default (brand data), enforced when offering and when accepting, also under concurrent acceptances.
 */

let t: TestApp;
let tree: Tree;
const DAILY = '/wps/relay/MCS2_processDailySalContract';
const HOURLY = '/wps/relay/MCS2_processContractHourSalary';
const DIV = '/wps/relay/MCS2_processDividendReq';

interface HistoryEntry {
  id: string;
  status: string;
  endedReason: string | null;
  notice: boolean;
  upline: string | null;
  events: {
    action: string;
    reason: string | null;
    by: { role: string; account: string | null };
    cause: { contractId: string; rate: string } | null;
  }[];
}
type History = { list: HistoryEntry[]; total: number };
type Consolidated = { notices: Record<string, number>; dailysalreqtype: number };

const request = async (who: Player, path: string, downline: Player, rate: string) =>
  expectOk<{ contract: { id: string } }>(
    await call(t, 'POST', path, {
      ...who,
      body: { action: 'request', downline: downline.username, tiers: [{ rate }] },
    }),
  ).contract.id;
const answer = (who: Player, path: string, action: string, id: string) =>
  call(t, 'POST', path, { ...who, body: { action, id } });
const history = async (who: Player, query: string) =>
  expectOk<History>(await call(t, 'GET', `/wps/agent/contracts/history?${query}`, who));
const consolidated = async (who: Player) =>
  expectOk<Consolidated>(await call(t, 'GET', '/wps/member/info/funds/consolidated', who));

beforeAll(async () => {
  t = await createTestApp();
  tree = await makeTree(t);
}, 60_000);
afterAll(async () => t?.close());

describe('a downline contract ended by a rate conflict', () => {
  let ended: string;
  it('tells the downline in its inbox, badges its page and keeps the trail with who caused it', async () => {
    await signTop(t, tree.a, 'dailySalary', [{ rate: '1' }], new Date());
    ended = (await signDown(t, tree.a, tree.b, 'dailySalary', [{ rate: '0.8' }], new Date())).contract.id;
    // The brand offers A less than A gives B: accepting it ends B's contract at once.
    const lower = (await offerFromBrand(t.db, brandOf(t, 'aurora'), {
      agent: tree.a.username,
      kind: 'dailySalary',
      tiers: [{ rate: '0.6' }],
      by: 'test',
      reason: 'lower rate',
    })) as { contract: { id: string } };
    const accepted = expectOk<{ terminated: { id: string }[] }>(
      await answer(tree.a, DAILY, 'accept', lower.contract.id),
    );
    expect(accepted.terminated.map((x) => x.id)).toEqual([ended]);

    const inbox = expectOk<{ content: { kind: string; title: string; content: string; read: boolean }[] }>(
      await call(t, 'GET', '/wps/member/messages?pageNo=1&pageSize=10', {
        ...tree.b,
        headers: { 'x-language': 'en' },
      }),
    ).content.filter((m) => m.kind === 'contract_ended');
    expect(inbox).toHaveLength(1);
    expect(inbox[0]).toMatchObject({ title: 'Contract ended', read: false });
    expect(inbox[0]!.content).toContain(
      `Your daily wage contract with ${tree.a.username} was ended automatically.`,
    );
    expect(inbox[0]!.content).toContain(`${tree.a.username} accepted a contract at 0.6% from its own upline`);
    // The upline that caused it gets no notice of its own.
    expect((await consolidated(tree.a)).notices).toEqual({});
    expect((await consolidated(tree.b)).notices).toEqual({ dailySalary: 1 });

    const h = await history(tree.b, 'kind=dailySalary');
    const entry = h.list.find((c) => c.id === ended)!;
    expect(entry).toMatchObject({ status: 'terminating', endedReason: 'rate_conflict', notice: true });
    expect(entry.events.map((e) => [e.action, e.reason, e.by.role, e.by.account])).toEqual([
      ['request', null, 'upline', tree.a.username],
      ['accept', null, 'you', tree.b.username],
      ['terminate', 'rate_conflict', 'upline', tree.a.username],
    ]);
    expect(entry.events[2]!.cause).toEqual({ contractId: lower.contract.id, rate: '0.6' });
  });

  it('clears the badge and the inbox message once the agent opened the page', async () => {
    const read = expectOk<{ notices: Record<string, number> }>(
      await call(t, 'POST', '/wps/agent/contracts/notices/read', {
        ...tree.b,
        body: { kind: 'dailySalary' },
      }),
    );
    expect(read.notices).toEqual({});
    expect((await consolidated(tree.b)).notices).toEqual({});
    const { rows } = await sql<{ n: number }>`select count(*)::int as n from inbox_message
      where account_id = ${tree.b.id} and kind = 'contract_ended' and read_at is null`.execute(t.db);
    expect(rows[0]!.n).toBe(0);
    expect((await history(tree.b, 'kind=dailySalary')).list.find((c) => c.id === ended)?.notice).toBe(false);
    expectError(
      await call(t, 'POST', '/wps/agent/contracts/notices/read', { ...tree.b, body: { kind: 'salary' } }),
      400,
      'invalid_kind',
    );
  });
});

describe('the end of an upline contract', () => {
  it('ends the contracts below it and tells each downline, naming no one above its upline', async () => {
    await signTop(t, tree.a, 'dividend', [{ rate: '30' }], new Date(), 'M');
    const ab = (await signDown(t, tree.a, tree.b, 'dividend', [{ rate: '20' }], new Date())).contract.id;
    const bc = (await signDown(t, tree.b, tree.c, 'dividend', [{ rate: '10' }], new Date())).contract.id;
    expectOk(await answer(tree.a, DIV, 'terminate', ab));
    // B ended by its own upline's action gets the usual "terminating" request, not an automatic notice; C does.
    expect((await consolidated(tree.b)).notices).toEqual({});
    expect((await consolidated(tree.c)).notices).toEqual({ dividend: 1 });
    const c = (await history(tree.c, 'kind=dividend')).list.find((x) => x.id === bc)!;
    expect(c.endedReason).toBe('upline_ended');
    expect(c.events.at(-1)).toMatchObject({
      action: 'terminate',
      reason: 'upline_ended',
      by: { role: 'above', account: null },
      cause: { contractId: ab },
    });
  });
});

describe('the history of every contract', () => {
  it('keeps superseded, rejected and withdrawn offers with who did it, newest first', async () => {
    const y = await makeTree(t);
    await signTop(t, y.a, 'dividend', [{ rate: '30' }], new Date(), 'M');
    const outsider = await makePlayer(t, { type: 1 });
    const first = await request(y.a, DIV, y.b, '0.2');
    const second = await request(y.a, DIV, y.b, '0.3');
    expectOk(await answer(y.b, DIV, 'reject', second));
    const third = await request(y.a, DIV, y.b, '0.25');
    expectOk(await answer(y.a, DIV, 'cancel', third));
    const h = await history(y.b, 'kind=dividend');
    expect(h.list.map((c) => [c.id, c.status])).toEqual([
      [third, 'cancelled'],
      [second, 'rejected'],
      [first, 'superseded'],
    ]);
    expect(h.list[2]!.events.at(-1)).toMatchObject({ action: 'superseded', by: { role: 'upline' } });
    expect(h.list[1]!.events.at(-1)).toMatchObject({ action: 'reject', by: { role: 'you' } });
    // The upline reads the history of an agent of its team; anyone else gets the same 404.
    const asUpline = await history(y.a, `kind=dividend&member=${y.b.username}`);
    expect(asUpline.list.map((c) => c.id)).toEqual([third, second, first]);
    expect(asUpline.list[0]!.events[0]!.by).toEqual({ role: 'you', account: y.a.username });
    // An agent two levels down is reachable too (it has no contract yet).
    expect((await history(y.a, `member=${y.c.username}`)).total).toBe(0);
    const lotus = await makePlayer(t, { brand: 'lotus', type: 1 });
    for (const [who, member] of [
      [outsider, y.b.username],
      [y.b, y.a.username],
      [y.c, y.b.username],
      [y.a, tree.b.username],
      [y.a, lotus.username],
      [y.a, 'no such agent'],
    ] as const)
      expectError(
        await call(t, 'GET', `/wps/agent/contracts/history?member=${encodeURIComponent(member)}`, who),
        404,
        'member_not_found',
      );
    expectError(await call(t, 'GET', '/wps/agent/contracts/history?kind=weekly', y.b), 400, 'invalid_kind');
    expectError(await call(t, 'GET', '/wps/agent/contracts/history', y.pa), 403, 'non_agent');
  });
});

describe('exclusive salary kinds (the default)', () => {
  it('refuses an offer of a second salary kind, and shows the upline which kind its downline holds', async () => {
    const x = await makeTree(t);
    await signTop(t, x.a, 'dailySalary', [{ rate: '1' }], new Date());
    await signTop(t, x.a, 'dividend', [{ rate: '20' }], new Date(), 'M');
    const before = await sql<{ n: number }>`select count(*)::int as n from contract`.execute(t.db);
    await expect(
      offerFromBrand(t.db, brandOf(t, 'aurora'), {
        agent: x.a.username,
        kind: 'hourSalary',
        tiers: [{ rate: '0.8' }],
        by: 'test',
        reason: 'second salary',
      }),
    ).rejects.toMatchObject({ code: 'contract_salary_exclusive', value: { held: 'dailySalary' } });
    const after = await sql<{ n: number }>`select count(*)::int as n from contract`.execute(t.db);
    expect(after.rows[0]!.n).toBe(before.rows[0]!.n);
    // The dividend is no salary: it stacks with any salary kind.
    expect((await history(x.a, 'kind=dividend')).list[0]!.status).toBe('active');
    await signDown(t, x.a, x.b, 'dailySalary', [{ rate: '0.5' }], new Date());
    const view = expectOk<{
      salaryStacking: string;
      downlines: { account: string; otherSalary: string | null }[];
    }>(await call(t, 'GET', HOURLY, x.a));
    expect(view.salaryStacking).toBe('exclusive');
    expect(view.downlines.find((d) => d.account === x.b.username)?.otherSalary).toBe('dailySalary');
  });

  it('lets only one of two salary offers be accepted, also when both are accepted at once', async () => {
    for (let round = 0; round < 3; round++) {
      const top = await makePlayer(t, { type: 2 });
      const offers = [];
      for (const kind of ['dailySalary', 'hourSalary'] as const) {
        const made = (await offerFromBrand(t.db, brandOf(t, 'aurora'), {
          agent: top.username,
          kind,
          tiers: [{ rate: '1' }],
          by: 'test',
          reason: 'two offers',
        })) as { contract: { id: string } };
        offers.push([kind === 'dailySalary' ? DAILY : HOURLY, made.contract.id] as const);
      }
      const results = await Promise.all(offers.map(([path, id]) => answer(top, path, 'accept', id)));
      expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
      expect(results.find((r) => r.statusCode === 409)!.json().code).toBe('contract_salary_exclusive');
      const { rows } = await sql<{ n: number }>`select count(*)::int as n from contract
        where downline_id = ${top.id} and status = 'active'`.execute(t.db);
      expect(rows[0]!.n).toBe(1);
    }
  });
});
