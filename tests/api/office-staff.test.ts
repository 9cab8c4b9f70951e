import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeStaff, STAFF_PASSWORD, staffSession } from '../support/office';
import { createTestApp, type TestApp } from './helpers';

/** The back office's staff: password + TOTP login, sessions, brand isolation, roles, the audit log (issue 26). */
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const login = (body: object) => t.app.inject({ method: 'POST', url: '/office/api/login', payload: body });

describe('staff login', () => {
  it('needs the password and the current TOTP code, each code once', async () => {
    const staff = await makeStaff(t.db, t.app.secret, { aurora: ['finance'] });
    const wrongPassword = await login({
      username: staff.username,
      password: 'nope-nope',
      code: staff.code(),
    });
    expect(wrongPassword.statusCode).toBe(401);
    expect(wrongPassword.json().code).toBe('office_login_failed');
    const noCode = await login({ username: staff.username, password: STAFF_PASSWORD, code: '000000' });
    expect(noCode.statusCode).toBe(401);
    expect(noCode.json().code).toBe('office_code_wrong');
    const ok = await login({ username: staff.username, password: STAFF_PASSWORD, code: staff.code() });
    expect(ok.statusCode).toBe(200);
    const me = ok.json().value.me;
    expect(me.username).toBe(staff.username);
    expect(me.brands).toEqual([
      expect.objectContaining({
        code: 'aurora',
        roles: ['finance'],
        permissions: expect.arrayContaining(['withdrawals.decide']),
      }),
    ]);
    expect(me.brands[0].permissions).not.toContain('switches.write');
    // The same code again: refused (replay), even with the right password.
    const replay = await login({ username: staff.username, password: STAFF_PASSWORD, code: staff.code() });
    expect(replay.json().code).toBe('office_code_wrong');
    const history = await t.db
      .selectFrom('staff_login')
      .select('outcome')
      .where('username', '=', staff.username)
      .orderBy('id')
      .execute();
    expect(history.map((h) => h.outcome)).toEqual(['bad_password', 'bad_code', 'ok', 'bad_code']);
  });

  it('locks the account after ten wrong answers in a row', async () => {
    const staff = await makeStaff(t.db, t.app.secret, { aurora: ['support'] });
    for (let i = 0; i < 9; i++)
      await login({ username: staff.username, password: 'wrong-pass', code: '123456' });
    const nine = await t.db
      .selectFrom('staff')
      .select(['status'])
      .where('username', '=', staff.username)
      .executeTakeFirstOrThrow();
    expect(nine.status).toBe('active');
    await login({ username: staff.username, password: STAFF_PASSWORD, code: '000000' });
    const row = await t.db
      .selectFrom('staff')
      .select(['status'])
      .where('username', '=', staff.username)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('locked');
    const right = await login({ username: staff.username, password: STAFF_PASSWORD, code: staff.code() });
    expect(right.json().code).toBe('office_staff_locked');
  });

  it('answers the staff member, their login history, and ends the session on logout', async () => {
    const session = await staffSession(t.app, { aurora: ['owner'], lotus: ['auditor'] });
    const me = await session.call('GET', '/office/api/me');
    expect(me.status).toBe(200);
    expect(me.json.value.brands.map((b: { code: string }) => b.code)).toEqual(['aurora', 'lotus']);
    const logins = await session.call('GET', '/office/api/me/logins');
    expect(logins.json.value.list[0]).toMatchObject({ outcome: 'ok', ip: '127.0.0.1' });
    expect((await session.call('POST', '/office/api/logout')).status).toBe(200);
    const after = await session.call('GET', '/office/api/me');
    expect(after.status).toBe(401);
    expect(after.json.code).toBe('office_unauthorized');
  });

  it('ends a session idle for more than 15 minutes', async () => {
    const session = await staffSession(t.app, { aurora: ['auditor'] });
    await t.db
      .updateTable('staff_session')
      .set({ last_seen_at: new Date(Date.now() - 16 * 60_000) })
      .where(
        'staff_id',
        '=',
        t.db.selectFrom('staff').select('id').where('username', '=', session.staff.username),
      )
      .execute();
    expect((await session.call('GET', '/office/api/me')).status).toBe(401);
  });

  it('refuses a player token and no token', async () => {
    const none = await t.app.inject({ method: 'GET', url: '/office/api/me' });
    expect(none.statusCode).toBe(401);
    const bogus = await t.app.inject({
      method: 'GET',
      url: '/office/api/me',
      headers: { authorization: 'Bearer abc' },
    });
    expect(bogus.statusCode).toBe(401);
  });
});

