/**
 * Downline management and marketing links (issue 24, docs/agent-api.md): lock, unlock and password reset act
 * only inside the caller's tree, are audited with who and why, end the member's sessions, and an agent lifts only
 * locks of its own branch; notes are private; a marketing link counts clicks, registrations through it (typed or
 * followed, also social sign-up's path) and first deposits, and the link limit holds under concurrent creation.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agentActions, liftDownlineLock } from '@/server/modules/agent/agent-downline-actions';
import { auroraForm, registerWithCaptcha } from './accounts-support';
import { post } from './agent-support';
import { createGamesApp } from './games-support';
import type { TestApp } from './helpers';
import {
  call,
  expectError,
  expectOk,
  fund,
  LOGIN_PASSWORD,
  makePlayer,
  PAY_PASSWORD,
  type Player,
} from './wallet-support';

let t: TestApp;
let agent: Player;
let sub: Player;
let p1: Player;
let p2: Player;
let s1: Player;
let outsider: Player;
let otherAgent: Player;
let lotusAgent: Player;
let lotusPlayer: Player;

beforeAll(async () => {
  t = await createGamesApp();
  agent = await makePlayer(t, { type: 2 });
  sub = await makePlayer(t, { type: 1, uplineId: agent.id });
  p1 = await makePlayer(t, { uplineId: agent.id });
  p2 = await makePlayer(t, { uplineId: agent.id });
  s1 = await makePlayer(t, { uplineId: sub.id });
  outsider = await makePlayer(t);
  otherAgent = await makePlayer(t, { type: 1 });
  lotusAgent = await makePlayer(t, { brand: 'lotus', type: 1 });
  lotusPlayer = await makePlayer(t, { brand: 'lotus', uplineId: lotusAgent.id });
}, 120_000);
afterAll(async () => {
  await t?.close();
});

const lock = (who: Player, member: string, locked: boolean, reason: unknown = 'chargeback suspicion') =>
  call(t, 'POST', '/wps/agent/team/member/lock', { ...who, body: { member, locked, reason } });

async function audit(target: string) {
  const { rows } = await sql<{
    actor: string;
    action: string;
    reason: string;
    brand_code: string;
  }>`select actor,
      action, reason, brand_code from ops_action where target = ${target} order by id`.execute(t.db);
  return rows;
}

const statusOf = async (who: Player) =>
  (await t.db.selectFrom('account').select('status').where('id', '=', who.id).executeTakeFirstOrThrow())
    .status;

describe('lock and unlock', () => {
  it('locks a member of the tree, ends its sessions, records who and why; unlock restores it', async () => {
    expectOk(await call(t, 'GET', '/wps/member/info', p1));
    const locked = expectOk<{ status: string; changed: boolean }>(await lock(agent, p1.username, true));
    expect(locked).toEqual({ account: p1.username, status: 'locked', changed: true });
    expect(await statusOf(p1)).toBe('disabled');
    expect((await call(t, 'GET', '/wps/member/info', p1)).statusCode).toBe(401);
    expectError(
      await call(t, 'POST', '/wps/session/login', {
        body: { type: 'username', username: p1.username, password: LOGIN_PASSWORD },
      }),
      403,
      'account_disabled',
    );
    const members = expectOk<{ list: { account: string; status: string; unlockable: boolean }[] }>(
      await call(t, 'GET', '/wps/agent/team/members', agent),
    );
    expect(members.list.find((m) => m.account === p1.username)).toMatchObject({
      status: 'locked',
      unlockable: true,
    });
    // Locking again changes nothing and records nothing.
    expect(expectOk<{ changed: boolean }>(await lock(agent, p1.username, true)).changed).toBe(false);
    expectOk(await lock(agent, p1.username, false, 'cleared by the bank'));
    expect(await statusOf(p1)).toBe('active');
    expect(await audit(p1.username)).toEqual([
      {
        actor: `agent:${agent.username}`,
        action: 'agent.lock',
        reason: 'chargeback suspicion',
        brand_code: 'aurora',
      },
      {
        actor: `agent:${agent.username}`,
        action: 'agent.unlock',
        reason: 'cleared by the bank',
        brand_code: 'aurora',
      },
    ]);
  });

  it('lets an agent lift locks of its own branch only: not an upline’s, not an operator’s', async () => {
    // The sub-agent locks its player: the upline agent may lift it.
    expectOk(await lock(sub, s1.username, true));
    expectOk(await lock(agent, s1.username, false, 'upline review'));
    // The upline agent locks it: the sub-agent may not lift it.
    expectOk(await lock(agent, s1.username, true));
    const before = (await audit(s1.username)).length;
    expectError(await lock(sub, s1.username, false, 'mine'), 403, 'lock_not_yours');
    expect(await statusOf(s1)).toBe('disabled');
    expect(await audit(s1.username)).toHaveLength(before);
    // An operator's lock (no agent lock row) stays.
    await t.db.updateTable('account').set({ status: 'disabled' }).where('id', '=', p2.id).execute();
    expectError(await lock(agent, p2.username, false, 'please'), 403, 'lock_not_yours');
    await t.db.updateTable('account').set({ status: 'active' }).where('id', '=', p2.id).execute();
    expectOk(await lock(agent, s1.username, false, 'done'));
  });

  it('answers 404 outside the tree, 400 without a reason, and writes nothing', async () => {
    const count = async () =>
      (await sql<{ n: number }>`select count(*)::int as n from ops_action`.execute(t.db)).rows[0]!.n;
    const before = await count();
    for (const who of [
      outsider,
      otherAgent,
      lotusAgent,
      lotusPlayer,
      agent,
      { username: 'ghost-1' } as Player,
    ])
      expectError(await lock(agent, who.username, true), 404, 'member_not_found');
    for (const who of [agent, p1, p2])
      expectError(await lock(sub, who.username, true), 404, 'member_not_found');
    for (const reason of ['', '   ', 'x'.repeat(201), null])
      expectError(await lock(agent, p2.username, true, reason), 400, 'reason_required');
    expectError(
      await call(t, 'POST', '/wps/agent/team/member/lock', {
        ...outsider,
        body: { member: p2.username, locked: true, reason: 'x' },
      }),
      403,
      'non_agent',
    );
    expect(await count()).toBe(before);
    expect(await statusOf(p2)).toBe('active');
  });

  it('lets an operator (npm run ops) list the agents’ actions and lift an agent’s lock, recorded', async () => {
    expectOk(await lock(agent, p2.username, true, 'ops test'));
    const lifted = await liftDownlineLock(t.db, {
      brand: 'aurora',
      username: p2.username,
      by: 'ops-alice',
      reason: 'customer called',
    });
    expect(lifted.lockedBy).toBe(agent.username);
    expect(await statusOf(p2)).toBe('active');
    expect((await audit(p2.username)).at(-1)).toMatchObject({
      actor: 'ops-alice',
      action: 'ops.downline_unlock',
    });
    await expect(
      liftDownlineLock(t.db, { brand: 'aurora', username: p2.username, by: 'ops-alice', reason: 'again' }),
    ).rejects.toMatchObject({ code: 'not_found' });
    const listed = await agentActions(t.db, { brand: 'aurora', agent: agent.username, limit: 100 });
    expect(listed.every((a) => a.actor === `agent:${agent.username}` && a.action.startsWith('agent.'))).toBe(
      true,
    );
    expect(listed.map((a) => a.target)).toContain(p2.username);
  });

  it('records one change when the same lock arrives twice at once', async () => {
    const locks = async () => (await audit(p2.username)).filter((a) => a.action === 'agent.lock').length;
    const before = await locks();
    const answers = await Promise.all([lock(agent, p2.username, true), lock(agent, p2.username, true)]);
    const changed = answers.map((a) => expectOk<{ changed: boolean }>(a).changed).sort();
    expect(changed).toEqual([false, true]);
    expect(await locks()).toBe(before + 1);
    expectOk(await lock(agent, p2.username, false));
  });
});

describe('password reset and notes', () => {
  it('gives a one-time password once, forces the change at the next login, ends sessions, is audited', async () => {
    const reset = expectOk<{ account: string; oneTimePassword: string }>(
      await call(t, 'POST', '/wps/agent/team/member/password', {
        ...agent,
        body: { member: s1.username, reason: 'forgot it, called the hotline' },
      }),
    );
    expect(reset.oneTimePassword).toMatch(/^[A-Za-z0-9]{8,}$/);
    expect((await call(t, 'GET', '/wps/member/info', s1)).statusCode).toBe(401);
    expectError(
      await call(t, 'POST', '/wps/session/login', {
        body: { type: 'username', username: s1.username, password: LOGIN_PASSWORD },
      }),
      401,
      'login_failed',
    );
    const login = expectOk<{ mustChangePassword: boolean }>(
      await call(t, 'POST', '/wps/session/login', {
        body: { type: 'username', username: s1.username, password: reset.oneTimePassword },
      }),
    );
    expect(login.mustChangePassword).toBe(true);
    expect((await audit(s1.username)).at(-1)).toMatchObject({
      actor: `agent:${agent.username}`,
      action: 'agent.reset_password',
      reason: 'forgot it, called the hotline',
    });
    expectError(
      await call(t, 'POST', '/wps/agent/team/member/password', {
        ...sub,
        body: { member: p1.username, reason: 'x' },
      }),
      404,
      'member_not_found',
    );
  });

  it('keeps each agent’s note private and bounded', async () => {
    const note = (who: Player, member: string, text: unknown) =>
      call(t, 'POST', '/wps/agent/team/member/note', { ...who, body: { member, note: text } });
    expectOk(await note(agent, s1.username, 'VIP from the Cebu event'));
    expectOk(await note(sub, s1.username, 'my own note'));
    const notes = async (who: Player, parent?: string) =>
      expectOk<{ list: { account: string; note: string }[] }>(
        await call(t, 'GET', `/wps/agent/team/members${parent ? `?parent=${parent}` : ''}`, who),
      ).list.find((m) => m.account === s1.username)?.note;
    expect(await notes(agent, sub.username)).toBe('VIP from the Cebu event');
    expect(await notes(sub)).toBe('my own note');
    expectError(await note(agent, s1.username, 'x'.repeat(501)), 400, 'field_invalid');
    expectError(await note(agent, outsider.username, 'x'), 404, 'member_not_found');
    expectOk(await note(agent, s1.username, ''));
    expect(await notes(agent, sub.username)).toBe('');
  });

  it('lists a member’s transfers with the other side', async () => {
    await fund(t, agent, 10_000n);
    expectOk(
      await call(t, 'POST', '/wps/agent/transfer/downline', {
        ...agent,
        body: { downline: p2.username, amount: '4.25', paymentPassword: PAY_PASSWORD },
        headers: { 'idempotency-key': `member-transfer-${p2.username}` },
      }),
    );
    const list = expectOk<{
      list: { direction: string; amount: string; counterparty: string }[];
      total: number;
    }>(await call(t, 'GET', `/wps/agent/team/member/transfers?member=${p2.username}`, agent));
    expect(list.list).toEqual([
      expect.objectContaining({ direction: 'in', amount: '4.25', counterparty: agent.username }),
    ]);
    expect(list.total).toBe(1);
  });
});

describe('marketing links', () => {
  interface Links {
    list: {
      code: string;
      campaign: string;
      active: boolean;
      clicks: number;
      registrations: number;
      firstDeposits: number;
      firstDepositAmount: string;
    }[];
    totals: { clicks: number; registrations: number; firstDeposits: number };
  }
  const links = async (who: Player) => expectOk<Links>(await call(t, 'GET', '/wps/agent/links', who));
  const follow = (code: string, brand = 'aurora') => call(t, 'GET', `/r/${code}`, { brand });

  it('counts clicks → registrations → first deposits per link, and credits the link’s agent', async () => {
    const spring = expectOk<{ code: string }>(
      await call(t, 'POST', '/wps/agent/links', { ...agent, body: { campaign: 'Facebook spring' } }),
    );
    const tiktok = expectOk<{ code: string }>(
      await call(t, 'POST', '/wps/agent/links', { ...agent, body: { campaign: 'TikTok' } }),
    );
    for (let i = 0; i < 3; i++) {
      const r = await follow(spring.code);
      expect(r.statusCode).toBe(302);
      expect(r.headers.location).toBe(`/register?affiliateCode=${spring.code}`);
    }
    expect((await follow(tiktok.code.toLowerCase())).headers.location).toBe(
      `/register?affiliateCode=${tiktok.code}`,
    );
    // Registrations with the link's code: typed in lower case, or followed; the agent becomes the upline.
    const made: string[] = [];
    for (const code of [spring.code, spring.code.toLowerCase()]) {
      const form = auroraForm({ affiliateCode: code });
      expectOk(await registerWithCaptcha(t, form));
      made.push(form.username as string);
    }
    const { rows } = await sql<{ id: bigint; upline: string; link: string }>`select a.id,
        u.username as upline, l.campaign as link from account a join account u on u.id = a.upline_id
        join agent_link l on l.id = a.register_link_id
      where a.username_key in (${sql.join(made)})`.execute(t.db);
    expect(rows.map((r) => [r.upline, r.link])).toEqual([
      [agent.username, 'Facebook spring'],
      [agent.username, 'Facebook spring'],
    ]);
    await post(t, { id: rows[0]!.id, brand: 'aurora' }, 'deposit', 15_000n);
    await post(t, { id: rows[0]!.id, brand: 'aurora' }, 'deposit', 5_000n);
    const funnel = await links(agent);
    expect(
      funnel.list.map((l) => [l.campaign, l.clicks, l.registrations, l.firstDeposits, l.firstDepositAmount]),
    ).toEqual([
      ['TikTok', 1, 0, 0, '0.00'],
      ['Facebook spring', 3, 2, 1, '150.00'],
    ]);
    expect(funnel.totals).toMatchObject({ clicks: 4, registrations: 2, firstDeposits: 1 });
    // The agent's own invitation code still works and credits no link.
    const own = await t.db
      .selectFrom('account')
      .select('affiliate_code')
      .where('id', '=', agent.id)
      .executeTakeFirstOrThrow();
    const plain = auroraForm({ affiliateCode: own.affiliate_code });
    expectOk(await registerWithCaptcha(t, plain));
    expect((await links(agent)).totals.registrations).toBe(2);
  });

  it('pauses a link: no click counted, its code refused; other agents and brands cannot touch it', async () => {
    const { code } = expectOk<{ code: string }>(
      await call(t, 'POST', '/wps/agent/links', { ...agent, body: { campaign: 'Paused one' } }),
    );
    expectOk(await call(t, 'POST', '/wps/agent/links/update', { ...agent, body: { code, active: false } }));
    expect((await follow(code)).headers.location).toBe('/');
    expectError(
      await registerWithCaptcha(t, auroraForm({ affiliateCode: code })),
      400,
      'invitation_code_error',
    );
    expect((await links(agent)).list.find((l) => l.code === code)).toMatchObject({
      active: false,
      clicks: 0,
    });
    expectError(
      await call(t, 'POST', '/wps/agent/links/update', { ...otherAgent, body: { code, active: true } }),
      404,
      'link_not_found',
    );
    expect((await follow(code, 'lotus')).headers.location).toBe('/');
    expect((await follow('nope-not-a-code')).headers.location).toBe('/');
    expectError(
      await call(t, 'POST', '/wps/agent/links', { ...agent, body: { campaign: '  ' } }),
      400,
      'field_invalid',
    );
    expectError(await call(t, 'GET', '/wps/agent/links', outsider), 403, 'non_agent');
  });

  it('holds the limit of 50 links under concurrent creation', async () => {
    // 45 links exist; ten creations race for the last five places.
    await sql`insert into agent_link (brand_code, agent_id, code, campaign)
      select 'aurora', ${otherAgent.id}, 'PRE' || n, 'Prepared ' || n from generate_series(1, 45) n`.execute(
      t.db,
    );
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        call(t, 'POST', '/wps/agent/links', { ...otherAgent, body: { campaign: `Race ${i}` } }),
      ),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(5);
    for (const a of answers.filter((x) => x.statusCode !== 200)) expectError(a, 409, 'link_limit');
    expect((await links(otherAgent)).list).toHaveLength(50);
  });
});
