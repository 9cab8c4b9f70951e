import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as api from '@/core/api/support';
import { AppError } from '@/server/errors';
import { requireSession } from '@/server/plugins/auth';
import { route, schemaOf } from '@/server/plugins/contract';
import { ok } from '@/server/plugins/envelope';
import { ChatHub } from './chat.hub';
import { messagesOf, roomsOfAccount } from './chat.repository';
import {
  availabilityOf,
  type ChatCtx,
  type ChatOwner,
  ensureRoom,
  messageView,
  roomView,
  VISITOR_KEY,
  visitorHashOf,
} from './chat.service';
import { sendImage } from './feedback.routes';
import { ticketFile } from './feedback.service';
import { readMultipart, type SupportFiles } from './support-files';

const VISITOR_HEADER = 'x-chat-visitor';

declare module 'fastify' {
  interface FastifyInstance {
    /** This instance's chat sockets (modules/support/chat.hub.ts). */
    chatHub: ChatHub;
  }
}

/**
 * The chat's owner: the player whose session the guard let through (a route with an optional guard), or a visitor
 * key (X-Chat-Visitor); 401 otherwise.
 */
function ownerOf(request: FastifyRequest): ChatOwner {
  if (request.session) return { accountId: request.session.id };
  const key = request.headers[VISITOR_HEADER];
  if (typeof key === 'string' && VISITOR_KEY.test(key)) return { visitorHash: visitorHashOf(key) };
  throw new AppError('unauthorized');
}

/** Live chat: entry points (CBS_modelList / CBS_launchChat), the socket, attachments and transcripts. */
export function chatRoutes(files: SupportFiles) {
  return async (app: FastifyInstance) => {
    const hub = new ChatHub(app, files);
    app.decorate('chatHub', hub);
    app.addHook('preClose', async () => hub.stop());
    const ctxOf = (request: FastifyRequest): ChatCtx => ({
      db: app.db,
      brand: request.brand,
      bus: app.bus,
      files,
    });
    const member = requireSession(app);
    // A player (its token through the session guard) or a visitor (its chat key, or none yet).
    const playerOrVisitor = requireSession(app, { optional: true });

    route(app, api.chatModels, {}, async (request) => {
      const config = request.brand.config;
      const list: { code: string; name: string; url: string; external: boolean }[] = [];
      if (config.links.customerService)
        list.push({
          code: 'CUSTOMER_SERVICE',
          name: config.displayName,
          url: config.links.customerService,
          external: true,
        });
      else list.push({ code: 'LIVE_CHAT', name: config.displayName, url: '/chat', external: false });
      if (config.links.messaging)
        list.push({
          code: 'MESSAGING',
          name: config.links.messaging.label,
          url: config.links.messaging.url,
          external: true,
        });
      const hours = config.support?.chat.hours ?? null;
      return ok({ list, hours, ...availabilityOf(request.brand) });
    });

    route(
      app,
      api.launchChat,
      {
        preHandler: playerOrVisitor,
        config: { rateLimit: { max: 30, timeWindow: 60_000 } },
      },
      async (request) => {
        const external = request.brand.config.links.customerService;
        if (external) return ok({ chatUrl: external, external: true });
        if (request.session) return ok({ chatUrl: '/chat', external: false });
        const key = randomBytes(32).toString('base64url');
        return ok({ chatUrl: `/chat?visitor=${key}`, external: false, visitor: key });
      },
    );

    app.get(api.chatSocket.url, { websocket: true, schema: schemaOf(api.chatSocket) }, (socket, request) =>
      hub.accept(socket, request),
    );

    route(
      app,
      api.chatUpload,
      {
        preHandler: playerOrVisitor,
        config: { rateLimit: { max: 20, timeWindow: 60_000 } },
      },
      async (request) => {
        const owner = ownerOf(request);
        if (!request.isMultipart())
          throw new AppError('invalid_request', { field: 'body', detail: 'multipart/form-data' });
        const { files: uploads } = await readMultipart(request, 'image');
        if (uploads.length !== 1) throw new AppError('support_image_too_many', { max: 1 });
        const ctx = ctxOf(request);
        const { row } = await ensureRoom(ctx, owner);
        const brand = request.brand.config.code;
        const [stored] = await files.store(brand, uploads);
        try {
          await app.db
            .insertInto('support_file')
            .values({
              id: stored!.id,
              brand_code: brand,
              room_id: row.id,
              content_type: stored!.upload.contentType,
              bytes: stored!.upload.data.length,
            })
            .execute();
        } catch (error) {
          await files.discard(brand, [stored!.id]);
          throw error;
        }
        return ok({ fileId: stored!.id, room: String(row.id) });
      },
    );

    route(
      app,
      api.chatFile,
      {
        preHandler: playerOrVisitor,
      },
      async (request, reply) => {
        const owner = ownerOf(request);
        if ('accountId' in owner)
          return sendImage(
            reply,
            await ticketFile(ctxOf(request), request.params.fileId, { accountId: owner.accountId }),
          );
        const file = await app.db
          .selectFrom('support_file')
          .innerJoin('chat_room', 'chat_room.id', 'support_file.room_id')
          .select(['support_file.id', 'support_file.content_type'])
          .where('support_file.id', '=', request.params.fileId)
          .where('chat_room.visitor_key_hash', '=', owner.visitorHash)
          .where('support_file.brand_code', '=', request.brand.config.code)
          .executeTakeFirst();
        if (!file) throw new AppError('support_file_not_found');
        return sendImage(reply, {
          contentType: file.content_type,
          data: await files.read(request.brand.config.code, file.id),
        });
      },
    );

    route(
      app,
      api.transcripts,
      {
        preHandler: member,
      },
      async (request) => {
        const rows = await roomsOfAccount(app.db, request.brand.config.code, request.session!.id);
        return ok(rows.map((row) => roomView({ ...row, operator_name: null })));
      },
    );

    route(
      app,
      api.transcript,
      {
        preHandler: member,
      },
      async (request) => {
        const id = BigInt(request.params.id);
        const rows = await roomsOfAccount(app.db, request.brand.config.code, request.session!.id);
        const room = rows.find((r) => r.id === id);
        if (!room) throw new AppError('chat_not_found');
        const messages = await messagesOf(app.db, id, 1000);
        return ok({ room: roomView({ ...room, operator_name: null }), messages: messages.map(messageView) });
      },
    );
  };
}
