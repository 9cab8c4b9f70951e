/**
 * The back office's API (docs/back-office.md): staff login with password and TOTP, the staff member's own data,
 * queue counts, two-person approvals and the audit log. Every brand-scoped endpoint has the brand code in its path
 * (`/office/api/b/:brand/...`): a staff member without a role on that brand gets 404, one whose roles lack the
 * endpoint's permission gets 403. Screens' own contracts live in office-*.ts beside this file.
 */
import { PERMISSIONS, STAFF_ROLES } from '../office/roles';
import { contract } from './contract';
import { Enum, Int, Nullable, Paged, type Static, Str, Text, Type } from './schema';

export const officeTags = ['office'];
/** An office endpoint: its tag and the staff bearer token. */
export const office = { tags: officeTags, security: [{ staff: [] }] } as const;
/** The brand of a brand-scoped office endpoint. */
export const BrandParams = Type.Object({ brand: Type.String({ pattern: '^[a-z0-9-]{1,40}$' }) });
/** A brand-scoped endpoint about one record (its id in the path). */
export const BrandIdParams = Type.Object({
  brand: Type.String({ pattern: '^[a-z0-9-]{1,40}$' }),
  id: Type.String({ pattern: '^[0-9A-Za-z-]{1,64}$' }),
});
/** The reason every money and account action requires (recorded in the audit log). */
export const Reason = Type.String({ minLength: 3, maxLength: 500 });
export const ReasonBody = Type.Object({ reason: Reason }, { additionalProperties: false });

export const StaffBrand = Type.Object({
  code: Str,
  name: Str,
  currency: Str,
  languages: Type.Array(Str),
  roles: Type.Array(Enum(STAFF_ROLES)),
  permissions: Type.Array(Enum(PERMISSIONS)),
});
export type StaffBrand = Static<typeof StaffBrand>;

export const StaffMe = Type.Object({
  username: Str,
  displayName: Str,
  brands: Type.Array(StaffBrand),
  idleSeconds: Int,
});
export type StaffMe = Static<typeof StaffMe>;

export const officeLogin = contract({
  method: 'POST',
  url: '/office/api/login',
  tags: officeTags,
  summary: 'Staff login: username, password and the current code of the authenticator app (TOTP)',
  body: Type.Object(
    {
      username: Type.String({ minLength: 1, maxLength: 64 }),
      password: Type.String({ minLength: 1, maxLength: 128 }),
      code: Type.String({ minLength: 1, maxLength: 12 }),
    },
    { additionalProperties: false },
  ),
  value: Type.Object({ token: Str, me: StaffMe }),
});

export const officeLogout = contract({
  method: 'POST',
  url: '/office/api/logout',
  ...office,
  summary: 'End the staff session',
  value: Type.Object({}),
});

export const officeMe = contract({
  method: 'GET',
  url: '/office/api/me',
  ...office,
  summary: 'The signed-in staff member: their brands, roles and permissions per brand',
  value: StaffMe,
});

export const StaffLoginRow = Type.Object({
  at: Str,
  outcome: Enum(['ok', 'bad_password', 'bad_code', 'locked'] as const),
  ip: Str,
  userAgent: Nullable(Str),
});
export type StaffLoginRow = Static<typeof StaffLoginRow>;

export const officeLogins = contract({
  method: 'GET',
  url: '/office/api/me/logins',
  ...office,
  summary: "The staff member's last 50 login attempts (successful or not), newest first",
  value: Type.Object({ list: Type.Array(StaffLoginRow) }),
});

export const officeCounts = contract({
  method: 'GET',
  url: '/office/api/b/:brand/counts',
  ...office,
  params: BrandParams,
  summary: "What waits in each queue of the brand the staff member may work (the menu's counts)",
  value: Type.Object({ counts: Type.Record(Str, Int) }),
});

export const AuditRow = Type.Object({
  id: Str,
  at: Str,
  actor: Str,
  staff: Nullable(Str),
  ip: Nullable(Str),
  action: Str,
  target: Nullable(Str),
  reason: Nullable(Str),
  detail: Type.Unknown(),
  before: Type.Unknown(),
  after: Type.Unknown(),
});
export type AuditRow = Static<typeof AuditRow>;

