import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertAccount, usernameKey } from '@/server/modules/accounts/accounts.repository';
import { moveMember } from '@/server/modules/agent/agent-move.service';
import { promoteToAgent } from '@/server/modules/agent/agent-promote.service';
import { seedTeam } from '@/server/modules/agent/agent-seed';
import { createSession } from '@/server/modules/session/session.repository';
import { createTestApp, type TestApp } from './helpers';
import { brandOf, call, expectOk, makePlayer, type Player } from './wallet-support';

/**
 * The team overview's kept head counts (migration 0049: team_size, team_registration_day), against the real
 * database: after registrations (on both sides of a Manila midnight), agent moves (a whole sub-team, back and
 * forth) and a promotion with registrations below the new agent, every kept count equals the closure's own
 * group-by for every ancestor (none missing, none extra, no zero rows); a brand's zone change recounts the days
 * (account_day_rebuild); the overview answers them.
 */
let t: TestApp;
let top1: Player;
let top2: Player;
let sub: Player;
let n = 0;

/** An account registered at `at` under `upline` (the registration's own insert: account plus closure rows). */
async function registerAt(upline: Player, at: string, type = 0): Promise<Player> {
  n += 1;
  const username = `cnt${n}${Date.now().toString(36).slice(-4)}`;
  const id = await t.db.transaction().execute((trx) =>
    insertAccount(trx, {
      brand_code: 'aurora',
      username,
      username_key: usernameKey(username),
      type,
      password_hash: 'x',
      upline_id: upline.id,
      referral_code: `C${n}${Date.now().toString(36).slice(-5)}`.toUpperCase(),
      register_method: 'TEST',
      // Not insertable in the type (the database stamps it); given here to place registrations on chosen days.
      ...({ created_at: new Date(at) } as object),
    }),
  );
  return { id, brand: 'aurora', username, token: '', type };
}

/** Kept counts that differ from the closure's group-by (every ancestor, every brand, days in the brand's zone). */
async function problems(): Promise<string[]> {
  const { rows } = await sql<{ problem: string }>`
    select 'size ' || coalesce(c.ancestor_id, k.ancestor_id) || '@' || coalesce(c.depth, k.depth) || ': '
        || coalesce(c.n, 0) || ' kept ' || coalesce(k.count, 0) as problem
    from (select ancestor_id, depth, count(*)::int as n from account_closure where depth >= 1 group by 1, 2) c
      full join team_size k on k.ancestor_id = c.ancestor_id and k.depth = c.depth
    where c.n is distinct from k.count
    union all
    select 'registered ' || coalesce(c.ancestor_id, k.ancestor_id) || '@' || coalesce(c.day, k.day) || ': '
        || coalesce(c.n, 0) || ' kept ' || coalesce(k.count, 0)
    from (select x.ancestor_id, (a.created_at at time zone b.timezone)::date as day, count(*)::int as n
        from account_closure x join account a on a.id = x.descendant_id join brand b on b.code = a.brand_code
        where x.depth >= 1 group by 1, 2) c
      full join team_registration_day k on k.ancestor_id = c.ancestor_id and k.day = c.day
    where c.n is distinct from k.count
    union all
    select 'last active ' || coalesce(c.ancestor_id, k.ancestor_id) || '@' || coalesce(c.day, k.day) || ': '
        || coalesce(c.n, 0) || ' kept ' || coalesce(k.count, 0)
    from (select x.ancestor_id, y.last_active as day, count(*)::int as n
        from account_closure x join account_total y on y.account_id = x.descendant_id
        where x.depth >= 1 and y.last_active is not null group by 1, 2) c
      full join team_last_active k on k.ancestor_id = c.ancestor_id and k.day = c.day
    where c.n is distinct from k.count`.execute(t.db);
  return rows.map((r) => r.problem);
}

const move = (member: Player, to: Player) =>
  moveMember(t.db, {
    brand: brandOf(t, 'aurora'),
    member: member.username,
    to: to.username,
    by: 'test-ops',
    reason: 'counts',
  });

const sizeOf = async (agent: Player) =>
  (
    await sql<{ depth: number; count: number }>`select depth, count from team_size
      where ancestor_id = ${agent.id} order by depth`.execute(t.db)
  ).rows;

beforeAll(async () => {
  t = await createTestApp();
  top1 = await makePlayer(t, { type: 2 });
  top2 = await makePlayer(t, { type: 2 });
  sub = await makePlayer(t, { type: 2, uplineId: top1.id });
});
afterAll(() => t?.close());

