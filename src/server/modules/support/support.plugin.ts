import { join } from 'node:path';
import multipart from '@fastify/multipart';
import websocket from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { SUPPORT_IMAGE_MAX_BYTES, SUPPORT_IMAGE_MAX_FILES } from '@/core/support';
import { chatRoutes } from './chat.routes';
import { deskRoutes } from './desk.routes';
import { deskChatRoutes } from './desk-chat.routes';
import { feedbackRoutes } from './feedback.routes';
import { SupportFiles } from './support-files';

/**
 * Support (docs/support.md): feedback and complaints, live chat, the support desk. Images under DATA_DIR/support.
 * The WebSocket server hooks the HTTP server itself (and app.injectWS for tests), so it is registered at the root;
 * multipart parsing stays inside the support routes' own context.
 */
export const supportPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorateRequest('operator', null);
    await app.register(websocket, { options: { maxPayload: 8_192 } });
    const files = new SupportFiles(join(app.config.dataDir, 'support'));
    await app.register(async (routes) => {
      // Images arrive as multipart/form-data with hard limits (5 MB each, 3 files, a few small fields).
      await routes.register(multipart, {
        limits: {
          fileSize: SUPPORT_IMAGE_MAX_BYTES,
          files: SUPPORT_IMAGE_MAX_FILES,
          fields: 8,
          parts: 12,
          fieldSize: 100_000,
        },
      });
      await routes.register(feedbackRoutes(files));
      await routes.register(deskRoutes(files));
      await routes.register(chatRoutes(files));
      await routes.register(deskChatRoutes(files));
    });
  },
  { name: 'support' },
);
