import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StaffRole } from '@/core/office/roles';
import { type StaffSession, staffSession } from '../support/office';
import { bet, billsOf, signTop } from './contracts-support';
import { createTestApp, type TestApp } from './helpers';
import { call, makePlayer, type Player } from './wallet-support';

/**
 * The Agents screen's operator actions (issue 26): promote a player to agent, lift an agent's lock on a downline,
 * the agents' own audited actions (paged), and settling every due contract period now — each the service of
 * `npm run ops -- promote-agent | downline-unlock | agent-actions | settle-contracts`. The role × action matrix,
 * another brand's staff and records (404), reasons required, refusals with nothing written, and the audit rows
 * naming the staff member.
 */
let t: TestApp;
const S: Partial<Record<StaffRole | 'lotus', StaffSession>> = {};
let senior: Player;
let player: Player;
let sub: Player;
let deep: Player;
let lotusSenior: Player;
let lotusPlayer: Player;

const A = '/office/api/b/aurora';

beforeAll(async () => {
  t = await createTestApp();
  for (const role of ['owner', 'finance', 'risk', 'support', 'marketing', 'auditor'] as const)
    S[role] = await staffSession(t.app, { aurora: [role] });
  S.lotus = await staffSession(t.app, { lotus: ['owner'] });
  senior = await makePlayer(t, { type: 2 });
  player = await makePlayer(t, { uplineId: senior.id });
  sub = await makePlayer(t, { type: 1, uplineId: senior.id });
  deep = await makePlayer(t, { uplineId: sub.id });
  lotusSenior = await makePlayer(t, { brand: 'lotus', type: 2 });
  lotusPlayer = await makePlayer(t, { brand: 'lotus', uplineId: lotusSenior.id });
}, 120_000);
afterAll(() => t?.close());

const opsRows = async () =>
  (await sql<{ n: number }>`select count(*)::int as n from ops_action`.execute(t.db)).rows[0]!.n;
const lastAudit = (action: string) =>
  t.db
    .selectFrom('ops_action')
    .selectAll()
    .where('action', '=', action)
    .orderBy('id', 'desc')
    .executeTakeFirst();
const typeOf = async (who: Player) =>
  await t.db
    .selectFrom('account')
    .select(['type', 'status'])
    .where('id', '=', who.id)
    .executeTakeFirstOrThrow();
/** The agent's own lock on a member of its team (the agent center's call). */
const agentLock = (agent: Player, member: Player, reason: string) =>
  call(t, 'POST', '/wps/agent/team/member/lock', {
    ...agent,
    body: { member: member.username, locked: true, reason },
  });

describe('roles and brands', () => {
  it('lets each role do only what its permissions say; another brand is 404 and nothing runs', async () => {
    const reads: Record<string, number> = {
      owner: 200,
      auditor: 200,
      risk: 200,
      finance: 200,
      support: 403,
      marketing: 403,
      lotus: 404,
    };
    for (const [role, status] of Object.entries(reads))
      expect({
        role,
        status: (await S[role as StaffRole]!.call('GET', `${A}/agents/actions`)).status,
      }).toEqual({
        role,
        status,
      });
    const before = await opsRows();
    const acts: [string, unknown][] = [
      [`${A}/agents/promote`, { member: player.username, reason: 'role check' }],
      [`${A}/agents/unlock`, { member: player.username, reason: 'role check' }],
      [`${A}/agents/contracts/settle`, { reason: 'role check' }],
    ];
    const refused: Record<string, number[]> = {
      auditor: [403, 403, 403],
      finance: [403, 403, 403],
      risk: [403, 403, 403],
      support: [403, 403, 403],
      marketing: [403, 403, 403],
      lotus: [404, 404, 404],
    };
    for (const [role, statuses] of Object.entries(refused)) {
      const got = [];
      for (const [url, body] of acts) got.push((await S[role as StaffRole]!.call('POST', url, body)).status);
      expect({ role, got }).toEqual({ role, got: statuses });
    }
    expect(await opsRows()).toBe(before);
    expect((await typeOf(player)).type).toBe(0);
  });
});

