import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as api from '@/core/api/office';
import { permissionsOf } from '@/core/office/roles';
import { AppError } from '@/server/errors';
import { route } from '@/server/plugins/contract';
import { ok } from '@/server/plugins/envelope';
import { decideApproval, listApprovals, pendingApprovals } from './approvals.service';
import { auditCsv, auditPage } from './audit.service';
import { queueCounts, registerQueueCount } from './queue-counts';
import { officeRoute, requireStaff, STAFF_ACCESS } from './staff.guard';
import {
  endStaffSession,
  STAFF_IDLE_MS,
  type StaffMember,
  staffByToken,
  staffLogin,
  staffLogins,
} from './staff.service';

/** The back office's own endpoints: login, the staff member, queue counts, approvals and the audit log. */

function me(app: FastifyInstance, staff: StaffMember): api.StaffMe {
  const brands = Object.entries(staff.roles).flatMap(([code, roles]) => {
    const brand = app.registry.get(code);
    if (!brand) return [];
    return [
      {
        code,
        name: brand.config.displayName,
        currency: brand.config.currency.code,
        languages: brand.config.languages.supported,
        roles,
        permissions: permissionsOf(roles),
      },
    ];
  });
  return {
    username: staff.username,
    displayName: staff.displayName,
    brands,
    idleSeconds: STAFF_IDLE_MS / 1000,
  };
}

export async function staffRoutes(app: FastifyInstance): Promise<void> {
  app.decorateRequest('staff', null);

  route(
    app,
    api.officeLogin,
    // Per address and username: 20 tries a minute (and 10 wrong answers in a row lock the account).
    {
      config: {
        rateLimit: {
          max: 20,
          timeWindow: 60_000,
          // Counted once the body is parsed: the username is part of the key.
          hook: 'preHandler',
          keyGenerator: (request: FastifyRequest) =>
            `office|${request.ip}|${String((request.body as { username?: unknown } | undefined)?.username ?? '').toLowerCase()}`,
        },
        access: { kind: 'public', reason: 'staff log in: password and TOTP code in the body, throttled' },
      },
    },
    async (request) => {
      const now = new Date();
      const { token } = await staffLogin(app.db, app.secret, {
        ...request.body,
        ip: request.ip,
        userAgent: request.headers['user-agent'],
        now,
      });
      const staff = await staffByToken(app.db, token, now);
      if (!staff) throw new AppError('office_unauthorized');
      return ok({ token, me: me(app, staff) });
    },
  );

  route(app, api.officeLogout, { config: { access: STAFF_ACCESS } }, async (request) => {
    const staff = await requireStaff(request);
    await endStaffSession(app.db, staff.sessionId, new Date());
    return ok({});
  });

  route(app, api.officeMe, { config: { access: STAFF_ACCESS } }, async (request) =>
    ok(me(app, await requireStaff(request))),
  );

  route(app, api.officeLogins, { config: { access: STAFF_ACCESS } }, async (request) => {
    const staff = await requireStaff(request);
    const rows = await staffLogins(app.db, staff.id);
    return ok({
      list: rows.map((r) => ({
        at: r.created_at.toISOString(),
        outcome: r.outcome,
        ip: r.ip,
        userAgent: r.user_agent,
      })),
    });
  });

  registerQueueCount('approvals', { permission: 'approvals.read', count: pendingApprovals });
  officeRoute(app, api.officeCounts, { permission: null }, async (call) =>
    ok({ counts: await queueCounts(call) }),
  );

  officeRoute(app, api.officeTheme, { permission: null }, async (call) => {
    const { defaultMode, dark, light } = call.brand.theme;
    return ok({ defaultMode, dark, light });
  });

  officeRoute(app, api.officeAudit, { permission: 'audit.read' }, async (call, request) =>
    ok(await auditPage(call.ctx.db, call.brand.config.code, request.query)),
  );

  officeRoute(app, api.officeAuditExport, { permission: 'audit.read' }, async (call, request, reply) => {
    const csv = await auditCsv(call.ctx.db, call.brand.config.code, request.query);
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="audit-${call.brand.config.code}.csv"`)
      .header('cache-control', 'no-store')
      .send(csv);
  });

  officeRoute(app, api.officeApprovals, { permission: 'approvals.read' }, async (call, request) =>
    ok({ list: await listApprovals(call, request.query.status) }),
  );

  officeRoute(app, api.officeApprovalDecide, { permission: 'approvals.decide' }, async (call, request) =>
    ok(await decideApproval(call, request.params.id, request.params.decision, request.body.reason)),
  );
}