describe('brand isolation and roles', () => {
  it('answers 404 for a brand the staff member has no role on, 403 for a permission their roles lack', async () => {
    const support = await staffSession(t.app, { aurora: ['support'] });
    const otherBrand = await support.call('GET', '/office/api/b/lotus/counts');
    expect(otherBrand.status).toBe(404);
    const unknownBrand = await support.call('GET', '/office/api/b/nosuch/counts');
    expect(unknownBrand.status).toBe(404);
    const audit = await support.call('GET', '/office/api/b/aurora/audit');
    expect(audit.status).toBe(403);
    expect(audit.json.code).toBe('forbidden');
    const counts = await support.call('GET', '/office/api/b/aurora/counts');
    expect(counts.status).toBe(200);
    expect(counts.json.value.counts).not.toHaveProperty('approvals');
  });

  it('translates errors into the console language', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/office/api/me',
      headers: { 'x-language': 'vi' },
    });
    expect(response.json().message).toBe('Vui lòng đăng nhập trang quản trị');
  });
});

describe('the audit log', () => {
  it("lists the brand's operator actions with the staff member and address, filtered, and exports CSV", async () => {
    const owner = await staffSession(t.app, { aurora: ['owner'] });
    // Creating staff is itself audited (actor test): the log of aurora shows it, lotus's does not.
    const created = await makeStaff(t.db, t.app.secret, { aurora: ['marketing'] });
    const page = await owner.call(
      'GET',
      `/office/api/b/aurora/audit?action=staff.&target=${created.username}`,
    );
    expect(page.status).toBe(200);
    expect(page.json.value.total).toBe(1);
    expect(page.json.value.list[0]).toMatchObject({
      action: 'staff.create',
      target: `staff:${created.username}`,
      after: { username: created.username, roles: ['marketing'] },
    });
    const lotusOwner = await staffSession(t.app, { lotus: ['owner'] });
    const lotus = await lotusOwner.call('GET', `/office/api/b/lotus/audit?target=${created.username}`);
    expect(lotus.json.value.total).toBe(0);
    const csv = await t.app.inject({
      method: 'GET',
      url: `/office/api/b/aurora/audit.csv?target=${created.username}`,
      headers: { authorization: `Bearer ${owner.token}` },
    });
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body.trim().split('\r\n');
    expect(lines[0]).toBe('id,at,actor,staff,ip,action,target,reason,detail,before,after');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain('staff.create');
  });

  it('records who acted in the console: the staff member and their address', async () => {
    const owner = await staffSession(t.app, { aurora: ['owner'] });
    const auditor = await staffSession(t.app, { aurora: ['auditor'] });
    // An approval request is an action of the console (the four-eyes tests of the screens cover running them).
    await t.db
      .insertInto('office_approval')
      .values({
        brand_code: 'aurora',
        kind: 'test.unregistered',
        target: 'nobody',
        amount: 5n,
        payload: '{}',
        reason: 'test',
        requested_by: t.db.selectFrom('staff').select('id').where('username', '=', auditor.staff.username),
      })
      .execute();
    const list = await owner.call('GET', '/office/api/b/aurora/approvals');
    const mine = list.json.value.list.find((a: { target: string }) => a.target === 'nobody');
    expect(mine).toMatchObject({ requestedBy: auditor.staff.username, status: 'pending', mine: false });
    const decide = await owner.call('POST', `/office/api/b/aurora/approvals/${mine.id}/reject`, {
      reason: 'not ours',
    });
    // A kind nobody registered cannot be decided by anyone.
    expect(decide.status).toBe(403);
    const own = await auditor.call('POST', `/office/api/b/aurora/approvals/${mine.id}/reject`, {
      reason: 'mine',
    });
    expect(own.status).toBe(403);
    expect(own.json.code).toBe('forbidden');
  });
});

describe('a host of the back office alone', () => {
  it('leads every page to /office and serves no brand API there', async () => {
    const office = await createTestApp({ env: { OFFICE_HOSTS: 'office.example.test' } });
    try {
      const page = await office.app.inject({
        method: 'GET',
        url: '/promo',
        headers: { host: 'office.example.test' },
      });
      expect(page.statusCode).toBe(302);
      expect(page.headers.location).toBe('/office');
      const api = await office.app.inject({
        method: 'GET',
        url: '/wps/system/status',
        headers: { host: 'office.example.test' },
      });
      expect(api.statusCode).toBe(404);
      const login = await office.app.inject({
        method: 'POST',
        url: '/office/api/login',
        headers: { host: 'office.example.test' },
        payload: { username: 'nobody', password: 'nobody-pw', code: '123456' },
      });
      expect(login.json().code).toBe('office_login_failed');
      // A brand's own host still serves the brand.
      const brand = await office.app.inject({
        method: 'GET',
        url: '/wps/system/status',
        headers: { host: 'localhost' },
      });
      expect(brand.statusCode).toBe(200);
    } finally {
      await office.close();
    }
  });
});
