import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { isStaffRole, STAFF_ROLES, type StaffRole } from '@/core/office/roles';
import type { Database } from '@/server/db/database';
import { recordOpsAction } from '@/server/domains/system';
import { AppError } from '@/server/errors';

/**
 * Staff management beyond creating and locking (staff.service.ts): the brand's staff list and role changes on one
 * brand. The console's staff screen and `npm run ops -- staff-list / staff-roles` call these same functions.
 */

type Db = Kysely<Database>;

/** A generated password for a new staff member (the console and the CLI show it once). */
export const newStaffPassword = () => randomBytes(12).toString('base64url');

export interface BrandStaff {
  username: string;
  displayName: string;
  roles: StaffRole[];
  otherBrands: string[];
  status: 'active' | 'locked';
  lastLoginAt: Date | null;
  createdAt: Date;
  createdBy: string;
}

/** The staff members with a role on the brand: their roles there, status, last successful sign-in. */
export async function brandStaff(db: Db, brand: string): Promise<BrandStaff[]> {
  const rows = await db
    .selectFrom('staff')
    .innerJoin('staff_role', 'staff_role.staff_id', 'staff.id')
    .select((eb) => [
      'staff.id',
      'staff.username',
      'staff.display_name',
      'staff.status',
      'staff.created_at',
      'staff.created_by',
      'staff_role.brand_code',
      'staff_role.role',
      eb
        .selectFrom('staff_login')
        .select((l) => l.fn.max('created_at').as('at'))
        .whereRef('staff_login.staff_id', '=', 'staff.id')
        .where('outcome', '=', 'ok')
        .as('last_login'),
    ])
    .where('staff.id', 'in', (eb) =>
      eb.selectFrom('staff_role').select('staff_id').where('brand_code', '=', brand),
    )
    .orderBy('staff.username')
    .execute();
  const byId = new Map<bigint, BrandStaff>();
  for (const r of rows) {
    let member = byId.get(r.id);
    if (!member) {
      member = {
        username: r.username,
        displayName: r.display_name,
        roles: [],
        otherBrands: [],
        status: r.status,
        lastLoginAt: r.last_login ? new Date(r.last_login as Date | string) : null,
        createdAt: r.created_at,
        createdBy: r.created_by,
      };
      byId.set(r.id, member);
    }
    if (r.brand_code === brand) member.roles.push(r.role);
    else if (!member.otherBrands.includes(r.brand_code)) member.otherBrands.push(r.brand_code);
  }
  const order = (role: StaffRole) => STAFF_ROLES.indexOf(role);
  for (const member of byId.values()) member.roles.sort((a, b) => order(a) - order(b));
  return [...byId.values()];
}

export interface StaffRolesChange {
  username: string;
  brand: string;
  roles: string[];
  /** `staff:<username>` or `cli:<name>`. */
  by: string;
  reason: string;
  /** The console: the staff member must already have a role on the brand (else 404, as if unknown). */
  memberOnly?: boolean;
}

/** Replaces a staff member's roles on one brand (audited with the reason, before and after). */
export async function setStaffRoles(
  db: Db,
  input: StaffRolesChange,
): Promise<{ before: StaffRole[]; after: StaffRole[] }> {
  const roles = [...new Set(input.roles)];
  if (roles.length === 0 || !roles.every(isStaffRole))
    throw new AppError('invalid_request', { field: 'roles', detail: '' });
  if (input.reason.trim().length < 3) throw new AppError('invalid_request', { field: 'reason', detail: '' });
  const after = STAFF_ROLES.filter((r) => roles.includes(r));
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('staff')
      .select(['id', 'username'])
      .where((eb) => eb(eb.fn('lower', ['username']), '=', input.username.trim().toLowerCase()))
      .forUpdate()
      .executeTakeFirst();
    if (!row) throw new AppError('not_found');
    const brand = await trx
      .selectFrom('brand')
      .select('code')
      .where('code', '=', input.brand)
      .executeTakeFirst();
    if (!brand) throw new AppError('invalid_request', { field: 'brand', detail: '' });
    const current = await trx
      .selectFrom('staff_role')
      .select('role')
      .where('staff_id', '=', row.id)
      .where('brand_code', '=', input.brand)
      .execute();
    if (input.memberOnly && current.length === 0) throw new AppError('not_found');
    const before = STAFF_ROLES.filter((r) => current.some((c) => c.role === r));
    await trx
      .deleteFrom('staff_role')
      .where('staff_id', '=', row.id)
      .where('brand_code', '=', input.brand)
      .execute();
    await trx
      .insertInto('staff_role')
      .values(after.map((role) => ({ staff_id: row.id, brand_code: input.brand, role })))
      .execute();
    await recordOpsAction(trx, {
      brand: input.brand,
      actor: input.by,
      action: 'staff.roles',
      target: `staff:${row.username}`,
      reason: input.reason.trim(),
      before: { roles: before },
      after: { roles: after },
    });
    return { before, after };
  });
}
