import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StaffRole } from '@/core/office/roles';
import { type StaffSession, staffSession } from '../support/office';
import { signTop } from './contracts-support';
import { createGamesApp } from './games-support';
import type { TestApp } from './helpers';
import { gameOf, openDrawOf } from './lottery-support';
import { makePlayer, type Player } from './wallet-support';

/**
 * The back office's Agents and Lottery & originals endpoints (issue 26): the role × action matrix, brand isolation
 * (another brand's staff, another brand's records through this brand's path: 404), reasons required, the move
 * rules refused with translated errors and nothing written, the audit rows naming the staff member, the tree and
 * contracts as read, draws with commitment and seed, voiding, and the observed RTP of the in-house games.
 */
let t: TestApp;
const S: Partial<Record<StaffRole | 'lotus', StaffSession>> = {};
let top1: Player;
let top2: Player;
let sub: Player;
let member: Player;
let lotusAgent: Player;

const A = '/office/api/b/aurora';

beforeAll(async () => {
  t = await createGamesApp();
  for (const role of ['owner', 'finance', 'risk', 'support', 'marketing', 'auditor'] as const)
    S[role] = await staffSession(t.app, { aurora: [role] });
  S.lotus = await staffSession(t.app, { lotus: ['owner'] });
  top1 = await makePlayer(t, { type: 2 });
  top2 = await makePlayer(t, { type: 2 });
  sub = await makePlayer(t, { type: 1, uplineId: top1.id });
  member = await makePlayer(t, { uplineId: sub.id });
  lotusAgent = await makePlayer(t, { brand: 'lotus', type: 2 });
}, 120_000);
afterAll(() => t?.close());

const auditOf = (action: string) =>
  t.db
    .selectFrom('ops_action')
    .selectAll()
    .where('action', '=', action)
    .orderBy('id', 'desc')
    .executeTakeFirst();
const countOf = async (table: 'ops_action' | 'contract' | 'account_closure') =>
  (await sql<{ n: number }>`select count(*)::int as n from ${sql.table(table)}`.execute(t.db)).rows[0]!.n;

/** A call in a language: the error's message comes translated. */
async function inLanguage(session: StaffSession, language: string, url: string, body: unknown) {
  const response = await t.app.inject({
    method: 'POST',
    url,
    headers: { authorization: `Bearer ${session.token}`, 'x-language': language },
    payload: body as object,
  });
  return { status: response.statusCode, json: response.json() };
}

