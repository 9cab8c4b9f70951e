/**
 * Agent center reports (docs/agent-api.md): figures read from the per-day aggregates equal the sums recomputed
 * from raw bets, ledger rows and accounts for random periods (seeded history of 60 days), and follow live
 * protocol bets, wins and rollbacks, deposits, withdrawals and bonuses; members, income, transactions,
 * register downline (first login forces the password change), notices and the live team watcher.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeWorld, type World } from './agent-support';
import { createGamesApp } from './games-support';
import type { TestApp } from './helpers';
import { call, expectError, expectOk, LOGIN_PASSWORD } from './wallet-support';

let t: TestApp;
let w: World;

beforeAll(async () => {
  t = await createGamesApp();
  w = await makeWorld(t);
}, 120_000);
afterAll(async () => {
  await t?.close();
});

describe('register downline', () => {
  it('opens a player below the caller whose first login must change the one-time password', async () => {
    const before = await sql<{ n: number }>`select count(*)::int as n from account`.execute(t.db);
    for (const body of [
      { username: '1bad' },
      { username: 'ab' },
      {},
      { username: 'goodname1', email: 'not-mail' },
    ]) {
      const response = await call(t, 'POST', '/wps/agent/team/register', { ...w.agent, body });
      expect(response.statusCode, response.body).toBe(400);
    }
    expect((await sql<{ n: number }>`select count(*)::int as n from account`.execute(t.db)).rows).toEqual(
      before.rows,
    );
    const made = expectOk<{ account: string; kind: string; oneTimePassword: string }>(
      await call(t, 'POST', '/wps/agent/team/register', { ...w.agent, body: { username: 'downline01' } }),
    );
    expect(made).toMatchObject({ account: 'downline01', kind: 'player' });
    expect(made.oneTimePassword).not.toBe(LOGIN_PASSWORD);
    expectError(
      await call(t, 'POST', '/wps/agent/team/register', { ...w.agent, body: { username: 'DOWNLINE01' } }),
      409,
      'username_taken',
    );
    const login = expectOk<{ token: string; firstTimeLogin: boolean; mustChangePassword: boolean }>(
      await call(t, 'POST', '/wps/session/login', {
        body: { type: 'username', username: 'downline01', password: made.oneTimePassword },
      }),
    );
    expect(login).toMatchObject({ firstTimeLogin: true, mustChangePassword: true });
    const members = expectOk<{ list: { account: string }[] }>(
      await call(t, 'GET', '/wps/agent/team/members?keyword=downline01', w.agent),
    );
    expect(members.list.map((m) => m.account)).toEqual(['downline01']);
  });

  it('opens sub-agents only for senior agent types', async () => {
    const sub = expectOk<{ kind: string }>(
      await call(t, 'POST', '/wps/agent/team/register', {
        ...w.agent,
        body: { username: 'subagent01', kind: 'agent' },
      }),
    );
    expect(sub.kind).toBe('agent');
    const type = await sql<{
      type: number;
      upline: string;
    }>`select type, upline_id::text as upline from account
      where username_key = 'subagent01'`.execute(t.db);
    expect(type.rows[0]).toEqual({ type: 1, upline: `${w.agent.id}` });
    expectError(
      await call(t, 'POST', '/wps/agent/team/register', {
        ...w.sub,
        body: { username: 'subagent02', kind: 'agent' },
      }),
      403,
      'subagent_not_allowed',
    );
  });
});

describe('agent notices', () => {
  it('lists the brand’s notices newest first, per language, and keeps the read state', async () => {
    const list = expectOk<{
      list: { id: string; title: string; read: boolean; publishedAt: string }[];
      unread: number;
      total: number;
    }>(await call(t, 'GET', '/wps/agent/announcements', w.agent));
    expect(list.total).toBe(3);
    expect(list.unread).toBe(3);
    const times = list.list.map((n) => Date.parse(n.publishedAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const read = expectOk<{ unread: number }>(
      await call(t, 'POST', '/wps/agent/announcements/read', {
        ...w.agent,
        body: { ids: [list.list[0]!.id] },
      }),
    );
    expect(read.unread).toBe(2);
    const again = expectOk<{ list: { read: boolean }[]; unread: number }>(
      await call(t, 'GET', '/wps/agent/announcements', w.agent),
    );
    expect(again.list.map((n) => n.read)).toEqual([true, false, false]);
    // Another agent's state is its own.
    expect(expectOk<{ unread: number }>(await call(t, 'GET', '/wps/agent/announcements', w.sub)).unread).toBe(
      3,
    );
  });
});
