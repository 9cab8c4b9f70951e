import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Contract } from '@/core/api/contract';
import type { Brand } from '@/core/brand';
import { isLanguage, resolveLanguage } from '@/core/languages';
import { type Permission, rolesAllow, type StaffRole } from '@/core/office/roles';
import { contextOf, type ServiceContext } from '@/server/context';
import { asAuditActor } from '@/server/domains/system';
import { AppError } from '@/server/errors';
import { type ContractRequest, route } from '@/server/plugins/contract';
import { type StaffMember, staffByToken } from './staff.service';

/**
 * The back office's guard (docs/back-office.md): every /office/api endpoint but the login takes a staff bearer
 * token (401 office_unauthorized), a brand-scoped one checks that the staff member has a role on the brand of its
 * path (else 404, as if the brand did not exist: no probing of other tenants) and that the roles grant the
 * endpoint's permission (403 forbidden). The handler runs as the staff member's audit actor: every audit row the
 * services write names them and their address.
 */

declare module 'fastify' {
  interface FastifyRequest {
    /** The staff member of an office request (set by the office guard). */
    staff: StaffMember | null;
  }
}

/** What an office handler works with: the staff member, their roles on the brand, and the brand's context. */
export interface OfficeCall {
  staff: StaffMember;
  /** The brand of the path (brand-scoped endpoints only). */
  brand: Brand;
  roles: StaffRole[];
  /** A service context for the brand (language: the console's, when the brand offers it). */
  ctx: ServiceContext;
  /** The actor string services record: `staff:<username>`. */
  actor: string;
  /** Whether the staff member's roles on this brand grant a permission (e.g. seeing full bank numbers). */
  can(permission: Permission): boolean;
}

/** How office routes are protected, for the route table (plugins/route-access.ts, the session-guard test). */
export const STAFF_ACCESS = {
  kind: 'credential',
  credential: 'back-office staff session (bearer; password + TOTP), role and brand checked per endpoint',
} as const;

/** Requests per minute per address and endpoint a console may make (a person clicking never comes near it). */
export const OFFICE_RATE_LIMIT = { max: 300, timeWindow: 60_000 };

function bearerOf(request: FastifyRequest): string {
  const header = request.headers.authorization;
  return header?.startsWith('Bearer ') ? header.slice(7).trim() : '';
}

/** The staff member of the request's bearer token (401 otherwise). */
export async function requireStaff(request: FastifyRequest): Promise<StaffMember> {
  const staff = await staffByToken(request.server.db, bearerOf(request), new Date());
  if (!staff) throw new AppError('office_unauthorized');
  request.staff = staff;
  return staff;
}

function consoleLanguage(request: FastifyRequest, brand: Brand) {
  const asked = request.headers['x-language'];
  const language = typeof asked === 'string' ? asked.toLowerCase() : '';
  return isLanguage(language) ? resolveLanguage(language, brand.config.languages) : 'en';
}

/**
 * Registers a brand-scoped office endpoint: the contract's path has `:brand`; the handler gets the office call.
 * `permission` is what the endpoint needs (null: any role on the brand, e.g. the menu's counts).
 */
export function officeRoute<C extends Contract>(
  app: FastifyInstance,
  contract: C,
  options: { permission: Permission | null; rateLimit?: { max: number; timeWindow: number } },
  handler: (call: OfficeCall, request: ContractRequest<C>, reply: FastifyReply) => Promise<unknown>,
): void {
  route(
    app,
    contract,
    { config: { access: STAFF_ACCESS, rateLimit: options.rateLimit ?? OFFICE_RATE_LIMIT } },
    async (request, reply) => {
      const staff = await requireStaff(request);
      const code = (request.params as { brand?: string }).brand ?? '';
      const roles = staff.roles[code];
      const brand = app.registry.get(code);
      if (!roles || !brand) throw new AppError('not_found');
      if (options.permission && !rolesAllow(roles, options.permission)) throw new AppError('forbidden');
      request.brand = brand;
      request.language = consoleLanguage(request, brand);
      const call: OfficeCall = {
        staff,
        brand,
        roles,
        ctx: contextOf(request),
        actor: `staff:${staff.username}`,
        can: (permission) => rolesAllow(roles, permission),
      };
      return asAuditActor({ staffId: staff.id, ip: request.ip }, () =>
        handler(call, request, reply),
      ) as never;
    },
  );
}
