import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catchUpTeamDays } from '@/server/modules/agent/agent-aggregate';
import { moveMember } from '@/server/modules/agent/agent-move.service';
import { bet, signTop } from './contracts-support';
import { createTestApp, type TestApp } from './helpers';
import { brandOf, makePlayer, type Player } from './wallet-support';

/**
 * Moving a member between agents (back office, `npm run ops -- agent-move`), against the real database: the
 * closure table stays the transitive closure of account.upline_id for every account of the brand after each move
 * (every ancestor pair, with its depth), the member's team moves with it, the rules refuse with their codes and
 * write nothing, and past team_day rows stay with the old upline while later play counts for the new one.
 */
let t: TestApp;
let top1: Player;
let top2: Player;
let sub: Player;
let subPlayer: Player;
let deep: Player;
let leaf: Player;
let junior: Player;
let office42: Player;

const move = (member: Player, to: Player | string, reason: unknown = 'moved by the operator') =>
  moveMember(t.db, {
    brand: brandOf(t, member.brand),
    member: member.username,
    to: typeof to === 'string' ? to : to.username,
    by: 'test-ops',
    reason,
  });

/** Every (ancestor, descendant, depth) of the closure rows of these accounts' trees vs. the upline chains. */
async function closureProblems(): Promise<string[]> {
  const { rows } = await sql<{ problem: string }>`
    with recursive chain as (
      select id as ancestor_id, id as descendant_id, 0 as depth from account where brand_code = 'aurora'
      union all
      select a.upline_id, c.descendant_id, c.depth + 1 from chain c join account a on a.id = c.ancestor_id
      where a.upline_id is not null
    ), stored as (
      select x.ancestor_id, x.descendant_id, x.depth from account_closure x
      join account a on a.id = x.descendant_id where a.brand_code = 'aurora'
    )
    select 'missing ' || ancestor_id || '>' || descendant_id || '@' || depth as problem
      from (select * from chain except select * from stored) m
    union all
    select 'extra ' || ancestor_id || '>' || descendant_id || '@' || depth
      from (select * from stored except select * from chain) e`.execute(t.db);
  return rows.map((r) => r.problem);
}

const uplineOf = async (who: Player) =>
  (await t.db.selectFrom('account').select('upline_id').where('id', '=', who.id).executeTakeFirstOrThrow())
    .upline_id;

async function teamStake(ancestor: Player, day: string) {
  const row = await t.db
    .selectFrom('team_day')
    .select('stake')
    .where('ancestor_id', '=', ancestor.id)
    .where(sql<boolean>`day = ${day}::date`)
    .executeTakeFirst();
  return BigInt(row?.stake ?? 0);
}

const counts = async () =>
  (
    await sql<{ c: number; a: number }>`select (select count(*)::int from account_closure) as c,
      (select count(*)::int from ops_action where action = 'agent-move') as a`.execute(t.db)
  ).rows[0]!;

beforeAll(async () => {
  t = await createTestApp();
  top1 = await makePlayer(t, { type: 2 });
  top2 = await makePlayer(t, { type: 2 });
  sub = await makePlayer(t, { type: 2, uplineId: top1.id });
  subPlayer = await makePlayer(t, { uplineId: sub.id });
  deep = await makePlayer(t, { type: 1, uplineId: sub.id });
  leaf = await makePlayer(t, { uplineId: deep.id });
  junior = await makePlayer(t, { type: 1, uplineId: top2.id });
  office42 = await makePlayer(t, { type: 42 });
});
afterAll(() => t?.close());

