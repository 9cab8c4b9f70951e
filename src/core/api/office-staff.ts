/**
 * The back office's staff management (docs/back-office.md "Staff"): an owner lists the brand's staff, creates a
 * staff member on the brand (the password and the TOTP secret are answered once), changes their roles on the brand
 * and locks or unlocks them with a reason. The same services as `npm run ops -- staff-*`.
 */
import { STAFF_ROLES } from '../office/roles';
import { contract } from './contract';
import { BrandParams, office, Reason } from './office';
import { Enum, Nullable, type Static, Str, Type } from './schema';

const Username = Type.String({ pattern: '^[a-z][a-z0-9_.-]{2,31}$' });
const Roles = Type.Array(Enum(STAFF_ROLES), { minItems: 1, maxItems: STAFF_ROLES.length, uniqueItems: true });
export const StaffParams = Type.Object({
  brand: BrandParams.properties.brand,
  username: Type.String({ pattern: '^[a-z0-9_.-]{1,64}$' }),
});

export const BrandStaffRow = Type.Object({
  username: Str,
  displayName: Str,
  /** Roles on the brand of the path. */
  roles: Type.Array(Enum(STAFF_ROLES)),
  /** Codes of the staff member's other brands the viewer also has a role on (their roles there are not shown). */
  otherBrands: Type.Array(Str),
  status: Enum(['active', 'locked'] as const),
  lastLoginAt: Nullable(Str),
  createdAt: Str,
  createdBy: Str,
});
export type BrandStaffRow = Static<typeof BrandStaffRow>;

export const officeStaffList = contract({
  method: 'GET',
  url: '/office/api/b/:brand/staff',
  ...office,
  params: BrandParams,
  summary: "The brand's staff: roles on the brand, status, last successful sign-in",
  value: Type.Object({ list: Type.Array(BrandStaffRow) }),
});

export const officeStaffCreate = contract({
  method: 'POST',
  url: '/office/api/b/:brand/staff',
  ...office,
  params: BrandParams,
  summary:
    'Create a staff member with roles on this brand; answers the generated password, the TOTP secret and its otpauth URI once',
  body: Type.Object(
    {
      username: Username,
      displayName: Type.Optional(Type.String({ maxLength: 64 })),
      roles: Roles,
    },
    { additionalProperties: false },
  ),
  value: Type.Object({ username: Str, password: Str, totpSecret: Str, otpauth: Str }),
});

export const officeStaffRoles = contract({
  method: 'PUT',
  url: '/office/api/b/:brand/staff/:username/roles',
  ...office,
  params: StaffParams,
  summary: "Replace a staff member's roles on this brand (recorded with the reason, before and after)",
  body: Type.Object({ roles: Roles, reason: Reason }, { additionalProperties: false }),
  value: Type.Object({ roles: Type.Array(Enum(STAFF_ROLES)) }),
});

export const officeStaffStatus = contract({
  method: 'POST',
  url: '/office/api/b/:brand/staff/:username/:action',
  ...office,
  params: Type.Object({
    brand: BrandParams.properties.brand,
    username: StaffParams.properties.username,
    action: Enum(['lock', 'unlock'] as const),
  }),
  summary:
    'Lock (their sessions end) or unlock a staff member of this brand, with a reason; one with roles on other brands needs an owner of each',
  body: Type.Object({ reason: Reason }, { additionalProperties: false }),
  value: Type.Object({ status: Enum(['active', 'locked'] as const) }),
});