describe('team_size and team_registration_day follow account_closure', () => {
  it('counts registrations per depth and per Manila day, across midnight', async () => {
    // 15:59:59Z is 23:59:59 in Manila (UTC+8); 16:00:00Z is the next Manila day.
    await registerAt(sub, '2026-03-01T15:59:59Z');
    await registerAt(sub, '2026-03-01T16:00:00Z');
    await registerAt(top1, '2026-03-01T16:00:01Z');
    const deep = await registerAt(sub, '2026-03-05T01:00:00Z', 1);
    await registerAt(deep, '2026-03-05T02:00:00Z');
    expect(await problems()).toEqual([]);
    expect(await sizeOf(top1)).toEqual([
      { depth: 1, count: 2 },
      { depth: 2, count: 3 },
      { depth: 3, count: 1 },
    ]);
    const { rows } = await sql<{ day: string; count: number }>`select to_char(day, 'YYYY-MM-DD') as day, count
      from team_registration_day where ancestor_id = ${sub.id} order by day`.execute(t.db);
    expect(rows).toEqual([
      { day: '2026-03-01', count: 1 },
      { day: '2026-03-02', count: 1 },
      { day: '2026-03-05', count: 2 },
    ]);
  });

  it('moves a whole sub-team and back: the old uplines lose it, the new ones gain it, no zero rows stay', async () => {
    await move(sub, top2);
    expect(await problems()).toEqual([]);
    expect(await sizeOf(top1)).toEqual([{ depth: 1, count: 1 }]);
    expect(await sizeOf(top2)).toEqual([
      { depth: 1, count: 1 },
      { depth: 2, count: 3 },
      { depth: 3, count: 1 },
    ]);
    const zero = await sql<{ n: number }>`select (select count(*) from team_size where count <= 0)::int
      + (select count(*) from team_registration_day where count <= 0)::int as n`.execute(t.db);
    expect(zero.rows[0]!.n).toBe(0);
    await move(sub, top1);
    expect(await problems()).toEqual([]);
  });

  it('a promoted player gains a team as members register under it, and keeps it through a move', async () => {
    const player = await makePlayer(t, { uplineId: top1.id });
    await promoteToAgent(t.db, {
      brand: brandOf(t, 'aurora'),
      member: player.username,
      reason: 'counts',
      by: { ops: 'tester' },
    });
    const agent = { ...player, type: 1 };
    await registerAt(agent, '2026-03-06T10:00:00Z');
    await registerAt(agent, '2026-03-06T11:00:00Z');
    expect(await sizeOf(agent)).toEqual([{ depth: 1, count: 2 }]);
    await move(agent, sub);
    expect(await problems()).toEqual([]);
  });

  it("recounts the days when the brand's zone changes (account_day_rebuild)", async () => {
    await sql`update brand set timezone = 'UTC' where code = 'aurora'`.execute(t.db);
    try {
      await sql`select account_day_rebuild('aurora')`.execute(t.db);
      expect(await problems()).toEqual([]);
    } finally {
      await sql`update brand set timezone = 'Asia/Manila' where code = 'aurora'`.execute(t.db);
      await sql`select account_day_rebuild('aurora')`.execute(t.db);
    }
    expect(await problems()).toEqual([]);
  });

  it('the overview answers the kept counts, and a seeded team is counted too', async () => {
    const token = await createSession(
      t.db,
      { accountId: top1.id, brandCode: 'aurora', kind: 'agent', ip: '10.0.0.1' },
      { idleMinutes: 60, maxHours: 24 },
    );
    const o = expectOk<{ team: { direct: number; total: number }; newRegistrations: number }>(
      await call(t, 'GET', '/wps/agent/team/overview?from=2026-03-01&to=2026-03-07', { token }),
    );
    // top1: sub and one player directly; below sub its two players, the moved agent and its two, deep and its one.
    expect(o.team).toMatchObject({ direct: 2, total: 9 });
    expect(o.newRegistrations).toBe(7);
  });

  it('follows the members’ last active days: a seed, a changed day, a moved team with history, a rebuild', async () => {
    const seeded = await seedTeam(t.db, {
      brand: 'aurora',
      agents: 2,
      depth: 3,
      members: 30,
      bets: 300,
      passwordHash: 'x',
    });
    expect(await problems()).toEqual([]);
    const { rows: kept } = await sql<{
      n: number;
    }>`select coalesce(sum(count), 0)::int as n from team_last_active
      where ancestor_id = ${seeded.rootId}`.execute(t.db);
    expect(kept[0]!.n).toBeGreaterThan(0);
    // As the team catch-up writes it: a later last active day, a cleared one, a first one.
    const { rows: members } = await sql<{ id: bigint; username: string }>`select a.id, a.username
      from account_closure c join account a on a.id = c.descendant_id
      join account_total x on x.account_id = a.id
      where c.ancestor_id = ${seeded.rootId} and c.depth = 2 order by a.id limit 3`.execute(t.db);
    await sql`update account_total set last_active = last_active + 1 where account_id = ${members[0]!.id}`.execute(
      t.db,
    );
    await sql`update account_total set last_active = null where account_id = ${members[1]!.id}`.execute(t.db);
    expect(await problems()).toEqual([]);
    // A seeded sub-agent with its history moves to another agent.
    const { rows: subs } = await sql<{ username: string }>`select a.username from account a
      where a.upline_id = ${seeded.rootId} and a.type in (1, 2) order by a.id limit 1`.execute(t.db);
    await moveMember(t.db, {
      brand: brandOf(t, 'aurora'),
      member: subs[0]!.username,
      to: top2.username,
      by: 'test-ops',
      reason: 'counts',
    });
    expect(await problems()).toEqual([]);
    await sql`select account_day_rebuild('aurora')`.execute(t.db);
    expect(await problems()).toEqual([]);
  });
});
