import type { FastifyInstance } from 'fastify';
import * as api from '@/core/api/office-agents';
import {
  agentContractsForOffice,
  downlineLockOf,
  moveMember,
  offerFromBrand,
  officeAccount,
  searchTree,
  terminateByOps,
  treeLevel,
} from '@/server/domains/agents';
import { AppError } from '@/server/errors';
import { ok } from '@/server/plugins/envelope';
import { officeRoute } from '../staff/staff.guard';
import { reasonOf } from './reason';

/**
 * The Agents screen's endpoints: reading needs agents.read, acting agents.act. Offering, terminating and moving
 * are the very calls of `npm run ops -- contract-offer | contract-terminate | agent-move`, run as the staff member
 * (the guard records them with their name and address).
 */
export async function officeAgentRoutes(app: FastifyInstance): Promise<void> {
  officeRoute(app, api.officeAgentSearch, { permission: 'agents.read' }, async (call, request) =>
    ok({ list: await searchTree(call.ctx.db, call.brand.config.code, request.query.q) }),
  );

  officeRoute(app, api.officeAgentTree, { permission: 'agents.read' }, async (call, request) => {
    const { parent, pageNo = 1, pageSize = 50 } = request.query;
    return ok(await treeLevel(call.ctx.db, call.brand.config.code, parent, { pageNo, pageSize }));
  });

  officeRoute(app, api.officeAgentDetail, { permission: 'agents.read' }, async (call, request) => {
    const { id, node } = await officeAccount(call.ctx.db, call.brand.config.code, request.params.id);
    return ok({
      account: node,
      topAgent: node.isAgent && node.upline === null,
      lock: await downlineLockOf(call.ctx.db, call.brand.config.code, node.username),
      contracts: node.isAgent ? await agentContractsForOffice(call.ctx.db, call.brand, id) : [],
    });
  });

  officeRoute(app, api.officeContractOffer, { permission: 'agents.act' }, async (call, request) => {
    const { agent, kind, period, tiers, reason } = request.body;
    const result = (await offerFromBrand(call.ctx.db, call.brand, {
      agent,
      kind,
      ...(period ? { period } : {}),
      tiers,
      by: call.actor,
      reason: reasonOf(reason),
    })) as { contract: api.OfficeContract };
    return ok({ contract: result.contract });
  });

  officeRoute(app, api.officeContractTerminate, { permission: 'agents.act' }, async (call, request) => {
    const raw = request.params.id;
    if (!/^[1-9]\d{0,17}$/.test(raw)) throw new AppError('contract_not_found');
    const result = await terminateByOps(
      call.ctx.db,
      call.brand,
      BigInt(raw),
      call.actor,
      request.body.reason,
    );
    return ok({ contract: result.contract });
  });

  officeRoute(app, api.officeAgentMove, { permission: 'agents.act' }, async (call, request) => {
    const { member, to, reason } = request.body;
    return ok(await moveMember(call.ctx.db, { brand: call.brand, member, to, by: call.actor, reason }));
  });
}
