import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import * as api from '@/core/api/office-queues';
import {
  closeTicket,
  listTicketsForOperators,
  replyToTicket,
  SupportFiles,
  ticketDetail,
  ticketFile,
  ticketSummary,
} from '@/server/domains/support';
import { AppError } from '@/server/errors';
import { ok } from '@/server/plugins/envelope';
import { registerQueueCount } from '../staff/queue-counts';
import { type OfficeCall, officeRoute } from '../staff/staff.guard';
import { sendQueueFile } from './send-file';

/**
 * Feedback and complaints (docs/support.md "Operators"): the brand's tickets by status with overdue complaints
 * flagged, the thread with its images, reply (the player sees it unread) and close with a reason — the services
 * `npm run ops -- feedback-reply | feedback-close` and the support desk call, acting on the path's brand only.
 */

const OPEN_COUNT_MAX = 10_000;

/**
 * Recorded as `staff:<username>` (with staff_id); the player sees the staff member's display name — or the brand's
 * name when none was given apart from the login name, which a player never sees.
 */
const actorOf = (call: OfficeCall) => ({
  name: call.actor,
  brands: [call.brand.config.code],
  shownAs:
    call.staff.displayName && call.staff.displayName !== call.staff.username
      ? call.staff.displayName
      : call.brand.config.displayName,
});

registerQueueCount('feedback', {
  permission: 'feedback.read',
  count: async (call) =>
    (await listTicketsForOperators(call.ctx.db, [call.brand.config.code], 'open', OPEN_COUNT_MAX)).length,
});

export async function feedbackQueueRoutes(app: FastifyInstance): Promise<void> {
  const files = new SupportFiles(join(app.config.dataDir, 'support'));
  const supportCtx = (call: OfficeCall) => ({ db: call.ctx.db, brand: call.brand, files });
  const thread = (call: OfficeCall, id: string) =>
    ticketDetail(supportCtx(call), BigInt(id), { operator: true }, call.ctx.language, '');

  officeRoute(app, api.officeFeedback, { permission: 'feedback.read' }, async (call, request) => {
    const rows = await listTicketsForOperators(
      call.ctx.db,
      [call.brand.config.code],
      request.query.status,
      200,
    );
    const list = rows.map((row) => {
      const s = ticketSummary(call.brand, row, call.ctx.language);
      return {
        id: s.id,
        questionTypeName: s.questionTypeName,
        complaint: s.complaint,
        content: s.content,
        status: s.status,
        player: row.username,
        contact: s.contact,
        dueAt: s.dueAt,
        overdue: s.overdue,
        createdAt: s.createdAt,
      };
    });
    return ok({ list, overdue: list.filter((t) => t.overdue).length });
  });

  officeRoute(app, api.officeTicket, { permission: 'feedback.read' }, async (call, request) => {
    const t = await thread(call, request.params.id);
    return ok({
      id: t.id,
      questionTypeName: t.questionTypeName,
      complaint: t.complaint,
      content: t.content,
      status: t.status,
      contact: t.contact,
      dueAt: t.dueAt,
      overdue: t.overdue,
      createdAt: t.createdAt,
      images: t.images.map((i) => ({ id: i.id, contentType: i.contentType, bytes: i.bytes })),
      replies: t.replies,
    });
  });

  officeRoute(app, api.officeTicketFile, { permission: 'feedback.read' }, async (call, request, reply) => {
    const t = await thread(call, request.params.id);
    // Only an image of this ticket (of this brand): any other id is the same 404.
    if (!t.images.some((i) => i.id === request.params.fileId)) throw new AppError('support_file_not_found');
    const file = await ticketFile(supportCtx(call), request.params.fileId, {
      brands: [call.brand.config.code],
    });
    return sendQueueFile(reply, file, `feedback-${t.id}`);
  });

  officeRoute(app, api.officeTicketReply, { permission: 'feedback.reply' }, async (call, request) =>
    ok(await replyToTicket(call.ctx.db, BigInt(request.params.id), actorOf(call), request.body.body)),
  );

  officeRoute(app, api.officeTicketClose, { permission: 'feedback.reply' }, async (call, request) => {
    const result = await closeTicket(
      call.ctx.db,
      BigInt(request.params.id),
      actorOf(call),
      request.body.reason,
    );
    return ok({ id: result.id, status: result.status });
  });
}
