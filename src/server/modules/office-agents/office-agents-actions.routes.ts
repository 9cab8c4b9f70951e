import type { FastifyInstance } from 'fastify';
import * as api from '@/core/api/office-agents';
import {
  agentActionCount,
  agentActions,
  liftDownlineLock,
  officeAccount,
  promoteToAgent,
  settleDue,
} from '@/server/domains/agents';
import { ok } from '@/server/plugins/envelope';
import { officeRoute } from '../staff/staff.guard';
import { reasonOf } from './reason';

/**
 * The Agents screen's operator actions beside the tree (docs/back-office.md "Agents"): promoting a player to agent,
 * lifting an agent's lock on a downline, the agents' own audited downline actions, and settling every due contract
 * period now. Each is the call of `npm run ops -- promote-agent | downline-unlock | agent-actions |
 * settle-contracts`, run as the staff member (the guard records the audit rows with their name and address).
 */
export async function officeAgentActionRoutes(app: FastifyInstance): Promise<void> {
  officeRoute(app, api.officeAgentPromote, { permission: 'agents.act' }, async (call, request) => {
    const { member, reason } = request.body;
    const result = await promoteToAgent(call.ctx.db, {
      brand: call.brand,
      member,
      reason: reasonOf(reason),
      by: { ops: call.actor },
    });
    return ok({ account: result.account, typeCode: result.typeCode });
  });

  officeRoute(app, api.officeDownlineUnlock, { permission: 'agents.act' }, async (call, request) => {
    const { member, reason } = request.body;
    const brand = call.brand.config.code;
    // An account of another brand (or none) is member_not_found before anything is tried.
    const { node } = await officeAccount(call.ctx.db, brand, member);
    const result = await liftDownlineLock(call.ctx.db, {
      brand,
      username: node.username,
      by: call.actor,
      reason: reasonOf(reason),
    });
    return ok({ account: node.username, lockedBy: result.lockedBy, auditId: result.id.toString() });
  });

  officeRoute(app, api.officeAgentActions, { permission: 'agents.read' }, async (call, request) => {
    const { agent, pageNo = 1, pageSize = 20 } = request.query;
    const filter = { brand: call.brand.config.code, ...(agent ? { agent: agent.trim() } : {}) };
    const [rows, total] = await Promise.all([
      agentActions(call.ctx.db, { ...filter, limit: pageSize, offset: (pageNo - 1) * pageSize }),
      agentActionCount(call.ctx.db, filter),
    ]);
    return ok({
      pageNo,
      pageSize,
      total,
      list: rows.map((r) => ({
        id: r.id.toString(),
        at: r.created_at.toISOString(),
        actor: r.actor,
        action: r.action,
        target: r.target,
        reason: r.reason,
      })),
    });
  });

  officeRoute(app, api.officeContractsSettle, { permission: 'agents.act' }, async (call, request) =>
    ok(
      await settleDue(call.ctx.db, [call.brand], {
        actor: call.actor,
        reason: reasonOf(request.body.reason),
      }),
    ),
  );
}
