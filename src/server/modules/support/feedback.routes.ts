import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as api from '@/core/api/support';
import { requireSession } from '@/server/plugins/auth';
import { route } from '@/server/plugins/contract';
import { ok } from '@/server/plugins/envelope';
import {
  createFeedback,
  feedbackTypes,
  listMyFeedback,
  type SupportCtx,
  ticketDetail,
  ticketFile,
} from './feedback.service';
import { readMultipart, type SupportFiles, type Upload } from './support-files';

/** Sends a stored image privately: never cached by shared caches, never sniffed as anything but an image. */
export function sendImage(reply: FastifyReply, file: { contentType: string; data: Buffer }) {
  return reply
    .header('content-type', file.contentType)
    .header('cache-control', 'private, max-age=3600')
    .header('content-disposition', 'inline')
    .header('content-security-policy', "default-src 'none'; sandbox")
    .send(file.data);
}

/** Feedback and complaints of players and visitors (spec §3 Feedback, §7 PUT /wps/feedback; docs/support.md). */
export function feedbackRoutes(files: SupportFiles) {
  return async (app: FastifyInstance) => {
    const member = requireSession(app);
    const ctxOf = (request: FastifyRequest): SupportCtx => ({ db: app.db, brand: request.brand, files });

    route(app, api.feedbackTypes, {}, async (request) => ok(feedbackTypes(request.brand, request.language)));

    route(
      app,
      api.sendFeedback,
      {
        // Visitors send feedback too; a sent token goes through the session guard like any member call.
        preHandler: requireSession(app, { optional: true }),
        config: { rateLimit: { max: 10, timeWindow: 60_000 } },
        // A multipart body is read from its parts in the handler: validate it as an empty object here.
        preValidation: async (request) => {
          if (request.isMultipart()) request.body = {};
        },
      },
      async (request) => {
        const accountId = request.session?.id ?? null;
        let input: Record<string, unknown>;
        let uploads: Upload[] = [];
        if (request.isMultipart()) {
          const body = await readMultipart(request, 'images');
          input = body.fields;
          uploads = body.files;
        } else {
          input = (request.body ?? {}) as Record<string, unknown>;
        }
        const ticket = await createFeedback(ctxOf(request), accountId, input, uploads, request.language);
        return ok({
          id: String(ticket.id),
          status: ticket.status,
          complaint: ticket.complaint,
          dueAt: ticket.due_at?.toISOString() ?? null,
        });
      },
    );

    route(app, api.myFeedback, { preHandler: member }, async (request) =>
      ok(await listMyFeedback(ctxOf(request), request.session!.id, request.query, request.language)),
    );

    route(app, api.feedbackDetail, { preHandler: member }, async (request) =>
      ok(
        await ticketDetail(
          ctxOf(request),
          BigInt(request.params.id),
          { accountId: request.session!.id },
          request.language,
          '/wps/feedback/files',
        ),
      ),
    );

    route(app, api.feedbackFile, { preHandler: member }, async (request, reply) =>
      sendImage(
        reply,
        await ticketFile(ctxOf(request), request.params.fileId, { accountId: request.session!.id }),
      ),
    );
  };
}
