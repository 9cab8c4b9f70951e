import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import * as api from '@/core/api/office-runs';
import { rolesAllow } from '@/core/office/roles';
import { operatorAccounts, upsertOperator } from '@/server/domains/support';
import { recordOpsAction } from '@/server/domains/system';
import { AppError } from '@/server/errors';
import { ok } from '@/server/plugins/envelope';
import { type OfficeCall, officeRoute } from '../staff/staff.guard';

/**
 * The support desk's operator accounts in the console (docs/back-office.md "Support desk operators"): those who
 * serve this brand, and create-or-update through upsertOperator, the call of `npm run ops -- support-agent`, in
 * one transaction with its audit row (action `support_agent`, as the CLI records it). A staff member grants only
 * brands where their roles have desk.manage, and changes only an operator all of whose brands they manage (an
 * operator of every brand — the CLI's default — only with desk.manage on every brand). A username of an operator
 * who does not serve this brand is taken (409), never overwritten. Passwords are never answered. The support
 * module keeps no disabled state for an operator, so the console offers none.
 */
export async function deskRoutes(app: FastifyInstance): Promise<void> {
  /** The brands this staff member may grant: every brand where their roles have desk.manage. */
  const grantable = (call: OfficeCall) =>
    app.registry.brands
      .map((b) => b.config.code)
      .filter((code) => {
        const roles = call.staff.roles[code];
        return roles !== undefined && rolesAllow(roles, 'desk.manage');
      });
  const view = (call: OfficeCall, o: Awaited<ReturnType<typeof operatorAccounts>>[number]) => {
    const mine = new Set(grantable(call));
    const serves = o.brands ?? app.registry.brands.map((b) => b.config.code);
    return {
      username: o.username,
      displayName: o.displayName,
      brands: o.brands,
      createdAt: o.createdAt.toISOString(),
      lastSessionAt: o.lastSessionAt?.toISOString() ?? null,
      manageable: serves.every((b) => mine.has(b)),
    };
  };

  officeRoute(app, api.officeDeskOperators, { permission: 'desk.read' }, async (call) => {
    const rows = await operatorAccounts(call.ctx, { brand: call.brand.config.code });
    return ok({
      operators: rows.map((o) => view(call, o)),
      grantable: call.can('desk.manage') ? grantable(call) : [],
    });
  });

  officeRoute(app, api.officeDeskOperatorSave, { permission: 'desk.manage' }, async (call, request) => {
    const code = call.brand.config.code;
    const { username, password, reason } = request.body;
    const brands = [...new Set(request.body.brands)].sort();
    const mine = new Set(grantable(call));
    if (!brands.every((b) => mine.has(b))) throw new AppError('office_desk_brands_forbidden');
    const result = await app.db.transaction().execute(async (trx) => {
      // One change of a username at a time (two consoles, or the console and the CLI's next run).
      await sql`select pg_advisory_xact_lock(hashtextextended(${`support_operator:${username}`}, 0))`.execute(
        trx,
      );
      const [before] = await operatorAccounts({ db: trx }, { username });
      if (before) {
        if (before.brands !== null && !before.brands.includes(code))
          throw new AppError('office_desk_name_taken');
        if (!view(call, before).manageable) throw new AppError('office_desk_brands_forbidden');
      }
      const displayName = request.body.displayName?.trim() || before?.displayName || username;
      await upsertOperator({ db: trx }, { username, displayName, password, brands });
      await recordOpsAction(trx, {
        brand: code,
        actor: call.actor,
        action: 'support_agent',
        target: `support:${username}`,
        reason,
        detail: { brands, password: before ? 'replaced' : 'set' },
        before: before ? { displayName: before.displayName, brands: before.brands } : null,
        after: { displayName, brands },
      });
      const [after] = await operatorAccounts({ db: trx }, { username });
      return { operator: after!, created: !before };
    });
    return ok({ operator: view(call, result.operator), created: result.created });
  });
}
