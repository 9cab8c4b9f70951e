import type { FastifyInstance } from 'fastify';
import * as api from '@/core/api/office-queues';
import { documentFile, kycFilesIn, pendingDocuments, reviewDocument } from '@/server/domains/compliance';
import { profileForStaff } from '@/server/domains/identity';
import { ok } from '@/server/plugins/envelope';
import { registerQueueCount } from '../staff/queue-counts';
import { type OfficeCall, officeRoute } from '../staff/staff.guard';
import { sendQueueFile } from './send-file';

/**
 * KYC documents (docs/kyc.md "Review"): the brand's pending documents oldest first with the player's profile
 * fields beside each, the file through this guarded endpoint only, and the decision through reviewDocument — the
 * service `npm run ops -- kyc-approve | kyc-reject` calls (the player gets the same inbox message).
 */

const QUEUE_MAX = 100;
const COUNT_MAX = 1000;

registerQueueCount('kyc', {
  permission: 'kyc.read',
  count: async (call) => (await pendingDocuments(call.ctx, COUNT_MAX)).length,
});

export async function kycQueueRoutes(app: FastifyInstance): Promise<void> {
  const files = kycFilesIn(app.config.dataDir);
  const kycCtx = (call: OfficeCall) => ({ db: call.ctx.db, brand: call.brand, files });

  officeRoute(app, api.officeKycPending, { permission: 'kyc.read' }, async (call) => {
    const rows = await pendingDocuments(call.ctx, QUEUE_MAX);
    const profiles = new Map<string, Awaited<ReturnType<typeof profileForStaff>>>();
    for (const r of rows)
      if (!profiles.has(r.username)) profiles.set(r.username, await profileForStaff(call.ctx, r.username));
    return ok({
      list: rows.map((r) => ({
        id: r.id,
        player: r.username,
        kind: r.kind,
        contentType: r.content_type,
        bytes: r.bytes,
        createdAt: r.created_at.toISOString(),
        profile: profiles.get(r.username) ?? { fields: [], mobile: null, email: null },
      })),
    });
  });

  officeRoute(app, api.officeKycFile, { permission: 'kyc.read' }, async (call, request, reply) => {
    const file = await documentFile(kycCtx(call), request.params.id, { staff: true });
    return sendQueueFile(reply, file, `kyc-${file.row.id}`);
  });

  officeRoute(app, api.officeKycDecide, { permission: 'kyc.decide' }, async (call, request) => {
    const result = await reviewDocument(call.ctx, {
      id: request.params.id,
      decision: request.params.decision === 'approve' ? 'approved' : 'rejected',
      by: call.actor,
      reason: request.body.reason,
    });
    return ok({ id: result.id, status: result.status });
  });
}
