import type { FastifyInstance, FastifyRequest } from 'fastify';
import { contextOf } from '../../context';
import { AppError } from '../../errors';
import { envelopeSchema, ok } from '../../plugins/envelope';
import { deskRooms, findRoom, messagesOf } from './chat.repository';
import {
  type ChatCtx,
  closeRoom,
  messageView,
  roomView,
  supportSend,
  takeRoom,
  transferRoom,
} from './chat.service';
import { bearer, idParam, loose } from './feedback.routes';
import { requireOperator, servesBrand } from './operators.service';
import type { SupportFiles } from './support-files';

const value = envelopeSchema(loose);
const list = envelopeSchema({ type: 'array', items: loose });
const str = (max: number) => ({ type: 'string', maxLength: max }) as const;

/**
 * The support desk's chat calls (/wps/support/chats*): the brand's waiting and active chats, a transcript, take,
 * transfer, close and reply. A chat of another brand answers 404 chat_not_found ("it may belong to another brand").
 * Live updates come over the chat socket (hello with the desk token).
 */
export function deskChatRoutes(files: SupportFiles) {
  return async (app: FastifyInstance) => {
    const guard = requireOperator(app);
    const ctxOf = (request: FastifyRequest): ChatCtx => {
      if (!servesBrand(request.operator!, request.brand.config.code))
        throw new AppError('support_unauthorized');
      return { ...contextOf(request), files };
    };
    const idOf = (request: FastifyRequest<{ Params: { id: string } }>) => BigInt(request.params.id);

    app.get(
      '/wps/support/chats',
      {
        preHandler: guard,
        schema: {
          tags: ['support'],
          summary: "The brand's open chats (waiting first by age, then in progress) with the last message",
          security: bearer,
          response: { 200: list },
        },
      },
      async (request) => {
        const ctx = ctxOf(request);
        const rows = await deskRooms(ctx.db, request.brand.config.code);
        return ok(
          rows.map((row) => ({
            ...roomView(row),
            username: row.username,
            operatorUsername: row.operator_username,
            lastMessage: row.last_body,
          })),
        );
      },
    );

    app.get<{ Params: { id: string } }>(
      '/wps/support/chats/:id',
      {
        preHandler: guard,
        schema: {
          tags: ['support'],
          summary: 'A chat with its transcript',
          security: bearer,
          params: idParam,
          response: { 200: value },
        },
      },
      async (request) => {
        const ctx = ctxOf(request);
        const row = await findRoom(ctx.db, request.brand.config.code, idOf(request));
        if (!row) throw new AppError('chat_not_found');
        return ok({
          room: roomView(row),
          messages: (await messagesOf(ctx.db, row.id, 1000)).map(messageView),
        });
      },
    );

    app.post<{ Params: { id: string }; Body: { body?: string; fileId?: string } }>(
      '/wps/support/chats/:id/messages',
      {
        preHandler: guard,
        schema: {
          tags: ['support'],
          summary: 'Reply in a chat (a waiting chat becomes yours)',
          security: bearer,
          params: idParam,
          body: {
            type: 'object',
            additionalProperties: false,
            properties: { body: str(2000), fileId: str(40) },
          },
          response: { 200: value },
        },
      },
      async (request) =>
        ok(
          await supportSend(ctxOf(request), request.operator!, idOf(request), {
            body: request.body.body,
            fileId: request.body.fileId,
          }),
        ),
    );

    app.post<{ Params: { id: string } }>(
      '/wps/support/chats/:id/take',
      {
        preHandler: guard,
        schema: {
          tags: ['support'],
          summary: 'Take a waiting chat',
          security: bearer,
          params: idParam,
          response: { 200: value },
        },
      },
      async (request) => ok(await takeRoom(ctxOf(request), request.operator!, idOf(request))),
    );

    app.post<{ Params: { id: string }; Body: { to?: string } }>(
      '/wps/support/chats/:id/transfer',
      {
        preHandler: guard,
        schema: {
          tags: ['support'],
          summary: 'Hand a chat to another support agent of this brand (username)',
          security: bearer,
          params: idParam,
          body: {
            type: 'object',
            additionalProperties: false,
            required: ['to'],
            properties: { to: str(64) },
          },
          response: { 200: value },
        },
      },
      async (request) =>
        ok(await transferRoom(ctxOf(request), request.operator!, idOf(request), request.body.to)),
    );

    app.post<{ Params: { id: string } }>(
      '/wps/support/chats/:id/close',
      {
        preHandler: guard,
        schema: {
          tags: ['support'],
          summary: 'Close a chat (its transcript stays readable)',
          security: bearer,
          params: idParam,
          response: { 200: value },
        },
      },
      async (request) => ok(await closeRoom(ctxOf(request), request.operator!, idOf(request))),
    );

    app.get(
      '/wps/support/agents',
      {
        preHandler: guard,
        schema: {
          tags: ['support'],
          summary: 'Support agents serving this brand (transfer targets)',
          security: bearer,
          response: { 200: list },
        },
      },
      async (request) => {
        const ctx = ctxOf(request);
        const brand = request.brand.config.code;
        const rows = await ctx.db
          .selectFrom('support_operator')
          .select(['username', 'display_name', 'brands'])
          .orderBy('username')
          .execute();
        return ok(
          rows
            .filter((r) => r.brands === null || r.brands.includes(brand))
            .map((r) => ({ username: r.username, displayName: r.display_name })),
        );
      },
    );
  };
}
