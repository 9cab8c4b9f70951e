import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { promoteToAgent } from '@/server/modules/agent/agent-promote.service';
import { createTestApp, type TestApp } from './helpers';
import { brandOf, call, expectError, expectOk, makePlayer, type Player } from './wallet-support';

/**
 * Promote a direct downline player to agent (issue 24, defect 7): the type rules (only agents that may have
 * sub-agents, only players, the sub-agent type of the upline's tree), the tree left as it was (no move, no cycle),
 * the audit row with who and why, isolation (only the caller's own direct downlines; other trees and brands 404)
 * and two promotions of one member at once.
 */

let t: TestApp;
let senior: Player;
let p1: Player;
let p2: Player;
let sub: Player;
let deep: Player;
let junior: Player;
let juniorPlayer: Player;
let office: Player;
let officePlayer: Player;
let lotusPlayer: Player;

const promote = (who: Player, member: string, reason: unknown = 'runs a good team') =>
  call(t, 'POST', '/wps/agent/team/promote', { ...who, body: { member, reason } });

async function accountOf(who: Player) {
  const { rows } = await sql<{ type: number; affiliate_code: string | null; upline_id: bigint | null }>`
    select type, affiliate_code, upline_id from account where id = ${who.id}`.execute(t.db);
  return rows[0]!;
}

const closureOf = async (who: Player) =>
  (
    await sql<{ ancestor_id: string; depth: number }>`select ancestor_id::text, depth from account_closure
      where descendant_id = ${who.id} order by depth`.execute(t.db)
  ).rows;

const auditCount = async () =>
  (
    await sql<{
      n: number;
    }>`select count(*)::int as n from ops_action where action = 'promote-agent'`.execute(t.db)
  ).rows[0]!.n;

beforeAll(async () => {
  t = await createTestApp();
  senior = await makePlayer(t, { type: 2 });
  p1 = await makePlayer(t, { uplineId: senior.id });
  p2 = await makePlayer(t, { uplineId: senior.id });
  sub = await makePlayer(t, { type: 1, uplineId: senior.id });
  deep = await makePlayer(t, { uplineId: sub.id });
  junior = await makePlayer(t, { type: 1 });
  juniorPlayer = await makePlayer(t, { uplineId: junior.id });
  office = await makePlayer(t, { type: 42 });
  officePlayer = await makePlayer(t, { uplineId: office.id });
  const lotusSenior = await makePlayer(t, { brand: 'lotus', type: 2 });
  lotusPlayer = await makePlayer(t, { brand: 'lotus', uplineId: lotusSenior.id });
}, 60_000);
afterAll(async () => t?.close());

describe('promote a direct downline player to agent', () => {
  it('makes the player a sub-agent in place, with an invitation code, recorded with who and why', async () => {
    const closure = await closureOf(p1);
    const v = expectOk<{ account: string; kind: string; typeCode: number }>(
      await promote(senior, p1.username),
    );
    expect(v).toEqual({ account: p1.username, kind: 'agent', typeCode: 1 });
    const row = await accountOf(p1);
    expect(row.type).toBe(1);
    expect(row.affiliate_code).toMatch(/^[A-Za-z0-9]{6,}$/);
    expect(row.upline_id).toBe(senior.id);
    expect(await closureOf(p1)).toEqual(closure);
    const { rows } = await sql<{
      actor: string;
      target: string;
      reason: string;
      detail: Record<string, unknown>;
    }>`
      select actor, target, reason, detail from ops_action where action = 'promote-agent'
        and target = ${`account:${p1.id}`}`.execute(t.db);
    expect(rows).toEqual([
      {
        actor: `agent:${senior.username}`,
        target: `account:${p1.id}`,
        reason: 'runs a good team',
        detail: { account: p1.username, upline: senior.username, fromType: 0, toType: 1, via: 'agent' },
      },
    ]);
    // Its own session is an agent's now: the agent center answers it, and it appears as an agent in the team.
    expectOk(await call(t, 'GET', '/wps/agent/team/overview', p1));
    const team = expectOk<{ list: { account: string; kind: string }[] }>(
      await call(t, 'GET', '/wps/agent/team/members', senior),
    );
    expect(team.list.find((m) => m.account === p1.username)?.kind).toBe('agent');
  });

  it('refuses what the rules forbid, with nothing written', async () => {
    const before = await auditCount();
    expectError(await promote(senior, p1.username), 409, 'promote_not_player');
    expectError(await promote(senior, sub.username), 409, 'promote_not_player');
    expectError(await promote(junior, juniorPlayer.username), 403, 'subagent_not_allowed');
    expectError(await promote(p2, p2.username), 403, 'non_agent');
    expectError(await promote(senior, p2.username, ''), 400, 'invalid_request');
    expectError(await promote(senior, p2.username, 'x'.repeat(201)), 400, 'invalid_request');
    expectError(
      await call(t, 'POST', '/wps/agent/team/promote', { ...senior, body: { member: p2.username } }),
      400,
      'invalid_request',
    );
    expect(await auditCount()).toBe(before);
    expect((await accountOf(p2)).type).toBe(0);
  });

  it('answers 404 alike for anyone not its own direct downline: deeper, another tree, another brand, unknown', async () => {
    for (const name of [
      deep.username,
      juniorPlayer.username,
      lotusPlayer.username,
      'nobody-here',
      senior.username,
    ])
      expectError(await promote(senior, name), 404, 'member_not_found');
    expectError(await promote(sub, deep.username), 403, 'subagent_not_allowed');
    expect((await accountOf(deep)).type).toBe(0);
    expect((await accountOf(lotusPlayer)).type).toBe(0);
  });

  it('gives an agent-only tree an agent-only sub-agent (42 → 41)', async () => {
    expect(expectOk<{ typeCode: number }>(await promote(office, officePlayer.username)).typeCode).toBe(41);
  });

  it('promotes a member once when asked twice at once', async () => {
    const before = await auditCount();
    const results = await Promise.all([promote(senior, p2.username), promote(senior, p2.username)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await auditCount()).toBe(before + 1);
  });

  it('is an operator command too, under the same rules', async () => {
    const p3 = await makePlayer(t, { uplineId: senior.id });
    const brand = brandOf(t, 'aurora');
    await expect(
      promoteToAgent(t.db, { brand, member: juniorPlayer.username, reason: 'asked', by: { ops: 'tester' } }),
    ).rejects.toMatchObject({ code: 'subagent_not_allowed' });
    const done = await promoteToAgent(t.db, {
      brand,
      member: p3.username,
      reason: 'asked',
      by: { ops: 'tester' },
    });
    expect(done.typeCode).toBe(1);
    const { rows } = await sql<{
      actor: string;
      detail: { via: string };
    }>`select actor, detail from ops_action
      where action = 'promote-agent' and target = ${`account:${p3.id}`}`.execute(t.db);
    expect(rows).toEqual([{ actor: 'tester', detail: expect.objectContaining({ via: 'ops' }) }]);
  });
});
