import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { requireSession } from '../../plugins/auth';
import { envelopeSchema, ok } from '../../plugins/envelope';
import {
  createFeedback,
  feedbackTypes,
  listMyFeedback,
  type SupportCtx,
  ticketDetail,
  ticketFile,
} from './feedback.service';
import { readMultipart, type SupportFiles, type Upload } from './support-files';

export const loose = { type: 'object', additionalProperties: true } as const;
export const bearer = [{ bearer: [] }];
const value = envelopeSchema(loose);
const str = (max: number) => ({ type: 'string', maxLength: max }) as const;

export const idParam = {
  type: 'object',
  properties: { id: { type: 'string', pattern: '^\\d{1,18}$' } },
} as const;
export const fileParam = {
  type: 'object',
  properties: {
    fileId: { type: 'string', pattern: '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' },
  },
} as const;

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

    app.get(
      '/wps/feedback/types',
      {
        schema: {
          tags: ['support'],
          summary: "The brand's feedback question types in the request language: [{ code, name, complaint }]",
          response: {
            200: envelopeSchema({
              type: 'array',
              items: {
                type: 'object',
                required: ['code', 'name', 'complaint'],
                properties: {
                  code: { type: 'string' },
                  name: { type: 'string' },
                  complaint: { type: 'boolean' },
                },
              },
            }),
          },
        },
      },
      async (request) => ok(feedbackTypes(request.brand, request.language)),
    );

    app.put<{ Body: { questionType?: string; content?: string; contact?: string } }>(
      '/wps/feedback',
      {
        // Visitors send feedback too; a sent token goes through the session guard like any member call.
        preHandler: requireSession(app, { optional: true }),
        config: { rateLimit: { max: 10, timeWindow: 60_000 } },
        // A multipart body is read from its parts in the handler: validate it as an empty object here.
        preValidation: async (request) => {
          if (request.isMultipart()) request.body = {};
        },
        schema: {
          tags: ['support'],
          summary:
            'Send feedback or a complaint: JSON { questionType, content, contact }, or multipart with the same fields and files "images" (≤ 3 png/jpg ≤ 5 MB). Visitors must leave a contact; a bearer token files it under the player.',
          consumes: ['application/json', 'multipart/form-data'],
          body: {
            type: 'object',
            properties: { questionType: str(40), content: str(20_000), contact: str(200) },
          },
          response: { 200: value },
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

    app.get<{ Querystring: { pageNo: number; pageSize: number } }>(
      '/wps/feedback',
      {
        preHandler: member,
        schema: {
          tags: ['support'],
          summary:
            "The player's own feedback, newest first, with status and unread replies: { list, total, unread }",
          security: bearer,
          querystring: {
            type: 'object',
            properties: {
              pageNo: { type: 'integer', minimum: 1, maximum: 10_000, default: 1 },
              pageSize: { type: 'integer', minimum: 1, maximum: 50, default: 10 },
            },
          },
          response: { 200: value },
        },
      },
      async (request) =>
        ok(await listMyFeedback(ctxOf(request), request.session!.id, request.query, request.language)),
    );

    app.get<{ Params: { id: string } }>(
      '/wps/feedback/:id',
      {
        preHandler: member,
        schema: {
          tags: ['support'],
          summary:
            "One of the player's feedback with the operators' replies and its images (marks replies read); another's → 404",
          security: bearer,
          params: idParam,
          response: { 200: value },
        },
      },
      async (request) =>
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

    app.get<{ Params: { fileId: string } }>(
      '/wps/feedback/files/:fileId',
      {
        preHandler: member,
        schema: {
          tags: ['support'],
          summary: "An image of the player's own feedback or chat (png/jpg); anyone else's → 404",
          security: bearer,
          params: fileParam,
        },
      },
      async (request, reply) =>
        sendImage(
          reply,
          await ticketFile(ctxOf(request), request.params.fileId, { accountId: request.session!.id }),
        ),
    );
  };
}