describe('promote a player to agent', () => {
  it('refuses bad input and other trees with nothing written', async () => {
    const owner = S.owner!;
    const url = `${A}/agents/promote`;
    const before = await opsRows();
    expect((await owner.call('POST', url, { member: player.username })).status).toBe(400);
    expect((await owner.call('POST', url, { member: player.username, reason: '    ' })).status).toBe(400);
    expect((await owner.call('POST', url, { member: player.username, reason: 'x'.repeat(201) })).status).toBe(
      400,
    );
    const cases: [Player, number, string][] = [
      [lotusPlayer, 404, 'member_not_found'], // another brand's player through aurora's path
      [deep, 403, 'subagent_not_allowed'], // its upline (type 1) may not have sub-agents
      [sub, 409, 'promote_not_player'], // already an agent
    ];
    for (const [who, status, code] of cases) {
      const answer = await owner.call('POST', url, { member: who.username, reason: 'wants a team' });
      expect([who.username, answer.status, answer.json.code]).toEqual([who.username, status, code]);
    }
    expect(await opsRows()).toBe(before);
    expect((await typeOf(deep)).type).toBe(0);
  });

  it("promotes a senior's direct player as ops promote-agent does; the tree shows an agent; audited", async () => {
    const owner = S.owner!;
    const answer = await owner.call('POST', `${A}/agents/promote`, {
      member: player.username,
      reason: 'runs a good team',
    });
    expect(answer.status).toBe(200);
    expect(answer.json.value).toEqual({ account: player.username, typeCode: 1 });
    const level = await owner.call('GET', `${A}/agents/tree?parent=${senior.username}`);
    expect(
      level.json.value.list.find((n: { username: string }) => n.username === player.username),
    ).toMatchObject({
      isAgent: true,
      kind: 'agent',
      upline: senior.username,
    });
    expect(await lastAudit('promote-agent')).toMatchObject({
      brand_code: 'aurora',
      actor: `staff:${owner.staff.username}`,
      target: `account:${player.id}`,
      reason: 'runs a good team',
      detail: { account: player.username, upline: senior.username, toType: 1, via: 'ops' },
    });
    expect((await lastAudit('promote-agent'))?.staff_id).not.toBeNull();
    const again = await owner.call('POST', `${A}/agents/promote`, {
      member: player.username,
      reason: 'twice',
    });
    expect([again.status, again.json.code]).toEqual([409, 'promote_not_player']);
  });
});