describe('agent move', () => {
  it('moves a member with its whole team; the closure stays consistent; past reports stay put', async () => {
    expect(await closureProblems()).toEqual([]);
    // Play before the move: counted for top1 (the old chain) on yesterday's business day.
    const yesterday = new Date(Date.now() - 36 * 3600_000);
    await bet(t, leaf, 5_000n, 0n, yesterday);
    await catchUpTeamDays(t.db, { wait: true });
    const { rows: dayRow } = await sql<{
      day: string;
    }>`select day::text from account_day where account_id = ${leaf.id}`.execute(t.db);
    const day = dayRow[0]!.day;
    expect(await teamStake(top1, day)).toBe(5_000n);
    // A change still queued when the move happens is folded for the old chain first.
    await bet(t, leaf, 700n, 0n, yesterday);

    const result = await move(sub, top2);
    expect(result).toMatchObject({ member: sub.username, from: top1.username, to: top2.username, moved: 4 });
    expect(await uplineOf(sub)).toBe(top2.id);
    expect(await closureProblems()).toEqual([]);
    // The team moved with it: leaf is now below top2 at depth 3, no longer below top1.
    const { rows: leafUp } = await sql<{ ancestor_id: string; depth: number }>`select ancestor_id::text, depth
      from account_closure where descendant_id = ${leaf.id} order by depth`.execute(t.db);
    expect(leafUp.map((r) => [r.ancestor_id, r.depth])).toEqual([
      [leaf.id.toString(), 0],
      [deep.id.toString(), 1],
      [sub.id.toString(), 2],
      [top2.id.toString(), 3],
    ]);
    // History is not rewritten: top1 keeps yesterday's figures (with the queued bet), top2 has none of them.
    await catchUpTeamDays(t.db, { wait: true });
    expect(await teamStake(top1, day)).toBe(5_700n);
    expect(await teamStake(top2, day)).toBe(0n);
    // Play after the move counts for the new chain only.
    await bet(t, leaf, 300n, 0n, yesterday);
    await catchUpTeamDays(t.db, { wait: true });
    expect(await teamStake(top1, day)).toBe(5_700n);
    expect(await teamStake(top2, day)).toBe(300n);
    expect(await teamStake(sub, day)).toBe(6_000n);

    const audit = await t.db
      .selectFrom('ops_action')
      .selectAll()
      .where('id', '=', BigInt(result.auditId))
      .executeTakeFirstOrThrow();
    expect(audit).toMatchObject({
      brand_code: 'aurora',
      actor: 'test-ops',
      action: 'agent-move',
      target: `account:${sub.id}`,
      reason: 'moved by the operator',
    });
    expect(audit.before).toEqual({ upline: top1.username });
    expect(audit.after).toEqual({ upline: top2.username });

    // Back again, and a player alone: still consistent.
    await move(sub, top1);
    await move(subPlayer, junior);
    expect(await uplineOf(subPlayer)).toBe(junior.id);
    expect(await closureProblems()).toEqual([]);
  });

  it('refuses the rules with their codes and writes nothing', async () => {
    const lotusAgent = await makePlayer(t, { brand: 'lotus', type: 2 });
    const before = await counts();
    const refused = async (p: Promise<unknown>, code: string) => {
      await expect(p).rejects.toMatchObject({ code });
    };
    await refused(move(sub, deep), 'agent_move_into_own_team'); // into its own downline
    await refused(move(sub, sub), 'agent_move_into_own_team'); // under itself
    await refused(move(sub, top1), 'agent_move_same_upline');
    await refused(move(sub, junior), 'agent_move_type_mismatch'); // a sub-agent under a type-1 agent
    await refused(move(deep, office42), 'agent_move_type_mismatch'); // across the agent-only family
    await refused(move(leaf, subPlayer), 'agent_move_target_not_found'); // the target is a player
    await refused(move(leaf, 'nobody-here'), 'agent_move_target_not_found');
    await refused(move(leaf, lotusAgent.username), 'agent_move_target_not_found'); // another brand's agent
    await refused(move(leaf, top2, ''), 'invalid_request'); // reason required
    await refused(move(leaf, top2, '  '), 'invalid_request');
    expect(await counts()).toEqual(before);
    expect(await closureProblems()).toEqual([]);
  });

  it('refuses while the member or its team holds an open contract', async () => {
    const top3 = await makePlayer(t, { type: 2 });
    const holder = await makePlayer(t, { type: 2 });
    await signTop(t, holder, 'dailySalary', [{ rate: '1' }], new Date());
    const before = await counts();
    await expect(move(holder, top3)).rejects.toMatchObject({ code: 'agent_move_open_contract' });
    expect(await counts()).toEqual(before);
  });
});
