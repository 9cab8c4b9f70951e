import type { FastifyInstance } from 'fastify';
import * as api from '@/core/api/office-staff';
import { rolesAllow } from '@/core/office/roles';
import { AppError } from '@/server/errors';
import { ok } from '@/server/plugins/envelope';
import { type OfficeCall, officeRoute } from './staff.guard';
import { createStaff, rolesOf, setStaffStatus } from './staff.service';
import { brandStaff, newStaffPassword, setStaffRoles } from './staff-admin.service';

/**
 * The console's staff screen (docs/back-office.md "Staff"): the brand's staff, a new staff member on the brand,
 * roles on the brand, lock and unlock. The same services as `npm run ops -- staff-create / staff-roles /
 * staff-lock / staff-unlock`. An owner acts on the brand of the path only; locking reaches the whole account, so a
 * staff member with roles on other brands can only be locked or unlocked by someone who manages staff on each.
 */

/** The staff member of the path, if they have a role on the call's brand (else 404, as if unknown). */
async function memberOf(call: OfficeCall, username: string) {
  const row = await call.ctx.db
    .selectFrom('staff')
    .select(['id', 'username'])
    .where((eb) => eb(eb.fn('lower', ['username']), '=', username.toLowerCase()))
    .executeTakeFirst();
  const roles = row ? await rolesOf(call.ctx.db, row.id) : {};
  if (!row || !roles[call.brand.config.code]) throw new AppError('not_found');
  if (row.id === call.staff.id) throw new AppError('office_staff_self');
  return { username: row.username, roles };
}

export async function staffAdminRoutes(app: FastifyInstance): Promise<void> {
  officeRoute(app, api.officeStaffList, { permission: 'staff.read' }, async (call) => {
    const list = await brandStaff(call.ctx.db, call.brand.config.code);
    return ok({
      list: list.map((s) => ({
        ...s,
        // Other brands are named only where the viewer has a role too (no word about other tenants).
        otherBrands: s.otherBrands.filter((brand) => call.staff.roles[brand]),
        lastLoginAt: s.lastLoginAt?.toISOString() ?? null,
        createdAt: s.createdAt.toISOString(),
      })),
    });
  });

  officeRoute(app, api.officeStaffCreate, { permission: 'staff.manage' }, async (call, request) => {
    const password = newStaffPassword();
    const created = await createStaff(app.db, app.secret, {
      username: request.body.username,
      displayName: request.body.displayName,
      password,
      roles: request.body.roles.map((role) => ({ brand: call.brand.config.code, role })),
      by: call.actor,
    });
    return ok({
      username: request.body.username.toLowerCase(),
      password,
      totpSecret: created.totpSecret,
      otpauth: created.otpauth,
    });
  });

  officeRoute(app, api.officeStaffRoles, { permission: 'staff.manage' }, async (call, request) => {
    const member = await memberOf(call, request.params.username);
    const { after } = await setStaffRoles(call.ctx.db, {
      username: member.username,
      brand: call.brand.config.code,
      roles: request.body.roles,
      by: call.actor,
      reason: request.body.reason,
      memberOnly: true,
    });
    return ok({ roles: after });
  });

  officeRoute(app, api.officeStaffStatus, { permission: 'staff.manage' }, async (call, request) => {
    const member = await memberOf(call, request.params.username);
    const elsewhere = Object.keys(member.roles).filter(
      (brand) => !rolesAllow(call.staff.roles[brand] ?? [], 'staff.manage'),
    );
    if (elsewhere.length > 0) throw new AppError('forbidden');
    const status = request.params.action === 'lock' ? 'locked' : 'active';
    await setStaffStatus(call.ctx.db, {
      username: member.username,
      status,
      by: call.actor,
      reason: request.body.reason,
    });
    return ok({ status });
  });
}