describe('roles and brands', () => {
  it('lets each role do only what its permissions say; another brand is 404', async () => {
    const reads = [
      `${A}/agents/search?q=wal`,
      `${A}/agents/tree`,
      `${A}/agents/${top1.username}`,
      `${A}/games/draws`,
      `${A}/games/originals`,
    ];
    const expected: Record<string, number[]> = {
      owner: [200, 200, 200, 200, 200],
      auditor: [200, 200, 200, 200, 200],
      risk: [200, 200, 200, 200, 200],
      finance: [200, 200, 200, 403, 403],
      support: [403, 403, 403, 403, 403],
      marketing: [403, 403, 403, 403, 403],
      lotus: [404, 404, 404, 404, 404],
    };
    for (const [role, statuses] of Object.entries(expected)) {
      const got = [];
      for (const url of reads) got.push((await S[role as StaffRole]!.call('GET', url)).status);
      expect({ role, got }).toEqual({ role, got: statuses });
    }
    // Acting: a valid body, so only the permission decides (nothing runs for a refused role).
    const before = await countOf('ops_action');
    const acts: [string, unknown][] = [
      [`${A}/agents/move`, { member: member.username, to: top2.username, reason: 'role check' }],
      [`${A}/agents/contracts/1/terminate`, { reason: 'role check' }],
      [
        `${A}/agents/contracts/offer`,
        { agent: top2.username, kind: 'dividend', tiers: [{ rate: '5' }], reason: 'role check' },
      ],
      [`${A}/games/draws/999999999/void`, { reason: 'role check' }],
    ];
    const refused: Record<string, number[]> = {
      auditor: [403, 403, 403, 403],
      finance: [403, 403, 403, 403],
      risk: [403, 403, 403, 404], // may void: past the guard, the draw does not exist
      support: [403, 403, 403, 403],
      marketing: [403, 403, 403, 403],
      lotus: [404, 404, 404, 404],
    };
    for (const [role, statuses] of Object.entries(refused)) {
      const got = [];
      for (const [url, body] of acts) got.push((await S[role as StaffRole]!.call('POST', url, body)).status);
      expect({ role, got }).toEqual({ role, got: statuses });
    }
    expect(await countOf('ops_action')).toBe(before);
  });

  it("answers 404 for another brand's records through this brand's path", async () => {
    const owner = S.owner!;
    const detail = await owner.call('GET', `${A}/agents/${lotusAgent.username}`);
    expect([detail.status, detail.json.code]).toEqual([404, 'member_not_found']);
    const tree = await owner.call('GET', `${A}/agents/tree?parent=${lotusAgent.username}`);
    expect(tree.status).toBe(404);
    const search = await owner.call('GET', `${A}/agents/search?q=${lotusAgent.username}`);
    expect(search.json.value.list).toEqual([]);
    // A lotus contract terminated through aurora's path: not found, nothing changes.
    const lotusContract = (await signTop(t, lotusAgent, 'dividend', [{ rate: '10' }], new Date())) as {
      contract: { id: string };
    };
    const terminate = await owner.call(
      'POST',
      `${A}/agents/contracts/${lotusContract.contract.id}/terminate`,
      {
        reason: 'probe',
      },
    );
    expect([terminate.status, terminate.json.code]).toEqual([404, 'contract_not_found']);
    // A lotus agent as the target of a move: not an agent of this brand.
    const move = await owner.call('POST', `${A}/agents/move`, {
      member: member.username,
      to: lotusAgent.username,
      reason: 'probe',
    });
    expect([move.status, move.json.code]).toEqual([404, 'agent_move_target_not_found']);
    // A VNL (lotus) draw voided through aurora's path.
    const vnl = await openDrawOf(t, await gameOf(t, 'VNL', 'vn-north'));
    const voided = await owner.call('POST', `${A}/games/draws/${vnl.id}/void`, { reason: 'probe' });
    expect([voided.status, voided.json.code]).toEqual([404, 'lottery_draw_not_found']);
    const still = await t.db
      .selectFrom('lottery_draw')
      .select('status')
      .where('id', '=', vnl.id)
      .executeTakeFirstOrThrow();
    expect(still.status).toBe('open');
  });
});