export const AuditQuery = Type.Object(
  {
    actor: Type.Optional(Text(64)),
    action: Type.Optional(Text(64)),
    target: Type.Optional(Text(128)),
    from: Type.Optional(Type.String({ format: 'date' })),
    to: Type.Optional(Type.String({ format: 'date' })),
    pageNo: Type.Integer({ minimum: 1, maximum: 100_000, default: 1 }),
    pageSize: Type.Integer({ minimum: 1, maximum: 200, default: 50 }),
  },
  { additionalProperties: false },
);
export type AuditQuery = Static<typeof AuditQuery>;

export const officeAudit = contract({
  method: 'GET',
  url: '/office/api/b/:brand/audit',
  ...office,
  params: BrandParams,
  querystring: AuditQuery,
  summary:
    "The brand's audit log: every operator action (console and ops CLI), who, when, from where, what, why, before and after; newest first",
  value: Paged(AuditRow),
});

export const officeAuditExport = contract({
  method: 'GET',
  url: '/office/api/b/:brand/audit.csv',
  ...office,
  params: BrandParams,
  querystring: Type.Omit(AuditQuery, ['pageNo', 'pageSize']),
  summary: 'The audit log rows of the filter as CSV (at most 100,000 rows)',
  response: { 200: Type.String({ description: 'text/csv' }) },
});

export const Approval = Type.Object({
  id: Str,
  kind: Str,
  target: Str,
  amount: Nullable(Str),
  payload: Type.Record(Str, Type.Unknown()),
  reason: Str,
  requestedBy: Str,
  requestedAt: Str,
  status: Enum(['pending', 'approved', 'rejected'] as const),
  decidedBy: Nullable(Str),
  decisionReason: Nullable(Str),
  decidedAt: Nullable(Str),
  /** Whether the caller may decide it (another staff member with the kind's permission). */
  mine: Type.Boolean(),
});
export type Approval = Static<typeof Approval>;

export const officeApprovals = contract({
  method: 'GET',
  url: '/office/api/b/:brand/approvals',
  ...office,
  params: BrandParams,
  querystring: Type.Object(
    { status: Enum(['pending', 'approved', 'rejected', 'all'] as const, { default: 'pending' }) },
    { additionalProperties: false },
  ),
  summary:
    'Two-person approvals of the brand: actions above the brand threshold waiting for a second staff member',
  value: Type.Object({ list: Type.Array(Approval) }),
});

export const officeApprovalDecide = contract({
  method: 'POST',
  url: '/office/api/b/:brand/approvals/:id/:decision',
  ...office,
  params: Type.Object({
    brand: Type.String({ pattern: '^[a-z0-9-]{1,40}$' }),
    id: Type.String({ pattern: '^[0-9]{1,19}$' }),
    decision: Enum(['approve', 'reject'] as const),
  }),
  body: ReasonBody,
  summary:
    'A second staff member approves (the action runs) or rejects another one’s request; the requester cannot decide their own',
  value: Approval,
});

export const devStaff = contract({
  method: 'POST',
  url: '/__dev/office/staff',
  tags: officeTags,
  summary:
    'Development only (DEV_ROUTES=1: the tests): a new staff member with the roles given, answering their password and TOTP secret',
  body: Type.Object(
    { roles: Type.Record(Type.String({ pattern: '^[a-z0-9-]{1,40}$' }), Type.Array(Enum(STAFF_ROLES))) },
    { additionalProperties: false },
  ),
  value: Type.Object({ username: Str, password: Str, totpSecret: Str }),
});

const ThemeValuesSchema = Type.Record(Str, Type.Record(Str, Str));

export const officeTheme = contract({
  method: 'GET',
  url: '/office/api/b/:brand/theme',
  ...office,
  params: BrandParams,
  summary: "The brand's theme (both modes): the console paints itself in the brand it works on",
  value: Type.Object({
    defaultMode: Enum(['dark', 'light'] as const),
    dark: ThemeValuesSchema,
    light: ThemeValuesSchema,
  }),
});
