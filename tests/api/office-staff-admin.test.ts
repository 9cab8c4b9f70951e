import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STAFF_ROLES, type StaffRole } from '@/core/office/roles';
import { currentStep, totpAt } from '@/server/lib/totp';
import { makeStaff, staffSession } from '../support/office';
import { runScript } from '../support/scripts';
import { createTestApp, type TestApp } from './helpers';

/**
 * The staff screen's endpoints (docs/back-office.md "Staff"): who may list, create, change roles, lock and unlock,
 * on which brand; a staff member of another brand is not reachable through this brand's path; `npm run ops --
 * staff-roles` is the same service.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const base = (brand: string) => `/office/api/b/${brand}/staff`;
const ROLE_CANNOT_MANAGE = STAFF_ROLES.filter((r) => r !== 'owner');

async function statusOf(username: string) {
  const row = await t.db
    .selectFrom('staff')
    .select('status')
    .where('username', '=', username)
    .executeTakeFirstOrThrow();
  return row.status;
}

describe('staff list', () => {
  it('answers the brand staff with roles, status and last sign-in to owner and auditor only', async () => {
    const owner = await staffSession(t.app, { aurora: ['owner'], lotus: ['auditor'] });
    const both = await makeStaff(t.db, t.app.secret, {
      aurora: ['support', 'risk'],
      lotus: ['finance'],
      oasis: ['owner'],
    });
    const lotusOnly = await makeStaff(t.db, t.app.secret, { lotus: ['owner'] });
    const list = await owner.call('GET', base('aurora'));
    expect(list.status).toBe(200);
    const mine = list.json.value.list.find((s: { username: string }) => s.username === owner.staff.username);
    expect(mine).toMatchObject({ roles: ['owner'], status: 'active', otherBrands: ['lotus'] });
    expect(Date.parse(mine.lastLoginAt)).toBeGreaterThan(Date.now() - 60_000);
    const other = list.json.value.list.find((s: { username: string }) => s.username === both.username);
    // Roles on this brand only, in the table's order; other brands by code where the viewer has a role too
    // (oasis, where the viewer has none, is not named).
    expect(other).toMatchObject({ roles: ['risk', 'support'], otherBrands: ['lotus'], lastLoginAt: null });
    expect(list.json.value.list.map((s: { username: string }) => s.username)).not.toContain(
      lotusOnly.username,
    );

    const auditor = await staffSession(t.app, { aurora: ['auditor'] });
    expect((await auditor.call('GET', base('aurora'))).status).toBe(200);
    for (const role of ['finance', 'risk', 'support', 'marketing'] as StaffRole[]) {
      const s = await staffSession(t.app, { aurora: [role] });
      expect((await s.call('GET', base('aurora'))).status, role).toBe(403);
    }
    const lotusOwner = await staffSession(t.app, { lotus: ['owner'] });
    expect((await lotusOwner.call('GET', base('aurora'))).status).toBe(404);
  });
});

describe('staff create', () => {
  it('an owner creates a staff member on their brand who then signs in with the answered password and TOTP', async () => {
    const owner = await staffSession(t.app, { aurora: ['owner'] });
    const username = `new${Date.now().toString(36)}`;
    const created = await owner.call('POST', base('aurora'), {
      username,
      displayName: 'New Person',
      roles: ['support', 'finance'],
    });
    expect(created.status, JSON.stringify(created.json)).toBe(200);
    const { password, totpSecret, otpauth } = created.json.value;
    expect(password.length).toBeGreaterThanOrEqual(12);
    expect(otpauth).toContain(`secret=${totpSecret}`);
    const login = await t.app.inject({
      method: 'POST',
      url: '/office/api/login',
      payload: { username, password, code: totpAt(totpSecret, currentStep()) },
    });
    expect(login.statusCode).toBe(200);
    expect(login.json().value.me.brands).toEqual([
      expect.objectContaining({ code: 'aurora', roles: ['finance', 'support'] }),
    ]);
    const audit = await t.db
      .selectFrom('ops_action')
      .select(['actor', 'staff_id', 'brand_code'])
      .where('action', '=', 'staff.create')
      .where('target', '=', `staff:${username}`)
      .execute();
    expect(audit).toEqual([
      { actor: `staff:${owner.staff.username}`, staff_id: expect.anything(), brand_code: 'aurora' },
    ]);
    // The same name again: 409, nothing written.
    const again = await owner.call('POST', base('aurora'), { username, roles: ['support'] });
    expect(again.status).toBe(409);
    expect(again.json.code).toBe('office_staff_exists');
  });

  it('refuses roles it does not know, a bad name, other roles than owner and other brands', async () => {
    const owner = await staffSession(t.app, { aurora: ['owner'] });
    expect((await owner.call('POST', base('aurora'), { username: 'abc-x1', roles: ['god'] })).status).toBe(
      400,
    );
    expect((await owner.call('POST', base('aurora'), { username: 'A B', roles: ['support'] })).status).toBe(
      400,
    );
    expect((await owner.call('POST', base('aurora'), { username: 'abc-x2', roles: [] })).status).toBe(400);
    for (const role of ROLE_CANNOT_MANAGE) {
      const s = await staffSession(t.app, { aurora: [role] });
      const r = await s.call('POST', base('aurora'), {
        username: `x${role}${Date.now() % 1e6}`,
        roles: ['support'],
      });
      expect(r.status, role).toBe(403);
    }
    // An owner of lotus only: aurora does not exist for them.
    const lotusOwner = await staffSession(t.app, { lotus: ['owner'], aurora: ['auditor'] });
    const grant = await lotusOwner.call('POST', base('aurora'), {
      username: `y${Date.now() % 1e6}`,
      roles: ['owner'],
    });
    expect(grant.status).toBe(403);
    const onlyLotus = await staffSession(t.app, { lotus: ['owner'] });
    const probe = await onlyLotus.call('POST', base('aurora'), {
      username: `z${Date.now() % 1e6}`,
      roles: ['owner'],
    });
    expect(probe.status).toBe(404);
  });
});

describe('staff roles', () => {
  it('an owner replaces roles on this brand, audited with before, after and reason; other brands untouched', async () => {
    const owner = await staffSession(t.app, { aurora: ['owner'] });
    const member = await makeStaff(t.db, t.app.secret, { aurora: ['support'], lotus: ['risk'] });
    const url = `${base('aurora')}/${member.username}/roles`;
    const changed = await owner.call('PUT', url, {
      roles: ['finance', 'auditor'],
      reason: 'moved to the cash desk',
    });
    expect(changed.status, JSON.stringify(changed.json)).toBe(200);
    expect(changed.json.value.roles).toEqual(['finance', 'auditor']);
    const roles = await t.db
      .selectFrom('staff_role')
      .innerJoin('staff', 'staff.id', 'staff_role.staff_id')
      .select(['brand_code', 'role'])
      .where('staff.username', '=', member.username)
      .orderBy('brand_code')
      .orderBy('role')
      .execute();
    expect(roles).toEqual([
      { brand_code: 'aurora', role: 'auditor' },
      { brand_code: 'aurora', role: 'finance' },
      { brand_code: 'lotus', role: 'risk' },
    ]);
    const audit = await t.db
      .selectFrom('ops_action')
      .select(['actor', 'reason', 'before', 'after', 'staff_id'])
      .where('action', '=', 'staff.roles')
      .where('target', '=', `staff:${member.username}`)
      .executeTakeFirstOrThrow();
    expect(audit).toMatchObject({
      actor: `staff:${owner.staff.username}`,
      reason: 'moved to the cash desk',
      before: { roles: ['support'] },
      after: { roles: ['finance', 'auditor'] },
    });
    expect(audit.staff_id).not.toBeNull();
    expect((await owner.call('PUT', url, { roles: ['finance'] })).status).toBe(400);
    expect((await owner.call('PUT', url, { roles: ['finance'], reason: 'x' })).status).toBe(400);
  });

  it('a staff member of another brand is 404 through this path; own roles and non-owners are refused', async () => {
    const owner = await staffSession(t.app, { aurora: ['owner'] });
    const lotusStaff = await makeStaff(t.db, t.app.secret, { lotus: ['support'] });
    const cross = await owner.call('PUT', `${base('aurora')}/${lotusStaff.username}/roles`, {
      roles: ['owner'],
      reason: 'try to take them over',
    });
    expect(cross.status).toBe(404);
    expect(
      (
        await owner.call('PUT', `${base('aurora')}/nobody-at-all/roles`, {
          roles: ['owner'],
          reason: 'why not',
        })
      ).status,
    ).toBe(404);
    const self = await owner.call('PUT', `${base('aurora')}/${owner.staff.username}/roles`, {
      roles: ['support'],
      reason: 'demote myself',
    });
    expect(self.status).toBe(403);
    expect(self.json.code).toBe('office_staff_self');
    const member = await makeStaff(t.db, t.app.secret, { aurora: ['support'] });
    for (const role of ROLE_CANNOT_MANAGE) {
      const s = await staffSession(t.app, { aurora: [role] });
      const r = await s.call('PUT', `${base('aurora')}/${member.username}/roles`, {
        roles: ['owner'],
        reason: 'promote them',
      });
      expect(r.status, role).toBe(403);
    }
    const lotusOwner = await staffSession(t.app, { lotus: ['owner'] });
    const r = await lotusOwner.call('PUT', `${base('aurora')}/${member.username}/roles`, {
      roles: ['owner'],
      reason: 'promote them',
    });
    expect(r.status).toBe(404);
    const lotusRoles = await t.db
      .selectFrom('staff_role')
      .innerJoin('staff', 'staff.id', 'staff_role.staff_id')
      .select('role')
      .where('staff.username', '=', lotusStaff.username)
      .execute();
    expect(lotusRoles).toEqual([{ role: 'support' }]);
  });
});

describe('staff lock and unlock', () => {
  it('an owner locks a staff member of the brand (their session ends) and unlocks them, with a reason', async () => {
    const owner = await staffSession(t.app, { aurora: ['owner'] });
    const member = await staffSession(t.app, { aurora: ['support'] });
    expect((await member.call('GET', '/office/api/me')).status).toBe(200);
    const url = `${base('aurora')}/${member.staff.username}`;
    expect((await owner.call('POST', `${url}/lock`, {})).status).toBe(400);
    const locked = await owner.call('POST', `${url}/lock`, { reason: 'left the company' });
    expect(locked.status).toBe(200);
    expect(locked.json.value.status).toBe('locked');
    expect(await statusOf(member.staff.username)).toBe('locked');
    expect((await member.call('GET', '/office/api/me')).status).toBe(401);
    const unlocked = await owner.call('POST', `${url}/unlock`, { reason: 'came back' });
    expect(unlocked.status).toBe(200);
    expect(await statusOf(member.staff.username)).toBe('active');
    const audit = await t.db
      .selectFrom('ops_action')
      .select(['action', 'reason', 'actor'])
      .where('target', '=', `staff:${member.staff.username}`)
      .where('action', 'like', 'staff.%lock')
      .orderBy('id')
      .execute();
    expect(audit).toEqual([
      { action: 'staff.lock', reason: 'left the company', actor: `staff:${owner.staff.username}` },
      { action: 'staff.unlock', reason: 'came back', actor: `staff:${owner.staff.username}` },
    ]);
  });

  it('refuses other brands, oneself, non-owners, and a member of a brand the owner does not manage', async () => {
    const owner = await staffSession(t.app, { aurora: ['owner'], lotus: ['auditor'] });
    const lotusStaff = await makeStaff(t.db, t.app.secret, { lotus: ['support'] });
    expect(
      (
        await owner.call('POST', `${base('aurora')}/${lotusStaff.username}/lock`, {
          reason: 'probe other brand',
        })
      ).status,
    ).toBe(404);
    // On lotus the owner is only an auditor: staff.manage missing.
    expect(
      (await owner.call('POST', `${base('lotus')}/${lotusStaff.username}/lock`, { reason: 'not my call' }))
        .status,
    ).toBe(403);
    const self = await owner.call('POST', `${base('aurora')}/${owner.staff.username}/lock`, {
      reason: 'lock myself',
    });
    expect(self.json.code).toBe('office_staff_self');
    // Locking reaches the whole account: a member of lotus too needs an owner of lotus as well.
    const shared = await makeStaff(t.db, t.app.secret, { aurora: ['support'], lotus: ['support'] });
    const refused = await owner.call('POST', `${base('aurora')}/${shared.username}/lock`, {
      reason: 'shared member',
    });
    expect(refused.status).toBe(403);
    expect(await statusOf(shared.username)).toBe('active');
    const bothOwner = await staffSession(t.app, { aurora: ['owner'], lotus: ['owner'] });
    expect(
      (await bothOwner.call('POST', `${base('aurora')}/${shared.username}/lock`, { reason: 'shared member' }))
        .status,
    ).toBe(200);
    expect(await statusOf(shared.username)).toBe('locked');
    const member = await makeStaff(t.db, t.app.secret, { aurora: ['support'] });
    for (const role of ROLE_CANNOT_MANAGE) {
      const s = await staffSession(t.app, { aurora: [role] });
      const r = await s.call('POST', `${base('aurora')}/${member.username}/lock`, { reason: 'not allowed' });
      expect(r.status, role).toBe(403);
    }
    expect(await statusOf(member.username)).toBe('active');
  });
});

function ops(args: string[]): Promise<{ status: number | null; output: string }> {
  return runScript('scripts/ops.ts', args, {
    env: { ...process.env, DATABASE_URL: t.config.databaseUrl, BRANDS_DIR: t.config.brandsDir },
  });
}

describe('ops staff-roles', () => {
  it('replaces roles on a brand through the same service, recorded as the CLI', async () => {
    const member = await makeStaff(t.db, t.app.secret, { aurora: ['support'] });
    const run = await ops([
      'staff-roles',
      member.username,
      '--brand',
      'lotus',
      '--role',
      'risk,auditor',
      '--by',
      'ana',
      '--reason',
      'covers lotus now',
    ]);
    expect(run.status, run.output).toBe(0);
    expect(run.output).toContain(`staff ${member.username} on lotus: (no role) → risk, auditor`);
    const audit = await t.db
      .selectFrom('ops_action')
      .select(['actor', 'brand_code', 'after'])
      .where('action', '=', 'staff.roles')
      .where('target', '=', `staff:${member.username}`)
      .executeTakeFirstOrThrow();
    expect(audit).toEqual({ actor: 'cli:ana', brand_code: 'lotus', after: { roles: ['risk', 'auditor'] } });
    const bad = await ops([
      'staff-roles',
      member.username,
      '--brand',
      'lotus',
      '--role',
      'king',
      '--by',
      'ana',
      '--reason',
      'nope',
    ]);
    expect(bad.status).not.toBe(0);
  });
});