describe('agents', () => {
  it('reads the tree a level at a time with counts, and an agent with its contracts', async () => {
    const owner = S.owner!;
    const top = await owner.call('GET', `${A}/agents/tree?pageSize=100`);
    expect(top.status).toBe(200);
    const row = top.json.value.list.find((n: { username: string }) => n.username === top1.username);
    expect(row).toMatchObject({ isAgent: true, direct: 1, team: 2, upline: null });
    const level = await owner.call('GET', `${A}/agents/tree?parent=${sub.username}`);
    expect(level.json.value.list.map((n: { username: string }) => n.username)).toEqual([member.username]);
    expect(level.json.value.path.map((n: { username: string }) => n.username)).toEqual([
      top1.username,
      sub.username,
    ]);
    await signTop(t, top1, 'dailySalary', [{ rate: '1' }], new Date());
    const detail = await owner.call('GET', `${A}/agents/${top1.username}`);
    expect(detail.json.value).toMatchObject({ topAgent: true, account: { username: top1.username } });
    expect(detail.json.value.contracts[0]).toMatchObject({
      kind: 'dailySalary',
      status: 'active',
      side: 'holds',
      upline: null,
    });
    expect(detail.json.value.contracts[0].events.map((e: { action: string }) => e.action)).toContain(
      'request',
    );
  });

  it('offers and terminates a contract as the ops calls do, reason required, recorded', async () => {
    const owner = S.owner!;
    const noReason = await owner.call('POST', `${A}/agents/contracts/offer`, {
      agent: top2.username,
      kind: 'dividend',
      tiers: [{ rate: '5' }],
    });
    expect(noReason.status).toBe(400);
    const before = await countOf('contract');
    const offered = await owner.call('POST', `${A}/agents/contracts/offer`, {
      agent: top2.username,
      kind: 'dividend',
      period: 'M',
      tiers: [{ rate: '5' }],
      reason: 'new partner',
    });
    expect(offered.status).toBe(200);
    expect(offered.json.value.contract).toMatchObject({ status: 'pending', downline: top2.username });
    expect(await countOf('contract')).toBe(before + 1);
    const offerAudit = await auditOf('contract-offer');
    expect(offerAudit).toMatchObject({ actor: `staff:${owner.staff.username}`, reason: 'new partner' });
    const held = (await signTop(t, top2, 'hourSalary', [{ rate: '0.5' }], new Date())) as {
      contract: { id: string };
    };
    const url = `${A}/agents/contracts/${held.contract.id}/terminate`;
    expect((await owner.call('POST', url, { reason: '' })).status).toBe(400);
    expect((await owner.call('POST', url, {})).status).toBe(400);
    const ended = await owner.call('POST', url, { reason: 'stops working with us' });
    expect(ended.status).toBe(200);
    expect(ended.json.value.contract.status).toBe('terminating');
    const audit = await auditOf('contract-terminate');
    expect(audit).toMatchObject({
      brand_code: 'aurora',
      actor: `staff:${owner.staff.username}`,
      target: `contract:${held.contract.id}`,
      reason: 'stops working with us',
    });
    expect(audit?.staff_id).not.toBeNull();
    const again = await owner.call('POST', url, { reason: 'twice' });
    expect([again.status, again.json.code]).toEqual([409, 'contract_already_terminating']);
  });

  it('moves a member; the rules are refused in the console language and nothing is written', async () => {
    const owner = S.owner!;
    const url = `${A}/agents/move`;
    const noReason = await owner.call('POST', url, { member: member.username, to: top2.username });
    expect(noReason.status).toBe(400);
    const before = [await countOf('ops_action'), await countOf('account_closure')];
    const intoOwn = await inLanguage(owner, 'es', url, {
      member: top1.username,
      to: sub.username,
      reason: 'wrong way round',
    });
    expect([intoOwn.status, intoOwn.json.code, intoOwn.json.message]).toEqual([
      409,
      'agent_move_into_own_team',
      'Un miembro no puede moverse a su propio equipo',
    ]);
    const notAgent = await inLanguage(owner, 'en', url, {
      member: sub.username,
      to: member.username,
      reason: 'under a player',
    });
    expect([notAgent.status, notAgent.json.code]).toEqual([404, 'agent_move_target_not_found']);
    // top1 now holds a daily salary contract: moving it (a top agent) under top2 is refused.
    const open = await inLanguage(owner, 'en', url, {
      member: top1.username,
      to: top2.username,
      reason: 'merge teams',
    });
    expect([open.status, open.json.code]).toEqual([409, 'agent_move_open_contract']);
    expect([await countOf('ops_action'), await countOf('account_closure')]).toEqual(before);

    const moved = await owner.call('POST', url, {
      member: sub.username,
      to: top2.username,
      reason: 'asked to change team',
    });
    expect(moved.status).toBe(200);
    expect(moved.json.value).toMatchObject({ member: sub.username, from: top1.username, to: top2.username });
    expect(moved.json.value.moved).toBe(2);
    const level = await owner.call('GET', `${A}/agents/tree?parent=${top2.username}`);
    expect(level.json.value.list.map((n: { username: string }) => n.username)).toContain(sub.username);
    const audit = await auditOf('agent-move');
    expect(audit).toMatchObject({
      brand_code: 'aurora',
      actor: `staff:${owner.staff.username}`,
      reason: 'asked to change team',
      before: { upline: top1.username },
      after: { upline: top2.username },
    });
    expect(audit?.staff_id).not.toBeNull();
  });
});

