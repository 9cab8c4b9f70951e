/**
 * Agent center access (docs/agent-api.md): every call as agent, sub-agent, player, trial, visitor and an agent of
 * another brand; IDOR probes (accounts outside the caller's tree, at any depth, in any brand) answer 404
 * member_not_found; bad periods, paging, sorting and kinds answer their 400 codes and write nothing.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeWorld, type World } from './agent-support';
import { createGamesApp } from './games-support';
import type { TestApp } from './helpers';
import { call, expectError, expectOk, type Player } from './wallet-support';

let t: TestApp;
let w: World;

beforeAll(async () => {
  t = await createGamesApp();
  w = await makeWorld(t);
}, 120_000);
afterAll(async () => {
  await t?.close();
});

const READS = [
  '/wps/agent/team/overview',
  '/wps/agent/team/members',
  '/wps/agent/team/bets',
  '/wps/agent/team/profitLoss',
  '/wps/agent/income',
  '/wps/agent/team/transactions',
  '/wps/agent/announcements',
];

const counts = async () =>
  (
    await sql<{ accounts: number; transfers: number; reads: number }>`select
      (select count(*)::int from account) as accounts, (select count(*)::int from ledger_transfer) as transfers,
      (select count(*)::int from agent_announcement_read) as reads`.execute(t.db)
  ).rows[0]!;

describe('who may call', () => {
  it('answers every read to an agent and a sub-agent', async () => {
    for (const who of [w.agent, w.sub]) {
      for (const url of READS) expectOk(await call(t, 'GET', url, who));
    }
  });

  it('refuses a visitor with 401 and a player or trial account with 403 non_agent, on every call', async () => {
    for (const url of READS) {
      expectError(await call(t, 'GET', url), 401, 'unauthorized');
      expectError(await call(t, 'GET', url, w.player), 403, 'non_agent');
      expectError(await call(t, 'GET', url, w.trial), 403, 'non_agent');
    }
    for (const who of [undefined, w.player, w.trial]) {
      const before = await counts();
      const register = await call(t, 'POST', '/wps/agent/team/register', {
        ...(who ?? {}),
        body: { username: 'intruder01' },
      });
      expect(register.statusCode).toBe(who ? 403 : 401);
      const read = await call(t, 'POST', '/wps/agent/announcements/read', {
        ...(who ?? {}),
        body: { ids: ['agent-transfer-limits'] },
      });
      expect(read.statusCode).toBe(who ? 403 : 401);
      expect(await counts()).toEqual(before);
    }
  });

  it('does not accept an agent session of another brand', async () => {
    for (const url of READS) {
      expectError(
        await call(t, 'GET', url, { token: w.lotusAgent.token, brand: 'aurora' }),
        401,
        'unauthorized',
      );
    }
  });

  it('refuses the live stream without a valid ticket, and to a player', async () => {
    expectError(await call(t, 'GET', '/wps/agent/stream'), 401, 'unauthorized');
    expectError(await call(t, 'GET', '/wps/agent/stream?ticket=1.2.3'), 401, 'unauthorized');
    const ticket = expectOk<{ ticket: string }>(
      await call(t, 'POST', '/wps/member/streamTicket', w.player),
    ).ticket;
    expectError(
      await call(t, 'GET', `/wps/agent/stream?ticket=${encodeURIComponent(ticket)}`),
      403,
      'non_agent',
    );
  });
});

describe('IDOR: outside the tree is 404, whatever the depth or brand', () => {
  const probes = (who: Player) => [
    `/wps/agent/team/members?parent=${who.username}`,
    `/wps/agent/team/bets?member=${who.username}`,
    `/wps/agent/team/profitLoss?member=${who.username}`,
    `/wps/agent/team/transactions?member=${who.username}`,
  ];

  it('answers member_not_found for outsiders, another agent’s team, another brand and unknown names', async () => {
    const foreign = [w.outsider, w.otherAgent, w.otherPlayer, w.lotusAgent, w.lotusPlayer, w.player];
    const unknown = { username: 'nobody-here-42' } as Player;
    for (const who of [...foreign, unknown]) {
      for (const url of probes(who)) expectError(await call(t, 'GET', url, w.agent), 404, 'member_not_found');
    }
  });

  it('keeps a sub-agent inside its own branch (not its upline, not its siblings)', async () => {
    for (const who of [w.agent, w.p1, w.p2]) {
      for (const url of probes(who)) expectError(await call(t, 'GET', url, w.sub), 404, 'member_not_found');
    }
    for (const url of probes(w.s1)) expectOk(await call(t, 'GET', url, w.sub));
  });

  it('reaches members at every depth of its own tree', async () => {
    for (const who of [w.sub, w.p1, w.s1]) {
      for (const url of probes(who)) expectOk(await call(t, 'GET', url, w.agent));
    }
  });

  it('a lotus agent cannot see aurora members through its own brand either', async () => {
    for (const url of probes(w.p1)) {
      expectError(
        await call(t, 'GET', url, { token: w.lotusAgent.token, brand: 'lotus' }),
        404,
        'member_not_found',
      );
    }
  });

  it('never lists a foreign account in the members search', async () => {
    const value = expectOk<{ list: { account: string }[] }>(
      await call(t, 'GET', '/wps/agent/team/members?keyword=wal&pageSize=100', w.agent),
    );
    const names = value.list.map((m) => m.account).sort();
    expect(names).toEqual([w.sub.username, w.p1.username, w.p2.username, w.s1.username].sort());
  });
});

describe('bad input: a clear 400 with its code', () => {
  const periods = [
    'from=2026-03-10&to=2026-03-01',
    'from=2025-01-01&to=2026-03-01',
    'from=2026-02-30&to=2026-03-01',
    'from=2026-13-01',
    'to=yesterday',
    'from=20260301',
    'from=2026-03-01T00:00:00Z',
    'from=1999-12-31&to=2000-01-02',
  ];
  const paging = [
    'pageSize=0',
    'pageSize=101',
    'pageSize=-1',
    'pageSize=1.5',
    'pageSize=abc',
    'pageNo=0',
    'pageNo=1e3',
    'pageSize=99999999999999999999',
  ];

  it('refuses malformed, reversed and over-long periods with invalid_period', async () => {
    for (const url of [
      '/wps/agent/team/overview',
      '/wps/agent/team/bets',
      '/wps/agent/team/profitLoss',
      '/wps/agent/income',
      '/wps/agent/team/transactions',
    ]) {
      for (const q of periods)
        expectError(await call(t, 'GET', `${url}?${q}`, w.agent), 400, 'invalid_period');
    }
  });

  it('accepts exactly 366 days and refuses 367', async () => {
    expectOk(await call(t, 'GET', '/wps/agent/team/overview?from=2025-03-01&to=2026-03-01', w.agent));
    expectError(
      await call(t, 'GET', '/wps/agent/team/overview?from=2025-02-28&to=2026-03-01', w.agent),
      400,
      'invalid_period',
    );
  });

  it('refuses page numbers and sizes beyond their limits with invalid_paging', async () => {
    for (const url of [
      '/wps/agent/team/members',
      '/wps/agent/team/bets',
      '/wps/agent/team/profitLoss',
      '/wps/agent/team/transactions',
      '/wps/agent/announcements',
    ]) {
      for (const q of paging)
        expectError(await call(t, 'GET', `${url}?${q}`, w.agent), 400, 'invalid_paging');
    }
  });

  it('refuses unknown sorts, orders and kinds', async () => {
    expectError(
      await call(t, 'GET', '/wps/agent/team/members?sort=password_hash', w.agent),
      400,
      'invalid_sort',
    );
    expectError(await call(t, 'GET', '/wps/agent/team/members?order=sideways', w.agent), 400, 'invalid_sort');
    expectError(
      await call(t, 'GET', '/wps/agent/team/profitLoss?sort=registeredAt', w.agent),
      400,
      'invalid_sort',
    );
    expectError(await call(t, 'GET', '/wps/agent/team/transactions?kind=bet', w.agent), 400, 'invalid_kind');
  });

  it('refuses negative, malformed and oversized downline transfers, writing nothing', async () => {
    const before = await counts();
    for (const amount of ['-5', '0', '1e3', '12.345', '9999999999999999', 'abc']) {
      const response = await call(t, 'POST', '/wps/agent/transfer/downline', {
        ...w.agent,
        body: { downline: w.p1.username, amount, paymentPassword: '246810' },
        headers: { 'idempotency-key': `bad-amount-${amount.replace(/[^0-9a-z]/g, 'x')}-key` },
      });
      expect(response.statusCode, response.body).toBe(400);
      expect(JSON.parse(response.body).code).toMatch(/^amount_/);
    }
    const foreign = await call(t, 'POST', '/wps/agent/transfer/downline', {
      ...w.agent,
      body: { downline: w.outsider.username, amount: '1.00', paymentPassword: '246810' },
      headers: { 'idempotency-key': 'foreign-downline-key' },
    });
    expect(foreign.statusCode).toBe(404);
    expect(await counts()).toEqual(before);
  });

  it('refuses unknown announcement ids, writing nothing', async () => {
    const before = await counts();
    for (const ids of [[], ['no-such-notice'], ['x'.repeat(50)], [42], ['agent-transfer-limits', 'nope']]) {
      const response = await call(t, 'POST', '/wps/agent/announcements/read', { ...w.agent, body: { ids } });
      expect(response.statusCode, response.body).toBe(400);
    }
    expect(await counts()).toEqual(before);
  });
});

describe('no input gives a 500', () => {
  const values = [
    '',
    ' ',
    '0',
    '-1',
    '1e309',
    'NaN',
    'null',
    '%00',
    '%E2%82%AC',
    "'; drop table account; --",
    '2026-02-29',
    '9999-12-31',
    'x'.repeat(64),
    '%F0%9F%98%80',
    '..%2F..%2Fetc',
  ];
  const params = [
    'from',
    'to',
    'pageNo',
    'pageSize',
    'member',
    'parent',
    'keyword',
    'sort',
    'order',
    'kind',
    'category',
    'vendor',
  ];

  it('answers every parameter of every read with a 2xx or 4xx envelope', async () => {
    for (const url of READS) {
      for (const param of params) {
        for (const value of values) {
          const response = await call(t, 'GET', `${url}?${param}=${value}`, w.agent);
          expect(response.statusCode, `${url}?${param}=${value}: ${response.body}`).toBeLessThan(500);
        }
      }
    }
  });

  it('answers odd register bodies with a 4xx and writes nothing', async () => {
    const before = await counts();
    for (const body of [
      null,
      [],
      'text',
      { username: 42 },
      { username: ['a'] },
      { username: 'okname01', kind: 'boss' },
      { username: 'okname01', mobileNum: '12' },
      { username: 'okname01', extra: { deep: true } },
      { username: '\u0000bad' },
    ]) {
      const response = await call(t, 'POST', '/wps/agent/team/register', { ...w.sub, body });
      expect(response.statusCode, `${JSON.stringify(body)}: ${response.body}`).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
    }
    expect(await counts()).toEqual(before);
  });
});