describe("an agent's lock and the agents' actions", () => {
  it('lists the lock in the actions log, shows it on the account, and lifts it with a reason, audited', async () => {
    const owner = S.owner!;
    const locked = await agentLock(sub, deep, 'owes the team money');
    expect(locked.statusCode, locked.body).toBe(200);
    const lotusMember = await makePlayer(t, { brand: 'lotus', uplineId: lotusSenior.id });
    expect((await agentLock(lotusSenior, lotusMember, 'lotus lock')).statusCode).toBe(200);

    // The log: aurora's agents only, newest first, filtered by agent, paged.
    const all = await S.auditor!.call('GET', `${A}/agents/actions?pageSize=1`);
    expect(all.status).toBe(200);
    expect(all.json.value).toMatchObject({ pageNo: 1, pageSize: 1, total: 1 });
    expect(all.json.value.list[0]).toMatchObject({
      actor: `agent:${sub.username}`,
      action: 'agent.lock',
      target: deep.username,
      reason: 'owes the team money',
    });
    const bySenior = await owner.call('GET', `${A}/agents/actions?agent=${senior.username}`);
    expect(bySenior.json.value).toMatchObject({ total: 0, list: [] });
    const bySub = await owner.call('GET', `${A}/agents/actions?agent=${sub.username.toUpperCase()}`);
    expect(bySub.json.value.total).toBe(1);
    const lotusLog = await S.lotus!.call('GET', '/office/api/b/lotus/agents/actions');
    expect(lotusLog.json.value.list.map((r: { target: string }) => r.target)).toEqual([lotusMember.username]);
    expect((await owner.call('GET', `${A}/agents/actions?pageSize=101`)).status).toBe(400);

    const detail = await S.auditor!.call('GET', `${A}/agents/${deep.username}`);
    expect(detail.json.value.lock).toMatchObject({ lockedBy: sub.username, reason: 'owes the team money' });
    expect((await S.auditor!.call('GET', `${A}/agents/${player.username}`)).json.value.lock).toBeNull();

    const url = `${A}/agents/unlock`;
    const before = await opsRows();
    expect((await owner.call('POST', url, { member: deep.username })).status).toBe(400);
    expect((await owner.call('POST', url, { member: deep.username, reason: 'ok' })).status).toBe(400);
    const probe = await owner.call('POST', url, {
      member: lotusMember.username,
      reason: 'cross-brand probe',
    });
    expect([probe.status, probe.json.code]).toEqual([404, 'member_not_found']);
    const notLocked = await owner.call('POST', url, { member: player.username, reason: 'nothing to lift' });
    expect([notLocked.status, notLocked.json.code]).toEqual([404, 'not_found']);
    expect(await opsRows()).toBe(before);
    expect((await typeOf(lotusMember)).status).not.toBe('active');

    const lifted = await owner.call('POST', url, {
      member: deep.username,
      reason: 'paid back, agent agreed',
    });
    expect(lifted.status).toBe(200);
    expect(lifted.json.value).toMatchObject({ account: deep.username, lockedBy: sub.username });
    expect((await typeOf(deep)).status).toBe('active');
    const audit = await lastAudit('ops.downline_unlock');
    expect(audit).toMatchObject({
      id: BigInt(lifted.json.value.auditId),
      brand_code: 'aurora',
      actor: `staff:${owner.staff.username}`,
      target: deep.username,
      reason: 'paid back, agent agreed',
      detail: { lockedBy: sub.username },
    });
    expect(audit?.staff_id).not.toBeNull();
    expect((await S.auditor!.call('GET', `${A}/agents/${deep.username}`)).json.value.lock).toBeNull();
    const again = await owner.call('POST', url, { member: deep.username, reason: 'twice over' });
    expect([again.status, again.json.code]).toEqual([404, 'not_found']);
  });
});

describe('settle due contracts now', () => {
  it('settles the due periods once, counts the bills held for review, and records the run', async () => {
    const owner = S.owner!;
    const a = await makePlayer(t, { type: 2 });
    const p = await makePlayer(t, { uplineId: a.id });
    const start = new Date(Math.floor((Date.now() - 1_800_000) / 300_000) * 300_000);
    await signTop(t, a, 'realtimeSalary', [{ rate: '10' }], start);
    // 1,000,000.00 × 10 % = 100,000.00 > aurora's reviewAbove 50,000.00 (held); 1,000.00 × 10 % is paid.
    await bet(t, p, 100_000_000n, 0n, new Date(start.getTime() + 1000));
    await bet(t, p, 100_000n, 0n, new Date(start.getTime() + 301_000));
    await bet(t, p, 100_000_000n, 0n, new Date(start.getTime() + 601_000));
    const url = `${A}/agents/contracts/settle`;
    expect((await owner.call('POST', url, {})).status).toBe(400);
    expect(await billsOf(t, a, 'realtimeSalary')).toEqual([]);

    const run = await owner.call('POST', url, { reason: 'the cron was down this morning' });
    expect(run.status).toBe(200);
    expect(run.json.value).toEqual({ bills: 3, held: 2 });
    expect((await billsOf(t, a, 'realtimeSalary')).map((b) => b.status)).toEqual(['held', 'paid', 'held']);
    const audit = await lastAudit('contracts.settle');
    expect(audit).toMatchObject({
      brand_code: 'aurora',
      actor: `staff:${owner.staff.username}`,
      target: 'brand:aurora',
      reason: 'the cron was down this morning',
      detail: { bills: 3, held: 2 },
    });
    expect(audit?.staff_id).not.toBeNull();
    // Nothing is due twice; lotus's owner settles lotus only.
    const again = await owner.call('POST', url, { reason: 'once more' });
    expect(again.json.value).toEqual({ bills: 0, held: 0 });
    const lotus = await S.lotus!.call('POST', '/office/api/b/lotus/agents/contracts/settle', {
      reason: 'lotus run',
    });
    expect(lotus.json.value).toEqual({ bills: 0, held: 0 });
    expect(await lastAudit('contracts.settle')).toMatchObject({ brand_code: 'lotus' });
  });
});
