/**
 * The session cache (issue 9 item 11, src/server/modules/session/session-cache.ts) across two instances on one
 * database: a revocation acknowledged to its caller is refused by every instance at once; a change made without
 * waiting reaches every instance within 1 s.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '@/server/auth/tokens';
import { SessionCache, settleSessionChanges } from '@/server/modules/session/session-cache';
import { call, expectError, expectOk, loginOk, makeAccount, memberInfo } from './accounts-support';
import { createTestApp, type TestApp } from './helpers';
import { secondInstance } from './instances-support';

let a: TestApp;
let b: TestApp;

beforeAll(async () => {
  a = await createTestApp();
  b = await secondInstance(a);
});

afterAll(async () => {
  await b?.close();
  await a?.close();
});

/** Logs in on A and reads member info on both instances, so both hold the session in their caches. */
async function cachedEverywhere() {
  const account = await makeAccount(a);
  const { token } = await loginOk(a, account);
  const key = hashToken(token).toString('base64');
  for (const app of [a, b]) {
    await memberInfo(app, token);
    expect(app.app.sessionCache.get(key, 'aurora', 60), 'cached').toBeDefined();
  }
  return { account, token, key };
}

describe('session cache', () => {
  it('answers member info from the cache, without reading the database', async () => {
    const { account, token } = await cachedEverywhere();
    // A change no trigger reports (replica mode skips triggers) stays unseen: B answers from its cache.
    await a.db.transaction().execute(async (trx) => {
      await sql`set local session_replication_role = replica`.execute(trx);
      await trx.updateTable('account').set({ nickname: 'unseen' }).where('id', '=', account.id).execute();
    });
    expect((await memberInfo(b, token)).nickname).toBe(account.username);
  });

  it('refuses a logged-out token on every instance as soon as the logout is answered', async () => {
    const { token, key } = await cachedEverywhere();
    expectOk(await call(a, 'DELETE', '/wps/session/logout', { token }));
    expect(b.app.sessionCache.get(key, 'aurora', 60)).toBeUndefined();
    expectError(await call(b, 'GET', '/wps/member/info', { token }), 401, 'unauthorized');
    expectError(await call(a, 'GET', '/wps/member/info', { token }), 401, 'unauthorized');
  });

  it('refuses the other sessions on every instance as soon as a password change is answered', async () => {
    const { account, token } = await cachedEverywhere();
    const { token: changer } = await loginOk(a, account);
    const NEW = 'Changed2026x';
    expectOk(
      await call(b, 'POST', '/wps/member/password', {
        token: changer,
        body: { oldPassword: account.password, newPassword: NEW, confirmNewPassword: NEW },
      }),
    );
    expectError(await call(a, 'GET', '/wps/member/info', { token }), 401, 'unauthorized');
    expectError(await call(b, 'GET', '/wps/member/info', { token }), 401, 'unauthorized');
    // The session that changed the password goes on, with the new password time.
    expect((await memberInfo(a, changer)).passwordExpired).toBe(false);
  });

  it('refuses a locked account on every instance once the lock is settled', async () => {
    const { account, token } = await cachedEverywhere();
    await a.db.updateTable('account').set({ status: 'disabled' }).where('id', '=', account.id).execute();
    await settleSessionChanges(a.db);
    expectError(await call(b, 'GET', '/wps/member/info', { token }), 403, 'account_disabled');
    expectError(await call(a, 'GET', '/wps/member/info', { token }), 403, 'account_disabled');
  });

  it('shows profile changes made on one instance on the other as soon as they are answered', async () => {
    const { token } = await cachedEverywhere();
    expectOk(await call(a, 'POST', '/wps/session/firstLogin', { token, body: {} }));
    expect((await memberInfo(b, token)).firstTimeLogin).toBe(false);
  });

  it('drops a session revoked straight in the database (no waiting) on every instance within 1 s', async () => {
    const changes: ((hash: Buffer) => Promise<unknown>)[] = [
      (hash) =>
        a.db
          .updateTable('session')
          .set({ revoked_at: sql<Date>`now()` })
          .where('token_hash', '=', hash)
          .execute(),
      (hash) =>
        a.db
          .updateTable('session')
          .set({ expires_at: sql<Date>`now() - interval '1 second'` })
          .where('token_hash', '=', hash)
          .execute(),
      (hash) =>
        a.db
          .updateTable('session')
          .set({ last_seen_at: sql<Date>`now() - interval '2 hours'` })
          .where('token_hash', '=', hash)
          .execute(),
      (hash) => a.db.deleteFrom('session').where('token_hash', '=', hash).execute(),
    ];
    for (const change of changes) {
      const { token } = await cachedEverywhere();
      const started = performance.now();
      await change(hashToken(token));
      for (const app of [a, b]) {
        let answer = await call(app, 'GET', '/wps/member/info', { token });
        while (answer.statusCode === 200 && performance.now() - started < 2_000) {
          await new Promise((resolve) => setTimeout(resolve, 5));
          answer = await call(app, 'GET', '/wps/member/info', { token });
        }
        expectError(answer, 401, 'unauthorized');
      }
      expect(performance.now() - started).toBeLessThan(1_000);
    }
  });

  it('does not wait for an instance that stopped answering (its cache is no longer trusted)', async () => {
    await sql`insert into session_cache_listener (id, seen, heartbeat_at)
      values (gen_random_uuid(), 0, now() - interval '2 seconds')`.execute(a.db);
    const started = performance.now();
    await settleSessionChanges(a.db);
    expect(performance.now() - started).toBeLessThan(500);
  });

  it("counts a new listener's trust from its registration, not from after a slow start-up cleanup", async () => {
    // A stale listener row held locked keeps the start-up cleanup waiting 1.2 s after the new row was written.
    const stale = '00000000-0000-4000-8000-000000000001';
    await sql`insert into session_cache_listener (id, seen, heartbeat_at)
      values (${stale}::uuid, 0, now() - interval '2 minutes')`.execute(a.db);
    const cache = new SessionCache(a.config.databaseUrl);
    let started: Promise<void> | undefined;
    await a.db.transaction().execute(async (trx) => {
      await sql`select id from session_cache_listener where id = ${stale}::uuid for update`.execute(trx);
      started = cache.start();
      await new Promise((resolve) => setTimeout(resolve, 1_200));
    });
    await started;
    try {
      // Its heartbeat_at is over 1 s old, so revokers no longer wait for it: it must not answer from its cache.
      expect(cache.trusted).toBe(false);
    } finally {
      await cache.stop();
    }
  });

  it('waits for a new listener at the first barrier of a new database (a sequence never called)', async () => {
    // A new database's barrier sequence hands out its start value first: a listener registered then must not count
    // that barrier as already seen, or the first revocation after a start is not waited for.
    await sql`alter sequence session_barrier_seq restart`.execute(a.db);
    const cache = new SessionCache(a.config.databaseUrl);
    await cache.start();
    try {
      const { rows } = await sql<{ seen: string }>`
        select seen::text as seen from session_cache_listener
        where id = ${(cache as unknown as { listenerId: string }).listenerId}::uuid`.execute(a.db);
      const { rows: next } = await sql<{
        n: string;
      }>`select nextval('session_barrier_seq')::text as n`.execute(a.db);
      expect(BigInt(rows[0]!.seen)).toBeLessThan(BigInt(next[0]!.n));
    } finally {
      await cache.stop();
    }
  });
});