describe('lottery and originals', () => {
  it('lists draws with the commitment (seed hidden until drawn) and voids an open draw with a reason', async () => {
    const risk = S.risk!;
    const draw = await openDrawOf(t, await gameOf(t, 'MQL', 'sea-4d'));
    const list = await risk.call('GET', `${A}/games/draws?status=open&pageSize=100`);
    const row = list.json.value.list.find((d: { id: string }) => d.id === draw.id.toString());
    expect(row).toMatchObject({ status: 'open', seedHash: draw.server_seed_hash, seed: null, result: null });
    expect(row.gameName).toEqual(expect.any(String));
    expect(row.gameName).not.toBe(row.gameCode); // the catalogue's name, not the code
    const lotusOnly = await S.lotus!.call('GET', '/office/api/b/lotus/games/draws?pageSize=100');
    expect(lotusOnly.json.value.list.every((d: { vendor: string }) => d.vendor === 'VNL')).toBe(true);

    const url = `${A}/games/draws/${draw.id}/void`;
    expect((await risk.call('POST', url, {})).status).toBe(400);
    expect((await risk.call('POST', url, { reason: '    ' })).status).toBe(400);
    const voided = await risk.call('POST', url, { reason: 'source feed failed' });
    expect(voided.status).toBe(200);
    expect(voided.json.value).toMatchObject({
      changed: true,
      draw: { status: 'void', voidReason: 'source feed failed', seed: null },
    });
    const audit = await auditOf('lottery-void');
    expect(audit).toMatchObject({
      brand_code: 'aurora',
      actor: `staff:${risk.staff.username}`,
      target: `draw ${draw.id}`,
      reason: 'source feed failed',
    });
    expect(audit?.staff_id).not.toBeNull();
    const again = await risk.call('POST', url, { reason: 'again' });
    expect(again.json.value.changed).toBe(false);
  });

  it('reports observed RTP per game from settled real rounds, by window, beside the configured one', async () => {
    const player = await makePlayer(t);
    const insert = (game: string, amount: number, payout: number, status: string, daysAgo: number) =>
      sql`insert into mq_bet (uuid, brand_code, owner, account_id, game, node_id, currency, amount, payout, status,
          created_at, settled_at)
        values (${randomUUID()}, 'aurora', ${`account:${player.id}`}, ${player.id}, ${game}, 1, 'PHP', ${amount}, ${payout}, ${status},
          now() - make_interval(days => ${daysAgo}), now())`.execute(t.db);
    await insert('dice', 1000, 1980, 'settled', 1);
    await insert('dice', 1000, 0, 'closed', 2);
    await insert('dice', 1000, 0, 'closed', 20);
    await insert('dice', 1000, 2000, 'settled', 100);
    await insert('dice', 1000, 0, 'open', 1); // not settled: not counted
    const answer = await S.auditor!.call('GET', `${A}/games/originals`);
    const dice = answer.json.value.list.find((g: { game: string }) => g.game === 'dice');
    expect(dice).toEqual({
      game: 'dice',
      configured: '99.00',
      days7: { rounds: 2, stake: '20.00', payout: '19.80', rtp: '99.00' },
      days30: { rounds: 3, stake: '30.00', payout: '19.80', rtp: '66.00' },
      all: { rounds: 4, stake: '40.00', payout: '39.80', rtp: '99.50' },
    });
    const crash = answer.json.value.list.find((g: { game: string }) => g.game === 'crash');
    expect(crash.all).toEqual({ rounds: 0, stake: '0.00', payout: '0.00', rtp: null });
  });
});
