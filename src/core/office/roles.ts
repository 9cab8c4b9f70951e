/**
 * The back office's roles and what each may do (issue 26, docs/back-office.md). The server checks a permission on
 * every office endpoint (src/server/modules/staff/staff.guard.ts); the console only hides what the server would
 * refuse anyway.
 */
export const STAFF_ROLES = ['owner', 'finance', 'risk', 'support', 'marketing', 'auditor'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const PERMISSIONS = [
  /** Dashboard figures and reports. */
  'figures.read',
  /** The audit log (and its export). */
  'audit.read',
  /** Withdrawals: see the queue and its risk context / approve and reject. */
  'withdrawals.read',
  'withdrawals.decide',
  /** Manual deposits to confirm. */
  'deposits.read',
  'deposits.decide',
  /** Promotion applications. */
  'promotions.read',
  'promotions.decide',
  /** Contract bills held for review. */
  'bills.read',
  'bills.decide',
  /** Feedback and complaints. */
  'feedback.read',
  'feedback.reply',
  /** KYC documents. */
  'kyc.read',
  'kyc.decide',
  /** Player 360: read / lock, unlock, force a password change, reset 2FA, notes. */
  'players.read',
  'players.act',
  /** Full bank account numbers and payee details (others see them masked). */
  'players.pii',
  /** Balance adjustments and bonus cancellation. */
  'money.adjust',
  /** Limits and exclusions set or lifted by staff. */
  'protection.act',
  /** Agents: team trees, contracts / offer, terminate, move a member. */
  'agents.read',
  'agents.act',
  /** Brand switches: maintenance, region blocks, promotions, announcements. */
  'switches.read',
  'switches.write',
  /** Lottery draws and in-house games / void a draw. */
  'games.read',
  'games.act',
  /** Loyalty: points-mall redeems, referral overrides, leaderboard and jackpot runs / decide and run them. */
  'loyalty.read',
  'loyalty.decide',
  /** The support desk's operator accounts (chat agents): list / create, change brands, disable. */
  'desk.read',
  'desk.manage',
  /** Two-person approvals: see them / approve or reject another staff member's request. */
  'approvals.read',
  'approvals.decide',
  /** Staff accounts of the brand: list / create, change roles, lock. */
  'staff.read',
  'staff.manage',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

const READ_ALL = PERMISSIONS.filter((p) => p.endsWith('.read'));

/** Each role's permissions. The owner may do everything; the auditor reads everything and acts on nothing. */
export const ROLE_PERMISSIONS: Readonly<Record<StaffRole, readonly Permission[]>> = {
  owner: PERMISSIONS,
  finance: [
    'figures.read',
    'withdrawals.read',
    'withdrawals.decide',
    'deposits.read',
    'deposits.decide',
    'bills.read',
    'bills.decide',
    'players.read',
    'players.pii',
    'money.adjust',
    'agents.read',
    'approvals.read',
    'approvals.decide',
  ],
  risk: [
    'figures.read',
    'withdrawals.read',
    'withdrawals.decide',
    'deposits.read',
    'kyc.read',
    'kyc.decide',
    'players.read',
    'players.act',
    'players.pii',
    'protection.act',
    'agents.read',
    'games.read',
    'games.act',
    'audit.read',
    'approvals.read',
    'approvals.decide',
  ],
  support: [
    'feedback.read',
    'feedback.reply',
    'kyc.read',
    'players.read',
    'players.act',
    'protection.act',
    'promotions.read',
    'loyalty.read',
    'desk.read',
  ],
  marketing: [
    'figures.read',
    'promotions.read',
    'promotions.decide',
    'switches.read',
    'switches.write',
    'players.read',
    'loyalty.read',
    'loyalty.decide',
  ],
  auditor: READ_ALL,
};

export function isStaffRole(value: string): value is StaffRole {
  return (STAFF_ROLES as readonly string[]).includes(value);
}

/** Whether any of the roles grants the permission. */
export function rolesAllow(roles: readonly StaffRole[], permission: Permission): boolean {
  return roles.some((role) => ROLE_PERMISSIONS[role].includes(permission));
}

/** Every permission the roles grant, in PERMISSIONS order (what the console is told it may show). */
export function permissionsOf(roles: readonly StaffRole[]): Permission[] {
  return PERMISSIONS.filter((p) => rolesAllow(roles, p));
}
