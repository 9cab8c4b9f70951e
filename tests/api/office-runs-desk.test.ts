/**
 * The support desk's operators in the back office (issue 26, docs/back-office.md "Support desk operators"): listed
 * per brand without passwords, created or updated through upsertOperator (the call of `npm run ops --
 * support-agent`) with the CLI's password rule, only on brands where the staff member has desk.manage, audited with
 * the staff member; a created operator signs in to the desk of its brands only. Also the brand isolation of every
 * office-runs endpoint (a lotus staff member gets 404 on aurora paths).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { upsertOperator } from '@/server/domains/support';
import { type StaffSession, staffSession } from '../support/office';
import { AURORA, createGamesApp, LOTUS } from './games-support';
import type { TestApp } from './helpers';

let t: TestApp;
let owner: StaffSession;
beforeAll(async () => {
  t = await createGamesApp();
  owner = await staffSession(t.app, { aurora: ['owner'] });
}, 120_000);
afterAll(() => t?.close());

const D = (brand: string) => `/office/api/b/${brand}/desk/operators`;
const save = (s: StaffSession, body: Record<string, unknown>, brand = 'aurora') =>
  s.call('POST', D(brand), { password: 'desk-pass-123', reason: 'new desk agent', ...body });
const deskLogin = (host: string, username: string, password: string) =>
  t.app.inject({
    method: 'POST',
    url: '/wps/support/login',
    headers: { host },
    payload: { username, password },
  });
const passwordOf = async (username: string) =>
  (
    await t.db
      .selectFrom('support_operator')
      .select('password_hash')
      .where('username', '=', username)
      .executeTakeFirstOrThrow()
  ).password_hash;

describe('who may see and manage desk operators', () => {
  it('desk.read reads (owner, support, auditor), desk.manage writes (owner); 404 for another brand', async () => {
    const expected = {
      owner: [200, 200],
      support: [200, 403],
      auditor: [200, 403],
      finance: [403, 403],
      risk: [403, 403],
      marketing: [403, 403],
    } as const;
    for (const [role, [read, write]] of Object.entries(expected)) {
      const s = await staffSession(t.app, { aurora: [role as 'owner'] });
      expect([role, (await s.call('GET', D('aurora'))).status]).toEqual([role, read]);
      const saved = await save(s, { username: `m-${role}`, brands: ['aurora'] });
      expect([role, saved.status]).toEqual([role, write]);
    }
    // Every endpoint of the module: a lotus staff member (even its owner) finds nothing on aurora.
    const lotus = await staffSession(t.app, { lotus: ['owner'] });
    for (const [method, url] of [
      ['GET', D('aurora')],
      ['POST', D('aurora')],
      ['GET', '/office/api/b/aurora/jackpot'],
      ['POST', '/office/api/b/aurora/jackpot/run'],
      ['GET', '/office/api/b/aurora/leaderboards'],
      ['POST', '/office/api/b/aurora/leaderboards/settle'],
    ] as const) {
      const body =
        method === 'GET'
          ? undefined
          : url.endsWith('/operators')
            ? { reason: 'probe', username: 'probe-op', password: 'desk-pass-123', brands: ['lotus'] }
            : { reason: 'probe' };
      expect([url, (await lotus.call(method, url, body)).status]).toEqual([url, 404]);
    }
    expect(
      await t.db.selectFrom('support_operator').select('id').where('username', '=', 'probe-op').execute(),
    ).toEqual([]);
  });
});

describe('desk operators', () => {
  it('creates one that signs in to its brand only; never answers a password; audited with the staff member', async () => {
    const created = await save(owner, { username: 'desk-ana', displayName: 'Ana', brands: ['aurora'] });
    expect(created.status).toBe(200);
    expect(created.json.value).toMatchObject({
      created: true,
      operator: {
        username: 'desk-ana',
        displayName: 'Ana',
        brands: ['aurora'],
        manageable: true,
        lastSessionAt: null,
      },
    });
    expect(JSON.stringify(created.json)).not.toContain('desk-pass-123');
    expect(JSON.stringify(created.json)).not.toContain('argon2');

    const signedIn = await deskLogin(AURORA, 'desk-ana', 'desk-pass-123');
    expect(signedIn.statusCode).toBe(200);
    const deskToken = signedIn.json().value.token as string;
    expect((await deskLogin(LOTUS, 'desk-ana', 'desk-pass-123')).statusCode).toBe(401);

    const list = (await owner.call('GET', D('aurora'))).json.value;
    const row = list.operators.find((o: { username: string }) => o.username === 'desk-ana');
    expect(row.lastSessionAt).not.toBeNull();
    expect(JSON.stringify(list)).not.toMatch(/password|argon2/i);
    expect(list.grantable).toEqual(['aurora']);
    // Lotus's list does not show it.
    const lotusOwner = await staffSession(t.app, { lotus: ['owner'] });
    const lotusList = (await lotusOwner.call('GET', D('lotus'))).json.value.operators;
    expect(lotusList.map((o: { username: string }) => o.username)).not.toContain('desk-ana');

    // Update: a new password and name; the old password stops working.
    const updated = await save(owner, {
      username: 'desk-ana',
      displayName: 'Ana B.',
      password: 'another-pass-456',
      brands: ['aurora'],
      reason: 'password reset asked by Ana',
    });
    expect(updated.json.value).toMatchObject({ created: false, operator: { displayName: 'Ana B.' } });
    expect((await deskLogin(AURORA, 'desk-ana', 'desk-pass-123')).statusCode).toBe(401);
    // Its session of the old password ended with the change.
    const feedback = (token: string) =>
      t.app.inject({
        method: 'GET',
        url: '/wps/support/feedback',
        headers: { host: AURORA, authorization: `Bearer ${token}` },
      });
    expect((await feedback(deskToken)).statusCode).toBe(401);
    const again = await deskLogin(AURORA, 'desk-ana', 'another-pass-456');
    expect(again.statusCode).toBe(200);
    expect((await feedback(again.json().value.token as string)).statusCode).toBe(200);

    const staffId = (
      await t.db
        .selectFrom('staff')
        .select('id')
        .where('username', '=', owner.staff.username)
        .executeTakeFirstOrThrow()
    ).id;
    const rows = await t.db
      .selectFrom('ops_action')
      .select(['action', 'actor', 'reason', 'staff_id', 'brand_code', 'before', 'after', 'detail'])
      .where('target', '=', 'support:desk-ana')
      .orderBy('id')
      .execute();
    expect(rows.map((r) => [r.action, r.actor, r.reason, r.staff_id, r.brand_code])).toEqual([
      ['support_agent', `staff:${owner.staff.username}`, 'new desk agent', staffId, 'aurora'],
      ['support_agent', `staff:${owner.staff.username}`, 'password reset asked by Ana', staffId, 'aurora'],
    ]);
    expect(rows[1]!.before).toEqual({ displayName: 'Ana', brands: ['aurora'] });
    expect(rows[1]!.after).toEqual({ displayName: 'Ana B.', brands: ['aurora'] });
    expect(JSON.stringify(rows.map((r) => [r.before, r.after, r.detail]))).not.toContain('another-pass-456');
  });

  it("never lets an aurora owner grant lotus, nor change another brand's operator", async () => {
    const granted = await save(owner, { username: 'desk-bob', brands: ['aurora', 'lotus'] });
    expect(granted.status).toBe(403);
    expect(granted.json.code).toBe('office_desk_brands_forbidden');
    expect(
      await t.db.selectFrom('support_operator').select('id').where('username', '=', 'desk-bob').execute(),
    ).toEqual([]);

    // An operator of lotus only (made by the CLI's service): its name is taken here, and it is left as it was.
    await upsertOperator(
      { db: t.db },
      { username: 'desk-lo', displayName: 'Lo', password: 'lotus-pass-99', brands: ['lotus'] },
    );
    const hash = await passwordOf('desk-lo');
    const taken = await save(owner, { username: 'desk-lo', brands: ['aurora'] });
    expect(taken.status).toBe(409);
    expect(taken.json.code).toBe('office_desk_name_taken');
    expect(await passwordOf('desk-lo')).toBe(hash);

    // An operator of aurora and lotus: listed here, but only someone who manages both brands changes it.
    await upsertOperator(
      { db: t.db },
      { username: 'desk-two', displayName: 'Two', password: 'both-pass-99', brands: ['aurora', 'lotus'] },
    );
    const both = (await owner.call('GET', D('aurora'))).json.value.operators.find(
      (o: { username: string }) => o.username === 'desk-two',
    );
    expect(both).toMatchObject({ brands: ['aurora', 'lotus'], manageable: false });
    const refused = await save(owner, { username: 'desk-two', brands: ['aurora'] });
    expect(refused.json.code).toBe('office_desk_brands_forbidden');
    expect(
      await t.db
        .selectFrom('support_operator')
        .select('brands')
        .where('username', '=', 'desk-two')
        .executeTakeFirst(),
    ).toEqual({
      brands: ['aurora', 'lotus'],
    });
    // An operator of every brand (the CLI's default) is the same: not this owner's to change.
    await upsertOperator(
      { db: t.db },
      { username: 'desk-all', displayName: 'All', password: 'every-pass-99', brands: null },
    );
    expect((await save(owner, { username: 'desk-all', brands: ['aurora'] })).json.code).toBe(
      'office_desk_brands_forbidden',
    );

    const both2 = await staffSession(t.app, { aurora: ['owner'], lotus: ['owner'] });
    const changed = await save(both2, {
      username: 'desk-two',
      brands: ['aurora'],
      reason: 'lotus has its own team now',
    });
    expect(changed.status).toBe(200);
    expect(changed.json.value.operator).toMatchObject({ brands: ['aurora'], manageable: true });
    expect((await both2.call('GET', D('aurora'))).json.value.grantable).toEqual(['aurora', 'lotus']);
  });

  it("keeps the CLI's password rule and refuses bad input without writing", async () => {
    for (const body of [
      { username: 'desk-short', password: 'short', brands: ['aurora'] },
      { username: 'desk-noreason', brands: ['aurora'], reason: '' },
      { username: 'Desk Bad!', brands: ['aurora'] },
      { username: 'desk-nobrand', brands: [] },
    ]) {
      const answer = await save(owner, body);
      expect([body.username, answer.status]).toEqual([body.username, 400]);
    }
    expect(
      await t.db
        .selectFrom('support_operator')
        .select('username')
        .where('username', 'in', ['desk-short', 'desk-noreason', 'desk bad!', 'desk-nobrand'])
        .execute(),
    ).toEqual([]);
  });
});
