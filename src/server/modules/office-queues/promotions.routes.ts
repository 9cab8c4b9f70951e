import { readFile } from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import * as api from '@/core/api/office-queues';
import { formatAmount } from '@/core/money';
import { decideApplication, pendingApplications } from '@/server/domains/engagement';
import { AppError } from '@/server/errors';
import { ok } from '@/server/plugins/envelope';
import { registerApprovalKind, requestOrRun } from '../staff/approvals.service';
import { registerQueueCount } from '../staff/queue-counts';
import type { OfficeCall } from '../staff/staff.guard';
import { officeRoute } from '../staff/staff.guard';
import { sendQueueFile } from './send-file';

/**
 * Promotion applications (docs/promotions.md "Applications"): the brand's applications in process with their
 * images, approved (the reward paid once: decideApplication's key is the application) or rejected with a reason.
 */

const inProcess = (call: Pick<OfficeCall, 'ctx' | 'brand'>) =>
  pendingApplications(call.ctx.db, call.ctx.config.dataDir, call.brand.config.code);

function promotionOf(call: OfficeCall, id: string) {
  return call.brand.promotions.find((p) => p.id === id);
}

function titleOf(call: OfficeCall, id: string): string {
  const title = promotionOf(call, id)?.title as Partial<Record<string, string>> | undefined;
  if (!title) return id;
  return (
    title[call.ctx.language] ?? title[call.brand.config.languages.default] ?? Object.values(title)[0] ?? id
  );
}

function rewardOf(call: OfficeCall, id: string): bigint | null {
  const p = promotionOf(call, id);
  return p?.kind === 'application' ? BigInt(p.reward.amount) : null;
}

const decide = (call: OfficeCall, id: string, decision: 'approve' | 'reject', reason: string) =>
  decideApplication(call.ctx, BigInt(id), decision, { actor: call.actor, reason });

registerApprovalKind('promotion.approve', {
  permission: 'promotions.decide',
  run: (call, payload) => decide(call, String(payload.id), 'approve', String(payload.reason)),
});

registerQueueCount('promotions', {
  permission: 'promotions.read',
  count: async (call) => (await inProcess(call)).length,
});

export async function promotionQueueRoutes(app: FastifyInstance): Promise<void> {
  officeRoute(app, api.officeApplications, { permission: 'promotions.read' }, async (call) => {
    const mu = call.brand.config.currency.minorUnits;
    const rows = await inProcess(call);
    return ok({
      list: rows.map((r) => {
        const reward = rewardOf(call, r.promotion_id);
        return {
          id: r.id.toString(),
          promotionId: r.promotion_id,
          promotionTitle: titleOf(call, r.promotion_id),
          reward: reward === null ? null : `${formatAmount(reward, mu)} ${call.brand.config.currency.code}`,
          player: r.username,
          comment: r.comment,
          images: r.images.map((image, i) => ({ n: i + 1, type: image.type, size: image.size })),
          createdAt: r.created_at.toISOString(),
        };
      }),
    });
  });

  officeRoute(
    app,
    api.officeApplicationImage,
    { permission: 'promotions.read' },
    async (call, request, reply) => {
      const row = (await inProcess(call)).find((r) => r.id.toString() === request.params.id);
      const n = request.params.n;
      const image = row?.images[n - 1];
      const path = row?.files[n - 1];
      if (!image || !path) throw new AppError('not_found');
      return sendQueueFile(
        reply,
        { contentType: image.type, data: await readFile(path) },
        `application-${n}`,
      );
    },
  );

  officeRoute(
    app,
    api.officeApplicationDecide,
    { permission: 'promotions.decide' },
    async (call, request) => {
      const { id, decision } = request.params;
      const { reason } = request.body;
      if (decision === 'reject') {
        await decide(call, id, 'reject', reason);
        return ok({ status: 'rejected' as const, approvalId: null });
      }
      const row = (await inProcess(call)).find((r) => r.id.toString() === id);
      // Not in process in this brand (another brand's, unknown or already decided): nothing to approve.
      if (!row) throw new AppError('promotion_application_not_found');
      const done = await requestOrRun(call, {
        kind: 'promotion.approve',
        target: `application ${id}`,
        amount: rewardOf(call, row.promotion_id),
        payload: { id, reason },
        reason,
        run: () => decide(call, id, 'approve', reason),
      });
      return ok(
        done.done
          ? { status: 'approved' as const, approvalId: null }
          : { status: 'requested' as const, approvalId: done.approval.id },
      );
    },
  );
}
