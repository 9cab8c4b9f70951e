import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as api from '@/core/api/support-desk';
import { contextOf } from '@/server/context';
import { AppError } from '@/server/errors';
import { route } from '@/server/plugins/contract';
import { ok } from '@/server/plugins/envelope';
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
import { requireOperator } from './operator.guard';
import { servesBrand } from './operators.service';
import type { SupportFiles } from './support-files';

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

    route(
      app,
      api.deskChats,
      {
        preHandler: guard,
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

    route(
      app,
      api.deskChat,
      {
        preHandler: guard,
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

    route(
      app,
      api.deskChatReply,
      {
        preHandler: guard,
      },
      async (request) =>
        ok(
          await supportSend(ctxOf(request), request.operator!, idOf(request), {
            body: request.body.body,
            fileId: request.body.fileId,
          }),
        ),
    );

    route(
      app,
      api.deskChatTake,
      {
        preHandler: guard,
      },
      async (request) => ok(await takeRoom(ctxOf(request), request.operator!, idOf(request))),
    );

    route(
      app,
      api.deskChatTransfer,
      {
        preHandler: guard,
      },
      async (request) =>
        ok(await transferRoom(ctxOf(request), request.operator!, idOf(request), request.body.to)),
    );

    route(
      app,
      api.deskChatClose,
      {
        preHandler: guard,
      },
      async (request) => ok(await closeRoom(ctxOf(request), request.operator!, idOf(request))),
    );

    route(
      app,
      api.deskAgents,
      {
        preHandler: guard,
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
