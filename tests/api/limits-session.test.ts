/**
 * The session time limit and the reality check (issue 27): a member session that has lasted its limit ends with
 * a clear error on its next call (and stays ended); GET /wps/member/limits/session gives the reality check its
 * time played and net result.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SessionLimits } from '@/core/api/identity-limits';
import { settleSessionChanges } from '@/server/domains/identity';
import { ownedAccount, systemAccount, transfer } from '@/server/modules/ledger/ledger.service';
import { createTestApp, type TestApp } from './helpers';
import { call, expectError, expectOk, fund, makePlayer, type Player } from './wallet-support';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const put = (p: Player, body: Record<string, unknown>) =>
  call(t, 'PUT', '/wps/member/limits', { ...p, body });
/** Moves the start of the player's sessions `minutes` into the past (the database clock is the session's). */
const startedAgo = async (p: Player, minutes: number) => {
  await sql`update session set created_at = now() - ${minutes} * interval '1 minute' where account_id = ${p.id}`.execute(
    t.db,
  );
  // The sessions carry their start (session cache): wait until every cached copy has dropped the old one.
  await settleSessionChanges(t.db);
};

describe('session time limit', () => {
  it('ends the session once its time is over: a clear error, then no more calls', async () => {
    const p = await makePlayer(t);
    expectOk(await put(p, { kind: 'session', period: 'session', amount: '60' }));
    await startedAgo(p, 59);
    expectOk(await call(t, 'GET', '/wps/member/info', p));
    await startedAgo(p, 61);
    const ended = expectError(await call(t, 'GET', '/wps/member/info', p), 401, 'session_time_limit_reached');
    expect(ended.message).toContain('session');
    expectError(await call(t, 'GET', '/wps/member/limits', p), 401, 'unauthorized');
  });

  it('a session without a limit, or with its raise still pending, is not ended early', async () => {
    const p = await makePlayer(t);
    await startedAgo(p, 600);
    expectOk(await call(t, 'GET', '/wps/member/info', p));
    expectOk(await put(p, { kind: 'session', period: 'session', amount: '700' }));
    expectOk(await put(p, { kind: 'session', period: 'session', amount: '900' }));
    expectOk(await call(t, 'GET', '/wps/member/info', p));
    await startedAgo(p, 701);
    expectError(await call(t, 'GET', '/wps/member/info', p), 401, 'session_time_limit_reached');
  });
});

describe('reality check', () => {
  it('answers the time played, the end of the session and the net result since it began', async () => {
    const p = await makePlayer(t);
    await fund(t, p, 1_000_00n);
    expectOk(await put(p, { kind: 'reality_check', period: 'session', amount: '30' }));
    expectOk(await put(p, { kind: 'session', period: 'session', amount: '120' }));
    await startedAgo(p, 45);
    const cash = await ownedAccount(t.db, p.brand, 'PHP', p.id, 'player_cash');
    const vendor = await systemAccount(t.db, p.brand, 'PHP', 'vendor', 'TESTV');
    for (const [from, to, amount, kind] of [
      [cash, vendor, 300_00n, 'bet'],
      [vendor, cash, 120_50n, 'win'],
    ] as const) {
      const r = await transfer(t.db, {
        brand: p.brand,
        key: `${kind}:${randomUUID()}`,
        from,
        to,
        amount,
        kind,
      });
      expect(r.status).toBe('posted');
    }
    const value = expectOk<SessionLimits>(await call(t, 'GET', '/wps/member/limits/session', p));
    expect(value).toMatchObject({ minutesPlayed: 45, realityCheckMinutes: 30, netResult: '-179.50' });
    expect(Date.parse(value.endsAt!) - Date.parse(value.startedAt)).toBe(120 * 60_000);
  });

  it('without limits: no end, no reality check, nothing won or lost', async () => {
    const p = await makePlayer(t);
    expect(expectOk<SessionLimits>(await call(t, 'GET', '/wps/member/limits/session', p))).toMatchObject({
      minutesPlayed: 0,
      endsAt: null,
      realityCheckMinutes: null,
      netResult: '0.00',
    });
  });
});
